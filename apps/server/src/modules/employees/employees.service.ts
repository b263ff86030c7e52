import { canChangeRoleTo, canListEmployees, canManageStaff, errors, type StaffRole } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { nowIso, toBool } from '../../db/dialect.js';
import type { Database, UserRow, UserUpdate } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.js';
import { lockSeats, recordRejection, seatLimit } from '../companies/index.js';
import * as repo from './employees.repo.js';

type Db = Kysely<Database>;

export function listEmployees(db: Db, ctx: MemberCtx): Promise<repo.EmployeeRow[]> {
  if (!canListEmployees(ctx.actor)) throw forbidden();
  return repo.listApprovedStaff(db, ctx);
}

export function listPendingEmployees(db: Db, ctx: MemberCtx): Promise<repo.EmployeeRow[]> {
  if (!canManageStaff(ctx.actor)) throw forbidden();
  return repo.listPending(db, ctx);
}

/** Another company's person is a 404 for everyone; a refused role is a 403 only within the company. */
async function loadStaffMember(db: Db, ctx: MemberCtx, userId: string): Promise<UserRow> {
  const member = await repo.findMember(db, ctx, userId);
  if (!member) throw notFound();
  if (!canManageStaff(ctx.actor)) throw forbidden();
  return member;
}

export async function approveEmployee(db: Db, ctx: MemberCtx, userId: string): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const member = await loadStaffMember(trx, ctx, userId);
    if (toBool(member.is_approved)) throw conflict(errors.alreadyApproved);
    await lockSeats(trx, ctx);
    const seats = await seatLimit(trx, ctx);
    if (seats.max !== null && seats.used >= seats.max) throw new AppError(403, errors.seatLimit(seats.max));
    const approved = await repo.updatePendingMember(trx, ctx, userId, { is_approved: true, approved_at: nowIso() });
    return approved ?? (await decidedMeanwhile(trx, ctx, userId, errors.alreadyApproved));
  });
}

/**
 * A rejected person leaves the company and may join another with its code at once; asking this
 * company again waits a day, so that a refusal is not answered by the same request a second later.
 */
export async function rejectEmployee(db: Db, ctx: MemberCtx, userId: string): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const member = await loadStaffMember(trx, ctx, userId);
    if (toBool(member.is_approved)) throw conflict(errors.notPending);
    // The company first, as approval takes it: the rejection record's key on the company would
    // otherwise wait for an approval's lock while holding the person's row (a deadlock on PostgreSQL).
    await lockSeats(trx, ctx);
    const rejected = await repo.updatePendingMember(trx, ctx, userId, { company_id: null, is_approved: false });
    if (!rejected) return decidedMeanwhile(trx, ctx, userId, errors.notPending);
    await recordRejection(trx, ctx, userId);
    return rejected;
  });
}

/**
 * Another request decided on this person between loading and writing (a double click, two
 * tabs): approved meanwhile is a conflict, rejected meanwhile is gone from the company.
 */
async function decidedMeanwhile(db: Db, ctx: MemberCtx, userId: string, detail: string): Promise<never> {
  throw (await repo.findMember(db, ctx, userId)) ? conflict(detail) : notFound();
}

async function updateOrGone(db: Db, ctx: MemberCtx, userId: string, changes: UserUpdate): Promise<UserRow> {
  const row = await repo.updateMember(db, ctx, userId, changes);
  if (!row) throw notFound();
  return row;
}

export async function changeRole(db: Db, ctx: MemberCtx, userId: string, role: StaffRole): Promise<UserRow> {
  const member = await loadStaffMember(db, ctx, userId);
  if (member.role === 'isveren') throw forbidden(errors.cannotChangeEmployer);
  if (member.role === role) throw conflict(errors.sameRole);
  if (!canChangeRoleTo(ctx.actor, member, role)) throw forbidden();
  return updateOrGone(db, ctx, userId, { role });
}

export async function toggleGroupPermission(db: Db, ctx: MemberCtx, userId: string): Promise<UserRow> {
  const member = await loadStaffMember(db, ctx, userId);
  if (member.role === 'isveren') throw forbidden(errors.cannotChangeEmployer);
  return updateOrGone(db, ctx, userId, { can_create_groups: !toBool(member.can_create_groups) });
}
