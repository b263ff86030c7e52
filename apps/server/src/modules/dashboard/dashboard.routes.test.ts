import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const fields = [
  'completed_tasks',
  'overdue_tasks',
  'pending_approvals',
  'pending_tasks',
  'total_employees',
  'total_tasks',
];

describe('GET /api/dashboard/stats', () => {
  it('answers all six numbers; pending approvals only to the employer', async () => {
    const c = await makeCompany(t);
    // A second pending person and one more approved worker.
    await makeUser(t, { role: 'sef', companyId: c.id, approved: false });
    await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    for (const who of [c.owner, c.mudur, c.sef, c.isci]) {
      const res = await injectAs(t, who, 'GET', '/api/dashboard/stats');
      expect(res.statusCode, who.role).toBe(200);
      const stats = res.json();
      expect(Object.keys(stats).sort()).toEqual(fields);
      for (const field of fields) expect(Number.isInteger(stats[field]), field).toBe(true);
      // Approved staff without the employer: mudur, sef and two workers.
      expect(stats.total_employees, who.role).toBe(4);
      expect(stats.pending_approvals, who.role).toBe(who.role === 'isveren' ? 2 : 0);
    }
  });

  it('follows approvals and rejections', async () => {
    const c = await makeCompany(t);
    const stats = async () => (await injectAs(t, c.owner, 'GET', '/api/dashboard/stats')).json();
    expect(await stats()).toMatchObject({ total_employees: 3, pending_approvals: 1 });
    await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`);
    expect(await stats()).toMatchObject({ total_employees: 4, pending_approvals: 0 });
    const late = await makeUser(t, { role: 'isci', companyId: c.id, approved: false });
    expect(await stats()).toMatchObject({ total_employees: 4, pending_approvals: 1 });
    await injectAs(t, c.owner, 'POST', `/api/employees/${late.id}/reject`);
    expect(await stats()).toMatchObject({ total_employees: 4, pending_approvals: 0 });
  });

  it('does not count another company’s people', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    await makeUser(t, { role: 'isci', companyId: b.id, approved: true });
    await makeUser(t, { role: 'isci', companyId: b.id, approved: false });
    await makeUser(t, { role: 'isci' }); // nobody's
    expect((await injectAs(t, a.owner, 'GET', '/api/dashboard/stats')).json()).toMatchObject({
      total_employees: 3,
      pending_approvals: 1,
    });
    expect((await injectAs(t, b.owner, 'GET', '/api/dashboard/stats')).json()).toMatchObject({
      total_employees: 4,
      pending_approvals: 2,
    });
  });

  it('refuses pending people and people without a company with 403, anonymous callers with 401', async () => {
    const c = await makeCompany(t);
    const pending = await injectAs(t, c.pending, 'GET', '/api/dashboard/stats');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toBe(
      'Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.',
    );
    const loner = await makeUser(t, { role: 'isveren' });
    expect((await injectAs(t, loner, 'GET', '/api/dashboard/stats')).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', '/api/dashboard/stats')).statusCode).toBe(401);
  });
});
