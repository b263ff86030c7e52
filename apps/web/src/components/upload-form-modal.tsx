import { Button, FileInput, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { announcementLimits, reportLimits } from '@vazife/contract';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaMaxMb, pickerAccept } from '../lib/file-check';
import { notifySuccess } from '../lib/notify';
import { failureMessage } from '../lib/payment-required';
import type { UploadCreate } from '../lib/upload-create';
import { useCheckedFile } from '../lib/use-checked-file';
import { ErrorAlert } from './error-alert';
import { UploadProgress } from './upload-progress';

/**
 * The areas whose new item is such a form, each with its texts under `<area>.create`: what its test
 * ids start with, the name of its long text and the contract's lengths.
 */
const areas = {
  reports: { testId: 'report', body: 'content', titleMax: reportLimits.titleMax, bodyMax: reportLimits.contentMax },
  announcements: {
    testId: 'announcement',
    body: 'description',
    titleMax: announcementLimits.titleMax,
    bodyMax: announcementLimits.descriptionMax,
  },
} as const;
export type UploadFormArea = keyof typeof areas;

interface UploadFormModalProps<Values extends { title: string }> {
  area: UploadFormArea;
  opened: boolean;
  onClose: () => void;
  /** The fields' form, validated with the contract's schema (lib/contract-form.ts). */
  form: UseFormReturnType<Values>;
  create: UploadCreate<Values>;
  /** A hint under the long text's label (a report's suggested length). */
  bodyHint?: string;
  /** Fields above the title (a report's type). */
  children?: ReactNode;
}

/**
 * A new report's or announcement's dialog: a title and a long text, one optional file checked
 * as the server will when picked, the upload's progress, and the server's reason when it refuses.
 * Closing (not while sending) or sending forgets what was typed.
 */
export function UploadFormModal<Values extends { title: string }>({
  area,
  opened,
  onClose,
  form,
  create,
  bodyHint,
  children,
}: UploadFormModalProps<Values>) {
  const { t } = useTranslation();
  const { testId, body, titleMax, bodyMax } = areas[area];
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
          <TextInput
            label={t(`${area}.create.titleLabel`)}
            placeholder={t(`${area}.create.titlePlaceholder`)}
            required
            maxLength={titleMax}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t(`${area}.create.bodyLabel`)}
            placeholder={t(`${area}.create.bodyPlaceholder`)}
            description={bodyHint}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={bodyMax}
            {...form.getInputProps(body)}
          />
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
