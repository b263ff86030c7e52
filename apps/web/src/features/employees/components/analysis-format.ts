import type { TFunction } from 'i18next';

export type ScoreColor = 'green' | 'yellow' | 'orange' | 'red';

/** Seeds part 1 §9: 80 and above green, 60 and above yellow, 40 and above orange, else red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

/** Whole days and the remaining hours (rounded to one decimal below a day, whole hours above). */
export function splitDuration(hours: number): { days: number; hours: number } {
  const value = Math.abs(hours);
  if (value < 24) return { days: 0, hours: Math.round(value * 10) / 10 };
  let days = Math.floor(value / 24);
  let rest = Math.round(value - days * 24);
  if (rest === 24) {
    days += 1;
    rest = 0;
  }
  return { days, hours: rest };
}

/** "5 saat", "5,5 saat" below 24 hours; "2 gün 3 saat" (or "2 gün") from 24 hours. */
export function formatDuration(hours: number, t: TFunction, locale: string): string {
  const parts = splitDuration(hours);
  if (parts.days === 0) {
    return t('analysis.hours', { value: parts.hours.toLocaleString(locale, { maximumFractionDigits: 1 }) });
  }
  if (parts.hours === 0) return t('analysis.days', { days: parts.days });
  return t('analysis.daysHours', { days: parts.days, hours: parts.hours });
}

/** "%87,5" in Turkish, "87.5%" in English. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
