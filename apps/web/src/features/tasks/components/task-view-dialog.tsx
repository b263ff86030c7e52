import { Divider, Group, Stack } from '@mantine/core';
import type { Task, UserPublic } from '@vazife/contract';
import type { ReactNode } from 'react';
import { useTask } from '../api/task-detail';
import { TaskActions, type TaskDialogKind } from './task-actions';
import { OverdueBadge, PriorityBadge, StatusBadge } from './task-badges';
import { TaskModal } from './task-modal';
import { hasAnyAction } from './task-permissions';

export interface TaskViewDialogProps {
  /** The task as the card shows it; the dialog keeps it fresh while it is open. */
  task: Task;
  user: UserPublic;
  onClose: () => void;
  onOpen: (kind: TaskDialogKind, task: Task) => void;
}

interface FrameProps extends TaskViewDialogProps {
  testId: string;
  /** The GECİKMİŞ badge beside status and priority (the summary shows lateness on its timeline). */
  overdueBadge?: boolean;
  children: (task: Task) => ReactNode;
}

/**
 * What both dialogs that show a task share: its latest state, its title, the badges at the top
 * and, at the bottom, what this user can do with it now.
 */
export function TaskViewDialog({ task: shown, user, onClose, onOpen, testId, overdueBadge, children }: FrameProps) {
  const task = useTask(shown.id, shown).data ?? shown;
  return (
    <TaskModal opened onClose={onClose} title={task.title} testId={testId}>
      <Stack gap="md">
        <Group gap={6} wrap="wrap">
          <StatusBadge status={task.status} />
          <PriorityBadge priority={task.priority} />
          {overdueBadge && task.is_overdue && <OverdueBadge />}
        </Group>
        {children(task)}
        {hasAnyAction(task, user) && (
          <>
            <Divider />
            <TaskActions task={task} user={user} onOpen={onOpen} />
          </>
        )}
      </Stack>
    </TaskModal>
  );
}
