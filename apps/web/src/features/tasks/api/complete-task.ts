import { taskActionResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bearerToken, handleUnauthorized } from '../../../lib/api-client';
import { ApiError, readDetail } from '../../../lib/api-error';
import { taskKeys } from './keys';
import { refreshTasks, type TaskActionResult } from './refresh';
import { uploadShares } from './upload-shares';

export interface CompleteTaskInput {
  id: string;
  note: string;
  files: File[];
  /** Each file's upload progress, 0 to 1, in the order of `files`. */
  onProgress?: (shares: number[]) => void;
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
 * "Tamamla" / "Yeniden Tamamla" with a note and up to 5 evidence files. Sent with
 * XMLHttpRequest: fetch reports no upload progress, and the dialog shows one bar per file.
 */
export function completeTask({ id, note, files, onProgress, signal }: CompleteTaskInput): Promise<TaskActionResult> {
  const body = new FormData();
  body.set('status', 'tamamlandi');
  const trimmed = note.trim();
  if (trimmed) body.set('completion_note', trimmed);
  for (const file of files) body.append('evidence_files', file, file.name);
  const sizes = files.map((file) => file.size);
  const token = bearerToken('user');

  return new Promise<TaskActionResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/tasks/${encodeURIComponent(id)}/update-status`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadShares(sizes, event.loaded, event.total));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(sizes.map(() => 1));
        if (import.meta.env.DEV && !taskActionResponse.safeParse(data).success) {
          console.warn('Contract mismatch on POST update-status');
        }
        resolve(data as TaskActionResult);
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

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.mutations(), 'complete'],
    mutationFn: completeTask,
    onSuccess: (result) => refreshTasks(queryClient, result.task),
  });
}
