import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor } from './keyset-cursor.js';

const crafted = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('read back what they wrote', () => {
    const row = { created_at: '2026-11-23T07:54:03.123Z', id: 'a4f1c2d0-0000-4000-8000-000000000001' };
    expect(decodeKeysetCursor(encodeKeysetCursor(row))).toEqual({ createdAt: row.created_at, id: row.id });
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a bare year', crafted(['1', 'x'])],
    ['a day that does not exist', crafted(['2026-02-30T00:00:00.000Z', 'x'])],
    ['a year past 9999', crafted(['+275760-09-13T00:00:00.000Z', 'x'])],
    ['year zero', crafted(['0000-01-01T00:00:00.000Z', 'x'])],
    ['a time without a zone', crafted(['2026-11-23T07:54:03.123', 'x'])],
    ['a number for the id', crafted(['2026-11-23T07:54:03.123Z', 5])],
    ['an overlong id', crafted(['2026-11-23T07:54:03.123Z', 'x'.repeat(65)])],
  ])('refuse %s with a Turkish 400', (_, cursor) => {
    expect(() => decodeKeysetCursor(cursor)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
