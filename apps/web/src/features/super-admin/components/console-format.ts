import dayjs from 'dayjs';

/** A day and time, as the console's tables show them. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY HH:mm') : '';
}

/** An IBAN in groups of four: "TR33 0006 1005 …". */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** A plan's seat limit: 999999 reads "Sınırsız". */
export const unlimitedUsers = 999_999;
