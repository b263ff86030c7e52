import type { Company } from '@vazife/contract';

/** The signed-in person's company as `GET /api/companies/my` answers it: active, on a paid plan. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    name: 'Yıldız Lojistik',
    description: null,
    code: 'SRK12345678',
    owner_id: 'o1',
    subscription_status: 'active',
    subscription_plan_id: 'p1',
    plan_name: 'Başlangıç',
    is_trial: false,
    subscription_end_date: '2027-03-15T09:00:00.000Z',
    max_users: 10,
    user_count: 4,
    messaging_mode: 'acik',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
