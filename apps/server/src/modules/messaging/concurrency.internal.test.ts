import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { filesUnder, jpeg, multipart } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

/** Writes at the same moment (PostgreSQL runs them side by side): nothing lost, no deadlock. */
const t = useTestApp();

const threadOf = (userId: string, key: string) =>
  t.database.db
    .selectFrom('message_threads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('conversation_key', '=', key)
    .executeTakeFirstOrThrow();

describe('at the same moment', () => {
  it('two people writing to each other count right on both sides', async () => {
    const c = await makeCompany(t);
    const calls = Array.from({ length: 8 }, (_, i) => [
      injectAs(t, c.sef, 'POST', '/api/messages/send', { receiver_id: c.isci.id, content: `s${i}` }),
      injectAs(t, c.isci, 'POST', '/api/messages/send', { receiver_id: c.sef.id, content: `i${i}` }),
    ]).flat();
    const statuses = (await Promise.all(calls)).map((res) => res.statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const key = [c.sef.id, c.isci.id].sort().join(':');
    expect((await threadOf(c.sef.id, key)).unread_count).toBe(8);
    expect((await threadOf(c.isci.id, key)).unread_count).toBe(8);
    const page = (await injectAs(t, c.sef, 'GET', `/api/messages/${c.isci.id}`)).json();
    expect((await threadOf(c.sef.id, key)).last_message_id).toBe(page[page.length - 1].id);
  });

  it('pins made together are all kept', async () => {
    const c = await makeCompany(t);
    const ids = [c.owner.id, c.mudur.id, c.sef.id];
    await Promise.all(ids.map((id) => injectAs(t, c.isci, 'POST', '/api/conversations/pin', { conversation_id: id })));
    const row = await t.database.db
      .selectFrom('users')
      .select('pinned_conversations')
      .where('id', '=', c.isci.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.pinned_conversations).sort()).toEqual([...ids].sort());
  });

  it('an image deleted before its thumbnail is made leaves no file behind', async () => {
    const c = await makeCompany(t);
    const dir = path.join(t.config.dataDir, 'files', 'messages');
    const before = filesUnder(dir).length;
    const sent = await injectAs(
      t,
      c.owner,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: c.isci.id }, [{ field: 'file', name: 'buyuk.jpg', data: await jpeg(1600, 1200) }]),
    );
    expect(sent.statusCode).toBe(201);
    expect((await injectAs(t, c.owner, 'DELETE', `/api/messages/${sent.json().id}`)).statusCode).toBe(200);
    await t.app.files.thumbnails.idle();
    expect(filesUnder(dir).length).toBe(before);
  });
});
