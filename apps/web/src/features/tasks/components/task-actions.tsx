import { Button, Group } from '@mantine/core';
import type { Task, UserPublic } from '@vazife/contract';
import { IconCheck, IconInfoCircle, IconPlayerPlay, IconRefresh, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WriteArea } from '../../../components/write-area';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/payment-required';
import { useApproveTask } from '../api/approve-task';
import { useStartTask } from '../api/start-task';
import { hasAnyAction, reviewActionsFor, workActionFor } from './task-permissions';

export type TaskDialogKind = 'complete' | 'revision' | 'info';

interface TaskActionsProps {
  task: Task;
  user: UserPublic;
  /** Opens the completion, revision or additional-information dialog. */
  onOpen: (kind: TaskDialogKind, task: Task) => void;
  justify?: 'flex-start' | 'flex-end';
}

/** The buttons a task offers this user now: the assignee's moves, or the reviewer's decisions. */
export function TaskActions({ task, user, onOpen, justify = 'flex-end' }: TaskActionsProps) {
  const { t } = useTranslation();
  const start = useStartTask();
  const approve = useApproveTask();
  const work = workActionFor(task, user);
  const review = reviewActionsFor(task, user);
  if (!hasAnyAction(task, user)) return null;

  const onStart = () =>
    start.mutate(task.id, {
      onSuccess: () => notifySuccess(t('tasks.startSuccess')),
      onError: (error) => notifyFailure(error, t('tasks.updateFailed')),
    });
  const onApprove = () =>
    approve.mutate(task.id, {
      onSuccess: () => notifySuccess(t('tasks.approve.success')),
      onError: (error) => notifyFailure(error, t('tasks.approve.failed')),
    });

  return (
    <WriteArea call="POST /api/tasks/{id}/update-status" justify={justify}>
      <Group gap="xs" justify={justify} wrap="wrap">
        {work === 'start' && (
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={16} />}
            loading={start.isPending}
            onClick={onStart}
            data-testid="task-start"
          >
            {t('tasks.actions.start')}
          </Button>
        )}
        {work === 'complete' && (
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={16} />}
            onClick={() => onOpen('complete', task)}
            data-testid="task-complete"
          >
            {t('tasks.actions.complete')}
          </Button>
        )}
        {work === 'recomplete' && (
          <Button
            size="xs"
            color="orange"
            leftSection={<IconRefresh size={16} />}
            onClick={() => onOpen('complete', task)}
            data-testid="task-recomplete"
          >
            {t('tasks.actions.recomplete')}
          </Button>
        )}
        {review.addInfo && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => onOpen('info', task)}
            data-testid="task-add-info"
          >
            {t('tasks.actions.addInfo')}
          </Button>
        )}
        {review.requestRevision && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconArrowBackUp size={16} />}
            disabled={approve.isPending}
            onClick={() => onOpen('revision', task)}
            data-testid="task-request-revision"
          >
            {t('tasks.actions.requestRevision')}
          </Button>
        )}
        {review.approve && (
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={approve.isPending}
            onClick={onApprove}
            data-testid="task-approve"
          >
            {t('tasks.actions.approve')}
          </Button>
        )}
      </Group>
    </WriteArea>
  );
}
