import { randomInt, randomUUID } from 'node:crypto';
import {
  canManageCompany,
  errors,
  limits,
  seatLimitOf,
  subscriptionStatusAt,
  type Company,
  type CompanySettingsInput,
  type CreateCompanyInput,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import { nowIso, toBool } from '../../db/dialect.js';
import type { Database, UserRow } from '../../db/types.js';
import type { Ctx, MemberCtx } from '../../platform/context.js';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { LiveBus } from '../../platform/live-bus.js';
import { publishMessagingChanged } from './company-events.js';
import * as repo from './companies.repo.js';
import { assertMayAskToJoin, recordRejection } from './join-rejections.service.js';
import { announceJoinRequest, recordJoinRequest } from './join-requests.service.js';

export { recordRejection };

type Db = Kysely<Database>;

/** What the companies services work with (built in index.ts). */
/** SRK + 8 random digits: not sequential, so a code says nothing about other companies. */
function newCompanyCode(): string {
  return `SRK${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

export interface CompaniesDeps {
  db: Db;
  bus: LiveBus;
}

/** A free code; the unique index stays the last word should two creations race. */
async function freeCompanyCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newCompanyCode();
    if (!(await repo.isCodeTaken(db, code))) return code;
  }
  throw new Error('no free company code after 10 attempts');
}

/** Creates the employer's company on a trial; call inside the caller's transaction. */
export async function createCompanyForOwner(
  db: Db,
  owner: UserRow,
  input: { name: string; description?: string | undefined },
) {
  if (owner.role !== 'isveren') throw forbidden(errors.onlyEmployerCreatesCompany);
  if (owner.company_id) throw conflict(errors.alreadyHasCompany);
  const [plan, days, code] = await Promise.all([repo.findTrialPlan(db), repo.trialDays(db), freeCompanyCode(db)]);
  const now = new Date();
  const id = randomUUID();
  await repo.insertCompany(db, {
    id,
    name: input.name,
    description: input.description ?? null,
    code,
    owner_id: owner.id,
    subscription_status: 'active',
    subscription_plan_id: plan?.id ?? null,
    is_trial: true,
    subscription_end_date: new Date(now.getTime() + days * 86_400_000).toISOString(),
    messaging_mode: 'acik',
    created_at: now.toISOString(),
  });
  // Only while the employer has no company: a second create sent at the same moment waits for the
  // first one's row lock, then finds the company set, and its transaction rolls back.
  const linked = await repo.joinWithoutCompany(db, owner.id, {
    company_id: id,
    is_approved: true,
    approved_at: nowIso(),
  });
  if (!linked) throw conflict(errors.alreadyHasCompany);
  return id;
}

export async function createCompany(
  deps: CompaniesDeps,
  ctx: Ctx,
  input: CreateCompanyInput & { name: string },
): Promise<Company> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const owner = await repo.findUser(trx, ctx.actor.userId);
    return createCompanyForOwner(trx, owner, input);
  });
  return getCompany(deps, { ...ctx, actor: { ...ctx.actor, companyId: id, approved: true } });
}

/** Past its end date an active subscription reads as expired, whether or not a job has marked it yet. */
export function effectiveStatus(
  company: Pick<repo.CompanyWithPlan, 'subscription_status' | 'subscription_end_date'>,
  now = new Date(),
) {
  return subscriptionStatusAt(company.subscription_status, company.subscription_end_date, now);
}

export async function getCompany(deps: CompaniesDeps, ctx: MemberCtx): Promise<Company> {
  const row = await repo.findCompanyWithPlan(deps.db, ctx);
  if (!row) throw notFound();
  const seats = await repo.countSeats(deps.db, ctx);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    code: canManageCompany(ctx.actor) ? row.code : null,
    owner_id: row.owner_id,
    subscription_status: effectiveStatus(row),
    subscription_plan_id: row.subscription_plan_id,
    plan_name: row.plan_name ?? null,
    is_trial: toBool(row.is_trial),
    subscription_end_date: row.subscription_end_date,
    max_users: seatLimitOf(row.max_users),
    user_count: seats,
    messaging_mode: row.messaging_mode,
    created_at: row.created_at,
  };
}

/** The employer's settings of their company: for now the messaging rule (docs/product-rules.md#messaging). */
export async function updateSettings(
  deps: CompaniesDeps,
  ctx: MemberCtx,
  input: CompanySettingsInput,
): Promise<Company> {
  if (!canManageCompany(ctx.actor)) throw forbidden();
  const changed = await repo.setMessagingMode(deps.db, ctx, input.messaging_mode);
  if (changed) publishMessagingChanged(deps.bus, ctx.actor.companyId, input.messaging_mode);
  return getCompany(deps, ctx);
}

export async function regenerateCode(deps: CompaniesDeps, ctx: MemberCtx): Promise<string> {
  if (!canManageCompany(ctx.actor)) throw forbidden();
  const code = await freeCompanyCode(deps.db);
  await repo.setCompanyCode(deps.db, ctx, code);
  return code;
}

/** The company's name, also for a member still waiting for approval (their waiting screen names it). */
export function companyName(db: Db, companyId: string): Promise<string | null> {
  return repo.findCompanyName(db, companyId);
}

/** The name of the company that last rejected this person's request to join, if any. */
export async function latestRejectionBy(db: Db, userId: string): Promise<string | null> {
  return (await repo.findLatestRejection(db, userId))?.name ?? null;
}

/** Resolves a company code for joining; a suspended company takes nobody in. */
export async function companyIdForCode(db: Db, code: string): Promise<string> {
  const normalized = code.trim().toUpperCase();
  if (!limits.companyCodePattern.test(normalized)) throw new AppError(400, errors.companyCodeInvalid);
  const company = await repo.findCompanyByCode(db, normalized);
  if (!company) throw new AppError(400, errors.companyCodeUnknown);
  if (company.subscription_status === 'suspended') throw new AppError(403, errors.companySuspended);
  return company.id;
}

/**
 * Staff who registered without a code join here, and then wait for approval; the employer hears of
 * the request (join-requests.service.ts).
 */
export async function joinCompany(deps: CompaniesDeps, ctx: Ctx, code: string): Promise<UserRow> {
  if (ctx.actor.role === 'isveren') throw forbidden(errors.employerCannotJoin);
  if (ctx.actor.companyId) throw conflict(errors.alreadyInCompany);
  const { joined, request } = await deps.db.transaction().execute(async (trx) => {
    const companyId = await companyIdForCode(trx, code);
    await assertMayAskToJoin(trx, companyId, ctx.actor.userId);
    const person = await repo.joinWithoutCompany(trx, ctx.actor.userId, { company_id: companyId, is_approved: false });
    // Another join (or a company) got there first, after this request's actor was loaded.
    if (!person) throw conflict(errors.alreadyInCompany);
    return { joined: person, request: await recordJoinRequest(trx, person) };
  });
  announceJoinRequest(deps.bus, request);
  return joined;
}

/**
 * Call inside the transaction that takes a seat, before seatLimit: two approvals at once then see
 * each other's seat instead of both fitting into the last one.
 */
export function lockSeats(db: Db, ctx: MemberCtx): Promise<void> {
  return repo.lockCompany(db, ctx);
}

/** What the seat limit allows: null is no limit. */
export async function seatLimit(db: Db, ctx: MemberCtx): Promise<{ max: number | null; used: number }> {
  const row = await repo.findCompanyWithPlan(db, ctx);
  return { max: seatLimitOf(row?.max_users), used: await repo.countSeats(db, ctx) };
}
