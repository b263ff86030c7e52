import type { AdminCompany, AdminSlide, AuditEntry, BankAccount, Plan, Purchase } from '@vazife/contract';
import { vi } from 'vitest';
import { setAdminSession } from '../lib/admin-session';
import { purchaseOf } from './purchase-fixture';

export interface ConsoleCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A JSON body as an object, a multipart body as its FormData, else null. */
  body: Record<string, unknown> | FormData | null;
  headers: Record<string, string>;
}

type Reply = { status?: number; body?: unknown };
type Route = Reply | ((call: ConsoleCall) => Reply);

/**
 * A fetch stub for the operator console: answers by "METHOD /path" (the path without its query),
 * records every call with its query and body. Anything else is a 404 with no detail.
 */
export function serveConsole(routes: Record<string, Route>) {
  const calls: ConsoleCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body =
      raw instanceof FormData ? raw : typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const call: ConsoleCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { calls, to };
}

export function signInOperator() {
  setAdminSession('admin-tok', { id: 'op1', username: 'yonetici', created_at: '2026-11-01T10:00:00.000Z' });
}

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'p1',
    name: 'Standart',
    description: null,
    price: 499.9,
    max_users: 25,
    features: ['Görev takibi', 'Raporlar'],
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return purchaseOf({
    id: 'pu1',
    plan_name: 'Standart',
    total_amount: 1499.7,
    created_at: '2026-11-20T09:30:00.000Z',
    invoice_tax_office: 'Kadıköy',
    invoice_tax_number: '1234567890',
    ...overrides,
  });
}

/** A Turkish IBAN whose check digits hold. */
export const validIban = 'TR330006100519786457841326';

export function makeBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 'b1',
    bank_name: 'Ziraat Bankası',
    account_holder: 'Vazife Yazılım A.Ş.',
    iban: validIban,
    branch: 'Kadıköy',
    display_order: 0,
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: 'c1',
    name: 'Yıldız Lojistik',
    code: 'YLD123',
    owner_name: 'Ayşe Yılmaz',
    owner_email: 'ayse@yildiz.com.tr',
    plan_name: 'Standart',
    subscription_plan_id: 'p1',
    user_count: 12,
    max_users: 25,
    subscription_status: 'active',
    subscription_end_date: '2026-12-31T20:59:59.000Z',
    is_trial: false,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSlide(overrides: Partial<AdminSlide> = {}): AdminSlide {
  return {
    id: 's1',
    url: '/uploads/slider/s1.png',
    title: 'Ekibinizi tek yerden yönetin',
    description: 'Görevler, raporlar ve mesajlar',
    order: 0,
    active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'au1',
    operator_id: 'op1',
    operator_username: 'yonetici',
    entity_kind: 'plan',
    entity_id: 'p1',
    entity_label: 'Standart',
    action: 'update',
    before: { price: 399, is_active: false },
    after: { price: 499.9, is_active: true },
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], total = items.length, page = 1, page_size = 20) => ({
  items,
  total,
  page,
  page_size,
});
