import { sql, type Kysely } from 'kysely';
import { companyScope } from '../../../db/scope.js';
import type { Database } from '../../../db/types.js';
import type { MemberCtx } from '../../../platform/context.js';
import { isNewer, lockThreads } from '../conversations/threads.repo.js';

type Db = Kysely<Database>;

/**
 * A group message: every member's row in one statement, unread for all but the sender; the last
 * message only moves forward. On PostgreSQL the rows are locked in one order first (lockThreads).
 */
export async function touchGroup(
  db: Db,
  ctx: MemberCtx,
  groupId: string,
  senderId: string,
  messageId: string,
  at: string,
): Promise<void> {
  await lockThreads(db, ctx, groupId);
  const newer = isNewer(sql`${at}`, sql`${messageId}`);
  await companyScope(db, ctx)
    .updateTable('message_threads')
    .set({
      last_message_id: sql<string>`case when ${newer} then ${messageId} else message_threads.last_message_id end`,
      last_message_at: sql<string>`case when ${newer} then ${at} else message_threads.last_message_at end`,
      unread_count: sql<number>`case when message_threads.user_id = ${senderId} then message_threads.unread_count
        else message_threads.unread_count + 1 end`,
    })
    .where('message_threads.conversation_key', '=', groupId)
    .execute();
}

/** Threads of new group members, showing the group's newest message as their last. */
export async function openGroupThreads(
  db: Db,
  ctx: MemberCtx,
  groupId: string,
  userIds: readonly string[],
  last: { id: string; created_at: string } | undefined,
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = userIds.map((userId) => ({
    user_id: userId,
    conversation_key: groupId,
    peer_id: null,
    group_id: groupId,
    last_message_id: last?.id ?? null,
    last_message_at: last?.created_at ?? null,
    unread_count: 0,
    // Joining is not reading the history for the others' receipts; nothing earlier counts unread.
    last_read_at: null,
    peer_wrote: false,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await companyScope(db, ctx)
      .insertInto('message_threads', rows.slice(i, i + 500))
      .execute();
}

export async function closeThread(db: Db, ctx: MemberCtx, userId: string, conversationKey: string): Promise<void> {
  await companyScope(db, ctx)
    .deleteFrom('message_threads')
    .where('message_threads.user_id', '=', userId)
    .where('message_threads.conversation_key', '=', conversationKey)
    .execute();
}
