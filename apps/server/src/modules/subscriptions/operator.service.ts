import { randomUUID } from 'node:crypto';
import {
  errors,
  paytrErrors,
  type BankAccount,
  type CreateBankAccountInput,
  type CreatePlanInput,
  type Plan,
  type Purchase,
  type PurchaseStatus,
  type UpdateBankAccountInput,
  type UpdatePlanInput,
} from '@vazife/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AdminCtx } from '../../platform/context.js';
import { auditedChange, recordAudit, type AuditedRecord } from '../audit/index.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/uploads.js';
import * as repo from './operator.repo.js';
import { applyApproval, applyRejection } from './purchase-decisions.service.js';
import { announceDecision } from './purchase-notifications.js';
import type { SubscriptionsDeps } from './subscriptions.service.js';
import { toBankAccount, toPlan, toPurchase, type InvoiceLink } from './subscriptions.mapper.js';

/** The operator's plans, bank accounts and purchases (the operator's token is the guard: routes). */

export async function listPlans(deps: SubscriptionsDeps): Promise<Plan[]> {
  return (await repo.listPlans(deps.db)).map(toPlan);
}

async function planById(deps: SubscriptionsDeps, id: string): Promise<Plan> {
  const row = (await repo.listPlans(deps.db)).find((plan) => plan.id === id);
  if (!row) throw notFound();
  return toPlan(row);
}

/**
 * A plan or an account in the audit log: read through its answer's mapper, kept whole but for its
 * id and creation time, which never change.
 */
function auditedAnswer<Row, T extends { id: string; created_at: string }>(
  kind: AuditedRecord<T>['kind'],
  find: (trx: Kysely<Database>, id: string) => Promise<Row | undefined>,
  toAnswer: (row: Row) => T,
  label: (record: T) => string,
): AuditedRecord<T> {
  return {
    kind,
    read: async (trx, id) => {
      const row = await find(trx, id);
      return row && toAnswer(row);
    },
    fields: ({ id: _id, created_at: _created, ...fields }) => fields,
    label,
  };
}

const auditedPlan = auditedAnswer('plan', repo.findPlan, toPlan, (plan) => plan.name);
const auditedAccount = auditedAnswer('bank_account', repo.findBankAccount, toBankAccount, (a) => a.bank_name);

export async function createPlan(deps: SubscriptionsDeps, ctx: AdminCtx, input: CreatePlanInput): Promise<Plan> {
  const id = randomUUID();
  const { after } = await auditedChange(deps.db, ctx, auditedPlan, {
    id,
    action: 'create',
    write: (trx) =>
      repo.insertPlan(trx, {
        id,
        name: input.name,
        description: input.description ?? null,
        price_kurus: input.price,
        max_users: input.max_users,
        features: JSON.stringify(input.features ?? []),
        is_active: true,
        created_at: new Date().toISOString(),
      }),
  });
  return after!;
}

export async function updatePlan(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  id: string,
  input: UpdatePlanInput,
): Promise<Plan> {
  const changes: Updateable<Database['plans']> = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.price !== undefined ? { price_kurus: input.price } : {}),
    ...(input.max_users !== undefined ? { max_users: input.max_users } : {}),
    ...(input.features !== undefined ? { features: JSON.stringify(input.features) } : {}),
    ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
  };
  if (Object.keys(changes).length === 0) return planById(deps, id);
  const { after } = await auditedChange(deps.db, ctx, auditedPlan, {
    id,
    action: 'update',
    write: (trx) => repo.updatePlan(trx, id, changes),
  });
  return after!;
}

/** A plan no company uses and no purchase waits for; another is made passive instead. */
export async function deletePlan(deps: SubscriptionsDeps, ctx: AdminCtx, id: string): Promise<void> {
  await auditedChange(deps.db, ctx, auditedPlan, {
    id,
    action: 'delete',
    write: async (trx) => {
      if (await repo.planInUse(trx, id)) throw conflict(errors.planInUse);
      return repo.deletePlan(trx, id);
    },
  });
}

export async function listBankAccounts(deps: SubscriptionsDeps): Promise<BankAccount[]> {
  return (await repo.listBankAccounts(deps.db)).map(toBankAccount);
}

async function bankAccountById(deps: SubscriptionsDeps, id: string): Promise<BankAccount> {
  const row = await repo.findBankAccount(deps.db, id);
  if (!row) throw notFound();
  return toBankAccount(row);
}

