import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestUser } from './factories.js';
import { injectAs, type TestApp } from './test-app.js';
import { detailOf } from './upload-checks.js';

/**
 * What the route tests hold every keyset-paged list to, written once for the lists that page the
 * same way (reports, announcements): its pages through `x-next-cursor`, newest first by
 * (created_at, id), its `from`/`to` filters in Istanbul days (contract calendar.ts), and the
 * Turkish refusal of a query it cannot take.
 */

/** A page of a list and the next page's cursor, when there is one. */
export interface Page<T> {
  items: T[];
  next: string | undefined;
}

/** GET `path`?`query` as `who`: a 200 whose items each hold to the contract's `schema`. */
export async function listPageOf<T>(
  t: TestApp,
  who: TestUser,
  path: string,
  schema: z.ZodType<T>,
  query = '',
): Promise<Page<T>> {
  const res = await injectAs(t, who, 'GET', `${path}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  const next = res.headers['x-next-cursor'];
  return {
    items: (res.json() as unknown[]).map((item) => schema.parse(item)),
    next: typeof next === 'string' ? next : undefined,
  };
}

/** A list as one reader sees it: its page for a query. */
export type PageOf<T> = (who: TestUser, query?: string) => Promise<Page<T>>;

/** Every page of the list for a query, `limit` a page, none longer: the ids in order and the pages' count. */
export async function allPages(
  pageOf: PageOf<{ id: string }>,
  who: TestUser,
  query: string,
  limit: number,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await pageOf(
      who,
      [query, `limit=${limit}`, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'),
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

/**
 * Each reader's list for its query, five a page, holds `expected` items, each once, on as few
 * pages as that takes; the whole list of `who` comes newest first by (created_at, id), on one page.
 */
export async function expectKeysetPaging(
  pageOf: PageOf<{ id: string; created_at: string }>,
  readings: readonly (readonly [reader: TestUser, query: string, expected: number])[],
  who: TestUser,
): Promise<void> {
  for (const [reader, query, expected] of readings) {
    const { ids, pages } = await allPages(pageOf, reader, query, 5);
    expect(new Set(ids).size, `${reader.role} ${query}`).toBe(expected);
    expect(ids).toHaveLength(expected);
    expect(pages).toBe(Math.ceil(expected / 5));
  }
  const whole = await pageOf(who, 'limit=100');
  const keys = whole.items.map((item) => `${item.created_at}|${item.id}`);
  expect(keys).toEqual([...keys].sort().reverse());
  expect(whole.next).toBeUndefined();
}

/**
 * Fifty-one items, one a minute (`write` writes one with its title and time): the list without a
 * limit shows the newest fifty, and its next page the oldest.
 */
export async function expectFiftyAPage(
  write: (title: string, createdAt: string) => Promise<unknown>,
  pageOf: PageOf<{ title: string }>,
  reader: TestUser,
): Promise<void> {
  for (let i = 0; i < 51; i++) await write(`Kayıt ${i}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString());
  const first = await pageOf(reader);
  expect(first.items).toHaveLength(50);
  expect(first.next).toBeDefined();
  expect((await pageOf(reader, `cursor=${first.next}`)).items.map((item) => item.title)).toEqual(['Kayıt 0']);
}

/**
 * An Istanbul day runs from its midnight there (21:00 UTC the day before) to the next, and both
 * ends of a range are included: items written on either side of those instants (`write` writes
 * one with its title and time) are found by the days they fall on, by each of `readers`.
 */
export async function expectIstanbulDays(
  write: (title: string, createdAt: string) => Promise<unknown>,
  pageOf: PageOf<{ title: string }>,
  readers: readonly TestUser[],
): Promise<void> {
  await write('21 Kasım son dakika', '2026-11-21T20:59:59.999Z');
  await write('22 Kasım gece yarısı', '2026-11-21T21:00:00.000Z');
  await write('22 Kasım öğle', '2026-11-22T09:00:00.000Z');
  await write('22 Kasım son dakika', '2026-11-22T20:59:59.999Z');
  await write('23 Kasım gece yarısı', '2026-11-22T21:00:00.000Z');
  await write('25 Kasım', '2026-11-25T10:00:00.000Z');
  for (const reader of readers) {
    const titles = async (query: string) => (await pageOf(reader, query)).items.map((item) => item.title);
    expect(await titles('from=2026-11-22&to=2026-11-22')).toEqual([
      '22 Kasım son dakika',
      '22 Kasım öğle',
      '22 Kasım gece yarısı',
    ]);
    expect(await titles('from=2026-11-23')).toEqual(['25 Kasım', '23 Kasım gece yarısı']);
    expect(await titles('to=2026-11-21')).toEqual(['21 Kasım son dakika']);
    expect(await titles('from=2026-11-21&to=2026-11-23')).toHaveLength(5);
    expect(await titles('from=2026-11-24&to=2026-11-24')).toEqual([]);
  }
}

/**
 * A list's query refused in Turkish, never a 5xx: a day that does not exist or is not written as
 * one, a range that ends before it starts, a cursor this server did not write, a limit out of
 * 1–100; and the list's own `cases` ([query, status, text]).
 */
export async function expectListQueryRefused(
  t: TestApp,
  who: TestUser,
  path: string,
  cases: readonly (readonly [query: string, status: number, text: string])[] = [],
): Promise<void> {
  const common = [
    ['from=2026-02-30', 422, 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı'],
    ['to=26.11.2026', 422, 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı'],
    ['from=2026-11-20&to=2026-11-19', 422, 'Bitiş tarihi başlangıç tarihinden önce olamaz'],
    ['cursor=bozuk', 400, 'Sayfa imleci geçersiz'],
    ['limit=0', 422, ''],
    ['limit=101', 422, ''],
  ] as const;
  for (const [query, status, text] of [...common, ...cases]) {
    const res = await injectAs(t, who, 'GET', `${path}?${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(status);
    expect(detailOf(res.json()), query).toContain(text);
  }
}
