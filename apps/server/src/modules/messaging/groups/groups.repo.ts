import type { Kysely } from 'kysely';
import { needsRowLocks } from '../../../db/dialect.js';
import { companyScope, type CompanyInsert } from '../../../db/scope.js';
import type { Database } from '../../../db/types.js';
import type { MemberCtx } from '../../../platform/context.js';

type Db = Kysely<Database>;

function withCreator(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('message_groups')
    .innerJoin('users as creator', (j) =>
      j
        .onRef('creator.company_id', '=', 'message_groups.company_id')
        .onRef('creator.id', '=', 'message_groups.created_by'),
    )
    .selectAll('message_groups')
    .select('creator.name as creator_name');
}

/** A group of the actor's company, with its creator's name. */
export function findGroup(db: Db, ctx: MemberCtx, groupId: string) {
  return withCreator(db, ctx).where('message_groups.id', '=', groupId).executeTakeFirst();
}

export type GroupRecord = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

export function findGroups(db: Db, ctx: MemberCtx, groupIds: readonly string[]): Promise<GroupRecord[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return withCreator(db, ctx).where('message_groups.id', 'in', groupIds).execute();
}

/** Every group of the company (the employer sees them all). */
export async function allGroupIds(db: Db, ctx: MemberCtx): Promise<string[]> {
  const rows = await companyScope(db, ctx).selectFrom('message_groups').select('message_groups.id').execute();
  return rows.map((row) => row.id);
}

/** The members of these groups with their names and roles, by name. */
export function membersOf(db: Db, ctx: MemberCtx, groupIds: readonly string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return companyScope(db, ctx)
    .selectFrom('message_group_members')
    .innerJoin('users', (j) =>
      j
        .onRef('users.company_id', '=', 'message_group_members.company_id')
        .onRef('users.id', '=', 'message_group_members.user_id'),
    )
    .select(['message_group_members.group_id', 'users.id', 'users.name', 'users.role'])
    .where('message_group_members.group_id', 'in', groupIds)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** How many members each of these groups has. */
export async function memberCounts(db: Db, ctx: MemberCtx, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await companyScope(db, ctx)
    .selectFrom('message_group_members')
    .select(['message_group_members.group_id', (eb) => eb.fn.countAll<number | string>().as('members')])
    .where('message_group_members.group_id', 'in', groupIds)
    .groupBy('message_group_members.group_id')
    .execute();
  return new Map(rows.map((row) => [row.group_id, Number(row.members)]));
}

/**
 * What a group message's rule needs, in one SELECT: the group (undefined when it is not of the
 * actor's company), whether the actor is a member, and the actor's name, which the message carries.
 */
export function groupSendCheck(db: Db, ctx: MemberCtx, groupId: string) {
  const scope = companyScope(db, ctx);
  const me = ctx.actor.userId;
  return scope
    .selectFrom('message_groups')
    .select((eb) => [
      'message_groups.id',
      eb
        .exists(
          scope
            .selectFrom('message_group_members')
            .select('message_group_members.user_id')
            .where('message_group_members.group_id', '=', groupId)
            .where('message_group_members.user_id', '=', me),
        )
        .as('is_member'),
      scope.selectFrom('users').select('users.name').where('users.id', '=', me).as('actor_name'),
    ])
    .where('message_groups.id', '=', groupId)
    .executeTakeFirst();
}

export async function isMember(db: Db, ctx: MemberCtx, groupId: string, userId: string): Promise<boolean> {
  const row = await companyScope(db, ctx)
    .selectFrom('message_group_members')
    .select('message_group_members.user_id')
    .where('message_group_members.group_id', '=', groupId)
    .where('message_group_members.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroup(db: Db, ctx: MemberCtx, group: CompanyInsert<'message_groups'>): Promise<void> {
  await companyScope(db, ctx).insertInto('message_groups', group).execute();
}

export async function addMembers(
  db: Db,
  ctx: MemberCtx,
  groupId: string,
  userIds: readonly string[],
  now: string,
): Promise<void> {
  const rows = userIds.map((userId) => ({ group_id: groupId, user_id: userId, added_at: now }));
  for (let i = 0; i < rows.length; i += 500)
    await companyScope(db, ctx)
      .insertInto('message_group_members', rows.slice(i, i + 500))
      .execute();
}

/** Removes a member; false when they were not one. */
export async function removeMember(db: Db, ctx: MemberCtx, groupId: string, userId: string): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .deleteFrom('message_group_members')
    .where('message_group_members.group_id', '=', groupId)
    .where('message_group_members.user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Locks the group's row while its members change (PostgreSQL; SQLite writes one at a time). */
export async function lockGroup(db: Db, ctx: MemberCtx, groupId: string): Promise<void> {
  if (!needsRowLocks(db)) return;
  await companyScope(db, ctx)
    .selectFrom('message_groups')
    .select('message_groups.id')
    .where('message_groups.id', '=', groupId)
    .forUpdate()
    .execute();
}

/** A group's new name and description. */
export async function updateGroup(
  db: Db,
  ctx: MemberCtx,
  groupId: string,
  fields: { name: string; description: string | null },
): Promise<void> {
  await companyScope(db, ctx)
    .updateTable('message_groups')
    .set(fields)
    .where('message_groups.id', '=', groupId)
    .execute();
}

/** Deletes a group; its members, threads and messages go with it (the tables' cascades). */
export async function deleteGroup(db: Db, ctx: MemberCtx, groupId: string): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .deleteFrom('message_groups')
    .where('message_groups.id', '=', groupId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
