import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

/** A rejected person may ask the same company again only a day later; any other company at once. */
const t = useTestApp();
const hour = 3_600_000;

const userRow = (id: string) =>
  t.database.db
    .selectFrom('users')
    .select(['company_id', 'is_approved'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Moves the recorded rejection into the past, as if that much time had gone by. */
async function rejectedAgo(companyId: string, userId: string, ms: number) {
  await t.database.db
    .updateTable('join_rejections')
    .set({ rejected_at: new Date(Date.now() - ms).toISOString() })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

describe('asking to join again after a rejection', () => {
  it('refuses the same company for 24 hours, naming when in Turkish, and changes nothing', async () => {
    const c = await makeCompany(t);
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`)).statusCode).toBe(200);

    const again = await injectAs(t, c.pending, 'POST', '/api/companies/join', { company_code: c.code });
    expect(again.statusCode).toBe(403);
    const detail: string = again.json().detail;
    expect(detail).toMatch(
      /^Bu şirkete katılma isteğiniz reddedildi\. .+ \(Türkiye saati\) sonrasında yeniden başvurabilirsiniz\.$/,
    );
    // The moment named is a day after the rejection, in Turkey's time.
    const expected = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(
      Date.now() + 24 * hour,
    );
    expect(detail).toContain(expected);
    expect(await userRow(c.pending.id)).toMatchObject({ company_id: null });
    expect((await injectAs(t, c.owner, 'GET', '/api/employees/pending')).json()).toEqual([]);

    await rejectedAgo(c.id, c.pending.id, 23 * hour);
    expect((await injectAs(t, c.pending, 'POST', '/api/companies/join', { company_code: c.code })).statusCode).toBe(
      403,
    );
  });

  it('lets them ask once the day has passed, and counts the wait from the latest rejection', async () => {
    const c = await makeCompany(t);
    await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`);
    await rejectedAgo(c.id, c.pending.id, 24 * hour + 1000);

    const back = await injectAs(t, c.pending, 'POST', '/api/companies/join', { company_code: c.code });
    expect(back.statusCode).toBe(200);
    expect(await userRow(c.pending.id)).toMatchObject({ company_id: c.id });

    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`)).statusCode).toBe(200);
    expect((await injectAs(t, c.pending, 'POST', '/api/companies/join', { company_code: c.code })).statusCode).toBe(
      403,
    );
  });

  it('does not hold them back from another company', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`);
    const join = await injectAs(t, c.pending, 'POST', '/api/companies/join', { company_code: other.code });
    expect(join.statusCode).toBe(200);
    expect(await userRow(c.pending.id)).toMatchObject({ company_id: other.id });
  });

  it('records nothing when the rejection is refused (another company, or not pending)', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    expect((await injectAs(t, other.owner, 'POST', `/api/employees/${c.pending.id}/reject`)).statusCode).toBe(404);
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.isci.id}/reject`)).statusCode).toBe(409);
    const rows = await t.database.db
      .selectFrom('join_rejections')
      .select('user_id')
      .where('user_id', 'in', [c.pending.id, c.isci.id])
      .execute();
    expect(rows).toEqual([]);
  });
});
