import type { Purchase } from '@vazife/contract';

/** A purchase as the API answers it, waiting, with nothing but its own fields set: each screen's fixtures start from it. */
export function purchaseOf(fields: Partial<Purchase> = {}): Purchase {
  return {
    id: 'u1',
    plan_id: 'p1',
    plan_name: 'Başlangıç',
    company_name: 'Yıldız Lojistik',
    duration_months: 3,
    total_amount: 1497,
    status: 'beklemede',
    payment_method: 'havale_eft',
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    invoice_file_url: null,
    invoice_company_name: 'Yıldız Lojistik A.Ş.',
    invoice_tax_office: null,
    invoice_tax_number: null,
    invoice_address: null,
    notes: null,
    admin_notes: null,
    rejection_reason: null,
    credit_amount: 0,
    credit_days: null,
    credit_plan_name: null,
    period_kind: null,
    period_starts_at: null,
    period_ends_at: null,
    failed_reason_code: null,
    failed_reason_msg: null,
    ...fields,
  };
}
