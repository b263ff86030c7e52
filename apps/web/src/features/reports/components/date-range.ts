import { relativeRange, type DayRange } from '../../../lib/day-ranges';

/** The list's date choices: everything, today, the last 7 or 30 days (today included), or a range. */
export const datePresets = ['all', 'today', 'last7', 'last30', 'custom'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The Istanbul days a preset means now; a custom range is what was picked (either end may be open). */
export function rangeOf(preset: DatePreset, custom: { from: string; to: string }, now = new Date()): DayRange {
  if (preset !== 'custom') return relativeRange(preset, now);
  return { ...(custom.from ? { from: custom.from } : {}), ...(custom.to ? { to: custom.to } : {}) };
}
