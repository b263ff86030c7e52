import type { TFunction } from 'i18next';
import { pickedFileProblem } from '../../../lib/file-check';

/** A file waiting in the composer: its upload share and, after a failure, the reason. */
export interface PendingFile {
  id: string;
  file: File;
  progress: number;
  error?: string;
}

let sequence = 0;

/**
 * Takes the files the user picked: those of a type messages do not carry (read from their bytes,
 * as the server will: lib/file-check.ts) or over 50 MB are refused here, before any byte is sent,
 * with a message naming each file.
 */
export async function pickMessageFiles(
  files: readonly File[],
  t: TFunction,
): Promise<{ accepted: PendingFile[]; errors: string[] }> {
  const accepted: PendingFile[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const problem = await pickedFileProblem('messages', file, t, {
      type: 'messages.errors.fileUnsupported',
      size: 'messages.errors.fileTooLarge',
    });
    if (problem) {
      errors.push(problem);
      continue;
    }
    sequence += 1;
    accepted.push({ id: `f${sequence}`, file, progress: 0 });
  }
  return { accepted, errors };
}

export function formatBytes(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
