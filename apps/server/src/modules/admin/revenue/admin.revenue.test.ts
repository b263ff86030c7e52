import { describe, expect, it } from 'vitest';
import { makeCompany, makePurchase, operatorCaller } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { revenueStats } from './revenue.service.js';

const t = useTestApp();

async function purchase(companyId: string, opts: { kurus: number; status: string; decidedAt: string | null }) {
  await makePurchase(t, companyId, {
    plan_name: 'Gelir Paketi',
    total_kurus: opts.kurus,
    status: opts.status as never,
    invoice_company_name: 'Gelir A.Ş.',
    created_at: opts.decidedAt ?? new Date().toISOString(),
    decided_at: opts.decidedAt,
  });
}

describe('GET /api/super-admin/stats/revenue', () => {
  it('is the operator’s alone', async () => {
    const c = await makeCompany(t);
    for (const who of [undefined, c.owner, c.isci]) {
      const res = await injectAs(t, who, 'GET', '/api/super-admin/stats/revenue');
      expect(res.statusCode).toBe(401);
    }
    const res = await injectAs(t, await operatorCaller(t), 'GET', '/api/super-admin/stats/revenue');
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['active_subscriptions', 'monthly_revenue', 'months']);
    expect(res.json().months).toHaveLength(12);
  });

  it('sums approved purchases by Istanbul month, twelve months, exact to the kuruş', async () => {
    const c = await makeCompany(t);
    // 15 March 2027, noon in Istanbul.
    const now = new Date('2027-03-15T09:00:00Z');
    // 1 March 00:30 in Istanbul is still 28 February in UTC: it counts in March.
    await purchase(c.id, { kurus: 49_990, status: 'onaylandi', decidedAt: '2027-02-28T21:30:00Z' });
    await purchase(c.id, { kurus: 10_001, status: 'onaylandi', decidedAt: '2027-03-10T10:00:00Z' });
    // 28 February 23:59 in Istanbul: February.
    await purchase(c.id, { kurus: 20_000, status: 'onaylandi', decidedAt: '2027-02-28T20:59:00Z' });
    // Rejected, waiting, and older than the twelve months: none counts.
    await purchase(c.id, { kurus: 99_900, status: 'reddedildi', decidedAt: '2027-03-11T10:00:00Z' });
    await purchase(c.id, { kurus: 99_900, status: 'beklemede', decidedAt: null });
    await purchase(c.id, { kurus: 77_700, status: 'onaylandi', decidedAt: '2026-03-31T20:59:00Z' });
    // April 2026, the first month of the series.
    await purchase(c.id, { kurus: 1_500, status: 'onaylandi', decidedAt: '2026-03-31T21:00:00Z' });

    const stats = await revenueStats({ db: t.database.db }, now);
    expect(stats.monthly_revenue).toBe(599.91);
    expect(stats.months.map((m) => m.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(stats.months.at(-1)).toEqual({ month: '2027-03', revenue: 599.91, purchases: 2 });
    expect(stats.months.at(-2)).toEqual({ month: '2027-02', revenue: 200, purchases: 1 });
    expect(stats.months[0]).toEqual({ month: '2026-04', revenue: 15, purchases: 1 });
    expect(stats.months.slice(1, 10).every((m) => m.revenue === 0 && m.purchases === 0)).toBe(true);
  });

  it('counts active subscriptions: active and not past their end', async () => {
    const before = await revenueStats({ db: t.database.db });
    const active = await makeCompany(t);
    const ended = await makeCompany(t);
    const suspended = await makeCompany(t);
    await t.database.db
      .updateTable('companies')
      .set({ subscription_end_date: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', ended.id)
      .execute();
    await t.database.db
      .updateTable('companies')
      .set({ subscription_status: 'suspended' })
      .where('id', '=', suspended.id)
      .execute();
    const after = await revenueStats({ db: t.database.db });
    expect(after.active_subscriptions - before.active_subscriptions).toBe(1);
    expect(active.id).toBeTruthy();
  });
});
