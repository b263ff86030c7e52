import type { TFunction } from 'i18next';

export type ScoreColor = 'green' | 'yellow' | 'orange' | 'red';

/** 80 and above green, 60 and above yellow, 40 and above orange, else red (docs/product-rules.md). */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

/** The step a length of time is rounded to, by its size: finer for short times, whole hours from 10 h. */
function roundingStep(minutes: number): number {
  if (minutes < 59.5) return 1;
  if (minutes < 3 * 60) return 5;
  if (minutes < 10 * 60) return 30;
  return 60;
}

/**
 * A length of time in the units a person reads it in, rounded (half up) to a step that fits its
 * size: to the minute below an hour, to 5 minutes below 3 hours, to half an hour below 10 hours,
 * to the hour beyond; from a day on, days and whole hours. `approximate` when the rounding moved
 * it by a minute or more.
 */
export function splitDuration(hours: number): { days: number; hours: number; minutes: number; approximate: boolean } {
  const exact = Math.abs(hours) * 60;
  const step = roundingStep(exact);
  const total = Math.round(exact / step) * step;
  const approximate = Math.abs(total - exact) >= 1;
  // Exactly a day or more reads in days; 23 h 50 min rounds to "24 saat", not to "1 gün".
  if (exact < 24 * 60) return { days: 0, hours: Math.floor(total / 60), minutes: total % 60, approximate };
  const totalHours = total / 60;
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24, minutes: 0, approximate };
}

/**
 * "1 dakikadan az", "1 dakika", "40 dakika", "5 saat 30 dakika", "yaklaşık 24 saat", "2 gün 3 saat":
 * never "0 saat", which said nothing about a task done in minutes, nor minutes the data does not
 * warrant. A negative difference (late) is read by its size.
 */
export function formatDuration(hours: number, t: TFunction): string {
  if (Math.abs(hours) * 60 < 1) return t('analysis.lessThanMinute');
  const { days, hours: h, minutes, approximate } = splitDuration(hours);
  const text =
    days > 0
      ? h === 0
        ? t('analysis.days', { days })
        : t('analysis.daysHours', { days, hours: h })
      : h > 0
        ? minutes === 0
          ? t('analysis.hours', { hours: h })
          : t('analysis.hoursMinutes', { hours: h, minutes })
        : t('analysis.minutes', { minutes });
  return approximate ? t('analysis.about', { duration: text }) : text;
}

/** "%87,5" in Turkish, "87.5%" in English. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
