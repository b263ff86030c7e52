import type { Report } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { matchesFilters } from './report-patch';

const report: Report = {
  id: 'r1',
  title: 'Görev teslim',
  content: 'IŞIK yanmıyor, İstanbul deposu',
  type: 'olay',
  created_at: '2026-11-22T09:00:00.000Z',
  user_id: 'u1',
  user_name: 'Ayşe',
  file_url: null,
  thumbnail_url: null,
  file_name: null,
  file_size: null,
  file_type: null,
};

describe('a live report in a filtered list', () => {
  it('matches the text as the server does: both folded, each word at a word start of the title or the content', () => {
    for (const q of ['gorev', 'GÖREV', 'isik', 'istanbul', 'ISTANBUL', ' teslim ', 'g', 'teslim ışık', 'depo görev'])
      expect(matchesFilters(report, { q }), q).toBe(true);
    for (const q of ['forklift', 'slim', 'stanbul', 'teslim forklift', '--'])
      expect(matchesFilters(report, { q }), q).toBe(false);
    expect(matchesFilters(report, { q: '  ' })).toBe(true);
    expect(matchesFilters(report, { q: 'gorev', type: 'bakim' })).toBe(false);
  });
});
