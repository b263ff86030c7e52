import type { TFunction } from 'i18next';

export type ScoreColor = 'green' | 'yellow' | 'orange' | 'red';

/** 80 and above green, 60 and above yellow, 40 and above orange, else red (docs/product-rules.md). */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

/**
 * A length of time in the units a person reads it in: minutes below an hour, hours and minutes
 * below a day, days and whole hours from a day on (the minutes no longer matter there).
 */
export function splitDuration(hours: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  if (totalMinutes < 24 * 60) return { days: 0, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
  const totalHours = Math.round(totalMinutes / 60);
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24, minutes: 0 };
}

/**
 * "1 dakikadan az", "40 dakika", "5 saat 30 dakika", "2 gün 3 saat": never "0 saat", which said
 * nothing about a task done in minutes. A negative difference (late) is read by its size.
 */
export function formatDuration(hours: number, t: TFunction): string {
  const { days, hours: h, minutes } = splitDuration(hours);
  if (days > 0) return h === 0 ? t('analysis.days', { days }) : t('analysis.daysHours', { days, hours: h });
  if (h > 0)
    return minutes === 0 ? t('analysis.hours', { hours: h }) : t('analysis.hoursMinutes', { hours: h, minutes });
  return minutes === 0 ? t('analysis.lessThanMinute') : t('analysis.minutes', { minutes });
}

/** "%87,5" in Turkish, "87.5%" in English. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
