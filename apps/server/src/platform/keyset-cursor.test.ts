import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor, keysetPage } from './keyset-cursor.js';

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

describe('a page', () => {
  const rows = [3, 2, 1].map((n) => ({ created_at: `2026-11-2${n}T08:00:00.000Z`, id: `id-${n}` }));

  it('reads one row more than it shows, after the cursor asked for', () => {
    const after = encodeKeysetCursor(rows[0]!);
    expect(keysetPage({ cursor: after, limit: 2 }, 50).read).toEqual({
      cursor: { createdAt: rows[0]!.created_at, id: 'id-3' },
      limit: 3,
    });
    expect(keysetPage({}, 50).read).toEqual({ cursor: undefined, limit: 51 });
  });

  it('shows the rows the page holds, and goes on after its last one only when more were read', () => {
    const page = keysetPage({ limit: 2 }, 50);
    expect(page.of(rows)).toEqual({ shown: rows.slice(0, 2), nextCursor: encodeKeysetCursor(rows[1]!) });
    expect(page.of(rows.slice(0, 2))).toEqual({ shown: rows.slice(0, 2), nextCursor: undefined });
    expect(page.of([])).toEqual({ shown: [], nextCursor: undefined });
  });
});
