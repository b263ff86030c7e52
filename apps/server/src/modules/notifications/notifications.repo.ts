import type { NotificationType, Role } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/dialect.js';
import { companyScope, type CompanyInsert, type ScopeCtx } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

export interface Cursor {
  createdAt: string;
  id: string;
}

/** A page of the actor's own notifications, newest first by (created_at, id). */
export function listOwn(db: Db, ctx: MemberCtx, opts: { cursor?: Cursor; limit: number }) {
  const { cursor } = opts;
  return companyScope(db, ctx)
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'body', 'link', 'params_json', 'created_at', 'is_read'])
    .where('user_id', '=', ctx.actor.userId)
    .$if(cursor !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('created_at', '<', cursor!.createdAt),
          eb.and([eb('created_at', '=', cursor!.createdAt), eb('id', '<', cursor!.id)]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .execute();
}

export async function countUnread(db: Db, ctx: MemberCtx): Promise<number> {
  const row = await companyScope(db, ctx)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', ctx.actor.userId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many of `ids` are the actor's own notifications, read or not. */
export async function countOwn(db: Db, ctx: MemberCtx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await companyScope(db, ctx)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', ctx.actor.userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the actor's own unread notifications read: all of them, or those of `ids` that are theirs. */
export async function markRead(db: Db, ctx: MemberCtx, ids: readonly string[] | 'all'): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  const result = await companyScope(db, ctx)
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', ctx.actor.userId)
    .where('is_read', '=', false)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids as readonly string[]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The members of the company among `userIds`, and its approved members with one of `roles` (the
 * employer, the managers), in one query: a person who left the company in the meantime drops out
 * instead of breaking the insert's foreign key.
 */
export async function resolveRecipients(
  db: Db,
  scope: ScopeCtx,
  who: { userIds: readonly string[]; roles: readonly Role[] },
): Promise<string[]> {
  if (who.userIds.length === 0 && who.roles.length === 0) return [];
  const rows = await companyScope(db, scope)
    .selectFrom('users')
    .select('id')
    .where((eb) => {
      const branches = [];
      if (who.userIds.length > 0) branches.push(eb('id', 'in', who.userIds));
      if (who.roles.length > 0) branches.push(eb.and([eb('role', 'in', who.roles), eb('is_approved', '=', true)]));
      return eb.or(branches);
    })
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Rows per INSERT: a company-wide notification of a thousand people is one statement, and a
 * larger company's stays under SQLite's and PostgreSQL's limits on bound values (eleven a row).
 */
export const notificationsPerInsert = 2_000;

export async function insertNotifications(db: Db, scope: ScopeCtx, rows: CompanyInsert<'notifications'>[]) {
  for (let start = 0; start < rows.length; start += notificationsPerInsert)
    await companyScope(db, scope)
      .insertInto('notifications', rows.slice(start, start + notificationsPerInsert))
      .execute();
}

/** Marks read every recipient's unread notification of this type waiting on this subject. */
export async function markSubjectRead(
  db: Db,
  scope: ScopeCtx,
  type: NotificationType,
  subjectId: string,
  userId?: string,
): Promise<string[]> {
  const rows = await companyScope(db, scope)
    .updateTable('notifications')
    .set({ is_read: true })
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .where('is_read', '=', false)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId!))
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Deletes every recipient's notification of this type about this subject (an announcement that
 * was deleted); returns how many of them were unread.
 */
export async function deleteSubject(
  db: Db,
  scope: ScopeCtx,
  type: NotificationType,
  subjectId: string,
): Promise<number> {
  const rows = await companyScope(db, scope)
    .deleteFrom('notifications')
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .returning('is_read')
    .execute();
  return rows.filter((row) => !toBool(row.is_read)).length;
}
