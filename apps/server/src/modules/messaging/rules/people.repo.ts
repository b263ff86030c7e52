import type { Kysely } from 'kysely';
import { needsRowLocks } from '../../../db/dialect.js';
import { companyScope } from '../../../db/scope.js';
import type { Database } from '../../../db/types.js';
import type { MemberCtx } from '../../../platform/context.js';

type Db = Kysely<Database>;

const personColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.role',
  'users.is_approved',
  'users.can_create_groups',
  'users.pinned_conversations',
  'users.created_at',
] as const;

/** A person of the actor's company, approved or not; undefined for anyone else. */
export function findPerson(db: Db, ctx: MemberCtx, userId: string) {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(personColumns)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** These people of the actor's company (the ids of another company or of nobody are left out). */
export function findPeople(db: Db, ctx: MemberCtx, userIds: readonly string[]): Promise<PersonRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return companyScope(db, ctx).selectFrom('users').select(personColumns).where('users.id', 'in', userIds).execute();
}

/** Every approved member of the actor's company, by name. */
export function approvedPeople(db: Db, ctx: MemberCtx): Promise<PersonRow[]> {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(personColumns)
    .where('users.is_approved', '=', true)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** Who assigned `userId` a task (any task, any status): a worker may always write back to them. */
export async function taskAssignersOf(db: Db, ctx: MemberCtx, userId: string, among?: string): Promise<string[]> {
  const rows = await companyScope(db, ctx)
    .selectFrom('tasks')
    .select('tasks.assigned_by')
    .distinct()
    .where('tasks.assigned_to', '=', userId)
    .$if(among !== undefined, (q) => q.where('tasks.assigned_by', '=', among!))
    .execute();
  return rows.map((row) => row.assigned_by);
}

/** The people who wrote to `userId` in a direct conversation: `userId` may answer them. */
export async function peersWhoWrote(db: Db, ctx: MemberCtx, userId: string, among?: string): Promise<string[]> {
  const rows = await companyScope(db, ctx)
    .selectFrom('message_threads')
    .select('message_threads.peer_id')
    .where('message_threads.user_id', '=', userId)
    .where('message_threads.peer_wrote', '=', true)
    .where('message_threads.peer_id', 'is not', null)
    .$if(among !== undefined, (q) => q.where('message_threads.peer_id', '=', among!))
    .execute();
  return rows.map((row) => row.peer_id!);
}

/**
 * Everything a direct message's rule needs, in one SELECT: the receiver (undefined when they are
 * not of the actor's company), the company's messaging mode, the pair's two ties (the receiver
 * wrote to the actor; the receiver assigned the actor a task) and the actor's own name, which the
 * sent message carries.
 */
export function directSendCheck(db: Db, ctx: MemberCtx, receiverId: string) {
  const scope = companyScope(db, ctx);
  const me = ctx.actor.userId;
  return scope
    .selectFrom('users')
    .select(personColumns)
    .select((eb) => [
      scope.selectCompany().select('companies.messaging_mode').as('messaging_mode'),
      eb
        .exists(
          scope
            .selectFrom('message_threads')
            .select('message_threads.user_id')
            .where('message_threads.user_id', '=', me)
            .where('message_threads.peer_id', '=', receiverId)
            .where('message_threads.peer_wrote', '=', true),
        )
        .as('wrote_to_actor'),
      eb
        .exists(
          scope
            .selectFrom('tasks')
            .select('tasks.id')
            .where('tasks.assigned_to', '=', me)
            .where('tasks.assigned_by', '=', receiverId),
        )
        .as('assigned_actor'),
      scope.selectFrom('users').select('users.name').where('users.id', '=', me).as('actor_name'),
    ])
    .where('users.id', '=', receiverId)
    .executeTakeFirst();
}

export async function messagingMode(db: Db, ctx: MemberCtx) {
  const row = await companyScope(db, ctx).selectCompany().select('companies.messaging_mode').executeTakeFirstOrThrow();
  return row.messaging_mode;
}

/** The actor's pins as stored, their row held (PostgreSQL) until they are written back. */
export async function heldPins(db: Db, ctx: MemberCtx): Promise<string | undefined> {
  const row = await companyScope(db, ctx)
    .selectFrom('users')
    .select('users.pinned_conversations')
    .where('users.id', '=', ctx.actor.userId)
    .$if(needsRowLocks(db), (q) => q.forUpdate())
    .executeTakeFirst();
  return row?.pinned_conversations;
}

export async function setPinned(db: Db, ctx: MemberCtx, pinned: string[]): Promise<void> {
  await companyScope(db, ctx)
    .updateTable('users')
    .set({ pinned_conversations: JSON.stringify(pinned) })
    .where('users.id', '=', ctx.actor.userId)
    .execute();
}

/** The people who pinned a conversation, with their pins, by id (the order a write locks them in). */
export function pinnersOf(db: Db, ctx: MemberCtx, conversationId: string) {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(['users.id', 'users.pinned_conversations'])
    .where('users.pinned_conversations', 'like', `%"${conversationId}"%`)
    .orderBy('users.id')
    .execute();
}

/** Someone's pins, written back after a conversation of theirs is gone. */
export async function setPinnedOf(db: Db, ctx: MemberCtx, userId: string, pinned: string[]): Promise<void> {
  await companyScope(db, ctx)
    .updateTable('users')
    .set({ pinned_conversations: JSON.stringify(pinned) })
    .where('users.id', '=', userId)
    .execute();
}
