import { randomUUID } from 'node:crypto';
import {
  errors,
  type BankAccount,
  type Plan,
  type Purchase,
  type PurchaseInput,
  type PurchaseQuote,
  type PurchaseQuoteQuery,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { linkQueryOf, type DownloadGrants } from '../../platform/download-grants.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { FileInfo, FilesService } from '../files/index.js';
import { pricePurchase, quotePlanChange } from './plan-change.service.js';
import * as repo from './subscriptions.repo.js';
import {
  invoiceFieldsOf,
  newPurchaseRow,
  toBankAccount,
  toPlan,
  toPurchase,
  toQuote,
  type InvoiceLink,
} from './subscriptions.mapper.js';

type Db = Kysely<Database>;

/** What the subscriptions services work with (built in index.ts). */
export interface SubscriptionsDeps {
  db: Db;
  files: FilesService;
  grants: DownloadGrants;
  bus: LiveBus;
}

/** Buying, and what buying shows, is the employer's alone. */
function assertEmployer(ctx: MemberCtx): void {
  if (ctx.actor.role !== 'isveren') throw forbidden(errors.onlyEmployerBuys);
}

/** The invoice links handed to the employer now: the files' download route, with their grant. */
function invoiceLinkOf(deps: SubscriptionsDeps, ctx: MemberCtx): InvoiceLink {
  const query = linkQueryOf(deps, ctx);
  return (row) => `/api/download/invoices/${row.invoice_storage_key}${query}`;
}

export async function activePlans(deps: SubscriptionsDeps, ctx: MemberCtx): Promise<Plan[]> {
  assertEmployer(ctx);
  return (await repo.listActivePlans(deps.db)).map(toPlan);
}

export async function activeBankAccounts(deps: SubscriptionsDeps, ctx: MemberCtx): Promise<BankAccount[]> {
  assertEmployer(ctx);
  return (await repo.listActiveBankAccounts(deps.db)).map(toBankAccount);
}

export async function myPurchases(deps: SubscriptionsDeps, ctx: MemberCtx): Promise<Purchase[]> {
  assertEmployer(ctx);
  const link = invoiceLinkOf(deps, ctx);
  return (await repo.listOwnPurchases(deps.db, ctx)).map((row) => toPurchase(row, link));
}

/** A plan on sale, or 404 as one that does not exist. */
async function planOnSale(deps: SubscriptionsDeps, planId: string) {
  const plan = await repo.findPlan(deps.db, planId);
  if (!plan || !toBool(plan.is_active)) throw new AppError(404, errors.planUnavailable);
  return plan;
}

/**
 * What buying a plan for some months would cost and do now (docs/product-rules.md, "Changing
 * plans"): the purchase dialog shows it; the purchase calls compute it again.
 */
export async function quote(
  deps: SubscriptionsDeps,
  ctx: MemberCtx,
  query: PurchaseQuoteQuery,
): Promise<PurchaseQuote> {
  assertEmployer(ctx);
  const plan = await planOnSale(deps, query.plan_id);
  const priced = await quotePlanChange(deps.db, { companyId: ctx.actor.companyId }, plan, query.duration_months);
  return toQuote(plan, query.duration_months, priced);
}

/**
 * A bank-transfer purchase, waiting for the operator: its total is the plan's monthly price ×
 * months less an upgrade's credit, computed here in kuruş (pricePurchase), whatever the client
 * shows. A plan or an account that is not on offer is a 404 (as one that does not exist).
 */
export async function purchase(deps: SubscriptionsDeps, ctx: MemberCtx, input: PurchaseInput): Promise<Purchase> {
  assertEmployer(ctx);
  const plan = await planOnSale(deps, input.plan_id);
  const account = input.bank_account_id ? await repo.findBankAccount(deps.db, input.bank_account_id) : undefined;
  if (!account || !toBool(account.is_active)) throw new AppError(404, errors.bankAccountUnavailable);
  const price = await pricePurchase(deps.db, { companyId: ctx.actor.companyId }, plan, input.duration_months);
  const id = randomUUID();
  await repo.insertPurchase(
    deps.db,
    ctx,
    newPurchaseRow({
      id,
      plan_id: plan.id,
      plan_name: plan.name,
      duration_months: input.duration_months,
      ...price,
      payment_method: 'havale_eft',
      bank_account_id: account.id,
      ...invoiceFieldsOf(input),
      user_phone: input.user_phone ?? null,
      notes: input.notes ?? null,
      created_by: ctx.actor.userId,
    }),
  );
  const row = await repo.findOwnPurchase(deps.db, ctx, id);
  if (!row) throw notFound();
  return toPurchase(row, invoiceLinkOf(deps, ctx));
}

/** The read rule of the `invoices` area: the employer of the purchase's company only. */
export async function readableInvoice(db: Db, ctx: MemberCtx, key: string): Promise<FileInfo | undefined> {
  if (ctx.actor.role !== 'isveren') return undefined;
  const row = await repo.findOwnInvoice(db, ctx, key);
  if (!row?.invoice_file_name || !row.invoice_mime_type) return undefined;
  return { filename: row.invoice_file_name, mimeType: row.invoice_mime_type };
}
