import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { announcementLimits, createAnnouncementInput } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { UploadFormModal } from '../../../components/upload-form-modal';
import { contractValidation } from '../../../lib/contract-form';
import { useCreateAnnouncement, type CreateAnnouncementValues } from '../api/create-announcement';

const emptyAnnouncement: CreateAnnouncementValues = { title: '', description: '' };

/** The contract's rules for a new announcement, in its words. */
const validate = contractValidation(createAnnouncementInput, (values: CreateAnnouncementValues) => values);

/** The employer's or a manager's new announcement: a title, a description and one optional attachment. */
export function CreateAnnouncementModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<CreateAnnouncementValues>({ initialValues: emptyAnnouncement, validate });
  const create = useCreateAnnouncement();
  return (
    <UploadFormModal
      area="announcements"
      testId="announcement"
      opened={opened}
      onClose={onClose}
      form={form}
      create={create}
    >
      <TextInput
        label={t('announcements.create.titleLabel')}
        placeholder={t('announcements.create.titlePlaceholder')}
        required
        maxLength={announcementLimits.titleMax}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('announcements.create.description')}
        placeholder={t('announcements.create.descriptionPlaceholder')}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={announcementLimits.descriptionMax}
        {...form.getInputProps('description')}
      />
    </UploadFormModal>
  );
}
