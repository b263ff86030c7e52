import type { Task } from '@vazife/contract';
import { useLinkedItem } from '../../../lib/use-linked-item';
import { taskKeys } from '../api/keys';
import { fetchTask } from '../api/task-detail';

/** `/dashboard?task=<id>` (a notification's link) opens that task's detail (lib/use-linked-item.ts). */
export function useLinkedTask(onOpen: (task: Task) => void): void {
  useLinkedItem('task', { key: taskKeys.detail, fetch: fetchTask }, onOpen);
}
