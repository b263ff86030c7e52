import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import * as companyRepo from './company-subscription.repo.js';
import * as operatorRepo from './operator.repo.js';
import * as repo from './subscriptions.repo.js';

type Db = Transaction<Database>;

/**
 * Writes plans, bank accounts and a company's purchases as if they had happened, backdated, in the
 * caller's transaction: the demo's (apps/server/src/cli/demo-subscriptions.ts). It writes the rows
 * the operator's and the employer's routes write, through the module's repositories; no rule is
 * checked and nothing is published or rung in the bell: the caller seeds a company it made itself.
 */
export function subscriptionsSeed(trx: Db) {
  return {
    /** The plans on sale now: the demo adds its own only where the operator has made none. */
    plans: () => operatorRepo.listPlans(trx),

    addPlan: (row: Insertable<Database['plans']>) => operatorRepo.insertPlan(trx, row),

    addBankAccount: (row: Insertable<Database['bank_accounts']>) => operatorRepo.insertBankAccount(trx, row),

    /** A purchase as the employer asked for it (`beklemede`), or as the operator decided it. */
    addPurchase: (employer: MemberCtx, row: Omit<Insertable<Database['purchases']>, 'company_id'>) =>
      repo.insertPurchase(trx, employer, row),

    /**
     * A company's subscription as time and the operator left it: created long ago, its trial ended
     * (then stored as expired, as the expiry job does), or suspended. The row the operator's
     * console (admin/companies) and the expiry job write, set outright: the company is the caller's.
     */
    async setCompanyState(
      companyId: string,
      state: Pick<Updateable<Database['companies']>, 'created_at' | 'subscription_end_date' | 'subscription_status'>,
    ) {
      await companyRepo.setCompanyState(trx, { companyId }, state);
      await repo.markEndedExpired(trx, new Date().toISOString());
    },

    /** The company on the plan until `endDate`, as an approval leaves it. */
    subscribe: (companyId: string, planId: string, endDate: string) =>
      companyRepo.extendSubscription(
        trx,
        { companyId },
        {
          subscription_plan_id: planId,
          subscription_end_date: endDate,
          activate: true,
        },
      ),
  };
}
