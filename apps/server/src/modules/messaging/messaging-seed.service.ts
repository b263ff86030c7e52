import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import * as groupThreads from './groups/group-threads.repo.js';
import * as groupsRepo from './groups/groups.repo.js';
import { directRow, groupRow, writeDirect, writeGroup } from './messages/message-writes.service.js';
import { pairKey, type MessagingDeps } from './messaging-deps.js';
import * as people from './rules/people.repo.js';
import * as threadsRepo from './conversations/threads.repo.js';

/**
 * Writes conversations as if they had happened, backdated, in the caller's transaction: the demo
 * company's (apps/server/src/cli/demo-messaging.ts). It goes through the module's own writers, so
 * that the thread rows beside the messages (last message, unread counts, read watermarks) are as
 * the routes would have left them. No rule is checked and nothing is published: the caller seeds
 * people it made itself.
 */
export function messagingSeed(trx: Transaction<Database>) {
  // The row writers use the database handle only.
  const deps = { db: trx } as Pick<MessagingDeps, 'db'> as MessagingDeps;
  return {
    /** A direct conversation's key, as `markRead` takes it. */
    conversationKey: pairKey,

    async createGroup(
      creator: MemberCtx,
      group: { id: string; name: string; description: string; createdAt: string },
      memberIds: string[],
    ): Promise<void> {
      await groupsRepo.insertGroup(trx, creator, {
        id: group.id,
        name: group.name,
        description: group.description,
        created_by: creator.actor.userId,
        created_at: group.createdAt,
      });
      await groupsRepo.addMembers(trx, creator, group.id, memberIds, group.createdAt);
      await groupThreads.openGroupThreads(trx, creator, group.id, memberIds, undefined);
    },

    /** One message to each receiver (one receiver: a direct message; several: a bulk one). */
    async sendDirect(from: MemberCtx, receiverIds: string[], text: string, at: string): Promise<void> {
      await writeDirect(
        deps,
        from,
        receiverIds.map((to) => directRow(from, to, text, at)),
      );
    },

    async sendToGroup(from: MemberCtx, groupId: string, text: string, at: string): Promise<void> {
      await writeGroup(deps, from, groupRow(from, groupId, text, at));
    },

    /** The reader has read the conversation (a direct key or a group's id) up to `upTo`. */
    async markRead(reader: MemberCtx, conversation: string, upTo: string): Promise<void> {
      await threadsRepo.markRead(trx, reader, reader.actor.userId, conversation, upTo);
    },

    pin(person: MemberCtx, conversations: string[]): Promise<void> {
      return people.setPinned(trx, person, conversations);
    },
  };
}
