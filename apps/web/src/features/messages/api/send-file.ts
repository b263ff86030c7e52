import { message, type Message } from '@vazife/contract';
import { postFormWithProgress } from '../../../lib/upload-form';
import type { ChatTarget } from './keys';

export interface SendFileValues {
  target: ChatTarget;
  file: File;
  content?: string;
  /** Upload progress of this file, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * One file as a message, with its upload progress: the composer shows a bar per file (files go
 * one request each, one after another).
 */
export function sendFile({ target, file, content, onProgress, signal }: SendFileValues): Promise<Message> {
  const body = new FormData();
  body.set(target.kind === 'group' ? 'group_id' : 'receiver_id', target.id);
  const text = content?.trim();
  if (text) body.set('content', text);
  body.set('file', file, file.name);
  return postFormWithProgress('/api/messages/send-with-file', body, {
    schema: import.meta.env.DEV ? message : undefined,
    onUploadProgress: (loaded, total) => onProgress?.(Math.min(1, loaded / total)),
    signal,
  }).then((sent) => {
    onProgress?.(1);
    return sent;
  });
}
