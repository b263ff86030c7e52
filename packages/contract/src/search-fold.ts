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
 * The database stores the same fold with the words marked (`searchText` below, migration 0023's
 * `search_text`), so that it folds the stored text exactly as this function folds a query: a test
 * holds the two together.
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
 * What separates two words (docs/product-rules.md#search): in Basic Latin and Latin-1
 * (U+0001–U+00FF), General Punctuation (U+2000–U+206F), Currency Symbols (U+20A0–U+20CF) and CJK
 * Symbols and Punctuation (U+3000–U+303F), every character that is not a letter, a digit or a
 * mark: controls, spaces, punctuation (`. , ; : ' " - _ / @ # % …`, « », the typographic dashes,
 * quotes and bullets, the ellipsis), symbols (`× ÷ § © ₺ €`); and the byte order mark. Every other
 * character is part of a word: letters and digits of every script, and symbols outside these
 * blocks. A fixed list, so that the database (migration 0023's `search_text`) splits words as this
 * file does on every engine, whatever its locale.
 */
function buildSeparators(): ReadonlySet<string> {
  const separators = new Set<string>(['\uFEFF']);
  const blocks: [number, number][] = [
    [0x01, 0xff],
    [0x2000, 0x206f],
    [0x20a0, 0x20cf],
    [0x3000, 0x303f],
  ];
  for (const [from, to] of blocks)
    for (let code = from; code <= to; code++) {
      const ch = String.fromCodePoint(code);
      if (!/[\p{L}\p{N}\p{M}]/u.test(ch)) separators.add(ch);
    }
  return separators;
}

export const wordSeparators: ReadonlySet<string> = buildSeparators();

/**
 * The text as the search stores and compares it (`search_documents`, migration 0023): folded
 * (`foldTurkish`), each separator a space, and a space in front, so that a word starts wherever
 * a space is followed by something else: "Değişiklik: ışık yok." → " degisiklik  isik yok ".
 * One character for one (or none, a dropped mark).
 */
export function searchText(text: string): string {
  let out = ' ';
  for (const ch of text) out += wordSeparators.has(ch) ? ' ' : (foldTable.get(ch) ?? ch);
  return out;
}

/**
 * A query's words as the search looks for them: folded, split at the separators, each once.
 * None when the query holds no letter or digit ("%%", "--"), which then finds nothing.
 */
export function searchWords(query: string): string[] {
  return [...new Set(searchText(query).split(' ').filter(Boolean))];
}

/**
 * Whether every word (`searchWords`) starts a word of one of the texts: the search's match
 * ("isik" finds "Işık yok", not "Değişiklik"; "seri 7" finds "7. seri" and "Seri 70"). No word
 * matches nothing.
 */
export function matchesWords(words: readonly string[], texts: readonly string[]): boolean {
  const stored = texts.map(searchText);
  return words.length > 0 && words.every((word) => stored.some((text) => text.includes(` ${word}`)));
}

/**
 * Where the first of `words` that starts a word of `text` is, as a range of `text` itself (the
 * fold may drop a mark, so the two are not of one length); undefined when none does.
 */
export function findWordStart(text: string, words: readonly string[]): { start: number; end: number } | undefined {
  let stored = ' ';
  // For each unit of the stored text after its leading space, where its character starts and
  // ends in `text`.
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = searchText(ch).slice(1);
    for (let i = 0; i < f.length; i++) {
      starts.push(index);
      ends.push(index + ch.length);
    }
    stored += f;
    index += ch.length;
  }
  let first: { at: number; word: string } | undefined;
  for (const word of words) {
    const at = word === '' ? -1 : stored.indexOf(` ${word}`);
    if (at >= 0 && (first === undefined || at < first.at)) first = { at, word };
  }
  if (!first) return undefined;
  return { start: starts[first.at]!, end: ends[first.at + first.word.length - 1]! };
}

/**
 * A short plain-text piece of `text` around the first word of the query found in it, with `…`
 * where it was cut; the text's beginning when none is in it (they matched the title). Lines
 * become spaces.
 */
export function snippetOf(text: string, words: readonly string[], radius = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = findWordStart(flat, words);
  const start = match ? Math.max(0, match.start - radius) : 0;
  const end = match ? Math.min(flat.length, match.end + radius) : Math.min(flat.length, radius * 2);
  // Never cut a surrogate pair in two.
  const from = start > 0 && /[\uDC00-\uDFFF]/.test(flat[start]!) ? start - 1 : start;
  const to = end < flat.length && /[\uDC00-\uDFFF]/.test(flat[end]!) ? end + 1 : end;
  return `${from > 0 ? '…' : ''}${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
}
