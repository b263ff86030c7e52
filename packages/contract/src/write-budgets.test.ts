import { describe, expect, it } from 'vitest';
import { errors } from './errors.js';
import { waitInWords, writeBudgetNames, writeBudgets } from './write-budgets.js';

describe('write budgets', () => {
  it('says a wait in Turkish words, rounded up', () => {
    expect(waitInWords(0.2)).toBe('1 saniye');
    expect(waitInWords(45)).toBe('45 saniye');
    expect(waitInWords(59.5)).toBe('1 dakika');
    expect(waitInWords(61)).toBe('2 dakika');
    expect(waitInWords(24 * 60)).toBe('24 dakika');
    expect(waitInWords(3600)).toBe('1 saat');
    expect(waitInWords(2 * 3600 + 4 * 60 + 1)).toBe('2 saat 5 dakika');
  });

  it('names what was limited and when to try again', () => {
    expect(errors.writeLimited(writeBudgets.reports.limited, waitInWords(24 * 60))).toBe(
      'Kısa sürede çok fazla rapor gönderdiniz. Lütfen 24 dakika sonra yeniden deneyin.',
    );
  });

  it('has a budget that refills for every name, each with its own sentence', () => {
    expect(Object.keys(writeBudgets).sort()).toEqual([...writeBudgetNames].sort());
    for (const budget of Object.values(writeBudgets)) {
      expect(budget.burst).toBeGreaterThan(0);
      expect(budget.windowSeconds).toBeGreaterThan(0);
      expect(budget.limited).toMatch(/\.$/);
    }
    expect(new Set(Object.values(writeBudgets).map((b) => b.limited)).size).toBe(writeBudgetNames.length);
  });
});
