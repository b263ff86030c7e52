import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { filesUnder, jpeg, multipart } from '../../test/sample-files.js';
import { testEngine } from '../../test/test-database.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { holdListVersions } from './conversations/list-versions.repo.js';
import { threadOf } from './messaging-test-kit.js';

/** Writes at the same moment (PostgreSQL runs them side by side): nothing lost, no deadlock. */
const t = useTestApp();

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
    expect((await threadOf(t, c.sef.id, key))?.unread_count).toBe(8);
    expect((await threadOf(t, c.isci.id, key))?.unread_count).toBe(8);
    const page = (await injectAs(t, c.sef, 'GET', `/api/messages/${c.isci.id}`)).json();
    expect((await threadOf(t, c.sef.id, key))?.last_message_id).toBe(page[page.length - 1].id);
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

  // Seen once in a CI run as a 500 on a delete: the thumbnail's update took the message row and
  // then, by its trigger, the two people's list counters; a delete takes the counters, then the
  // row, and the two deadlocked. Here a delete holds the counters while the thumbnail is recorded:
  // the thumbnail must wait for them without having taken the row.
  it.skipIf(testEngine !== 'postgres')(
    'a thumbnail recorded while a delete of its message holds the counters waits without taking the row',
    async () => {
      const c = await makeCompany(t);
      const dir = path.join(t.config.dataDir, 'files', 'messages');
      const before = filesUnder(dir).length;
      const db = t.database.db;
      const gate = () => {
        let open!: () => void;
        const opened = new Promise<void>((resolve) => (open = resolve));
        return { open, opened };
      };
      // The queue's one worker is kept busy until the delete below holds the counters.
      const queueFree = gate();
      t.app.files.thumbnails.push('someone-else', () => queueFree.opened);
      const sent = await injectAs(
        t,
        c.owner,
        'POST',
        '/api/messages/send-with-file',
        multipart({ receiver_id: c.isci.id }, [{ field: 'file', name: 'foto.jpg', data: await jpeg(1600, 1200) }]),
      );
      expect(sent.statusCode).toBe(201);
      const messageId: string = sent.json().id;
      const countersHeld = gate();
      const deleteNow = gate();
      const deleting = db.transaction().execute(async (trx) => {
        await holdListVersions(trx, [c.owner.id, c.isci.id]);
        countersHeld.open();
        await deleteNow.opened;
        // Throws (55P03) if the waiting thumbnail holds the row: the deadlock's first half.
        await sql`select id from messages where id = ${messageId} for update nowait`.execute(trx);
        await trx.deleteFrom('messages').where('id', '=', messageId).execute();
      });
      await countersHeld.opened;
      queueFree.open();
      // Until the thumbnail's write waits for a lock (it is made first, then recorded).
      for (let tries = 0; tries < 200; tries++) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`.execute(db);
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      deleteNow.open();
      await deleting;
      await t.app.files.thumbnails.idle();
      // Only the original is left (this delete bypassed the service, which removes it): the
      // thumbnail found its message gone and was removed.
      expect(filesUnder(dir).length).toBe(before + 1);
    },
  );
});
