import type { Task } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { taskDetailQuery } from '../api/task-detail';

/**
 * `/dashboard?task=<id>` (a notification's link) opens that task's detail: the task is fetched,
 * handed to `onOpen`, and the parameter dropped, so that closing the dialog or reloading does not
 * open it again. A task that cannot be loaded (gone, out of sight) just drops the parameter.
 */
export function useLinkedTask(onOpen: (task: Task) => void): void {
  const [params, setParams] = useSearchParams();
  const taskId = params.get('task');
  const query = useQuery({ ...taskDetailQuery(taskId ?? ''), enabled: Boolean(taskId) });
  const found = taskId && query.data?.id === taskId ? query.data : undefined;
  const failed = Boolean(taskId) && query.isError;

  useEffect(() => {
    if (!found && !failed) return;
    if (found) onOpen(found);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('task');
        return next;
      },
      { replace: true },
    );
    // onOpen is the board's setter, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, failed, setParams]);
}
