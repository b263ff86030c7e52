import dayjs from 'dayjs';

/** The first two initials, as the avatars show them ("Ayşe Yılmaz" → "AY"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.slice(0, 2).map((part) => part.charAt(0).toLocaleUpperCase('tr-TR'));
  return letters.join('') || '?';
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** "22 Kasım 2026" in the active locale; an empty string for a missing or broken date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY') : '';
}

export function formatLongToday(now = new Date()): string {
  return dayjs(now).format('D MMMM YYYY, dddd');
}

/** "23 Kas Pzt": today for a phone's header, where the long form is cut off at 360 px. */
export function formatShortToday(now = new Date()): string {
  return dayjs(now).format('D MMM ddd');
}

export type DayPart = 'morning' | 'day' | 'evening' | 'night';

export function dayPart(now = new Date()): DayPart {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'day';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}
