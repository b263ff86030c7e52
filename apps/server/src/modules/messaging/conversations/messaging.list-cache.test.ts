import { gunzipSync } from 'node:zlib';
import { ReceiptCoalescer } from '../receipts/receipts-events.js';
import { message as messageSchema } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCtxOf, type TestUser } from '../../../test/factories.js';
import { jpeg, pdf } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { readListVersion } from './list-versions.repo.js';
import { conversationListAnswer, directPageAnswer } from './message-list-cache.js';
import type { MessagingDeps } from '../messaging-deps.js';
import {
  createGroup,
  expectStatus,
  makePeople,
  send,
  sendFile,
  sendToGroup,
  type People,
} from '../messaging-test-kit.js';

/**
 * The conversation list and the newest chat page are kept per reader (message-list-cache.ts) and
 * served again while the reader's counter stands (migration 0010's triggers). For every write
 * that could change what they show: each answer watched before the write is, after it, the bytes
 * an uncached build gives now, changed where the write shows and unchanged elsewhere; no one is
 * served another person's answer or download grant.
 */
const t = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const listUrl = '/api/messages/conversations';
const pageUrl = (peer: TestUser) => `/api/messages/${peer.id}`;

/** The module's dependencies as the app builds them, without a cache: every answer built anew. */
const uncachedDeps = (): MessagingDeps => ({
  db: t.database.db,
  files: t.app.files,
  grants: t.app.deps.grants,
  bus: t.app.deps.bus,
  receipts: new ReceiptCoalescer(t.app.deps.bus, 0),
});

/** What `who` would be answered at `url` if nothing were kept. */
async function built(who: TestUser, url: string, tokenVersion = 0): Promise<string> {
  const ctx = { ...memberCtxOf(who), tokenVersion };
  const answer =
    url === listUrl
      ? await conversationListAnswer(uncachedDeps(), ctx)
      : await directPageAnswer(uncachedDeps(), ctx, url.slice('/api/messages/'.length), {});
  return answer.json.toString();
}

/** The route's answer, held to the bytes of an uncached build made now. */
async function fresh(who: TestUser, url: string, tokenVersion = 0): Promise<string> {
  const res = await injectAs(t, who, 'GET', url);
  expectStatus(res, 200, `GET ${url}`);
  expect(res.body, `${who.role} ${url}`).toBe(await built(who, url, tokenVersion));
  return res.body;
}

/** mudur (A) and isci (B) talk; sef (C) wrote to A; the owner wrote to A. B's message is the last. */
async function talking(): Promise<People> {
  const p = await makePeople(t);
  await send(t, p.owner, p.mudur, 'Rapor hazır mı?');
  await send(t, p.sef, p.mudur, 'Raf 4 boşaldı');
  await send(t, p.mudur, p.isci, 'Selam');
  await send(t, p.isci, p.mudur, 'Merhaba');
  return p;
}

type Watched = [label: string, who: TestUser, url: string];
const watchedOf = (p: People): Watched[] => [
  ['A list', p.mudur, listUrl],
  ['A page B', p.mudur, pageUrl(p.isci)],
  ['B list', p.isci, listUrl],
  ['B page A', p.isci, pageUrl(p.mudur)],
  ['C list', p.sef, listUrl],
  ['C page A', p.sef, pageUrl(p.mudur)],
];

/**
 * Fetches every watched answer twice (the second from the cache), writes, and checks that each
 * answer is now an uncached build's bytes, changed exactly for the labels in `changed`.
 */
async function expectWrite(p: People, write: () => Promise<void>, changed: string[]): Promise<void> {
  const watched = watchedOf(p);
  const before = new Map<string, string>();
  for (const [label, who, url] of watched) {
    before.set(label, await fresh(who, url));
    expect(await fresh(who, url), `${label} again`).toBe(before.get(label));
  }
  await write();
  const actuallyChanged: string[] = [];
  for (const [label, who, url] of watched)
    if ((await fresh(who, url)) !== before.get(label)) actuallyChanged.push(label);
  expect(actuallyChanged).toEqual(changed);
}

const everyAB = ['A list', 'A page B', 'B list', 'B page A'];

