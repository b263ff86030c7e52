import { createAnnouncementResponse, type Announcement } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormWithProgress } from '../../../lib/upload-form';
import { announcementKeys } from './keys';
import { showNewAnnouncement } from './live-updates';

export interface CreateAnnouncementValues {
  title: string;
  description: string;
  attachment: File | null;
}

/** POST /api/announcements/create as multipart, with the upload's progress (0–1) while a file goes. */
export function createAnnouncement(values: CreateAnnouncementValues, onProgress?: (share: number) => void) {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('description', values.description.trim());
  if (values.attachment) body.set('attachment', values.attachment, values.attachment.name);
  return postFormWithProgress<{ message: string; announcement: Announcement }>('/api/announcements/create', body, {
    schema: import.meta.env.DEV ? createAnnouncementResponse : undefined,
    onUploadProgress: (loaded, total) => onProgress?.(loaded / total),
  });
}

export function useCreateAnnouncement(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...announcementKeys.all, 'create'],
    mutationFn: (values: CreateAnnouncementValues) => createAnnouncement(values, onProgress),
    onSuccess: (result) => showNewAnnouncement(queryClient, result.announcement),
  });
}
