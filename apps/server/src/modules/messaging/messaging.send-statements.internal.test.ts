import { describe, expect, it } from 'vitest';
import { memberCtxOf } from '../../test/factories.js';
import { countingDatabase } from '../../test/statement-kinds.js';
import { useTestApp } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { sendGroupMessage } from './groups/groups.service.js';
import type { MessagingDeps } from './messaging-deps.js';
import { createGroup, makePeople } from './messaging-test-kit.js';
import { oneMessage, sendBulk, sendDirect } from './messages/messages.service.js';
import { ReceiptCoalescer } from './receipts/receipts-events.js';

/**
 * What one send costs the database: the statements Kysely runs for it (BEGIN and COMMIT of its one
 * transaction aside). The messaging rule is checked with at most two SELECTs, the message goes in
 * with RETURNING, and the answer is built from what was written and read, with no read-back.
 */
const t = useTestApp();

/** The messaging deps of the app, with a database handle that notes the kind of every statement. */
function countingDeps(): { deps: MessagingDeps; kinds: string[] } {
  const { db, kinds } = countingDatabase(t.database.db);
  const bus = t.app.deps.bus;
  const deps = { db, files: t.app.files, grants: t.app.deps.grants, bus, receipts: new ReceiptCoalescer(bus, 0) };
  return { deps, kinds };
}

/** The SELECTs run before the first write: the rule's reads (PostgreSQL's locks are raw SQL). */
const readsBeforeWriting = (kinds: string[]) =>
  kinds.slice(0, kinds.indexOf('InsertQueryNode')).filter((kind) => kind === 'SelectQueryNode');

/**
 * The most statements a send may take on each engine: the rule's one read, the message's INSERT
 * (RETURNING), its threads' write, and on PostgreSQL the locks before them (list-versions.repo.ts,
 * threads.repo.ts). Before this bound: 8 and 10 for a direct message, 6 and 7 for a group's, 6 and
 * 8 for a bulk one.
 */
const most = {
  direct: { sqlite: 3, postgres: 5 },
  group: { sqlite: 3, postgres: 4 },
  // The employer's message to many: the rule's reads stay three (people, mode, ties), whatever the count.
  bulk: { sqlite: 5, postgres: 7 },
};

describe('statements per send', () => {
  it('a direct message, first of its thread and the next one: one read, no read-back', async () => {
    const p = await makePeople(t);
    for (const content of ['İlk mesaj', 'İkinci mesaj']) {
      const { deps, kinds } = countingDeps();
      const sent = await sendDirect(deps, memberCtxOf(p.isci), p.sef.id, content);
      expect(kinds.length, kinds.join(', ')).toBeLessThanOrEqual(most.direct[testEngine]);
      expect(readsBeforeWriting(kinds).length, kinds.join(', ')).toBeLessThanOrEqual(2);
      // The answer built from the written row is the message as a read of it gives it.
      expect(sent).toEqual(await oneMessage(countingDeps().deps, memberCtxOf(p.isci), sent.id));
      expect(sent).toMatchObject({ content, sender_id: p.isci.id, sender_name: p.isci.row.name, is_read: false });
    }
  });

  it('a group message: one read, no read-back', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const { deps, kinds } = countingDeps();
    const sent = await sendGroupMessage(deps, memberCtxOf(p.isci), g.id, 'Merhaba ekip');
    expect(kinds.length, kinds.join(', ')).toBeLessThanOrEqual(most.group[testEngine]);
    expect(readsBeforeWriting(kinds).length, kinds.join(', ')).toBeLessThanOrEqual(2);
    expect(sent).toEqual(await oneMessage(countingDeps().deps, memberCtxOf(p.isci), sent.id));
    expect(sent).toMatchObject({ content: 'Merhaba ekip', group_id: g.id, sender_name: p.isci.row.name });
  });

  it('a bulk message to three people: no read-back', async () => {
    const p = await makePeople(t);
    const { deps, kinds } = countingDeps();
    const sent = await sendBulk(deps, memberCtxOf(p.owner), [p.sef.id, p.isci.id, p.mudur.id], 'Yarın tatil');
    expect(sent).toBe(3);
    expect(kinds.length, kinds.join(', ')).toBeLessThanOrEqual(most.bulk[testEngine]);
  });
});
