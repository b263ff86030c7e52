import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { taskLimits, type Task } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useCompleteTask } from '../api/complete-task';
import { FileDrop } from './file-drop';
import { evidenceRule, type PickedFile } from './file-rules';
import { PickedFileRow } from './picked-file-row';
import { TaskModal } from './task-modal';

/** "Tamamla" / "Yeniden Tamamla": an optional note and up to five evidence files, each with its progress. */
export function CompleteTaskModal({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useCompleteTask();
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const uploading = mutation.isPending;

  const close = () => {
    if (!uploading) onClose();
  };

  const submit = () => {
    setProgress(files.length ? files.map(() => 0) : null);
    mutation.mutate(
      { id: task.id, note, files: files.map((picked) => picked.file), onProgress: setProgress },
      {
        onSuccess: () => {
          notifySuccess(t('tasks.complete.success'));
          onClose();
        },
        onError: () => setProgress(null),
      },
    );
  };

  return (
    <TaskModal
      opened
      onClose={close}
      title={task.status === 'revize_gerekli' ? t('tasks.complete.retitle') : t('tasks.complete.title')}
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
      testId="complete-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {task.title}
        </Text>
        <ErrorAlert message={failureMessage(mutation.error, t('tasks.complete.failed'))} testId="complete-error" />
        <Textarea
          label={t('tasks.complete.note')}
          placeholder={t('tasks.complete.notePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={taskLimits.noteMax}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          disabled={uploading}
          data-testid="completion-note"
        />
        <FileDrop
          label={t('tasks.complete.files')}
          hint={t('tasks.complete.filesHint', { max: taskLimits.evidenceMaxFiles })}
          rule={evidenceRule}
          files={files}
          errors={pickErrors}
          onChange={(next, errors) => {
            setFiles(next);
            setPickErrors(errors);
          }}
          disabled={uploading}
          inputTestId="completion-files"
        />
        {files.length > 0 && (
          <Stack gap="xs" data-testid="completion-file-list">
            {files.map((picked, index) => (
              <PickedFileRow
                key={picked.id}
                file={picked.file}
                progress={progress?.[index]}
                disabled={uploading}
                onRemove={() => setFiles(files.filter((other) => other.id !== picked.id))}
              />
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            {t('common.cancel')}
          </Button>
          <Button color="green" onClick={submit} loading={uploading} data-testid="completion-submit">
            {task.status === 'revize_gerekli' ? t('tasks.actions.recomplete') : t('tasks.complete.submit')}
          </Button>
        </Group>
      </Stack>
    </TaskModal>
  );
}
