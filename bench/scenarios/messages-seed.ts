import { bulkLoad } from '../lib/bulk-insert.js';
import { seedOneCompany } from '../lib/seed.js';
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
  const { companyId, people } = await seedOneCompany(db, 'Bench Mesaj Lojistik A.Ş.', staff);
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
  let written = 0;
  const took = await bulkLoad(location, commitEvery, async ({ writer, wrote }) => {
    for (const chunk of messageChunks(spec, plans, chunkSize)) {
      await writer.insert(messagesTable, chunk.messages);
      await writer.insert(messageThreadsTable, chunk.threads);
      // The long conversation is the first one planned: its thread rows carry its newest message.
      if (!newestHeavyMessageId) newestHeavyMessageId = chunk.threads[0]![5] as string;
      written += chunk.messages.length;
      await wrote(chunk.messages.length);
    }
  });
  log(
    `${location.engine}: ${count(written)} messages in ${count(plans.length)} conversations ` +
      `(${count(heavyCount)} in the measured one) and ${count(plans.length * 2)} thread rows ${took()}`,
  );
  return { companyId, focusId, contacts, pinned, heavyPeerId, newestHeavyMessageId, heavyCount };
}
