import { tlOf, type BankAccount, type Plan, type Purchase, type PurchaseQuote } from '@vazife/contract';
import { toBool } from '../../db/dialect.js';
import type { CompanyInsert } from '../../db/scope.js';
import type { BankAccountRow, PlanRow, PurchaseRow } from '../../db/types.js';
import type { PlanChangeQuote } from './plan-change.service.js';

/** Features are stored as a JSON list; anything else reads as none. */
function featuresOf(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: tlOf(row.price_kurus),
    max_users: row.max_users,
    features: featuresOf(row.features),
    is_active: toBool(row.is_active),
    created_at: row.created_at,
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_name: row.bank_name,
    account_holder: row.account_holder,
    iban: row.iban,
    branch: row.branch,
    display_order: row.display_order,
    is_active: toBool(row.is_active),
    created_at: row.created_at,
  };
}

/** The signed download link of a purchase's invoice for whoever is answered (the employer, the operator). */
export type InvoiceLink = (row: PurchaseRow) => string;

/**
 * A purchase as its company's employer or the operator sees it; `invoiceLink` signs the invoice's
 * download link for the reader.
 */
export function toPurchase(row: PurchaseRow & { company_name: string }, invoiceLink: InvoiceLink): Purchase {
  return {
    id: row.id,
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    company_name: row.company_name,
    duration_months: row.duration_months,
    total_amount: tlOf(row.total_kurus),
    status: row.status,
    payment_method: row.payment_method,
    created_at: row.created_at,
    decided_at: row.decided_at,
    invoice_file_url: row.invoice_storage_key === null ? null : invoiceLink(row),
    invoice_company_name: row.invoice_company_name,
    invoice_tax_office: row.invoice_tax_office,
    invoice_tax_number: row.invoice_tax_number,
    invoice_address: row.invoice_address,
    notes: row.notes,
    admin_notes: row.admin_notes,
    rejection_reason: row.rejection_reason,
    credit_amount: tlOf(row.credit_kurus ?? 0),
    credit_days: row.credit_days,
    credit_plan_name: row.credit_plan_name,
    period_kind: row.period_kind,
    period_starts_at: row.period_starts_at,
    period_ends_at: row.period_ends_at,
    failed_reason_code: row.paytr_failed_reason_code,
    failed_reason_msg: row.paytr_failed_reason,
  };
}

/** A purchase priced now (plan-change.service.ts), as the purchase dialog shows it. */
export function toQuote(plan: PlanRow, months: number, quote: PlanChangeQuote): PurchaseQuote {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    duration_months: months,
    period_kind: quote.change.kind,
    current_plan_name: quote.currentPlanName,
    list_amount: tlOf(quote.listKurus),
    credit_amount: tlOf(quote.creditKurus),
    credit_days: quote.creditDays,
    credit_plan_name: quote.creditPlanName,
    total_amount: tlOf(quote.totalKurus),
    starts_at: new Date(quote.change.startsAt).toISOString(),
    ends_at: new Date(quote.change.endsAt).toISOString(),
    credit_covers_price: quote.coversPrice,
  };
}

/** What a new purchase is made of: the call's fields and the server's price. */
export type NewPurchase = Pick<
  CompanyInsert<'purchases'>,
  'id' | 'plan_id' | 'plan_name' | 'duration_months' | 'total_kurus' | 'payment_method' | 'invoice_company_name'
> &
  Partial<CompanyInsert<'purchases'>>;

/**
 * A new purchase's row, waiting (`beklemede`) unless said otherwise: what the call gave and the
 * server priced; the decision, the invoice and the blank fields empty.
 */
export function newPurchaseRow(purchase: NewPurchase): CompanyInsert<'purchases'> {
  return {
    status: 'beklemede',
    bank_account_id: null,
    invoice_tax_office: null,
    invoice_tax_number: null,
    invoice_address: null,
    user_phone: null,
    notes: null,
    admin_notes: null,
    rejection_reason: null,
    invoice_storage_key: null,
    invoice_file_name: null,
    invoice_mime_type: null,
    created_by: null,
    created_at: new Date().toISOString(),
    decided_at: null,
    ...purchase,
  };
}

/** A purchase call's invoice fields as stored: the optional ones null when blank. */
export function invoiceFieldsOf(input: {
  invoice_company_name: string;
  invoice_tax_office?: string | undefined;
  invoice_tax_number?: string | undefined;
  invoice_address?: string | undefined;
}) {
  return {
    invoice_company_name: input.invoice_company_name,
    invoice_tax_office: input.invoice_tax_office ?? null,
    invoice_tax_number: input.invoice_tax_number ?? null,
    invoice_address: input.invoice_address ?? null,
  };
}
