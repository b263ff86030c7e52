import {
  daysWindow,
  errors,
  foldTurkish,
  isIsoDateTime,
  operatorLimits,
  type AdminCompany,
  type AdminCompanyPage,
  type AdminCompanyQuery,
  type SubscriptionStatus,
  type UpdateAdminCompanyInput,
} from '@vazife/contract';
import { toBool, toCount } from '../../../db/dialect.js';
import type { AdminCtx } from '../../../platform/context.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';
import { recordAudit } from '../../audit/index.js';
import { queueAfterEdit } from '../../subscriptions/index.js';
import { endCompanySessions } from '../admin.service.js';
import type { ConsoleDeps } from '../console-deps.js';
import { toAdminCompany, type CompanyViewRow } from './company-admin.mapper.js';
import * as repo from './companies.repo.js';

const dayMs = 86_400_000;

/** The companies as the operator's list shows them: searched, filtered by status, a page at a time. */
export async function listCompanies(deps: ConsoleDeps, query: AdminCompanyQuery): Promise<AdminCompanyPage> {
  const filter: repo.CompanyFilter = { folded: query.q ? foldTurkish(query.q) : undefined, status: query.status };
  const offset = (query.page - 1) * query.page_size;
  const [rows, count] = await Promise.all([
    repo.listCompanies(deps.db, deps.dialect, filter, query.page_size, offset),
    repo.countCompanies(deps.db, deps.dialect, filter),
  ]);
  return {
    items: rows.map((row) => toAdminCompany(row as CompanyViewRow)),
    total: toCount(count.n),
    page: query.page,
    page_size: query.page_size,
  };
}

async function companyById(deps: ConsoleDeps, id: string): Promise<AdminCompany> {
  const row = await repo.findCompanyView(deps.db, id);
  if (!row) throw notFound();
  return toAdminCompany(row as CompanyViewRow);
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockCompany>>>;

/** The subscription's fields as the audit log keeps them. */
function subscriptionFields(row: Locked) {
  return {
    subscription_status: row.subscription_status,
    subscription_plan_id: row.subscription_plan_id,
    plan_name: row.plan_name,
    subscription_end_date: row.subscription_end_date ? new Date(row.subscription_end_date).toISOString() : null,
    is_trial: toBool(row.is_trial),
  };
}

/**
 * An end date as typed: an instant, or a day (the end of that day in Istanbul); blank: 30 days on.
 * A past one is taken: it is how the operator ends a subscription now (a chargeback, a company
 * that asked to stop); the console asks first.
 */
function endDateOf(value: string | undefined, now: Date): string {
  if (value === undefined) return new Date(now.getTime() + operatorLimits.defaultEditDays * dayMs).toISOString();
  const end = isIsoDateTime(value) ? new Date(value) : new Date(Date.parse(daysWindow(value).end) - 1);
  return end.toISOString();
}

/**
 * The status an edit leaves: a suspension stays until the operator activates the company; else an
 * end date that has passed ends the subscription at once (stored, as the expiry job would), and a
 * later one makes an ended or cancelled subscription active again.
 */
function statusAfterEdit(before: SubscriptionStatus, endDate: string, now: Date): SubscriptionStatus {
  if (before === 'suspended') return before;
  return Date.parse(endDate) <= now.getTime() ? 'expired' : 'active';
}

/**
 * The operator sets a company's plan and end date. It is then no longer on its trial; see
 * `statusAfterEdit` for its status.
 */
export async function updateCompany(
  deps: ConsoleDeps,
  ctx: AdminCtx,
  id: string,
  input: UpdateAdminCompanyInput,
  now = new Date(),
): Promise<AdminCompany> {
  const endDate = endDateOf(input.subscription_end_date, now);
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCompany(trx, id);
    if (!before) throw notFound();
    const plan = await repo.findPlan(trx, input.subscription_plan_id);
    if (!plan) throw badRequest(errors.planNotFound);
    // The date set ends the current plan; a lower plan bought to follow it still does, unless the
    // date is past: then the subscription ends now, queue and all (queueAfterEdit).
    const subscriptionEnd = await queueAfterEdit(trx, id, endDate, now);
    const status = statusAfterEdit(before.subscription_status, subscriptionEnd, now);
    await repo.updateCompany(trx, id, {
      subscription_plan_id: plan.id,
      subscription_end_date: subscriptionEnd,
      subscription_status: status,
      is_trial: false,
    });
    await recordAudit(trx, ctx, {
      kind: 'company',
      id,
      action: 'update',
      label: before.name,
      before: subscriptionFields(before),
      after: {
        subscription_status: status,
        subscription_plan_id: plan.id,
        plan_name: plan.name,
        subscription_end_date: subscriptionEnd,
        is_trial: false,
      },
    });
  });
  return companyById(deps, id);
}

