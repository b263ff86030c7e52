import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../platform/errors.js';
import type { CreatedNotification } from '../notifications/index.js';
import * as repo from './company-subscription.repo.js';
import { applyPlanChange, type ChangedPurchase } from './plan-change.service.js';
import { approvedNotification, rejectedNotification } from './purchase-notifications.js';

type Db = Kysely<Database>;

/** What a settled purchase hands the decision: itself, its company, plan, months and price. */
export interface SettledPurchase extends ChangedPurchase {
  plan_name: string;
}

/** An approval's notifications to announce, and the end date it moved (for the operator's audit). */
export interface Approval {
  notified: CreatedNotification[];
  previousEndDate: string | null;
  endDate: string;
}

/**
 * What an approval does once its purchase is settled (the operator's approval of a transfer, and
 * PayTR's signed notification of a card payment), inside the settling transaction, one rule for
 * both: the company's row is held, the purchase placed by the plan change (the same plan extends,
 * a higher one starts now with the current one's unused paid value credited, a lower one starts
 * when the subscription ends: plan-change.service.ts), the company's end date and, for a plan
 * that starts now, its plan set, and an ended subscription made active again; the employer's bell
 * notification commits with it. The caller announces the notifications after the commit.
 */
export async function applyApproval(trx: Db, purchase: SettledPurchase, now: Date): Promise<Approval> {
  const ctx = { companyId: purchase.company_id };
  const company = await repo.lockCompany(trx, ctx);
  if (!company) throw notFound();
  const change = await applyPlanChange(trx, purchase, now);
  await repo.extendSubscription(trx, ctx, {
    ...(change.switchesPlan ? { subscription_plan_id: purchase.plan_id } : {}),
    subscription_end_date: change.endDate,
    // An ended subscription starts again; a suspension stays the operator's own decision.
    activate: company.subscription_status === 'expired' || company.subscription_status === 'cancelled',
  });
  const notified = await approvedNotification(trx, purchase.company_id, company.owner_id, purchase, change.endDate);
  return { notified, previousEndDate: company.subscription_end_date, endDate: change.endDate };
}

/** A refusal's notification to the employer, with its reason, inside the settling transaction. */
export async function applyRejection(
  trx: Db,
  purchase: SettledPurchase,
  reason: string,
): Promise<CreatedNotification[]> {
  const company = await repo.lockCompany(trx, { companyId: purchase.company_id });
  if (!company) throw notFound();
  return rejectedNotification(trx, purchase.company_id, company.owner_id, purchase, reason);
}
