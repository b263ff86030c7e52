import { taskActionResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormWithProgress } from '../../../lib/upload-form';
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

/**
 * "Tamamla" / "Yeniden Tamamla" with a note and up to 5 evidence files, with upload progress: the
 * dialog shows one bar per file.
 */
export function completeTask({ id, note, files, onProgress, signal }: CompleteTaskInput): Promise<TaskActionResult> {
  const body = new FormData();
  body.set('status', 'tamamlandi');
  const trimmed = note.trim();
  if (trimmed) body.set('completion_note', trimmed);
  for (const file of files) body.append('evidence_files', file, file.name);
  const sizes = files.map((file) => file.size);
  return postFormWithProgress(`/api/tasks/${encodeURIComponent(id)}/update-status`, body, {
    schema: import.meta.env.DEV ? taskActionResponse : undefined,
    onUploadProgress: (loaded, total) => onProgress?.(uploadShares(sizes, loaded, total)),
    signal,
  }).then((result) => {
    onProgress?.(sizes.map(() => 1));
    return result as TaskActionResult;
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
