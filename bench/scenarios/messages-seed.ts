import { openBulkWriter } from '../lib/bulk-insert.js';
import { seedCompanies } from '../lib/seed.js';
import type { SeedTarget } from './scenario.js';
import { messageChunks, messagesTable, messageThreadsTable, planConversations } from './messages-data.js';

export const staff = 1000;
export const contactCount = 200;
/** Messages generated per step; a commit every `commitEvery` messages keeps transactions big but bounded. */
const chunkSize = 5_000;
const commitEvery = 250_000;

export interface MessagesSeed {
  companyId: string;
  /** The measured person (a manager: under the company's default rule, Açık, they talk with everyone). */
  focusId: string;
  contacts: string[];
  /** Conversations the focus person pinned: the list starts with them. */
  pinned: string[];
  /** The contact of the long conversation, its newest message and its length. */
  heavyPeerId: string;
  newestHeavyMessageId: string;
  heavyCount: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A company of `staff` people and `options.messages` direct messages with the thread rows that the
 * app keeps beside them (0007-messaging.ts): per person and conversation the last message, the
 * unread count and the read watermark. Written by the bulk writer, like the task scenario's rows.
 */
export async function seedMessages(
  { db, location, options, log }: SeedTarget,
  pageSize: number,
): Promise<MessagesSeed> {
  const [company] = await seedCompanies(db, [{ name: 'Bench Mesaj Lojistik A.Ş.', staff, pending: 0 }]);
  const { companyId } = company!;
  const people = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('company_id', '=', companyId)
    .orderBy('email_key')
    .execute();
  const focusId = people.find((p) => p.role === 'mudur')!.id;
  const others = people.filter((p) => p.id !== focusId).map((p) => p.id);
  const contacts = others.slice(0, contactCount);
  const pinned = [contacts[5]!, contacts[17]!, contacts[42]!];
  await db
    .updateTable('users')
    .set({ pinned_conversations: JSON.stringify(pinned) })
    .where('id', '=', focusId)
    .execute();

  const spec = { companyId, focusId, contacts, others, messages: options.messages, nowMs: Date.now() };
  const plans = planConversations(spec, pageSize);
  const heavyPeerId = plans[0]!.b;
  const heavyCount = plans[0]!.count;
  let newestHeavyMessageId = '';
  const started = process.hrtime.bigint();
  let written = 0;
  const writer = await openBulkWriter(location);
  try {
    for (const chunk of messageChunks(spec, plans, chunkSize)) {
      await writer.insert(messagesTable, chunk.messages);
      await writer.insert(messageThreadsTable, chunk.threads);
      // The long conversation is the first one planned: its thread rows carry its newest message.
      if (!newestHeavyMessageId) newestHeavyMessageId = chunk.threads[0]![5] as string;
      const before = written;
      written += chunk.messages.length;
      if (Math.floor(written / commitEvery) > Math.floor(before / commitEvery)) await writer.commit();
    }
  } catch (error) {
    await writer.abort();
    throw error;
  }
  const inserted = process.hrtime.bigint();
  await writer.finish();
  const seconds = (from: bigint, to: bigint) => (Number(to - from) / 1e9).toFixed(1);
  log(
    `${location.engine}: ${count(written)} messages in ${count(plans.length)} conversations ` +
      `(${count(heavyCount)} in the measured one) and ${count(plans.length * 2)} thread rows written in ` +
      `${seconds(started, inserted)} s, then ${seconds(inserted, process.hrtime.bigint())} s to commit and ` +
      (location.engine === 'postgres' ? 'vacuum analyze' : 'checkpoint'),
  );
  return { companyId, focusId, contacts, pinned, heavyPeerId, newestHeavyMessageId, heavyCount };
}
