import type { Kysely, Selectable } from 'kysely';
import { companyScope, type CompanyInsert } from '../../../db/scope.js';
import type { Database, MessagesTable } from '../../../db/types.js';
import type { MemberCtx } from '../../../platform/context.js';
import { holdListVersions } from '../conversations/list-versions.repo.js';
import { lockThreads } from '../conversations/threads.repo.js';

type Db = Kysely<Database>;

export interface MessageRecord extends Selectable<MessagesTable> {
  sender_name: string;
}

/** Messages of the actor's company with their sender's name. */
function withSender(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('messages')
    .innerJoin('users as sender', (j) =>
      j.onRef('sender.company_id', '=', 'messages.company_id').onRef('sender.id', '=', 'messages.sender_id'),
    )
    .selectAll('messages')
    .select('sender.name as sender_name');
}

export function findMessage(db: Db, ctx: MemberCtx, messageId: string): Promise<MessageRecord | undefined> {
  return withSender(db, ctx).where('messages.id', '=', messageId).executeTakeFirst();
}

export function findMessages(db: Db, ctx: MemberCtx, ids: readonly string[]): Promise<MessageRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withSender(db, ctx).where('messages.id', 'in', ids).execute();
}

/** Which conversation a message is in: what the locks before its writes are taken by. */
type Where = { sender_id: string; receiver_id: string | null; conversation_key: string };

/**
 * PostgreSQL: a direct message's two people's list counters, before the message's row is written;
 * every write of a direct message (send, edit, thumbnail, delete) takes them first, so that none
 * waits on another in a circle (list-versions.repo.ts). A group message has none.
 */
async function holdPair(db: Db, messages: readonly Where[]): Promise<void> {
  const people = messages.flatMap((m) => (m.receiver_id ? [m.sender_id, m.receiver_id] : []));
  if (people.length > 0) await holdListVersions(db, people);
}

export interface Cursor {
  createdAt: string;
  id: string;
}

/** A page of one conversation, newest first, keyset-paged by (created_at, id) on its index. */
export function pageOf(
  db: Db,
  ctx: MemberCtx,
  conversationKey: string,
  cursor: Cursor | undefined,
  limit: number,
): Promise<MessageRecord[]> {
  return withSender(db, ctx)
    .where('messages.conversation_key', '=', conversationKey)
    .$if(cursor !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('messages.created_at', '<', cursor!.createdAt),
          eb.and([eb('messages.created_at', '=', cursor!.createdAt), eb('messages.id', '<', cursor!.id)]),
        ]),
      ),
    )
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest message of a conversation, if any. */
export function newestOf(db: Db, ctx: MemberCtx, conversationKey: string) {
  return companyScope(db, ctx)
    .selectFrom('messages')
    .select(['messages.id', 'messages.created_at'])
    .where('messages.conversation_key', '=', conversationKey)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Who other than `readerId` wrote the messages a watermark moving from `after` (exclusive; null:
 * the start) to `upTo` (inclusive) covers: those whose ticks change.
 */
export async function sendersBetween(
  db: Db,
  ctx: MemberCtx,
  conversationKey: string,
  readerId: string,
  after: string | null,
  upTo: string,
): Promise<string[]> {
  const rows = await companyScope(db, ctx)
    .selectFrom('messages')
    .select('messages.sender_id')
    .distinct()
    .where('messages.conversation_key', '=', conversationKey)
    .where('messages.sender_id', '<>', readerId)
    .$if(after !== null, (q) => q.where('messages.created_at', '>', after!))
    .where('messages.created_at', '<=', upTo)
    .execute();
  return rows.map((row) => row.sender_id);
}

/**
 * New messages, all direct or one group's; a direct one's pair is held first (holdPair). Answers
 * the rows as written (RETURNING), so that no one reads them back.
 */
export async function insertMessages(
  db: Db,
  ctx: MemberCtx,
  rows: CompanyInsert<'messages'>[],
): Promise<Selectable<MessagesTable>[]> {
  await holdPair(
    db,
    rows.map((row) => ({ ...row, receiver_id: row.receiver_id ?? null })),
  );
  // In slices: SQLite binds at most 32,766 parameters, 1,000 messages of 16 columns would be 16,000.
  const written: Selectable<MessagesTable>[] = [];
  for (let i = 0; i < rows.length; i += 500)
    written.push(
      ...(await companyScope(db, ctx)
        .insertInto('messages', rows.slice(i, i + 500))
        .returningAll()
        .execute()),
    );
  return written;
}

export async function updateContent(
  db: Db,
  ctx: MemberCtx,
  message: Where & { id: string },
  content: string,
  now: string,
) {
  await holdPair(db, [message]);
  await companyScope(db, ctx)
    .updateTable('messages')
    .set({ content, is_edited: true, edited_at: now })
    .where('messages.id', '=', message.id)
    .execute();
}

/**
 * Deletes a message and answers its stored keys as they are now (a thumbnail may have been
 * recorded since it was read); undefined when it was already gone (a second click). The pair's
 * counters and then the conversation's threads are held first (PostgreSQL), as every write takes them.
 */
export async function deleteMessage(db: Db, ctx: MemberCtx, message: Where & { id: string }) {
  await holdPair(db, [message]);
  await lockThreads(db, ctx, message.conversation_key);
  return companyScope(db, ctx)
    .deleteFrom('messages')
    .where('messages.id', '=', message.id)
    .returning(['messages.storage_key', 'messages.thumbnail_key'])
    .executeTakeFirst();
}

/**
 * Records an image's thumbnail once made; false when the message is gone meanwhile. A direct
 * message's update moves both people's list counters (a trigger, after the row): they are held
 * first, in the order a delete takes them, or a delete of the same message (counters, then the
 * row) and this update (the row, then the counters) would deadlock on PostgreSQL.
 */
export async function setThumbnail(
  db: Db,
  ctx: MemberCtx,
  message: Where & { id: string },
  key: string,
): Promise<boolean> {
  await holdPair(db, [message]);
  const result = await companyScope(db, ctx)
    .updateTable('messages')
    .set({ thumbnail_key: key })
    .where('messages.id', '=', message.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The message a stored file (original or thumbnail) belongs to. */
export function findByStorageKey(db: Db, ctx: MemberCtx, key: string) {
  return companyScope(db, ctx)
    .selectFrom('messages')
    .select([
      'messages.sender_id',
      'messages.receiver_id',
      'messages.group_id',
      'messages.storage_key',
      'messages.thumbnail_key',
      'messages.file_name',
      'messages.mime_type',
    ])
    .where((eb) => eb.or([eb('messages.storage_key', '=', key), eb('messages.thumbnail_key', '=', key)]))
    .executeTakeFirst();
}

/** The stored files (and thumbnails) of a conversation's messages. */
export async function storedFilesOf(db: Db, ctx: MemberCtx, conversationKey: string): Promise<string[]> {
  const rows = await companyScope(db, ctx)
    .selectFrom('messages')
    .select(['messages.storage_key', 'messages.thumbnail_key'])
    .where('messages.conversation_key', '=', conversationKey)
    .where('messages.storage_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => [row.storage_key, row.thumbnail_key].filter((key): key is string => key !== null));
}
