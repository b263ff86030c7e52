import { z } from './zod.js';
import { textProblem } from './common.js';

export * from './search-fold.js';

/** The header's search (docs/product-rules.md#search). */
export const searchLimits = {
  /** Fewer characters, after trimming, are refused: one letter finds everything. */
  queryMin: 2,
  queryMax: 100,
  /** Results of each kind. */
  perKind: 5,
} as const;

/** Whether a typed text is long enough to search (the server answers 400 otherwise). */
export function isSearchable(q: string): boolean {
  return q.trim().length >= searchLimits.queryMin;
}

/**
 * `GET /api/search?q=`: the text, trimmed; one line a person could type. Too short (or missing)
 * is the service's 400 with `errors.searchTooShort`, a plain sentence for the search box to show.
 */
export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(searchLimits.queryMax, { error: `En fazla ${searchLimits.queryMax} karakter girilebilir` })
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuery>;

/** One result: what to open (`id`), what to show (`title`: an employee's name) and the matched part. */
export const searchHit = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text around the match in the description, content or e-mail, with `…` where cut. */
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** At most `perKind` of each kind, only what the caller may see in the lists. */
export const searchResults = z.object({
  tasks: z.array(searchHit),
  employees: z.array(searchHit),
  reports: z.array(searchHit),
  announcements: z.array(searchHit),
});
export type SearchResults = z.infer<typeof searchResults>;
export type SearchKind = keyof SearchResults;
