import dayjs from 'dayjs';

const money = new Map<string, Intl.NumberFormat>();

/**
 * TL in the screen's language: "₺1.499,90" in Turkish, "TRY 1,499.90" in English; `whole` drops
 * the kuruş (a chart's axis).
 */
export function formatTl(value: number, language: string, whole = false): string {
  const locale = language === 'en' ? 'en-GB' : 'tr-TR';
  const key = `${locale}${whole ? ':whole' : ''}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'TRY',
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : { maximumFractionDigits: 2 }),
    });
    money.set(key, format);
  }
  return format.format(value);
}

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
