import { addDays, istanbulDay } from '@vazife/contract';

/** The list's date choices: everything, today, the last 7 or 30 days (today included), or a range. */
export const datePresets = ['all', 'today', 'last7', 'last30', 'custom'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The Istanbul days a preset means now; a custom range is what was picked (either end may be open). */
export function rangeOf(
  preset: DatePreset,
  custom: { from: string; to: string },
  now = new Date(),
): { from?: string; to?: string } {
  const today = istanbulDay(now);
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      return { ...(custom.from ? { from: custom.from } : {}), ...(custom.to ? { to: custom.to } : {}) };
  }
}
