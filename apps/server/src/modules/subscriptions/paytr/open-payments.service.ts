import { errors, waitInWords } from '@vazife/contract';
import type { MemberCtx } from '../../../platform/context.js';
import { tooManyRequests } from '../../../platform/errors.js';
import type { PaytrDeps } from './paytr-deps.js';
import { paytrTimeoutMinutes } from './paytr.service.js';
import * as repo from './open-payments.repo.js';

const pageOpenMs = paytrTimeoutMinutes * 60_000;

/**
 * A company starts no new card payment while `deps.openPaymentsCap` of its card payments wait on
 * a payment page PayTR still holds open: 429, saying when the first of them closes, and PayTR is
 * not called. Checked before the purchase (`purchaseWithPaytr`) for the employer, who alone buys;
 * two calls at the same moment may both pass, which the company's `card-payments` budget bounds.
 */
export async function checkOpenPayments(deps: PaytrDeps, ctx: MemberCtx, now = new Date()): Promise<void> {
  if (ctx.actor.role !== 'isveren') return;
  const open = await repo.openCardPayments(deps.db, ctx, new Date(now.getTime() - pageOpenMs).toISOString());
  const count = Number(open.count);
  if (count < deps.openPaymentsCap || !open.oldest) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(String(open.oldest)) + pageOpenMs - now.getTime()) / 1000));
  throw tooManyRequests(errors.cardPaymentsOpen(count, waitInWords(seconds)), seconds);
}
