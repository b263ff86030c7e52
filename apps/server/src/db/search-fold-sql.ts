import { foldTable, searchText, wordSeparators } from '@vazife/contract';
import type SQLite from 'better-sqlite3';
import type { DialectName } from './dialect.js';

/**
 * The contract's `foldTurkish` as an SQL expression over `expr`, built from the same table
 * (`foldTable`). Migration 0015's triggers folded with it, and the operators' company search
 * (admin/companies/companies.repo.ts) still does; the search's documents are written by
 * `search_text` since migration 0023 (below).
 *
 * - PostgreSQL: one `translate`, A–Z included: `lower()` follows the database's locale, which under
 *   a Turkish one lowers `I` to `ı`. A dropped mark is a character of the first list with none in
 *   the second.
 * - SQLite: `lower()`, which knows only A–Z without ICU (better-sqlite3 builds without it), inside
 *   one `replace` per other character of the table.
 */
export function foldSql(dialect: DialectName, expr: string): string {
  const entries = [...foldTable];
  for (const [from, to] of entries)
    if (from.includes("'") || to.includes("'")) throw new Error('a quote in the fold table');
  if (dialect === 'postgres') {
    const kept = entries.filter(([, to]) => to !== '');
    const dropped = entries.filter(([, to]) => to === '');
    const from = [...kept, ...dropped].map(([f]) => f).join('');
    const to = kept.map(([, t]) => t).join('');
    return `translate(${expr}, '${from}', '${to}')`;
  }
  return entries
    .filter(([from]) => from.charCodeAt(0) > 0x7f)
    .reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, `lower(${expr})`);
}

/**
 * `search_text(text)`: the contract's `searchText` (the text folded, each word separator a space,
 * a space in front) as a function of the database, which the search triggers write
 * `search_documents` with (migration 0023). A test holds it and the contract together on both
 * engines (search-index.internal.test.ts).
 */
export const searchTextFunction = 'search_text';

/**
 * PostgreSQL's `search_text`, created by migration 0023: one `translate` of the fold table and the
 * separators (a character of the first list with none in the second is dropped), in a plain SQL
 * function that the planner inlines. Immutable and strict, as the contract's function is pure.
 *
 * `translate` looks each character up in its list from the start, so the list begins with the
 * characters of most texts, each as itself (a–z, 0–9, the space), then Turkish's own letters:
 * a text of them costs a few dozen comparisons a character, not the list's eight hundred.
 */
export function postgresSearchTextFunction(): string {
  const kept = [...foldTable].filter(([, to]) => to !== '');
  const dropped = [...foldTable].filter(([, to]) => to === '');
  const common = [...'abcdefghijklmnopqrstuvwxyz0123456789 '].map((ch) => [ch, ch] as const);
  const turkish = new Set('ıİIşŞğĞüÜöÖçÇ');
  const spaced = [...wordSeparators].filter((ch) => ch !== ' ').map((ch) => [ch, ' '] as const);
  const mapped = [
    ...common,
    ...kept.filter(([ch]) => turkish.has(ch)),
    ...spaced.filter(([ch]) => ch < '\u0080'),
    ...kept.filter(([ch]) => !turkish.has(ch)),
    ...spaced.filter(([ch]) => ch >= '\u0080'),
  ];
  const from = [...mapped, ...dropped].map(([f]) => f).join('');
  const to = mapped.map(([, t]) => t).join('');
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `create or replace function ${searchTextFunction}(text) returns text
    language sql immutable strict parallel safe
    as $$ select ' ' || translate($1, ${literal(from)}, ${literal(to)}) $$`;
}

/**
 * SQLite's `search_text`: the contract's function itself, registered on every connection the
 * application opens (db/client.ts, and the benchmarks' bulk writer), since SQLite keeps no
 * functions in the file. Migration 0015 wrote the fold into each trigger as 287 nested `replace`
 * calls, which the `sqlite3` shell of a distribution could not parse ("parser stack overflow").
 * A connection without it, such as that shell, reads every table; only an insert or an update of
 * a searched table there fails ("no such function: search_text"), rather than leave the index
 * behind.
 */
export function registerSearchText(sqlite: SQLite.Database): void {
  sqlite.function(searchTextFunction, { deterministic: true }, (text: unknown) =>
    text === null ? null : searchText(String(text)),
  );
}
