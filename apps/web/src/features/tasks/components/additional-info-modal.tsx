import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { taskLimits, type Task } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAddAdditionalInfo } from '../api/add-additional-info';
import { TaskModal } from './task-modal';

/** Adds information to a completed or approved task; what is written is appended to what was there. */
export function AdditionalInfoModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useAddAdditionalInfo();
  const [info, setInfo] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = !info.trim();

  const submit = () => {
    setTouched(true);
    if (blank) return;
    mutation.mutate(
      { id: task.id, info },
      {
        onSuccess: () => {
          notifySuccess(t('tasks.info.success'));
          onClose();
        },
      },
    );
  };

  return (
    <TaskModal
      opened
      onClose={() => !mutation.isPending && onClose()}
      title={t('tasks.info.title')}
      size="md"
      testId="info-dialog"
    >
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
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('tasks.info.failed')) : null}
          testId="info-error"
        />
        <Textarea
          label={t('tasks.info.label')}
          description={task.additional_info ? t('tasks.info.appendHint') : undefined}
          placeholder={t('tasks.info.placeholder')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={taskLimits.noteMax}
          value={info}
          onChange={(event) => setInfo(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank ? t('tasks.info.required') : undefined}
          data-autofocus
          data-testid="info-text"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={blank} loading={mutation.isPending} data-testid="info-submit">
            {t('tasks.info.submit')}
          </Button>
        </Group>
      </Stack>
    </TaskModal>
  );
}