export async function createBankAccount(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  input: CreateBankAccountInput,
): Promise<BankAccount> {
  const id = randomUUID();
  const { after } = await auditedChange(deps.db, ctx, auditedAccount, {
    id,
    action: 'create',
    write: (trx) =>
      repo.insertBankAccount(trx, {
        id,
        bank_name: input.bank_name,
        account_holder: input.account_holder,
        iban: input.iban,
        branch: input.branch ?? null,
        display_order: input.display_order ?? 0,
        is_active: true,
        created_at: new Date().toISOString(),
      }),
  });
  return after!;
}

export async function updateBankAccount(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  id: string,
  input: UpdateBankAccountInput,
): Promise<BankAccount> {
  const changes: Updateable<Database['bank_accounts']> = {
    ...(input.bank_name !== undefined ? { bank_name: input.bank_name } : {}),
    ...(input.account_holder !== undefined ? { account_holder: input.account_holder } : {}),
    ...(input.iban !== undefined ? { iban: input.iban } : {}),
    ...(input.branch !== undefined ? { branch: input.branch } : {}),
    ...(input.display_order !== undefined ? { display_order: input.display_order } : {}),
    ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
  };
  if (Object.keys(changes).length === 0) return bankAccountById(deps, id);
  const { after } = await auditedChange(deps.db, ctx, auditedAccount, {
    id,
    action: 'update',
    write: (trx) => repo.updateBankAccount(trx, id, changes),
  });
  return after!;
}

/** A purchase keeps its account's name out of its answer: deleting an account leaves it whole. */
export async function deleteBankAccount(deps: SubscriptionsDeps, ctx: AdminCtx, id: string): Promise<void> {
  await auditedChange(deps.db, ctx, auditedAccount, {
    id,
    action: 'delete',
    write: (trx) => repo.deleteBankAccount(trx, id),
  });
}

/**
 * The invoice links handed to the operator: their own route, with a download grant signed for the
 * operator (the `invoices` area's grants are the employer's), so that the console opens the file
 * in a tab of its own. The grant names the operator and dies with their sessions' token version.
 */
async function operatorInvoiceLink(deps: SubscriptionsDeps, ctx: AdminCtx): Promise<InvoiceLink> {
  const version = await repo.findOperatorVersion(deps.db, ctx.adminId);
  const query = deps.grants.linkQuery(ctx.adminId, operatorGrantScope, version ?? -1);
  return (row) => `/api/super-admin/purchases/${row.id}/invoice${query}`;
}

/** What an operator's download grant is signed for in place of a company (download-grants.ts). */
const operatorGrantScope = 'operator';

/** Whether `grant` is an operator's, made under their current token version and not expired. */
export async function operatorGrantValid(deps: SubscriptionsDeps, grant: string): Promise<boolean> {
  const read = deps.grants.read(grant);
  const version = read && (await repo.findOperatorVersion(deps.db, read.userId));
  return version !== undefined && version !== null && deps.grants.verify(grant, operatorGrantScope, version);
}

export async function listPurchases(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  status: PurchaseStatus | undefined,
): Promise<Purchase[]> {
  const link = await operatorInvoiceLink(deps, ctx);
  return (await repo.listPurchases(deps.db, status)).map((row) => toPurchase(row, link));
}

async function purchaseById(deps: SubscriptionsDeps, ctx: AdminCtx, id: string): Promise<Purchase> {
  const row = await repo.findPurchase(deps.db, id);
  if (!row) throw notFound();
  return toPurchase(row, await operatorInvoiceLink(deps, ctx));
}

/** A purchase's invoice file for the operator: its stored bytes, name and type; 404 without one. */
export async function openInvoice(deps: SubscriptionsDeps, id: string) {
  const row = await repo.findPurchase(deps.db, id);
  if (!row?.invoice_storage_key || !row.invoice_file_name || !row.invoice_mime_type) throw notFound();
  const read = await deps.files.storage.get('invoices', row.invoice_storage_key);
  if (!read) throw notFound();
  return { ...read, filename: row.invoice_file_name, mimeType: row.invoice_mime_type, key: row.invoice_storage_key };
}

