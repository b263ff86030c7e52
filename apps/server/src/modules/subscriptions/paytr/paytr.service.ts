import { randomUUID } from 'node:crypto';
import { errors, paytrErrors, type PaytrPurchaseInput, type PaytrPurchaseResponse } from '@vazife/contract';
import { toBool } from '../../../db/dialect.js';
import type { MemberCtx } from '../../../platform/context.js';
import { AppError, forbidden } from '../../../platform/errors.js';
import type { CreatedNotification } from '../../notifications/index.js';
import { pricePurchase } from '../plan-change.service.js';
import { applyApproval, applyRejection } from '../purchase-decisions.service.js';
import { invoiceFieldsOf, newPurchaseRow } from '../subscriptions.mapper.js';
import { announceDecision } from '../purchase-notifications.js';
import * as subscriptionsRepo from '../subscriptions.repo.js';
import { requestToken } from './paytr-gateway.service.js';
import type { PaytrDeps } from './paytr-deps.js';
import {
  callbackHash,
  customerIp,
  encodeBasket,
  newMerchantOid,
  priceText,
  sameHash,
  type BasketLine,
} from './paytr-protocol.rules.js';
import { storedCredentials } from './paytr-settings.service.js';
import * as repo from './paytr.repo.js';

/** Minutes PayTR keeps a payment page open (its `timeout_limit`); the reconciliation waits longer. */
export const paytrTimeoutMinutes = 30;

/** The browser's address and where it came from, as the route read them. */
export interface PaytrRequestInfo {
  ip: string;
  /** `https://host` of the request, when PUBLIC_URL is not configured. */
  origin: string;
}

/**
 * A card purchase: the total is the plan's monthly price × months less an upgrade's credit,
 * computed here (pricePurchase); PayTR is asked
 * for a payment page (get-token) with a fresh order number, and only when it gives one is the
 * purchase stored, `beklemede`, paid by `kredi_karti`. PayTR refusing or unreachable leaves
 * nothing behind. The purchase is approved by PayTR's signed notification alone
 * (`handleNotification`), never by the browser's return.
 */
export async function purchaseWithPaytr(
  deps: PaytrDeps,
  ctx: MemberCtx,
  input: PaytrPurchaseInput,
  info: PaytrRequestInfo,
): Promise<PaytrPurchaseResponse> {
  if (ctx.actor.role !== 'isveren') throw forbidden(errors.onlyEmployerBuys);
  const plan = await subscriptionsRepo.findPlan(deps.db, input.plan_id);
  if (!plan || !toBool(plan.is_active)) throw new AppError(404, errors.planUnavailable);
  const stored = await storedCredentials(deps);
  if (stored.state === 'missing') throw new AppError(409, paytrErrors.notConfigured);
  if (!stored.active) throw new AppError(409, paytrErrors.inactive);
  if (stored.state === 'unreadable') throw new AppError(409, paytrErrors.notConfigured);
  const buyer = await repo.findBuyer(deps.db, ctx);
  if (!buyer) throw forbidden(errors.onlyEmployerBuys);

  const price = await pricePurchase(deps.db, { companyId: ctx.actor.companyId }, plan, input.duration_months);
  const totalKurus = price.total_kurus;
  const merchantOid = newMerchantOid();
  const origin = (deps.publicUrl ?? info.origin).replace(/\/+$/, '');
  const answer = await requestToken(deps.baseUrl, stored.credentials, {
    user_ip: customerIp(info.ip),
    merchant_oid: merchantOid,
    email: buyer.email.slice(0, 100),
    payment_amount: String(totalKurus),
    user_basket: encodeBasket(basketOf(plan, input.duration_months, price.credit_kurus, totalKurus)),
    // A subscription is paid at once, without installments.
    no_installment: '1',
    max_installment: '0',
    currency: 'TL',
    test_mode: stored.testMode ? '1' : '0',
    user_name: buyer.name.slice(0, 60),
    user_address: (input.invoice_address ?? input.invoice_company_name).slice(0, 400),
    user_phone: input.user_phone.slice(0, 20),
    merchant_ok_url: `${origin}/payment-success`,
    merchant_fail_url: `${origin}/payment-failed`,
    timeout_limit: String(paytrTimeoutMinutes),
    debug_on: stored.testMode ? '1' : '0',
    lang: 'tr',
  });
  if (!answer.ok) {
    deps.log.warn({ merchantOid, reason: logged(answer.reason) }, 'paytr: get-token refused');
    throw new AppError(502, paytrErrors.tokenFailed(answer.reason));
  }

  const id = randomUUID();
  await repo.insertCardPurchase(
    deps.db,
    ctx,
    newPurchaseRow({
      id,
      plan_id: plan.id,
      plan_name: plan.name,
      duration_months: input.duration_months,
      ...price,
      payment_method: 'kredi_karti',
      ...invoiceFieldsOf(input),
      user_phone: input.user_phone,
      created_by: ctx.actor.userId,
      merchant_oid: merchantOid,
      paytr_amount_kurus: totalKurus,
      paytr_status: 'bekliyor',
    }),
  );
  return {
    paytr_iframe_url: `${deps.baseUrl}/odeme/guvenli/${encodeURIComponent(answer.token)}`,
    test_mode: stored.testMode,
    merchant_oid: merchantOid,
    purchase_id: id,
  };
}

