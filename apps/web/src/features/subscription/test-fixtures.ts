import type { BankAccount, Plan, Purchase, PurchaseQuote } from '@vazife/contract';
import { purchaseOf } from '../../test/purchase-fixture';

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
  return purchaseOf(overrides);
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

export function makeQuote(overrides: Partial<PurchaseQuote> = {}): PurchaseQuote {
  return {
    plan_id: 'p1',
    plan_name: 'Başlangıç',
    duration_months: 1,
    period_kind: 'extend',
    current_plan_name: 'Başlangıç',
    list_amount: 499,
    credit_amount: 0,
    credit_days: null,
    credit_plan_name: null,
    total_amount: 499,
    starts_at: '2027-03-15T09:00:00.000Z',
    ends_at: '2027-04-15T09:00:00.000Z',
    credit_covers_price: false,
    ...overrides,
  };
}
