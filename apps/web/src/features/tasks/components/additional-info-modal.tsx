import { Paper, Stack, Text } from '@mantine/core';
import type { Task } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { useAddAdditionalInfo } from '../api/add-additional-info';
import { TaskTextDialog } from './task-text-dialog';

/** Adds information to a completed or approved task; what is written is appended to what was there. */
export function AdditionalInfoModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const intro = (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {task.title}
      </Text>
      {task.additional_info && (
        <Paper withBorder p="sm" radius="sm">
          <Text size="xs" fw={700} c="dimmed" mb={4}>
            {t('tasks.info.current')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {task.additional_info}
          </Text>
        </Paper>
      )}
    </Stack>
  );
  return (
    <TaskTextDialog
      task={task}
      onClose={onClose}
      mutation={useAddAdditionalInfo()}
      texts="info"
      testId="info"
      intro={intro}
      hint={task.additional_info ? t('tasks.info.appendHint') : undefined}
      minRows={3}
    />
  );
}
