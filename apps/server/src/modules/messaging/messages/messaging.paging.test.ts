import { messagingLimits, type Message } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { createGroup, expectDetail, expectStatus, makePeople, page, send, sendToGroup } from '../messaging-test-kit.js';

/**
 * Conversation pages: newest page first, each page in chat order, older pages
 * through the `x-next-cursor` header, like `GET /api/tasks/my`.
 */
const t = useTestApp();

/** Every page from the newest back, and the pages as they came. */
async function allPages(who: TestUser, base: string, limit?: number) {
  const pages: Message[][] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const params = new URLSearchParams();
    if (cursor) params.set('cursor', cursor);
    if (limit) params.set('limit', String(limit));
    const query = params.toString();
    const { messages, next } = await page(t, who, query ? `${base}?${query}` : base);
    pages.push(messages);
    if (!next) break;
    cursor = next;
  }
  return { pages, all: [...pages].reverse().flat() };
}

const contents = (list: Message[]) => list.map((m) => m.content);

describe('direct conversation pages', () => {
  it('walks back through 120 messages in pages of 50, each in chat order, with no gap or repeat', async () => {
    const p = await makePeople(t);
    const sent: string[] = [];
    for (let i = 1; i <= 120; i++) {
      const text = `Mesaj ${String(i).padStart(3, '0')}`;
      await send(t, i % 3 === 0 ? p.isci : p.sef, i % 3 === 0 ? p.sef : p.isci, text);
      sent.push(text);
    }
    // Someone else's conversation must not leak in.
    await send(t, p.sef, p.isci2, 'Başka konuşma');
    const { pages, all } = await allPages(p.isci, `/api/messages/${p.sef.id}`);
    expect(pages.map((x) => x.length)).toEqual([messagingLimits.pageSize, messagingLimits.pageSize, 20]);
    expect(contents(pages[0]!)).toEqual(sent.slice(70));
    expect(contents(pages[2]!)).toEqual(sent.slice(0, 20));
    expect(contents(all)).toEqual(sent);
    // The other side reads the same conversation.
    expect(contents((await allPages(p.sef, `/api/messages/${p.isci.id}`)).all)).toEqual(sent);
    // A custom page size.
    const small = await allPages(p.isci, `/api/messages/${p.sef.id}`, 7);
    expect(small.pages[0]).toHaveLength(7);
    expect(contents(small.all)).toEqual(sent);
  });

  it('keeps older pages stable while new messages arrive', async () => {
    const p = await makePeople(t);
    const sent: string[] = [];
    for (let i = 1; i <= 12; i++) {
      sent.push(`Eski ${i}`);
      await send(t, p.owner, p.isci, `Eski ${i}`);
    }
    const first = await page(t, p.isci, `/api/messages/${p.owner.id}?limit=5`);
    expect(contents(first.messages)).toEqual(sent.slice(7));
    for (let i = 1; i <= 3; i++) await send(t, p.owner, p.isci, `Yeni ${i}`);
    const second = await page(
      t,
      p.isci,
      `/api/messages/${p.owner.id}?limit=5&cursor=${encodeURIComponent(first.next!)}`,
    );
    expect(contents(second.messages)).toEqual(sent.slice(2, 7));
  });

  it('an empty conversation is an empty page without a cursor', async () => {
    const p = await makePeople(t);
    const res = await injectAs(t, p.isci, 'GET', `/api/messages/${p.sef.id}`);
    expectStatus(res, 200, 'empty');
    expect(res.json()).toEqual([]);
    expect(res.headers['x-next-cursor'] ?? '').toBe('');
  });

  it('refuses a broken cursor or a page size out of range with 400/422, never 500', async () => {
    const p = await makePeople(t);
    await send(t, p.sef, p.isci, 'Bir');
    for (const query of [
      'cursor=bozuk',
      'cursor=%00%ff',
      `cursor=${'x'.repeat(201)}`,
      'limit=0',
      'limit=101',
      'limit=abc',
    ]) {
      const res = await injectAs(t, p.isci, 'GET', `/api/messages/${p.sef.id}?${query}`);
      expectStatus(res, [400, 422], query);
      expectDetail(res);
    }
  });
});

describe('crafted cursors', () => {
  const craft = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('a well-formed cursor with a strange time or id is refused or read, never a 500', async () => {
    const p = await makePeople(t);
    await send(t, p.sef, p.isci, 'Bir');
    const cursors = [
      craft(['0', 'x']),
      craft(['1', 'x']),
      craft(['2026', "' or 1=1 --"]),
      craft(['+275760-09-13T00:00:00.000Z', 'x']),
      craft(['-000001-01-01T00:00:00.000Z', 'x']),
      craft(['2026-02-30T00:00:00Z', 'x']),
      craft(['2026-01-01T00:00:00.000Z', 123]),
      craft(['2026-01-01T00:00:00.000Z']),
      craft({ created_at: '2026-01-01', id: 'x' }),
      craft(null),
    ];
    const wrong: string[] = [];
    for (const cursor of cursors) {
      const res = await injectAs(t, p.isci, 'GET', `/api/messages/${p.sef.id}?cursor=${cursor}`);
      if (![200, 400, 422].includes(res.statusCode))
        wrong.push(`${Buffer.from(cursor, 'base64url').toString()} → ${res.statusCode}`);
      else if (res.statusCode !== 200) expectDetail(res);
    }
    expect(wrong).toEqual([]);
  });
});

describe('group pages', () => {
  it('pages a group the same way, for every member', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const writers = [p.owner, p.sef, p.isci];
    const sent: string[] = [];
    for (let i = 1; i <= 60; i++) {
      const text = `Grup ${String(i).padStart(2, '0')}`;
      await sendToGroup(t, writers[i % 3]!, g.id, text);
      sent.push(text);
    }
    for (const who of writers) {
      const { pages, all } = await allPages(who, `/api/groups/${g.id}/messages`);
      expect(
        pages.map((x) => x.length),
        who.role,
      ).toEqual([50, 10]);
      expect(contents(all), who.role).toEqual(sent);
    }
  });
});
