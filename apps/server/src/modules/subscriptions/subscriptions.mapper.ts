import { tlOf, type BankAccount, type Plan, type Purchase } from '@vazife/contract';
import { toBool } from '../../db/dialect.js';
import type { BankAccountRow, PlanRow, PurchaseRow } from '../../db/types.js';

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

/**
 * A purchase as its company's employer or the operator sees it; `linkQuery` signs the invoice's
 * download link for the employer (the operator's list links none: the operator uploaded it).
 */
export function toPurchase(row: PurchaseRow & { company_name: string }, linkQuery: string | null): Purchase {
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
    invoice_file_url:
      row.invoice_storage_key === null || linkQuery === null
        ? null
        : `/api/download/invoices/${row.invoice_storage_key}${linkQuery}`,
    invoice_company_name: row.invoice_company_name,
    invoice_tax_office: row.invoice_tax_office,
    invoice_tax_number: row.invoice_tax_number,
    invoice_address: row.invoice_address,
    notes: row.notes,
    admin_notes: row.admin_notes,
    rejection_reason: row.rejection_reason,
  };
}