/**
 * The basket PayTR shows: one line a month (the unit price the plan's monthly price, the quantity
 * the months); with a credit, one line of the whole, since its lines must add up to the amount
 * charged and a line may not be negative.
 */
function basketOf(
  plan: { name: string; price_kurus: number },
  months: number,
  creditKurus: number | null,
  totalKurus: number,
): BasketLine[] {
  if (creditKurus === null) return [[`${plan.name} paketi (aylık)`, priceText(plan.price_kurus), months]];
  return [[`${plan.name} paketi, ${months} ay (kalan süre indirimiyle)`, priceText(totalKurus), 1]];
}

/** PayTR's failure codes in Turkish, for a notification that carries no message of its own. */
const failureTexts: Record<string, string> = {
  '0': 'Banka ödemeyi onaylamadı',
  '1': 'Kart doğrulaması yapılmadı',
  '2': 'Kart doğrulaması başarısız',
  '3': 'Güvenlik kontrolü başarısız',
  '6': 'Ödeme süresi doldu ya da ödeme yarıda bırakıldı',
  '8': 'Bu kartla taksit yapılamıyor',
  '9': 'Bu kart bu mağazada kullanılamıyor',
  '10': '3D Secure doğrulaması gerekiyor',
  '11': 'Güvenlik uyarısı',
  '99': 'Ödeme altyapısında bir hata oluştu',
};

/** How the route answers PayTR: `OK` (handled, or nothing to do), or refused (400, not OK). */
export type NotificationOutcome = 'ok' | 'refused';

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

/** The longest part of a field the log keeps: a real order number is at most 64 characters. */
const loggedMax = 64;

/**
 * A field as the log keeps it: at most `loggedMax` characters, and how long it was. Whatever a
 * caller posts (a signed notification too) writes a bounded line.
 */
function logged(value: string | undefined): string | undefined {
  if (value === undefined || value.length <= loggedMax) return value;
  return `${value.slice(0, loggedMax)}… (${value.length} karakter)`;
}

/**
 * PayTR's notification of a payment's result (docs/card-payments.md). Its hash, base64 of
 * HMAC-SHA256(key, order + salt + status + total), is checked in constant time: a missing or
 * wrong one changes nothing and is refused (PayTR then retries; a forger gets nothing). A signed
 * one is answered OK whatever follows, since PayTR keeps repeating anything else:
 * - `success`: in one transaction, the purchase is marked paid and approved, and the subscription
 *   extended once (applyApproval, as the operator's approval of a transfer does); a repeat, even
 *   at the same moment, finds it settled and changes nothing.
 * - `failed`: the waiting purchase becomes `reddedildi` with PayTR's reason, and the employer is told.
 * - An order number no purchase has, a total below the order's, or an unknown status: logged,
 *   nothing changed.
 */
