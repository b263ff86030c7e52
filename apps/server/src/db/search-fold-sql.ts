import { foldTable } from '@vazife/contract';
import type { DialectName } from './dialect.js';

/**
 * The contract's `foldTurkish` as an SQL expression over `expr`, built from the same table
 * (`foldTable`), so that the database folds what it stores as the server folds a query
 * (search-fold-sql.test.ts holds the two together on both engines). Migration 0015's triggers
 * fold with it.
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
