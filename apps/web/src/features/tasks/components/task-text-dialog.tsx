import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { additionalInfoInput, requestRevisionInput, taskLimits, type Task } from '@vazife/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { TaskModal } from './task-modal';

type TextValues = Record<string, string>;

/** Each dialog's request: the field its text is sent in, checked with the server's schema. */
const requests = {
  revision: {
    field: 'revision_note',
    validate: contractValidation(requestRevisionInput, (values: TextValues) => values),
  },
  info: {
    field: 'additional_info',
    validate: contractValidation(additionalInfoInput, (values: TextValues) => values),
  },
};

interface TaskTextDialogProps {
  task: Task;
  onClose: () => void;
  /** The call that sends the text; it trims it. */
  mutation: UseMutationResult<unknown, Error, { id: string; text: string }>;
  /** The dialog's texts under `tasks.<texts>`, and its test ids `<testId>-dialog`, `-error`, `-text`, `-submit`. */
  texts: 'info' | 'revision';
  testId: string;
  /** Above the field: what the user is about to do. */
  intro: ReactNode;
  hint?: string;
  minRows: number;
  submitColor?: string;
}

/**
 * A dialog that asks for one required text about a task (a revision's explanation, additional
 * information): the button waits for something other than spaces, leaving the field says what the
 * contract says of a blank one, and a failure keeps what was typed.
 */
export function TaskTextDialog(props: TaskTextDialogProps) {
  const { task, onClose, mutation, texts, testId, intro, hint, minRows, submitColor } = props;
  const { t } = useTranslation();
  const { field, validate } = requests[texts];
  const form = useForm<TextValues>({
    initialValues: { [field]: '' },
    validate,
    validateInputOnBlur: true,
  });
  const text = form.values[field] ?? '';

  const submit = form.onSubmit(() => {
    mutation.mutate(
      { id: task.id, text },
      {
        onSuccess: () => {
          notifySuccess(t(`tasks.${texts}.success`));
          onClose();
        },
      },
    );
  });

  return (
    <TaskModal
      opened
      onClose={() => !mutation.isPending && onClose()}
      title={t(`tasks.${texts}.title`)}
      size="md"
      testId={`${testId}-dialog`}
    >
      <Stack gap="md">
        {intro}
        <ErrorAlert message={failureMessage(mutation.error, t(`tasks.${texts}.failed`))} testId={`${testId}-error`} />
        <Textarea
          label={t(`tasks.${texts}.label`)}
          description={hint}
          placeholder={t(`tasks.${texts}.placeholder`)}
          required
          autosize
          minRows={minRows}
          maxRows={10}
          maxLength={taskLimits.noteMax}
          {...form.getInputProps(field)}
          data-autofocus
          data-testid={`${testId}-text`}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color={submitColor}
            onClick={() => submit()}
            disabled={!text.trim()}
            loading={mutation.isPending}
            data-testid={`${testId}-submit`}
          >
            {t(`tasks.${texts}.submit`)}
          </Button>
        </Group>
      </Stack>
    </TaskModal>
  );
}
