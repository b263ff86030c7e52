import { describe, expect, test } from 'vitest';
import { findFolded, foldTable, foldTurkish, snippetOf } from './search-fold.js';

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

describe('findFolded and snippetOf', () => {
  test('a match is a range of the original text', () => {
    const text = 'Depoda IŞIK arızası';
    const at = findFolded(text, 'isik')!;
    expect(text.slice(at.start, at.end)).toBe('IŞIK');
    expect(findFolded('ab', 'x')).toBeUndefined();
  });

  test('a mark the fold drops stays inside the match', () => {
    const text = 'ci\u0307ft';
    const at = findFolded(text, 'cift')!;
    expect(text.slice(at.start, at.end)).toBe(text);
  });

  test('the snippet shows the match with some context and says where it was cut', () => {
    const long = `${'a'.repeat(100)} şef burada ${'b'.repeat(100)}`;
    const snippet = snippetOf(long, 'sef', 10);
    expect(snippet).toBe(`…${'a'.repeat(9)} şef burada bb…`);
    expect(snippetOf('Kısa\nmetin', 'zz')).toBe('Kısa metin');
  });
});
