import dayjs from 'dayjs';

/** "14:05" today, "Dün" style short day otherwise: the list's and bubbles' times. */
export function listTime(value: string, now = new Date()): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  if (date.isSame(now, 'day')) return date.format('HH:mm');
  if (date.isSame(now, 'year')) return date.format('D MMM');
  return date.format('DD.MM.YYYY');
}

export function bubbleTime(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('HH:mm') : '';
}

/** A bubble's full date for its title attribute and the read-status dialog. */
export function fullTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY HH:mm') : '';
}

/** The day heading between bubbles ("23 Kasım 2026"). */
export function dayLabel(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY, dddd') : '';
}

/** The local calendar day of a time, to put a heading where the day changes. */
export function dayKey(value: string): string {
  return dayjs(value).format('YYYY-MM-DD');
}
