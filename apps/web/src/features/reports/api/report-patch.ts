import { daysWindow, matchesWords, searchWords, type Report } from '@vazife/contract';
import type { ReportFilters } from './keys';

/**
 * Whether a new report belongs in a list with these filters: its type, its Istanbul day within
 * the range, and every word of the search text at the start of a word of its title or content,
 * both folded, as the server matches them (contract `matchesWords`: "gorev" finds "Görev",
 * "ışık" not "Değişiklik").
 */
export function matchesFilters(report: Report, filters: ReportFilters): boolean {
  if (filters.type && report.type !== filters.type) return false;
  const at = Date.parse(report.created_at);
  if (filters.from && at < Date.parse(daysWindow(filters.from).start)) return false;
  if (filters.to && at >= Date.parse(daysWindow(filters.to).end)) return false;
  const q = filters.q?.trim() ?? '';
  if (q && !matchesWords(searchWords(q), [report.title, report.content])) return false;
  return true;
}
