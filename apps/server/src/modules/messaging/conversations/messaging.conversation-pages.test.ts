import { conversation, messagingLimits, type Conversation } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { expectDetail, expectStatus, makePeople, send } from '../messaging-test-kit.js';

/**
 * `GET /api/messages/conversations` in keyset pages, like the task list and the chat pages: pinned
 * conversations first, then the newest last message, the rest through `x-next-cursor`.
 */
const t = useTestApp();

async function conversationPage(who: TestUser, query = '') {
  const res = await injectAs(t, who, 'GET', `/api/messages/conversations${query ? `?${query}` : ''}`);
  expectStatus(res, 200, `page ${query}`);
  const next = res.headers['x-next-cursor'];
  return {
    rows: conversation.array().parse(res.json()),
    next: typeof next === 'string' && next ? next : undefined,
  };
}

/** Every page of `limit`, in order. */
async function allPages(who: TestUser, limit: number) {
  const pages: Conversation[][] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const params = new URLSearchParams({ limit: String(limit) });
    if (cursor) params.set('cursor', cursor);
    const { rows, next } = await conversationPage(who, params.toString());
    pages.push(rows);
    if (!next) break;
    cursor = next;
  }
  return pages;
}

/** A manager who wrote with `count` people, oldest first, and pinned the two oldest. */
async function managerWithConversations(count: number) {
  const p = await makePeople(t);
  const peers: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const peer = await makeUser(t, { role: 'isci', companyId: p.id, approved: true, name: `İşçi ${i}` });
    await send(t, i % 2 ? peer : p.mudur, i % 2 ? p.mudur : peer, `Mesaj ${i}`);
    peers.push(peer);
  }
  for (const pinned of peers.slice(0, 2))
    expectStatus(await injectAs(t, p.mudur, 'POST', '/api/conversations/pin', { conversation_id: pinned.id }), 200);
  // The list's order: the pins (oldest first among them, by their messages), then newest first.
  const order = [peers[1]!, peers[0]!, ...peers.slice(2).reverse()].map((peer) => peer.id);
  return { p, peers, order };
}

const ids = (rows: Conversation[]) => rows.map((row) => row.user.id);

describe('the conversation list in pages', () => {
  it('answers 30 by default, the pinned first, and the rest after the cursor', async () => {
    const { p, order } = await managerWithConversations(33);
    const first = await conversationPage(p.mudur);
    expect(first.rows).toHaveLength(messagingLimits.conversationPageSize);
    expect(ids(first.rows)).toEqual(order.slice(0, 30));
    expect(first.rows.slice(0, 2).every((row) => row.is_pinned)).toBe(true);
    expect(first.next).toBeDefined();
    const second = await conversationPage(p.mudur, new URLSearchParams({ cursor: first.next! }).toString());
    expect(ids(second.rows)).toEqual(order.slice(30));
    expect(second.next).toBeUndefined();
    // Asked again (kept for the reader), and with another size, each page is its own.
    expect(ids((await conversationPage(p.mudur)).rows)).toEqual(order.slice(0, 30));
    expect(ids((await conversationPage(p.mudur, 'limit=3')).rows)).toEqual(order.slice(0, 3));
  });

  it('walks every conversation once in pages of any size, and a new message moves none twice', async () => {
    const { p, peers, order } = await managerWithConversations(7);
    for (const limit of [1, 2, 3, 100]) {
      const pages = await allPages(p.mudur, limit);
      expect(ids(pages.flat()), `pages of ${limit}`).toEqual(order);
      expect(pages.every((rows) => rows.length <= limit)).toBe(true);
    }
    // Between two pages, a conversation further down gets a new message: it moves above the
    // cursor (the client patches it in live), and no conversation comes twice.
    const first = await conversationPage(p.mudur, 'limit=3');
    await send(t, peers[2]!, p.mudur, 'Yeni');
    const rest = await allPagesAfter(p.mudur, first.next!);
    const seen = [...ids(first.rows), ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(order.filter((id) => id !== peers[2]!.id).sort());
  });

  it('refuses a broken cursor and a size out of range with a Turkish detail', async () => {
    const { p } = await managerWithConversations(2);
    const crafted = Buffer.from(JSON.stringify([1, '2026-02-30T00:00:00.000Z', 'x'])).toString('base64url');
    for (const cursor of ['bozuk', crafted, Buffer.from('[2,null,"x"]').toString('base64url')]) {
      const res = await injectAs(t, p.mudur, 'GET', `/api/messages/conversations?cursor=${cursor}`);
      expectStatus(res, 400, cursor);
      expect(res.json()).toEqual({ detail: 'Sayfa imleci geçersiz' });
    }
    for (const limit of ['0', '101', 'on']) {
      const res = await injectAs(t, p.mudur, 'GET', `/api/messages/conversations?limit=${limit}`);
      expectStatus(res, 422, `limit ${limit}`);
      expectDetail(res);
    }
  });
});

/** The pages after a cursor, as ids. */
async function allPagesAfter(who: TestUser, cursor: string) {
  const seen: string[] = [];
  let next: string | undefined = cursor;
  while (next) {
    const page = await conversationPage(who, new URLSearchParams({ limit: '3', cursor: next }).toString());
    seen.push(...ids(page.rows));
    next = page.next;
  }
  return seen;
}