/**
 * Approves a waiting purchase, in one transaction and once: the purchase is settled only while it
 * waits (a second approval, even at the same moment, finds it settled and is refused), then the
 * subscription is extended (applyApproval, purchase-decisions.service.ts).
 */
export async function approvePurchase(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  id: string,
  notes: string | undefined,
  now = new Date(),
): Promise<Purchase> {
  const { companyId, created } = await deps.db.transaction().execute(async (trx) => {
    const found = await repo.findPurchase(trx, id);
    if (!found) throw notFound();
    // A card payment is settled by PayTR's signed notification alone (paytr/paytr.service.ts).
    if (found.payment_method === 'kredi_karti') throw conflict(paytrErrors.decidedByPaytr);
    const settled = await repo.settlePurchase(trx, id, {
      status: 'onaylandi',
      admin_notes: notes ?? null,
      decided_at: now.toISOString(),
    });
    if (!settled) throw conflict(errors.purchaseNotPending);
    const approval = await applyApproval(trx, found, now);
    await recordAudit(trx, ctx, {
      kind: 'purchase',
      id,
      action: 'approve',
      label: `${found.company_name} · ${found.plan_name}`,
      before: { status: found.status, company_subscription_end_date: approval.previousEndDate },
      after: { status: 'onaylandi', admin_notes: notes ?? null, company_subscription_end_date: approval.endDate },
    });
    return { companyId: found.company_id, created: approval.notified };
  });
  announceDecision(deps.bus, companyId, created);
  return purchaseById(deps, ctx, id);
}

/** Rejects a waiting purchase with its reason, which the employer's bell notification carries. */
export async function rejectPurchase(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  id: string,
  reason: string,
  now = new Date(),
): Promise<Purchase> {
  const { companyId, created } = await deps.db.transaction().execute(async (trx) => {
    const found = await repo.findPurchase(trx, id);
    if (!found) throw notFound();
    // A card payment is settled by PayTR's signed notification alone (paytr/paytr.service.ts).
    if (found.payment_method === 'kredi_karti') throw conflict(paytrErrors.decidedByPaytr);
    const settled = await repo.settlePurchase(trx, id, {
      status: 'reddedildi',
      rejection_reason: reason,
      decided_at: now.toISOString(),
    });
    if (!settled) throw conflict(errors.purchaseNotPending);
    await recordAudit(trx, ctx, {
      kind: 'purchase',
      id,
      action: 'reject',
      label: `${found.company_name} · ${found.plan_name}`,
      before: { status: found.status },
      after: { status: 'reddedildi', rejection_reason: reason },
    });
    return { companyId: found.company_id, created: await applyRejection(trx, found, reason) };
  });
  announceDecision(deps.bus, companyId, created);
  return purchaseById(deps, ctx, id);
}

/**
 * The invoice of a purchase, a PDF, JPEG or PNG by its bytes, stored before the write and removed
 * again when the write fails; a replaced invoice's file is removed after the commit.
 */
export async function uploadInvoice(
  deps: SubscriptionsDeps,
  ctx: AdminCtx,
  id: string,
  upload: UploadedFile | undefined,
): Promise<Purchase> {
  if (!upload) throw new AppError(400, errors.invoiceFileRequired);
  const before = await repo.findPurchase(deps.db, id);
  if (!before) throw notFound();
  // An invoice is for a payment received: an approved purchase only.
  if (before.status === 'beklemede') throw conflict(errors.invoiceBeforeApproval);
  if (before.status !== 'onaylandi') throw conflict(errors.invoiceOfUnpaid);
  const batch = await deps.files.store('invoices', await deps.files.check('invoices', [upload]));
  const file = batch.files[0]!;
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Settled meanwhile by nobody but an approval: the status is the guard of the write too.
      const saved = await repo.setInvoice(trx, id, {
        invoice_storage_key: file.key,
        invoice_file_name: file.filename,
        invoice_mime_type: file.mimeType,
      });
      if (!saved) throw notFound();
      await recordAudit(trx, ctx, {
        kind: 'purchase',
        id,
        action: 'upload_invoice',
        label: `${before.company_name} · ${before.plan_name}`,
        before: { invoice_file_name: before.invoice_file_name },
        after: { invoice_file_name: file.filename },
      });
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
  if (before.invoice_storage_key)
    await deps.files.storage.remove('invoices', before.invoice_storage_key).catch(() => undefined);
  return purchaseById(deps, ctx, id);
}
