import { describe, expect, test } from 'vitest';
import {
  findWordStart,
  foldTable,
  foldTurkish,
  matchesWords,
  searchText,
  searchWords,
  snippetOf,
  wordSeparators,
} from './search-fold.js';

describe('foldTurkish', () => {
  test.each([
    ['İSTANBUL', 'istanbul'],
    ['istanbul', 'istanbul'],
    ['ISIK', 'isik'],
    ['ışık', 'isik'],
    ['IŞIK', 'isik'],
    ['Şef', 'sef'],
    ['ĞÜÖÇ ğüöç', 'guoc guoc'],
    ['Görev', 'gorev'],
    ['kâğıt, hâlâ, Kâzım', 'kagit, hala, kazim'],
    ['Café Noël', 'cafe noel'],
    ['i\u0307', 'i'],
    ['日本 😀 Ωμέγα', '日本 😀 Ωμέγα'],
  ])('%s → %s', (text, folded) => {
    expect(foldTurkish(text)).toBe(folded);
  });

  test('every replacement is one character or none, and already folded', () => {
    for (const [from, to] of foldTable) {
      expect([...from]).toHaveLength(1);
      expect(to.length).toBeLessThanOrEqual(1);
      expect(foldTable.has(to)).toBe(false);
    }
  });
});

describe('words', () => {
  test('the stored text is folded, each separator a space, with a space in front', () => {
    expect(searchText('Değişiklik: IŞIK yok.')).toBe(' degisiklik  isik yok ');
    expect(searchText('ismail.gunes@kuzey-depo.tr')).toBe(' ismail gunes kuzey depo tr');
    expect(searchText('“Özel” %50_a – 7,5 ₺')).toBe('  ozel   50 a   7 5  ');
    expect(searchText('Ωμέγα 日本 ß')).toBe(' Ωμέγα 日本 ß');
  });

  test('no separator is a letter the fold changes, so the two make one table', () => {
    for (const ch of wordSeparators) expect(foldTable.has(ch), ch).toBe(false);
    for (const ch of ['a', 'Z', '7', 'ş', 'İ', 'ß', '½', '\u0307']) expect(wordSeparators.has(ch), ch).toBe(false);
  });

  test.each([
    ['seri 7', ['seri', '7']],
    ['  ŞEF   toplantısı ', ['sef', 'toplantisi']],
    ['kuzey-depo', ['kuzey', 'depo']],
    ['"özel" özel', ['ozel']],
    ['%%', []],
  ])('the query %j is the words %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });

  test.each([
    ['ışık', 'Koridorda ışık yanmıyor', true],
    ['ışık', 'Değişiklik yok', false],
    ['gorev', 'Görev devri', true],
    ['sogutma', 'Soğutma ünitesi', true],
    ['seri 7', 'Seri 7 hattı', true],
    ['seri 7', '7. seri', true],
    ['seri 7', 'Seri 70 hattı', true],
    ['seri 7', 'Seri A7', false],
    ['seri 7', 'Seri 8 hattı', false],
    ['depo', 'ismail@kuzey-depo.tr', true],
    ['%%', 'yüzde %%', false],
  ])('%j in %j: %s', (query, text, found) => {
    expect(matchesWords(searchWords(query), [text])).toBe(found);
  });

  test('each word may start a word of the title or of the body', () => {
    expect(matchesWords(['vardiya', 'palet'], ['Vardiya raporu', '42 palet sevk edildi'])).toBe(true);
    expect(matchesWords(['vardiya', 'palet'], ['Vardiya raporu', 'sevk edildi'])).toBe(false);
  });
});

describe('findWordStart and snippetOf', () => {
  test('a match is a range of the original text, at the start of a word', () => {
    const text = 'Değişiklik: depoda IŞIK arızası';
    const at = findWordStart(text, ['isik'])!;
    expect(text.slice(at.start, at.end)).toBe('IŞIK');
    expect(findWordStart('ab', ['x'])).toBeUndefined();
    expect(findWordStart('Değişiklik', ['isik'])).toBeUndefined();
  });

  test('the first word found in the text wins, whichever the query named first', () => {
    const text = 'Hat 7 durdu, seri üretim bekliyor';
    const at = findWordStart(text, ['seri', '7'])!;
    expect(text.slice(at.start, at.end)).toBe('7');
  });

  test('a mark the fold drops stays inside the match', () => {
    const text = 'ci\u0307ft';
    const at = findWordStart(text, ['cift'])!;
    expect(text.slice(at.start, at.end)).toBe(text);
  });

  test('the snippet shows the match with some context and says where it was cut', () => {
    const long = `${'a'.repeat(100)} şef burada ${'b'.repeat(100)}`;
    const snippet = snippetOf(long, ['sef'], 10);
    expect(snippet).toBe(`…${'a'.repeat(9)} şef burada bb…`);
    expect(snippetOf('Kısa\nmetin', ['zz'])).toBe('Kısa metin');
  });
});