export async function handleNotification(
  deps: PaytrDeps,
  form: Record<string, unknown>,
  now = new Date(),
): Promise<NotificationOutcome> {
  const merchantOid = field(form, 'merchant_oid');
  const status = field(form, 'status');
  const totalAmount = field(form, 'total_amount');
  const hash = field(form, 'hash');
  const shown = { merchantOid: logged(merchantOid), status: logged(status) };
  if (merchantOid === undefined || status === undefined || totalAmount === undefined || hash === undefined) {
    deps.log.warn({ merchantOid: shown.merchantOid }, 'paytr: a notification without its fields was refused');
    return 'refused';
  }
  const stored = await storedCredentials(deps);
  if (stored.state !== 'ready') {
    deps.log.error(
      { merchantOid: shown.merchantOid },
      'paytr: a notification came while no readable PayTR settings are stored',
    );
    return 'refused';
  }
  const { merchantKey, merchantSalt } = stored.credentials;
  const expected = callbackHash(
    { merchant_oid: merchantOid, status, total_amount: totalAmount },
    merchantKey,
    merchantSalt,
  );
  if (!sameHash(expected, hash)) {
    deps.log.warn(shown, 'paytr: a notification with a wrong hash was refused');
    return 'refused';
  }

  const purchase = await repo.findByOrder(deps.db, merchantOid);
  if (!purchase) {
    deps.log.warn(shown, 'paytr: a signed notification for an unknown order; nothing changed');
    return 'ok';
  }
  if (status === 'success') {
    const total = /^\d{1,12}$/.test(totalAmount) ? Number(totalAmount) : undefined;
    if (total === undefined || total < (purchase.paytr_amount_kurus ?? Number.POSITIVE_INFINITY)) {
      deps.log.error(
        { ...shown, totalAmount: logged(totalAmount), expected: purchase.paytr_amount_kurus },
        'paytr: a paid total below the order’s; the purchase was left as it was',
      );
      return 'ok';
    }
    await settle(deps, purchase.company_id, async (trx) => {
      const settled = await repo.settlePaid(trx, { companyId: purchase.company_id }, purchase.id, {
        paytr_total_kurus: total,
        paid_at: now.toISOString(),
      });
      return settled ? (await applyApproval(trx, purchase, now)).notified : [];
    });
    return 'ok';
  }
  if (status === 'failed') {
    const code = field(form, 'failed_reason_code')?.slice(0, 20) ?? null;
    const message = field(form, 'failed_reason_msg')?.trim().slice(0, 500);
    const reason = message || (code !== null ? failureTexts[code] : undefined) || 'Kart ödemesi tamamlanamadı';
    await settle(deps, purchase.company_id, async (trx) => {
      const settled = await repo.settleFailed(trx, { companyId: purchase.company_id }, purchase.id, {
        reason,
        reasonCode: code,
        failed_at: now.toISOString(),
      });
      return settled ? applyRejection(trx, purchase, `Kart ödemesi başarısız: ${reason}`) : [];
    });
    return 'ok';
  }
  deps.log.warn(shown, 'paytr: a signed notification of an unknown status; nothing changed');
  return 'ok';
}

/** One transaction; its notifications announced after the commit. */
async function settle(
  deps: PaytrDeps,
  companyId: string,
  work: (trx: PaytrDeps['db']) => Promise<CreatedNotification[]>,
): Promise<void> {
  const created = await deps.db.transaction().execute(work);
  if (created.length > 0) announceDecision(deps.bus, companyId, created);
}
