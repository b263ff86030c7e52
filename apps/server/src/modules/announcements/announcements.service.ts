import { randomUUID } from 'node:crypto';
import {
  announcementLimits,
  canCreateAnnouncement,
  daysWindow,
  errors,
  managesAnnouncement,
  type Announcement,
  type AnnouncementReads,
  type createAnnouncementInput,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { linkQueryOf, type DownloadGrants } from '../../platform/download-grants.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { keysetPage } from '../../platform/keyset-cursor.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { UploadedFile } from '../../platform/uploads.js';
import type { FilesService } from '../files/index.js';
import {
  publishAnnouncementCreated,
  publishAnnouncementDeleted,
  publishAnnouncementRead,
} from './announcement-events.js';
import { toAnnouncement, type ReadCounts } from './announcement.mapper.js';
import { announcementNotifications } from './announcement-notifications.js';
import * as repo from './announcements.repo.js';

/** What the announcements services work with (built in index.ts). */
export interface AnnouncementsDeps {
  db: Kysely<Database>;
  files: FilesService;
  grants: DownloadGrants;
  bus: LiveBus;
}

/**
 * Everyone the announcement is for: the company's approved members but its creator (who wrote
 * it and is never counted among its readers), out of the approved members counted once.
 */
const totalFor = (row: repo.AnnouncementRecord, approvedMembers: number) =>
  approvedMembers - (row.creator_approved ? 1 : 0);

/** The read counts of these announcements, by id. */
async function readCounts(
  db: Kysely<Database>,
  ctx: MemberCtx,
  managed: readonly repo.AnnouncementRecord[],
): Promise<Map<string, ReadCounts>> {
  if (managed.length === 0) return new Map();
  const [approved, reads] = await Promise.all([
    repo.countApprovedMembers(db, ctx),
    repo.countReads(
      db,
      ctx,
      managed.map((row) => row.id),
    ),
  ]);
  return new Map(
    managed.map((row) => [row.id, { read_count: reads.get(row.id) ?? 0, total_members: totalFor(row, approved) }]),
  );
}

/** The read counts of the rows the actor manages (their own, or all for the employer), by id. */
const countsFor = (db: Kysely<Database>, ctx: MemberCtx, rows: readonly repo.AnnouncementRecord[]) =>
  readCounts(
    db,
    ctx,
    rows.filter((row) => managesAnnouncement(ctx.actor, row)),
  );

/**
 * A new announcement by the employer or a manager, with its attachment when one is sent. The file
 * is checked from its bytes and stored before the transaction and removed again when the write
 * fails, so that a refused or failed call leaves neither a row nor a file. The bell's
 * notifications of the whole company commit with it; the streams hear of both after the commit,
 * in one event each. The answer and the event are built from the row the INSERT returned, with no
 * read-back.
 */
export async function createAnnouncement(
  deps: AnnouncementsDeps,
  ctx: MemberCtx,
  input: z.output<typeof createAnnouncementInput>,
  upload: UploadedFile | undefined,
): Promise<Announcement> {
  if (!canCreateAnnouncement(ctx.actor)) throw forbidden(errors.cannotCreateAnnouncement);
  const { record, notified } = await deps.files.withStored('announcements', upload ? [upload] : [], ([file]) =>
    deps.db.transaction().execute(async (trx) => {
      const record = await repo.insertAnnouncement(trx, ctx, {
        id: randomUUID(),
        title: input.title,
        description: input.description,
        storage_key: file?.key ?? null,
        file_name: file?.filename ?? null,
        mime_type: file?.mimeType ?? null,
        created_at: new Date().toISOString(),
      });
      return { record, notified: await announcementNotifications.written(trx, ctx, record) };
    }),
  );
  publishAnnouncementCreated(deps.bus, ctx, record);
  announcementNotifications.announce(deps.bus, ctx, record.id, notified);
  const counts = { read_count: 0, total_members: notified.length };
  return toAnnouncement(record, ctx.actor.userId, linkQueryOf(deps, ctx), counts);
}

export interface AnnouncementListInput {
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * A page of the company's announcements, newest first, each with the actor's read mark and, on
 * those the actor manages, its read counts. `from` and `to` are Istanbul days, both included
 * (contract calendar.ts).
 */
export async function listAnnouncements(
  deps: AnnouncementsDeps,
  ctx: MemberCtx,
  query: AnnouncementListInput,
): Promise<{ items: Announcement[]; nextCursor: string | undefined }> {
  const page = keysetPage(query, announcementLimits.pageSize);
  const filters = {
    ...(query.from ? { since: daysWindow(query.from).start } : {}),
    ...(query.to ? { before: daysWindow(query.to).end } : {}),
  };
  const { shown, nextCursor } = page.of(await repo.listAnnouncements(deps.db, ctx, filters, page.read));
  const counts = await countsFor(deps.db, ctx, shown);
  const linkQuery = linkQueryOf(deps, ctx);
  return {
    items: shown.map((row) => toAnnouncement(row, ctx.actor.userId, linkQuery, counts.get(row.id) ?? null)),
    nextCursor,
  };
}

/** One announcement as the actor's list shows it (what a live event's reader fetches); another company's is a 404. */
export async function getAnnouncement(deps: AnnouncementsDeps, ctx: MemberCtx, id: string): Promise<Announcement> {
  const row = await repo.findAnnouncement(deps.db, ctx, id);
  if (!row) throw notFound();
  const counts = await countsFor(deps.db, ctx, [row]);
  return toAnnouncement(row, ctx.actor.userId, linkQueryOf(deps, ctx), counts.get(row.id) ?? null);
}

/**
 * Deletes an announcement, by its creator or the employer; its reads and its bell notifications
 * go with it, and its attachment once the delete has committed, so that no file outlives its row.
 */
export async function deleteAnnouncement(deps: AnnouncementsDeps, ctx: MemberCtx, id: string): Promise<void> {
  const row = await repo.findAnnouncement(deps.db, ctx, id);
  if (!row) throw notFound();
  if (!managesAnnouncement(ctx.actor, row)) throw forbidden(errors.cannotDeleteAnnouncement);
  const unread = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteAnnouncement(trx, ctx, id))) throw notFound();
    return announcementNotifications.removed(trx, ctx, id);
  });
  if (row.storage_key) await deps.files.storage.remove('announcements', row.storage_key).catch(() => undefined);
  publishAnnouncementDeleted(deps.bus, ctx, id);
  announcementNotifications.announceRemoved(deps.bus, ctx, unread);
}

