import { conversation, group as groupSchema, messagingLimits } from '@vazife/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { jpeg, multipart, pdf } from '../../test/sample-files.js';
import { testEngine } from '../../test/test-database.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import {
  createGroup,
  createdStatuses,
  expectStatus,
  makePeople,
  messageFiles,
  messageRows,
  messagingState,
  page,
  pairKey,
  send,
  tempFiles,
  threadOf,
} from './messaging-test-kit.js';

/**
 * Nothing half-written (issue 10 points 7–8): a write that fails inside its transaction leaves no
 * row and no stored file; concurrent writes keep the counters right; a thumbnail never outlives
 * its message.
 */
const t = useTestApp();

/**
 * Makes the database refuse inserts into `table` whose `column` has `value`, as a failing disk or
 * a constraint would, so that the transaction around them fails part-way.
 */
async function failInsertsWhere(table: string, column: string, value: string): Promise<void> {
  const name = `fail_${table}_${Math.random().toString(36).slice(2, 8)}`;
  const { db } = t.database;
  if (testEngine === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before insert on ${table} when new.${column} = '${value}' begin select raise(abort, 'test failure'); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function ${name}() returns trigger as $$ begin if new.${column} = '${value}' then raise exception 'test failure'; end if; return new; end $$ language plpgsql`,
    )
    .execute(db);
  await sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`).execute(db);
}

describe('a write that fails part-way', () => {
  it('a file message: no row, and the stored file is discarded', async () => {
    const p = await makePeople(t);
    await failInsertsWhere('messages', 'content', 'PATLA');
    const before = await messagingState(t, p.id);
    const res = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: p.owner.id, content: 'PATLA' }, [
        { field: 'file', name: 'foto.jpg', data: await jpeg(), type: 'image/jpeg' },
      ]),
    );
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it("a bulk message: none of it is sent when one recipient's row fails", async () => {
    const p = await makePeople(t);
    await failInsertsWhere('messages', 'receiver_id', p.isci2.id);
    const before = await messagingState(t, p.id);
    const res = await injectAs(t, p.owner, 'POST', '/api/messages/send-bulk', {
      receiver_ids: [p.isci.id, p.sef.id, p.isci2.id, p.mudur.id],
      content: 'Toplu',
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('a group: no group, no member and no thread when one member fails', async () => {
    const p = await makePeople(t);
    await failInsertsWhere('message_group_members', 'user_id', p.isci.id);
    const before = await messagingState(t, p.id);
    const res = await injectAs(t, p.owner, 'POST', '/api/groups/create', {
      name: 'Yarım',
      member_ids: [p.sef.id, p.isci.id],
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    expect(await messagingState(t, p.id)).toBe(before);
  });
});

describe('files and messages together', () => {
  it('an image deleted before its thumbnail is made leaves no thumbnail behind', async () => {
    const p = await makePeople(t);
    await t.app.files.thumbnails.idle();
    const before = messageFiles(t).length;
    const photo = await jpeg(1600, 1200);
    // Several at once: the thumbnail can land at any point of the delete, and each must be cleaned.
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await injectAs(
          t,
          p.isci,
          'POST',
          '/api/messages/send-with-file',
          multipart({ receiver_id: p.owner.id }, [{ field: 'file', name: `f${i}.jpg`, data: photo }]),
        );
        expectStatus(res, createdStatuses, 'image');
        const gone = await injectAs(t, p.isci, 'DELETE', `/api/messages/${res.json().id}`);
        expectStatus(gone, [200, 204], 'delete at once');
      }),
    );
    await t.app.files.thumbnails.idle();
    expect(messageFiles(t)).toHaveLength(before);
  });

  it('a file message keeps its text, and a 4000-character multi-line text is kept exactly', async () => {
    const p = await makePeople(t);
    const res = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: p.owner.id, content: 'Ekteki rapor' }, [{ field: 'file', name: 'r.pdf', data: pdf() }]),
    );
    expectStatus(res, createdStatuses, 'file with text');
    expect(res.json().content).toBe('Ekteki rapor');
    const long = `İlk satır: çğıİöşü\nİkinci satır\n${'ş'.repeat(messagingLimits.contentMax - 30)}`.slice(
      0,
      messagingLimits.contentMax,
    );
    const m = await send(t, p.isci, p.owner, long);
    expect(m.content).toBe(long);
    expect((await page(t, p.owner, `/api/messages/${p.isci.id}`)).messages.at(-1)?.content).toBe(long);
  });
});