describe('messaging list cache', () => {
  it('serves a kept answer while the reader’s counter stands, and builds it anew once it moves', async () => {
    const p = await talking();
    const before = await readListVersion(t.database.db, p.mudur.id);
    const list = await fresh(p.mudur, listUrl);
    const page = await fresh(p.mudur, pageUrl(p.isci));

    // Changed behind the counter's back (the trigger moves it; it is put back by hand): the kept
    // answers are what is served, which shows that they come from the cache.
    await t.database.db.updateTable('messages').set({ content: 'Değişti' }).where('content', '=', 'Merhaba').execute();
    const after = await readListVersion(t.database.db, p.mudur.id);
    expect(after).not.toBe(before);
    const setVersion = (version: number) =>
      t.database.db.updateTable('message_list_versions').set({ version }).where('user_id', '=', p.mudur.id).execute();
    await setVersion(Number(before));
    expect((await injectAs(t, p.mudur, 'GET', listUrl)).body).toBe(list);
    expect((await injectAs(t, p.mudur, 'GET', pageUrl(p.isci))).body).toBe(page);

    await setVersion(Number(after) + 1);
    expect(await fresh(p.mudur, listUrl)).toContain('Değişti');
    expect(await fresh(p.mudur, pageUrl(p.isci))).toContain('Değişti');
  });

  it('sends the kept answer gzipped to a client that accepts it, the same bytes unpacked', async () => {
    const p = await talking();
    for (const url of [listUrl, pageUrl(p.isci)]) {
      const plain = await fresh(p.mudur, url);
      const res = await injectAs(t, p.mudur, 'GET', url, undefined, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain);
    }
  });

  it('a direct message changes both sides’ lists and pages, nobody else’s', async () => {
    const p = await talking();
    await expectWrite(p, () => send(t, p.isci, p.mudur, 'Yeni mesaj').then(() => undefined), everyAB);
  });

  it('a file message changes both sides’ lists and pages', async () => {
    const p = await talking();
    await expectWrite(p, () => sendFile(t, p.isci, p.mudur, 'sayım.pdf', pdf()).then(() => undefined), everyAB);
  });

  it('an image’s thumbnail, made after the answer was kept, reaches it', async () => {
    const p = await talking();
    await sendFile(t, p.isci, p.mudur, 'raf.jpg', await jpeg(64, 48));
    // Kept at once, most likely before the thumbnail exists. Not compared with a build here: the
    // thumbnail is written off the request path and may land between the two.
    for (const url of [pageUrl(p.isci), listUrl]) expectStatus(await injectAs(t, p.mudur, 'GET', url), 200);
    await t.app.files.thumbnails.idle();
    const page = await fresh(p.mudur, pageUrl(p.isci));
    expect(messageSchema.array().parse(JSON.parse(page)).at(-1)!.thumbnail_url).toMatch(/^\/api\/download\/messages\//);
    expect((await fresh(p.mudur, listUrl)).includes('thumbnail_url":"/api')).toBe(true);
  });

  it('a bulk message changes each recipient’s list', async () => {
    const p = await talking();
    await expectWrite(p, async () => {
      const res = await injectAs(t, p.owner, 'POST', '/api/messages/send-bulk', {
        receiver_ids: [p.mudur.id, p.sef.id],
        content: 'Yarın envanter sayımı',
      });
      expectStatus(res, [200, 201], 'bulk');
    }, ['A list', 'C list']);
  });

  it('an edit and a delete change both sides’ lists and pages', async () => {
    const p = await talking();
    const last = await send(t, p.isci, p.mudur, 'Yanlış yazdım');
    await expectWrite(
      p,
      async () =>
        expectStatus(await injectAs(t, p.isci, 'PUT', `/api/messages/${last.id}`, { content: 'Düzelttim' }), 200),
      everyAB,
    );
    await expectWrite(
      p,
      async () => expectStatus(await injectAs(t, p.isci, 'DELETE', `/api/messages/${last.id}`), [200, 204]),
      everyAB,
    );
  });

  it('marking read changes the reader’s unread count and the other side’s ticks', async () => {
    const p = await talking();
    const markRead = (who: TestUser, sender: TestUser) => async () =>
      expectStatus(await injectAs(t, who, 'POST', '/api/messages/mark-read', { sender_id: sender.id }), 200);
    // A reads B's last message: A's unread count, the message's ticks on both sides.
    await expectWrite(p, markRead(p.mudur, p.isci), everyAB);
    // B reads A's earlier message: B's unread count and the ticks of A's message on both pages;
    // A's list shows B's last message, whose ticks are A's own reading, so it stays as it was.
    await expectWrite(p, markRead(p.isci, p.mudur), ['A page B', 'B list', 'B page A']);
  });

  it('pinning and unpinning change the pinner’s list only', async () => {
    const p = await talking();
    const pin = (path: string) => async () =>
      expectStatus(
        await injectAs(t, p.mudur, 'POST', `/api/conversations/${path}`, { conversation_id: p.isci.id }),
        200,
      );
    await expectWrite(p, pin('pin'), ['A list']);
    await expectWrite(p, pin('unpin'), ['A list']);
  });

  it('a peer’s new name reaches the lists and pages that show it', async () => {
    const p = await talking();
    await expectWrite(
      p,
      async () => {
        const res = await injectAs(t, p.isci, 'PUT', '/api/user/profile', { name: 'Yeni Adı', email: p.isci.email });
        expectStatus(res, 200, 'profile');
      },
      everyAB,
    );
  });

  it('a peer’s new role reaches the lists that show it', async () => {
    const p = await talking();
    await expectWrite(
      p,
      async () =>
        expectStatus(await injectAs(t, p.owner, 'PUT', `/api/employees/${p.isci.id}/role`, { role: 'sef' }), 200),
      ['A list'],
    );
  });

  it('group writes leave the direct lists and pages as an uncached build gives them', async () => {
    const p = await talking();
    let groupId = '';
    await expectWrite(p, async () => {
      groupId = (await createGroup(t, p.owner, [p.mudur, p.sef])).id;
      await sendToGroup(t, p.mudur, groupId, 'Gruba selam');
      expectStatus(
        await injectAs(t, p.owner, 'POST', `/api/groups/${groupId}/members`, { user_id: p.isci.id }),
        [200, 201],
      );
      const read = { group_id: groupId, is_group: true };
      expectStatus(await injectAs(t, p.isci, 'POST', '/api/messages/mark-read', read), 200);
      expectStatus(await injectAs(t, p.owner, 'DELETE', `/api/groups/${groupId}/members/${p.isci.id}`), [200, 204]);
      expectStatus(
        await injectAs(t, p.owner, 'POST', '/api/conversations/pin', { conversation_id: groupId, is_group: true }),
        200,
      );
    }, []);
  });

  it('gives each reader their own download grant, and a new one after the hour or a new token', async () => {
    const p = await talking();
    await sendFile(t, p.isci, p.mudur, 'sayım.pdf', pdf());
    const urlsOf = (body: string) =>
      messageSchema
        .array()
        .parse(JSON.parse(body))
        .map((m) => m.file_url)
        .filter((url): url is string => url !== null);
    const grantOf = (url: string) => new URL(url, 'http://x').searchParams.get('dl')!;

    const forA = urlsOf(await fresh(p.mudur, pageUrl(p.isci)));
    const forB = urlsOf(await fresh(p.isci, pageUrl(p.mudur)));
    expect(forA).toHaveLength(1);
    expect(grantOf(forA[0]!).startsWith(`${p.mudur.id}.`)).toBe(true);
    expect(grantOf(forB[0]!).startsWith(`${p.isci.id}.`)).toBe(true);
    // Asked again, each is served their own kept page, never the other's.
    expect(urlsOf(await fresh(p.mudur, pageUrl(p.isci)))).toEqual(forA);
    expect(urlsOf(await fresh(p.isci, pageUrl(p.mudur)))).toEqual(forB);

    // The grant changes on the hour: the kept page is not served past it.
    const nextHour = t.app.deps.grants.nextLinkChange(Date.now());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nextHour + 1000);
    const later = urlsOf(await fresh(p.mudur, pageUrl(p.isci)));
    expect(later).not.toEqual(forA);
    vi.useRealTimers();

    // A new password revokes the old tokens and their grants: the new token gets its own page.
    const res = await injectAs(t, p.mudur, 'POST', '/api/user/change-password', {
      current_password: 'parola123',
      new_password: 'yeniparola456',
    });
    expectStatus(res, 200, 'change password');
    const renewed = { ...p.mudur, token: (res.json() as { access_token: string }).access_token };
    const withNewToken = urlsOf(await fresh(renewed, pageUrl(p.isci), 1));
    expect(grantOf(withNewToken[0]!)).not.toBe(grantOf(forA[0]!));
    expectStatus(await injectAs(t, p.mudur, 'GET', pageUrl(p.isci)), 401, 'old token');
  });

  it('writes at the same moment all land (no deadlock) and every kept answer follows them', async () => {
    const p = await talking();
    for (const [, who, url] of watchedOf(p)) await fresh(who, url);
    const post = (who: TestUser, url: string, body: Record<string, unknown>) => injectAs(t, who, 'POST', url, body);
    const everyone = [p.mudur, p.isci, p.sef, p.mudur2, p.sef2, p.isci2].map((u) => u.id);
    const writes = [
      post(p.owner, '/api/messages/send-bulk', { receiver_ids: everyone, content: 'Duyuru' }),
      injectAs(t, p.owner, 'PUT', `/api/employees/${p.isci.id}/role`, { role: 'sef' }),
      ...Array.from({ length: 4 }, (_, i) => [
        post(p.isci, '/api/messages/send', { receiver_id: p.mudur.id, content: `B ${i}` }),
        post(p.mudur, '/api/messages/send', { receiver_id: p.isci.id, content: `A ${i}` }),
        post(p.mudur, '/api/messages/mark-read', { sender_id: p.isci.id }),
        post(p.isci, '/api/messages/mark-read', { sender_id: p.mudur.id }),
        post(p.mudur, '/api/messages/mark-read', { sender_id: p.owner.id }),
        post(p.sef, '/api/messages/send', { receiver_id: p.mudur.id, content: `C ${i}` }),
        injectAs(t, p.isci, 'PUT', '/api/user/profile', { name: `B adı ${i}`, email: p.isci.email }),
      ]).flat(),
    ];
    for (const res of await Promise.all(writes)) expectStatus(res, [200, 201], 'concurrent write');
    for (const [, who, url] of watchedOf(p)) await fresh(who, url);
  });

  it('an empty chat page is not kept: a peer who leaves is a 404 at once', async () => {
    const p = await talking();
    expect(await fresh(p.mudur, pageUrl(p.mudur2))).toBe('[]');
    await t.database.db.deleteFrom('users').where('id', '=', p.mudur2.id).execute();
    expectStatus(await injectAs(t, p.mudur, 'GET', pageUrl(p.mudur2)), 404, 'gone');
  });
});