/**
 * Marks the announcement read by the actor, once: a second opening answers the first time and
 * changes nothing. A first opening moves the count its creator and the employer see, and they
 * hear of it. The creator's own is read from the start and records nothing.
 */
export async function markRead(deps: AnnouncementsDeps, ctx: MemberCtx, id: string): Promise<{ read_at: string }> {
  const row = await repo.findAnnouncement(deps.db, ctx, id);
  if (!row) throw notFound();
  if (row.created_by === ctx.actor.userId) return { read_at: row.created_at };
  if (row.my_read_at !== null) return { read_at: row.my_read_at };
  const { written, settled } = await deps.db.transaction().execute(async (trx) => {
    const at = await repo.insertRead(trx, ctx, id, new Date().toISOString());
    return {
      written: at,
      settled: at !== undefined && (await announcementNotifications.settledByReading(trx, ctx, id)),
    };
  });
  if (written === undefined) {
    // Opened on two devices at once: the other call wrote first.
    const again = await repo.findAnnouncement(deps.db, ctx, id);
    if (!again?.my_read_at) throw notFound();
    return { read_at: again.my_read_at };
  }
  const counts = (await readCounts(deps.db, ctx, [row])).get(id);
  if (counts) publishAnnouncementRead(deps.bus, ctx, row, counts);
  if (settled) announcementNotifications.announceSettled(deps.bus, ctx);
  return { read_at: written };
}

/** Who opened the announcement and when, and who has not: for its creator and the employer. */
export async function listReads(deps: AnnouncementsDeps, ctx: MemberCtx, id: string): Promise<AnnouncementReads> {
  const row = await repo.findAnnouncement(deps.db, ctx, id);
  if (!row) throw notFound();
  if (!managesAnnouncement(ctx.actor, row)) throw forbidden(errors.cannotSeeAnnouncementReads);
  const members = await repo.memberReads(deps.db, ctx, id, row.created_by);
  const read = members
    .filter((m): m is repo.MemberRead & { read_at: string } => m.read_at !== null)
    .sort((a, b) => a.read_at.localeCompare(b.read_at) || a.user_id.localeCompare(b.user_id));
  const unread = members.filter((m) => m.read_at === null).map(({ user_id, name, role }) => ({ user_id, name, role }));
  return { read_count: read.length, total_members: members.length, read, unread };
}
