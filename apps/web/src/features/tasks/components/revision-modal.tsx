import { Text } from '@mantine/core';
import type { Task } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { useRequestRevision } from '../api/request-revision';
import { TaskTextDialog } from './task-text-dialog';

/** Sends a completed task back with a required explanation; the button waits for one. */
export function RevisionModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TaskTextDialog
      task={task}
      onClose={onClose}
      mutation={useRequestRevision()}
      texts="revision"
      testId="revision"
      intro={
        <Text size="sm" c="dimmed">
          {t('tasks.revision.intro', { title: task.title, name: task.assigned_to_name })}
        </Text>
      }
      minRows={4}
      submitColor="orange"
    />
  );
}
