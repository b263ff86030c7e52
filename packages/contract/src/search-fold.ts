/**
 * Turkish folding for the search (docs/product-rules.md#search): a text and a query are compared
 * after both are folded, so that "istanbul" finds "İstanbul", "ISIK" finds "ışık" and "sef" finds
 * "şef". Plain values only (no zod): the header's search box and the server's SQL use the same table.
 *
 * The fold is one character for one character (or none), by a fixed table:
 * - Turkish casing first: `İ` and `I` lower to `i` and `ı`, and `ı` is then `i` like the rest;
 * - `ş ğ ü ö ç` and every other accented Latin letter (U+00C0–U+017F: `â î û é ñ …`) lose their
 *   marks (NFD, marks dropped) and are lower-cased; A–Z are lower-cased;
 * - a combining mark (U+0300–U+036F) on its own is dropped;
 * - every other character stays as it is.
 * The migration writes the same table into SQL (`foldSql`, migration 0015), so that the database
 * folds the stored text exactly as this function folds a query: a test holds the two together.
 */

const isMark = (ch: string) => /\p{M}/u.test(ch);

function foldOne(ch: string): string {
  if (ch === 'İ' || ch === 'I' || ch === 'ı') return 'i';
  const bare = [...ch.normalize('NFD')].filter((c) => !isMark(c)).join('');
  const lower = bare.toLowerCase();
  return [...lower].length <= 1 ? lower : ch;
}

function buildTable(): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  const ranges: [number, number][] = [
    [0x41, 0x5a],
    [0xc0, 0x17f],
    [0x300, 0x36f],
  ];
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code++) {
      const ch = String.fromCodePoint(code);
      let folded = foldOne(ch);
      // A fixed point, so that the SQL's replacements may run in any order.
      while (folded !== '' && foldOne(folded) !== folded) folded = foldOne(folded);
      if (folded !== ch) table.set(ch, folded);
    }
  table.set('ı', 'i');
  return table;
}

/** Every character the fold changes, and what it becomes ('' for a dropped mark). */
export const foldTable: ReadonlyMap<string, string> = buildTable();

/** The text as the search compares it: Turkish-lower-cased, without diacritics. */
export function foldTurkish(text: string): string {
  let out = '';
  for (const ch of text) out += foldTable.get(ch) ?? ch;
  return out;
}

/**
 * Where the folded `query` first occurs in `text`, as a range of `text` itself (the fold may drop
 * a mark, so the two are not of one length); undefined when it does not.
 */
export function findFolded(text: string, foldedQuery: string): { start: number; end: number } | undefined {
  if (foldedQuery === '') return undefined;
  let folded = '';
  // For each unit of the folded text, where its character starts and ends in `text`.
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldTable.get(ch) ?? ch;
    for (let i = 0; i < f.length; i++) {
      starts.push(index);
      ends.push(index + ch.length);
    }
    folded += f;
    index += ch.length;
  }
  const at = folded.indexOf(foldedQuery);
  if (at < 0) return undefined;
  return { start: starts[at]!, end: ends[at + foldedQuery.length - 1]! };
}

/**
 * A short plain-text piece of `text` around the query's first match, with `…` where it was cut;
 * the text's beginning when the query is not in it (it matched the title). Lines become spaces.
 */
export function snippetOf(text: string, foldedQuery: string, radius = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = findFolded(flat, foldedQuery);
  const start = match ? Math.max(0, match.start - radius) : 0;
  const end = match ? Math.min(flat.length, match.end + radius) : Math.min(flat.length, radius * 2);
  // Never cut a surrogate pair in two.
  const from = start > 0 && /[\uDC00-\uDFFF]/.test(flat[start]!) ? start - 1 : start;
  const to = end < flat.length && /[\uDC00-\uDFFF]/.test(flat[end]!) ? end + 1 : end;
  return `${from > 0 ? '…' : ''}${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
}
