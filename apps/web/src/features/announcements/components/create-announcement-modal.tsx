import { Alert, Button, FileInput, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { announcementLimits } from '@vazife/contract';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/upload-progress';
import { areaMaxMb, pickerAccept } from '../../../lib/file-check';
import { useCheckedFile } from '../../../lib/use-checked-file';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useCreateAnnouncement } from '../api/create-announcement';

const blank = (text: string) => text.trim() === '';

/** The employer's or a manager's new announcement: a title, a description and one optional attachment. */
export function CreateAnnouncementModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const {
    file,
    error: fileError,
    pick,
    clear: clearFile,
  } = useCheckedFile('announcements', {
    type: 'announcements.create.fileUnsupported',
    size: 'announcements.create.fileTooLarge',
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateAnnouncement(setProgress);

  const reset = () => {
    setTitle('');
    setDescription('');
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
      ...(blank(title) ? [t('announcements.create.titleRequired')] : []),
      ...(blank(description) ? [t('announcements.create.descriptionRequired')] : []),
    ];
    setErrors(missing);
    if (missing.length > 0) return;
    setProgress(file ? 0 : null);
    create.mutate(
      { title, description, attachment: file },
      {
        onSuccess: () => {
          notifySuccess(t('announcements.create.success'));
          reset();
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          const message = failureMessage(error, t('announcements.create.failed'));
          setErrors(message ? [message] : []);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('announcements.create.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.length > 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="announcement-form-error"
            >
              {errors.join(', ')}
            </Alert>
          )}
          <TextInput
            label={t('announcements.create.titleLabel')}
            placeholder={t('announcements.create.titlePlaceholder')}
            required
            maxLength={announcementLimits.titleMax}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label={t('announcements.create.description')}
            placeholder={t('announcements.create.descriptionPlaceholder')}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={announcementLimits.descriptionMax}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <FileInput
            label={t('announcements.create.file')}
            description={t('announcements.create.fileHint', { max: areaMaxMb('announcements') })}
            placeholder={t('announcements.create.filePlaceholder')}
            leftSection={<IconPaperclip size={16} />}
            accept={pickerAccept('announcements')}
            clearable
            clearButtonProps={{ 'aria-label': t('announcements.create.removeFile') }}
            value={file}
            onChange={(picked) => void pick(picked)}
            error={fileError}
            fileInputProps={{ 'data-testid': 'announcement-file-input' } as ComponentProps<'input'>}
          />
          {progress !== null && file && (
            <UploadProgress label={t('announcements.create.progress', { file: file.name })} progress={progress} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('announcements.create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('announcements.create.submitting') : t('announcements.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
