import { extendedEndDate } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../platform/errors.js';
import type { CreatedNotification } from '../notifications/index.js';
import * as repo from './operator.repo.js';
import { approvedNotification, rejectedNotification } from './purchase-notifications.js';

type Db = Kysely<Database>;

/** What a settled purchase hands the decision: its company, plan and months. */
export interface SettledPurchase {
  company_id: string;
  plan_id: string | null;
  plan_name: string;
  duration_months: number;
}

/**
 * What an approval does once its purchase is settled (the operator's approval of a transfer, and
 * PayTR's signed notification of a card payment), inside the settling transaction: the company's
 * row is held, its end date moved `duration_months` on from the later of now and the current end,
 * its plan set and an ended subscription made active again; the employer's bell notification
 * commits with it. The caller announces the notifications after the commit.
 */
export async function applyApproval(trx: Db, purchase: SettledPurchase, now: Date): Promise<CreatedNotification[]> {
  const company = await repo.lockCompany(trx, purchase.company_id);
  if (!company) throw notFound();
  const endDate = extendedEndDate(company.subscription_end_date, purchase.duration_months, now);
  await repo.extendSubscription(trx, purchase.company_id, {
    subscription_plan_id: purchase.plan_id,
    subscription_end_date: endDate,
    // An ended subscription starts again; a suspension stays the operator's own decision.
    activate: company.subscription_status === 'expired' || company.subscription_status === 'cancelled',
  });
  return approvedNotification(trx, purchase.company_id, company.owner_id, purchase, endDate);
}

/** A refusal's notification to the employer, with its reason, inside the settling transaction. */
export async function applyRejection(
  trx: Db,
  purchase: SettledPurchase,
  reason: string,
): Promise<CreatedNotification[]> {
  const company = await repo.lockCompany(trx, purchase.company_id);
  if (!company) throw notFound();
  return rejectedNotification(trx, purchase.company_id, company.owner_id, purchase, reason);
}
