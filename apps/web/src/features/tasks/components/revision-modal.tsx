import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { taskLimits, type Task } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useRequestRevision } from '../api/request-revision';
import { TaskModal } from './task-modal';

/** Sends a completed task back with a required explanation; the button waits for one. */
export function RevisionModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRequestRevision();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = !note.trim();

  const submit = () => {
    setTouched(true);
    if (blank) return;
    mutation.mutate(
      { id: task.id, note },
      {
        onSuccess: () => {
          notifySuccess(t('tasks.revision.success'));
          onClose();
        },
      },
    );
  };

  return (
    <TaskModal
      opened
      onClose={() => !mutation.isPending && onClose()}
      title={t('tasks.revision.title')}
      size="md"
      testId="revision-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('tasks.revision.intro', { title: task.title, name: task.assigned_to_name })}
        </Text>
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('tasks.revision.failed')) : null}
          testId="revision-error"
        />
        <Textarea
          label={t('tasks.revision.label')}
          placeholder={t('tasks.revision.placeholder')}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={taskLimits.noteMax}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank ? t('tasks.revision.required') : undefined}
          data-autofocus
          data-testid="revision-note"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="orange"
            onClick={submit}
            disabled={blank}
            loading={mutation.isPending}
            data-testid="revision-submit"
          >
            {t('tasks.revision.submit')}
          </Button>
        </Group>
      </Stack>
    </TaskModal>
  );
}
