import { useForm } from '@mantine/form';
import { createAnnouncementInput } from '@vazife/contract';
import { UploadFormModal } from '../../../components/upload-form-modal';
import { contractValidation } from '../../../lib/contract-form';
import { useCreateAnnouncement, type CreateAnnouncementValues } from '../api/create-announcement';

const emptyAnnouncement: CreateAnnouncementValues = { title: '', description: '' };

/** The contract's rules for a new announcement, in its words. */
const validate = contractValidation(createAnnouncementInput, (values: CreateAnnouncementValues) => values);

/** The employer's or a manager's new announcement: a title, a description and one optional attachment. */
export function CreateAnnouncementModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CreateAnnouncementValues>({ initialValues: emptyAnnouncement, validate });
  const create = useCreateAnnouncement();
  return <UploadFormModal area="announcements" opened={opened} onClose={onClose} form={form} create={create} />;
}
