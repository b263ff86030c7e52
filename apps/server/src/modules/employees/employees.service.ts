import { canChangeRoleTo, canListEmployees, canManageStaff, errors, type StaffRole } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { nowIso, toBool } from '../../db/dialect.js';
import type { Database, UserRow, UserUpdate } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { LiveBus } from '../../platform/live-bus.js';
import { lockSeats, recordRejection, seatLimit } from '../companies/index.js';
import { publishResolved, resolveNotifications } from '../notifications/index.js';
import * as repo from './employees.repo.js';

type Db = Kysely<Database>;

/** What the employees services work with (built in index.ts). */
export interface EmployeesDeps {
  db: Db;
  /** Says a decision on a join request, and ends the streams of a person whose standing changed. */
  bus: LiveBus;
}

/** The list only reads: the benchmarks call it with a database alone. */
export function listEmployees(deps: Pick<EmployeesDeps, 'db'>, ctx: MemberCtx): Promise<repo.EmployeeRow[]> {
  if (!canListEmployees(ctx.actor)) throw forbidden();
  return repo.listApprovedStaff(deps.db, ctx);
}

export function listPendingEmployees(deps: EmployeesDeps, ctx: MemberCtx): Promise<repo.EmployeeRow[]> {
  if (!canManageStaff(ctx.actor)) throw forbidden();
  return repo.listPending(deps.db, ctx);
}

/** Another company's person is a 404 for everyone; a refused role is a 403 only within the company. */
async function loadStaffMember(db: Db, ctx: MemberCtx, userId: string): Promise<UserRow> {
  const member = await repo.findMember(db, ctx, userId);
  if (!member) throw notFound();
  if (!canManageStaff(ctx.actor)) throw forbidden();
  return member;
}

/**
 * Whoever decided on a join request, every employer's "awaiting approval" of this person is
 * settled; call it in the decision's transaction. Returns whose bells changed.
 */
function settleRequest(trx: Db, ctx: MemberCtx, userId: string): Promise<string[]> {
  return resolveNotifications(trx, ctx.actor.companyId, 'employee_pending', userId);
}

/**
 * After a decision on a join request has committed: the settled bells refetch, the person's
 * waiting screen moves on at once (their stream of `GET /api/auth/approval-events`, which then
 * ends), and the employer's other screens refetch the pending list.
 */
function announceDecision(bus: LiveBus, ctx: MemberCtx, userId: string, approved: boolean, settled: string[]): void {
  const { companyId } = ctx.actor;
  publishResolved(bus, companyId, settled);
  const event = { type: 'employee.decided' as const, user_id: userId, approved };
  bus.publish({ kind: 'users', companyId, userIds: [userId] }, event);
  bus.publish({ kind: 'roles', companyId, roles: ['isveren'] }, event);
  bus.endSessions(userId);
}

/** A decision on a person is written only while they still wait (another may have come first). */
const pending = { pendingOnly: true };

export async function approveEmployee(deps: EmployeesDeps, ctx: MemberCtx, userId: string): Promise<UserRow> {
  const { approved, settled } = await deps.db.transaction().execute(async (trx) => {
    const member = await loadStaffMember(trx, ctx, userId);
    if (toBool(member.is_approved)) throw conflict(errors.alreadyApproved);
    await lockSeats(trx, ctx);
    const seats = await seatLimit(trx, ctx);
    if (seats.max !== null && seats.used >= seats.max) throw new AppError(403, errors.seatLimit(seats.max));
    const row = await repo.updateMember(trx, ctx, userId, { is_approved: true, approved_at: nowIso() }, pending);
    if (!row) return decidedMeanwhile(trx, ctx, userId, errors.alreadyApproved);
    return { approved: row, settled: await settleRequest(trx, ctx, userId) };
  });
  announceDecision(deps.bus, ctx, userId, true, settled);
  return approved;
}

/**
 * A rejected person leaves the company and may join another with its code at once; asking this
 * company again waits a day, so that a refusal is not answered by the same request a second later.
 */
export async function rejectEmployee(deps: EmployeesDeps, ctx: MemberCtx, userId: string): Promise<UserRow> {
  const { rejected, settled } = await deps.db.transaction().execute(async (trx) => {
    const member = await loadStaffMember(trx, ctx, userId);
    if (toBool(member.is_approved)) throw conflict(errors.notPending);
    // The company first, as approval takes it: the rejection record's key on the company would
    // otherwise wait for an approval's lock while holding the person's row (a deadlock on PostgreSQL).
    await lockSeats(trx, ctx);
    const row = await repo.updateMember(trx, ctx, userId, { company_id: null, is_approved: false }, pending);
    if (!row) return decidedMeanwhile(trx, ctx, userId, errors.notPending);
    await recordRejection(trx, ctx, userId);
    return { rejected: row, settled: await settleRequest(trx, ctx, userId) };
  });
  announceDecision(deps.bus, ctx, userId, false, settled);
  return rejected;
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

/** A live stream keeps the role it opened with: after the change it ends, and reopens with the new one. */
export async function changeRole(
  deps: EmployeesDeps,
  ctx: MemberCtx,
  userId: string,
  role: StaffRole,
): Promise<UserRow> {
  const member = await loadStaffMember(deps.db, ctx, userId);
  if (member.role === 'isveren') throw forbidden(errors.cannotChangeEmployer);
  if (member.role === role) throw conflict(errors.sameRole);
  if (!canChangeRoleTo(ctx.actor, member, role)) throw forbidden();
  const changed = await updateOrGone(deps.db, ctx, userId, { role });
  deps.bus.endSessions(changed.id);
  return changed;
}

export async function toggleGroupPermission(deps: EmployeesDeps, ctx: MemberCtx, userId: string): Promise<UserRow> {
  const member = await loadStaffMember(deps.db, ctx, userId);
  if (member.role === 'isveren') throw forbidden(errors.cannotChangeEmployer);
  return updateOrGone(deps.db, ctx, userId, { can_create_groups: !toBool(member.can_create_groups) });
}