/**
 * Suspends an active company: once committed, everyone of it is signed out on every instance and
 * the auth hook refuses them (docs/product-rules.md#subscriptions-and-suspension).
 */
export async function suspendCompany(deps: ConsoleDeps, ctx: AdminCtx, id: string): Promise<AdminCompany> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCompany(trx, id);
    if (!before) throw notFound();
    if (before.subscription_status !== 'active') throw conflict(errors.companyNotActive);
    await repo.updateCompany(trx, id, { subscription_status: 'suspended' });
    await recordAudit(trx, ctx, {
      kind: 'company',
      id,
      action: 'suspend',
      label: before.name,
      before: { subscription_status: before.subscription_status },
      after: { subscription_status: 'suspended' },
    });
  });
  await endCompanySessions(deps, id);
  return companyById(deps, id);
}

/**
 * Activates a company that is not active (suspended, expired or cancelled). One whose end date has
 * passed (or has none) gets 30 days from now, so that it is not expired again at once.
 */
export async function activateCompany(
  deps: ConsoleDeps,
  ctx: AdminCtx,
  id: string,
  now = new Date(),
): Promise<AdminCompany> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCompany(trx, id);
    if (!before) throw notFound();
    if (before.subscription_status === 'active') throw conflict(errors.companyAlreadyActive);
    const ended = before.subscription_end_date === null || Date.parse(before.subscription_end_date) <= now.getTime();
    const endDate = ended
      ? new Date(now.getTime() + operatorLimits.defaultEditDays * dayMs).toISOString()
      : new Date(before.subscription_end_date!).toISOString();
    await repo.updateCompany(trx, id, { subscription_status: 'active', subscription_end_date: endDate });
    await recordAudit(trx, ctx, {
      kind: 'company',
      id,
      action: 'activate',
      label: before.name,
      before: subscriptionFields(before),
      after: { ...subscriptionFields(before), subscription_status: 'active', subscription_end_date: endDate },
    });
  });
  return companyById(deps, id);
}

/**
 * Deletes a company and everything of it. The call takes no body, as the specification's; the
 * console asks the operator to type the company's name first. The rows go in one transaction (with
 * the audit entry); the stored files are removed after the commit, and the company's people's live
 * streams end.
 */
export async function deleteCompany(deps: ConsoleDeps, ctx: AdminCtx, id: string): Promise<void> {
  const { files, people } = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCompany(trx, id);
    if (!before) throw notFound();
    const found = await repo.companyFiles(trx, id);
    const userIds = await repo.companyUserIds(trx, id);
    await recordAudit(trx, ctx, {
      kind: 'company',
      id,
      action: 'delete',
      label: before.name,
      before: {
        name: before.name,
        ...subscriptionFields(before),
        user_count: userIds.length,
        file_count: found.length,
      },
    });
    if (!(await repo.deleteCompany(trx, id))) throw notFound();
    return { files: found, people: userIds };
  });
  for (const userId of people) deps.bus.endSessions(userId);
  await Promise.all(
    files.map(({ area, key }) =>
      deps.files.storage
        .remove(area, key)
        .catch((err: unknown) => deps.log.warn({ err }, `deleted company's file ${area}/${key} not removed`)),
    ),
  );
}
