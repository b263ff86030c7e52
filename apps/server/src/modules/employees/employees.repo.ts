import type { Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database, UserRow, UserUpdate } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** What an employee card shows: lists never read password hashes or tokens' versions. */
export const employeeColumns = [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'is_approved',
  'can_create_groups',
  'created_at',
] as const;
export type EmployeeRow = Pick<UserRow, (typeof employeeColumns)[number]>;

/** Approved staff of the actor's company; the employer is not an employee. */
export function listApprovedStaff(db: Db, ctx: MemberCtx): Promise<EmployeeRow[]> {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(employeeColumns)
    .where('is_approved', '=', true)
    .where('role', '!=', 'isveren')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function listPending(db: Db, ctx: MemberCtx): Promise<EmployeeRow[]> {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(employeeColumns)
    .where('is_approved', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findMember(db: Db, ctx: MemberCtx, userId: string): Promise<UserRow | undefined> {
  return companyScope(db, ctx).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * Changes a person of the company; undefined when they are no longer in it (rejected meanwhile),
 * or, with `pendingOnly` (a decision on them), no longer waiting (another decision came first).
 */
export function updateMember(
  db: Db,
  ctx: MemberCtx,
  userId: string,
  changes: UserUpdate,
  { pendingOnly = false } = {},
): Promise<UserRow | undefined> {
  // Triggers move the task list counter of the person's company (migration 0003) and the messaging
  // list counters of everyone who talks with them (migration 0010) when their name, role or company
  // changes: the answers those modules keep are rebuilt, on every server instance.
  return companyScope(db, ctx)
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .$if(pendingOnly, (query) => query.where('is_approved', '=', false))
    .returningAll()
    .executeTakeFirst();
}
