import { Alert, Button, FileInput, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { reportLimits, reportTypes, type ReportType } from '@vazife/contract';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/upload-progress';
import { areaMaxMb, pickerAccept } from '../../../lib/file-check';
import { useCheckedFile } from '../../../lib/use-checked-file';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useCreateReport } from '../api/create-report';

const blank = (text: string) => text.trim() === '';

/** A worker's new report: type, title, content (50 characters suggested) and one optional file. */
export function CreateReportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<ReportType | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const {
    file,
    error: fileError,
    pick,
    clear: clearFile,
  } = useCheckedFile('reports', { type: 'reports.create.fileUnsupported', size: 'reports.create.fileTooLarge' });
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateReport(setProgress);

  const reset = () => {
    setType(null);
    setTitle('');
    setContent('');
    clearFile();
    setErrors([]);
    setProgress(null);
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = [
      ...(type ? [] : [t('reports.create.typeRequired')]),
      ...(blank(title) ? [t('reports.create.titleRequired')] : []),
      ...(blank(content) ? [t('reports.create.contentRequired')] : []),
    ];
    setErrors(missing);
    if (missing.length > 0 || !type) return;
    setProgress(file ? 0 : null);
    create.mutate(
      { title, content, report_type: type, report_file: file },
      {
        onSuccess: () => {
          notifySuccess(t('reports.create.success'));
          reset();
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          const message = failureMessage(error, t('reports.create.failed'));
          setErrors(message ? [message] : []);
        },
      },
    );
  };

  const length = content.trim().length;
  return (
    <Modal opened={opened} onClose={close} title={t('reports.create.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.length > 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="report-form-error"
            >
              {errors.join(', ')}
            </Alert>
          )}
          <Select
            label={t('reports.typeLabel')}
            required
            data={reportTypes.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
            value={type}
            onChange={(value) => setType(value as ReportType | null)}
            comboboxProps={{ withinPortal: false }}
            data-testid="report-type"
          />
          <TextInput
            label={t('reports.create.titleLabel')}
            placeholder={t('reports.create.titlePlaceholder')}
            required
            maxLength={reportLimits.titleMax}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label={t('reports.create.content')}
            placeholder={t('reports.create.contentPlaceholder')}
            description={t('reports.create.contentHint', { min: reportLimits.contentHint, count: length })}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={reportLimits.contentMax}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <FileInput
            label={t('reports.create.file')}
            description={t('reports.create.fileHint', { max: areaMaxMb('reports') })}
            placeholder={t('reports.create.filePlaceholder')}
            leftSection={<IconPaperclip size={16} />}
            accept={pickerAccept('reports')}
            clearable
            clearButtonProps={{ 'aria-label': t('reports.create.removeFile') }}
            value={file}
            onChange={(picked) => void pick(picked)}
            error={fileError}
            fileInputProps={{ 'data-testid': 'report-file-input' } as ComponentProps<'input'>}
          />
          {progress !== null && file && (
            <UploadProgress label={t('reports.create.progress', { file: file.name })} progress={progress} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('reports.create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('reports.create.submitting') : t('reports.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
