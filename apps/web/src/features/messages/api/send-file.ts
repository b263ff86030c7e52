import { message, type Message } from '@vazife/contract';
import { bearerToken, handleUnauthorized } from '../../../lib/api-client';
import { ApiError, readDetail } from '../../../lib/api-error';
import type { ChatTarget } from './keys';

export interface SendFileValues {
  target: ChatTarget;
  file: File;
  content?: string;
  /** Upload progress of this file, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One file as a message. Sent with XMLHttpRequest: fetch reports no upload progress, and the
 * composer shows a bar per file (files go one request each, one after another).
 */
export function sendFile({ target, file, content, onProgress, signal }: SendFileValues): Promise<Message> {
  const body = new FormData();
  body.set(target.kind === 'group' ? 'group_id' : 'receiver_id', target.id);
  const text = content?.trim();
  if (text) body.set('content', text);
  body.set('file', file, file.name);
  const token = bearerToken('user');

  return new Promise<Message>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/messages/send-with-file');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        if (import.meta.env.DEV && !message.safeParse(data).success) {
          console.warn('Contract mismatch on POST send-with-file');
        }
        resolve(data as Message);
        return;
      }
      if (xhr.status === 401 && token) handleUnauthorized('user', token);
      reject(new ApiError(xhr.status, readDetail(data)));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
