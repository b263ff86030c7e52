import dayjs from 'dayjs';

/** "22 Kasım 2026 14:30" in the active locale; an empty string for a missing or broken date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY HH:mm') : '';
}

/** "340 KB", "1,2 MB" in the active locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

export type FileKind = 'image' | 'video' | 'document';

export function fileKindOf(mimeType: string): FileKind {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return 'document';
}

/** Completed after the deadline (the overdue flag ends at completion; the timeline remembers). */
export function finishedLate(task: { deadline: string | null; completed_at: string | null }): boolean {
  if (!task.deadline || !task.completed_at) return false;
  return dayjs(task.completed_at).isAfter(dayjs(task.deadline));
}
