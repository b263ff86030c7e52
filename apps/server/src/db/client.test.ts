import { describe, expect, it } from 'vitest';
import { pgTimestampToIso } from './client.js';

describe('pgTimestampToIso', () => {
  it('reads PostgreSQL’s UTC text form as the ISO string SQLite stores', () => {
    expect(pgTimestampToIso('2026-11-22 12:00:00.123456+00')).toBe('2026-11-22T12:00:00.123Z');
    expect(pgTimestampToIso('2026-11-22 12:00:00.1+00')).toBe('2026-11-22T12:00:00.100Z');
    expect(pgTimestampToIso('2026-11-22 12:00:00+00')).toBe('2026-11-22T12:00:00.000Z');
  });
  it('falls back to Date for any other form', () => {
    expect(pgTimestampToIso('2026-11-22 15:00:00+03')).toBe('2026-11-22T12:00:00.000Z');
  });
});
