import type { Role } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/dialect.js';
import { actorName, companyScope, type CompanyInsert } from '../../db/scope.js';
import type { AnnouncementsTable, Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { KeysetCursor } from '../../platform/keyset-cursor.js';

type Db = Kysely<Database>;

/** An announcement with its creator and the reader's own first opening, as every read answers it. */
export interface AnnouncementRecord extends AnnouncementsTable {
  creator_name: string;
  creator_role: Role;
  creator_approved: boolean;
  /** When the reader first opened it; null when not yet. */
  my_read_at: string | null;
}

/** Announcements of the actor's company with their creator and the actor's read; every read starts here. */
function companyAnnouncements(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('announcements')
    .innerJoin('users as creator', (j) =>
      j
        .onRef('creator.company_id', '=', 'announcements.company_id')
        .onRef('creator.id', '=', 'announcements.created_by'),
    )
    .leftJoin('announcement_reads as mine', (j) =>
      j
        .onRef('mine.company_id', '=', 'announcements.company_id')
        .onRef('mine.announcement_id', '=', 'announcements.id')
        .on('mine.user_id', '=', ctx.actor.userId),
    )
    .selectAll('announcements')
    .select([
      'creator.name as creator_name',
      'creator.role as creator_role',
      'creator.is_approved as creator_approved',
      'mine.read_at as my_read_at',
    ]);
}

type Row = Omit<AnnouncementRecord, 'creator_approved'> & { creator_approved: boolean | number };
const toRecord = (row: Row): AnnouncementRecord => ({ ...row, creator_approved: toBool(row.creator_approved) });

export interface AnnouncementFilters {
  /** Created at or after this instant (ISO). */
  since?: string;
  /** Created before this instant (ISO). */
  before?: string;
}

/** A page of the company's announcements, newest first, keyset-paged by (created_at, id). */
export async function listAnnouncements(
  db: Db,
  ctx: MemberCtx,
  filters: AnnouncementFilters,
  page: { cursor?: KeysetCursor; limit: number },
): Promise<AnnouncementRecord[]> {
  const { since, before } = filters;
  const { cursor } = page;
  const rows = await companyAnnouncements(db, ctx)
    .$if(since !== undefined, (qb) => qb.where('announcements.created_at', '>=', since!))
    .$if(before !== undefined, (qb) => qb.where('announcements.created_at', '<', before!))
    .$if(cursor !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('announcements.created_at', '<', cursor!.createdAt),
          eb.and([eb('announcements.created_at', '=', cursor!.createdAt), eb('announcements.id', '<', cursor!.id)]),
        ]),
      ),
    )
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map(toRecord);
}

export async function findAnnouncement(db: Db, ctx: MemberCtx, id: string): Promise<AnnouncementRecord | undefined> {
  const row = await companyAnnouncements(db, ctx).where('announcements.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The announcement whose attachment is stored under `key`. */
export function findByFileKey(db: Db, ctx: MemberCtx, key: string) {
  return companyScope(db, ctx)
    .selectFrom('announcements')
    .select(['id', 'file_name', 'mime_type'])
    .where('storage_key', '=', key)
    .executeTakeFirst();
}

/**
 * Writes the actor's new announcement and answers it as every read does, from the one statement:
 * the row as written, with its creator's name read by the INSERT's own RETURNING. The creator is
 * the actor, an approved member with the actor's role, and reads their own from the start.
 */
export async function insertAnnouncement(
  db: Db,
  ctx: MemberCtx,
  row: Omit<CompanyInsert<'announcements'>, 'created_by'>,
): Promise<AnnouncementRecord> {
  const written = await companyScope(db, ctx)
    .insertInto('announcements', { ...row, created_by: ctx.actor.userId })
    .returningAll()
    .returning(actorName(db, ctx).as('creator_name'))
    .$narrowType<{ creator_name: string }>()
    .executeTakeFirstOrThrow();
  return { ...written, creator_role: ctx.actor.role, creator_approved: true, my_read_at: null };
}

/** Deletes it (its reads go with it: foreign key); false when it was already gone. */
export async function deleteAnnouncement(db: Db, ctx: MemberCtx, id: string): Promise<boolean> {
  const result = await companyScope(db, ctx).deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Records the actor's first opening; a second call changes nothing. Returns the time written,
 * or undefined when one was there already.
 */
export async function insertRead(
  db: Db,
  ctx: MemberCtx,
  announcementId: string,
  readAt: string,
): Promise<string | undefined> {
  const row = await companyScope(db, ctx)
    .insertInto('announcement_reads', { announcement_id: announcementId, user_id: ctx.actor.userId, read_at: readAt })
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .returning('read_at')
    .executeTakeFirst();
  return row?.read_at;
}

/** The company's approved members (its employer included). */
export async function countApprovedMembers(db: Db, ctx: MemberCtx): Promise<number> {
  const row = await companyScope(db, ctx)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_approved', '=', true)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * How many approved members opened each of these announcements, by id. The creator never has a
 * read of their own (announcements.service.ts, `markRead`), so none is counted.
 */
export async function countReads(db: Db, ctx: MemberCtx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await companyScope(db, ctx)
    .selectFrom('announcement_reads')
    .innerJoin('users as reader', (j) =>
      j
        .onRef('reader.company_id', '=', 'announcement_reads.company_id')
        .onRef('reader.id', '=', 'announcement_reads.user_id'),
    )
    .select(['announcement_reads.announcement_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('announcement_reads.announcement_id', 'in', ids)
    .where('reader.is_approved', '=', true)
    .groupBy('announcement_reads.announcement_id')
    .execute();
  return new Map(rows.map((row) => [row.announcement_id, Number(row.n)]));
}

export interface MemberRead {
  user_id: string;
  name: string;
  role: Role;
  read_at: string | null;
}

/** Every approved member of the company but `except` (the creator), with their first opening of the announcement. */
export function memberReads(db: Db, ctx: MemberCtx, announcementId: string, except: string): Promise<MemberRead[]> {
  return companyScope(db, ctx)
    .selectFrom('users')
    .leftJoin('announcement_reads as r', (j) =>
      j
        .onRef('r.company_id', '=', 'users.company_id')
        .onRef('r.user_id', '=', 'users.id')
        .on('r.announcement_id', '=', announcementId),
    )
    .select(['users.id as user_id', 'users.name', 'users.role', 'r.read_at'])
    .where('users.is_approved', '=', true)
    .where('users.id', '!=', except)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}
