import { conversation, groupListItem } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import {
  createGroup,
  createdStatuses,
  expectStatus,
  makePeople,
  messageRows,
  pairKey,
  send,
  threadOf,
} from './messaging-test-kit.js';

/**
 * Concurrent writes (both engines): parallel sends, reads and member changes keep
 * every thread's unread count and last message right, and never answer 500 (a PostgreSQL deadlock).
 */
const t = useTestApp();

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
        const listed = groupListItem
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

  it('deleting one message several times at once takes it away once', async () => {
    const p = await makePeople(t);
    await send(t, p.sef, p.isci, 'Kalır');
    const m = await send(t, p.sef, p.isci, 'Gider');
    const results = await Promise.all([1, 2, 3].map(() => injectAs(t, p.sef, 'DELETE', `/api/messages/${m.id}`)));
    expect(results.filter((r) => r.statusCode === 200 || r.statusCode === 204)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode >= 300)) expectStatus(r, 404, 'a second delete');
    const thread = await threadOf(t, p.isci.id, pairKey(p.sef.id, p.isci.id));
    expect(Number(thread?.unread_count)).toBe(1);
    expect(await messageRows(t, p.id)).toHaveLength(1);
  });

  it('a member added while the group talks sees its true last message', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const newcomers = [p.mudur, p.isci, p.isci2, p.sef2, p.mudur2];
    await Promise.all([
      (async () => {
        for (let i = 0; i < 20; i++)
          await injectAs(t, p.sef, 'POST', `/api/groups/${g.id}/messages`, { content: `Konuşma ${i}` });
      })(),
      (async () => {
        for (const who of newcomers)
          expectStatus(await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, { user_id: who.id }), 200);
      })(),
    ]);
    const newest = (await messageRows(t, p.id)).at(-1)!;
    for (const who of newcomers) {
      const thread = await threadOf(t, who.id, g.id);
      expect(thread?.last_message_id, who.email).toBe(newest.id);
    }
  });
});
