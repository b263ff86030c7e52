import { createAnnouncementResponse, type Announcement } from '@vazife/contract';
import { useUploadCreate } from '../../../lib/upload-create';
import { announcementKeys } from './keys';
import { showNewAnnouncement } from './live-updates';

/** The new-announcement form's fields (create-announcement-modal.tsx). */
export interface CreateAnnouncementValues {
  title: string;
  description: string;
}

/** POST /api/announcements/create as multipart, with the upload's progress while a file goes. */
export function useCreateAnnouncement() {
  return useUploadCreate<CreateAnnouncementValues, { message: string; announcement: Announcement }>({
    mutationKey: [...announcementKeys.all, 'create'],
    path: '/api/announcements/create',
    schema: import.meta.env.DEV ? createAnnouncementResponse : undefined,
    parts: (values, file) => ({ title: values.title.trim(), description: values.description.trim(), attachment: file }),
    onCreated: (queryClient, answer) => showNewAnnouncement(queryClient, answer.announcement),
  });
}
