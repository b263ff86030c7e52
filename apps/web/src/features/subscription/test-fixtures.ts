import type { BankAccount, Plan, Purchase } from '@vazife/contract';

// The company fixture is shared with the screens that read it (their write controls).
export { makeCompany } from '../../test/company-fixtures';

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'p1',
    name: 'Başlangıç',
    description: null,
    price: 499,
    max_users: 10,
    features: ['Görev yönetimi', 'Raporlar'],
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
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
    ...overrides,
  };
}

export function makeBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 'b1',
    bank_name: 'Ziraat Bankası',
    account_holder: 'Vazife Yazılım A.Ş.',
    iban: 'TR330006100519786457841326',
    branch: 'Kadıköy',
    display_order: 0,
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