describe('concurrent writes', () => {
  it("parallel group messages leave every member's unread count and last message right", async () => {
    const p = await makePeople(t);
    const members = [p.owner, p.mudur, p.sef, p.isci];
    const g = await createGroup(t, p.owner, [p.mudur, p.sef, p.isci]);
    const perMember = 5;
    // A few rounds: the order in which concurrent transactions commit varies from run to run.
    for (let round = 1; round <= 3; round++) {
      const results = await Promise.all(
        members.flatMap((who) =>
          Array.from({ length: perMember }, (_, i) =>
            injectAs(t, who, 'POST', `/api/groups/${g.id}/messages`, { content: `${who.role} ${round}.${i}` }),
          ),
        ),
      );
      for (const res of results) expectStatus(res, createdStatuses, 'parallel group send');
      const rows = await messageRows(t, p.id);
      expect(rows).toHaveLength(members.length * perMember * round);
      const newest = rows.at(-1)!;
      for (const who of members) {
        const thread = await threadOf(t, who.id, g.id);
        expect(thread?.unread_count, who.role).toBe((members.length - 1) * perMember * round);
        const listed = groupSchema
          .array()
          .parse((await injectAs(t, who, 'GET', '/api/groups')).json())
          .find((x) => x.id === g.id);
        expect(listed?.last_message?.id, `${who.role}, round ${round}`).toBe(newest.id);
      }
    }
  });

  it('parallel direct messages both ways count right on both sides', async () => {
    const p = await makePeople(t);
    const pair: [TestUser, TestUser][] = [
      [p.sef, p.isci],
      [p.isci, p.sef],
    ];
    const results = await Promise.all(
      pair.flatMap(([from, to]) =>
        Array.from({ length: 8 }, (_, i) =>
          injectAs(t, from, 'POST', '/api/messages/send', { receiver_id: to.id, content: `${from.role} ${i}` }),
        ),
      ),
    );
    for (const res of results) expectStatus(res, createdStatuses, 'parallel send');
    for (const [who, peer] of pair) {
      const list = conversation.array().parse((await injectAs(t, who, 'GET', '/api/messages/conversations')).json());
      expect(list.find((c) => c.user.id === peer.id)?.unread_count, who.role).toBe(8);
    }
  });

  it('reading while messages arrive: the unread count is exactly what lies past the watermark', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const sending = (async () => {
      for (let i = 0; i < 15; i++) {
        await send(t, p.owner, p.sef, `Doğrudan ${i}`);
        await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/messages`, { content: `Grup ${i}` });
      }
    })();
    const reading = (async () => {
      for (let i = 0; i < 15; i++) {
        await injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { sender_id: p.owner.id });
        await injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true });
      }
    })();
    await Promise.all([sending, reading]);
    const rows = await messageRows(t, p.id);
    for (const key of [pairKey(p.owner.id, p.sef.id), g.id]) {
      const thread = (await threadOf(t, p.sef.id, key))!;
      const mark = thread.last_read_at === null ? -Infinity : new Date(thread.last_read_at).getTime();
      const past = rows.filter(
        (r) => r.conversation_key === key && r.sender_id !== p.sef.id && new Date(r.created_at).getTime() > mark,
      );
      expect(Number(thread.unread_count), key === g.id ? 'group' : 'direct').toBe(past.length);
    }
  });

  it('adding the same member twice at once adds them once', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const results = await Promise.all(
      [1, 2, 3].map(() => injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, { user_id: p.isci.id })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect([400, 409, 422], r.body).toContain(r.statusCode);
    const members = await t.database.db
      .selectFrom('message_group_members')
      .select('user_id')
      .where('group_id', '=', g.id)
      .execute();
    expect(members).toHaveLength(3);
  });
});
