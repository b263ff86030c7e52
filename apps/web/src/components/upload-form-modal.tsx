import { Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaMaxMb, pickerAccept } from '../lib/file-check';
import { notifySuccess } from '../lib/notify';
import { failureMessage } from '../lib/payment-required';
import type { UploadCreate } from '../lib/upload-create';
import { useCheckedFile } from '../lib/use-checked-file';
import { ErrorAlert } from './error-alert';
import { UploadProgress } from './upload-progress';

/** The areas whose new item is such a form; each has its texts under `<area>.create`. */
export type UploadFormArea = 'reports' | 'announcements';

interface UploadFormModalProps<Values> {
  area: UploadFormArea;
  /** What the test ids start with: `<testId>-form-error`, `<testId>-file-input`. */
  testId: string;
  opened: boolean;
  onClose: () => void;
  /** The text fields' form, validated with the contract's schema (lib/contract-form.ts). */
  form: UseFormReturnType<Values>;
  create: UploadCreate<Values>;
  /** The text fields, above the file. */
  children: ReactNode;
}

/**
 * A new report's or announcement's dialog: the text fields it is given, one optional file checked
 * as the server will when picked, the upload's progress, and the server's reason when it refuses.
 * Closing (not while sending) or sending forgets what was typed.
 */
export function UploadFormModal<Values>({
  area,
  testId,
  opened,
  onClose,
  form,
  create,
  children,
}: UploadFormModalProps<Values>) {
  const { t } = useTranslation();
  const {
    file,
    error: fileError,
    pick,
    clear: clearFile,
  } = useCheckedFile(area, {
    type: `${area}.create.fileUnsupported`,
    size: `${area}.create.fileTooLarge`,
  });

  const reset = () => {
    form.reset();
    clearFile();
    create.reset();
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };
  const submit = form.onSubmit(
    (values) =>
      create.mutate(
        { values, file },
        {
          onSuccess: () => {
            notifySuccess(t(`${area}.create.success`));
            reset();
            onClose();
          },
        },
      ),
    // A refusal from the last try no longer stands once the fields say what is missing.
    () => create.reset(),
  );

  return (
    <Modal opened={opened} onClose={close} title={t(`${area}.create.title`)} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert
            message={failureMessage(create.error, t(`${area}.create.failed`))}
            testId={`${testId}-form-error`}
          />
          {children}
          <FileInput
            label={t(`${area}.create.file`)}
            description={t(`${area}.create.fileHint`, { max: areaMaxMb(area) })}
            placeholder={t(`${area}.create.filePlaceholder`)}
            leftSection={<IconPaperclip size={16} />}
            accept={pickerAccept(area)}
            clearable
            clearButtonProps={{ 'aria-label': t(`${area}.create.removeFile`) }}
            value={file}
            onChange={(picked) => void pick(picked)}
            error={fileError}
            fileInputProps={{ 'data-testid': `${testId}-file-input` } as ComponentProps<'input'>}
          />
          {create.isPending && file && (
            <UploadProgress label={t(`${area}.create.progress`, { file: file.name })} progress={create.progress} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t(`${area}.create.cancel`)}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t(`${area}.create.submitting`) : t(`${area}.create.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
