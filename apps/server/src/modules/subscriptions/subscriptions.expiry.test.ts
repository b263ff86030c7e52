import { errors, writesWhileExpired } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { setSubscription, defaultPassword, makeCompany, signedInNow, type TestCompany } from '../../test/factories.js';
import { fillPath, openApiOperations } from '../../test/openapi-operations.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { expireEnded } from './subscription-expiry.job.js';

const t = useTestApp();

/** The subscription ended a minute ago; no job has stored it yet. */
async function endSubscription(c: TestCompany, at = new Date(Date.now() - 60_000)) {
  await t.database.db
    .updateTable('companies')
    .set({ subscription_end_date: at.toISOString() })
    .where('id', '=', c.id)
    .execute();
}

/** The writes an ended subscription still allows: signing out, a password, reading, buying. */
const allowedWhileExpired = new Set<string>(writesWhileExpired);

describe('an ended subscription', () => {
  it('reads as expired at once, reads still work, and a write answers 402 in Turkish', async () => {
    const c = await makeCompany(t);
    await endSubscription(c);
    const my = await injectAs(t, c.owner, 'GET', '/api/companies/my');
    expect(my.statusCode).toBe(200);
    expect(my.json().subscription_status).toBe('expired');
    expect((await injectAs(t, c.isci, 'GET', '/api/tasks/my')).statusCode).toBe(200);
    const create = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'Sayım',
      description: 'Ay sonu',
      assigned_to: c.isci.id,
    });
    expect(create.statusCode).toBe(402);
    expect(create.json().detail).toBe(errors.subscriptionExpired);
    expect(await t.database.db.selectFrom('tasks').select('id').where('company_id', '=', c.id).execute()).toEqual([]);
  });

  it('refuses every write route of the API with 402, but those it still allows, and documents it', async () => {
    const c = await makeCompany(t);
    await endSubscription(c);
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const wrong: string[] = [];
    const writes = openApiOperations(t.app).filter(
      (op) => op.method !== 'GET' && !op.isPublic && !op.path.startsWith('/api/super-admin'),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const op of writes) {
      const key = `${op.method} ${op.path}`;
      const documented = doc.paths[op.path]![op.method.toLowerCase()]!.responses['402'] !== undefined;
      for (const who of [c.owner, c.isci]) {
        const res = await injectAs(t, await signedInNow(t, who), op.method as 'POST', fillPath(op.path, {}), {});
        const refused = res.statusCode === 402;
        if (refused === allowedWhileExpired.has(key)) wrong.push(`${key} as ${who.role}: ${res.statusCode}`);
      }
      if (documented === allowedWhileExpired.has(key)) wrong.push(`${key}: 402 documented ${documented}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a company within its end date write freely', async () => {
    const c = await makeCompany(t);
    await endSubscription(c, new Date(Date.now() + 60_000));
    const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'Sayım',
      description: 'Ay sonu',
      assigned_to: c.isci.id,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the expiry job', () => {
  it('stores expired on the ended companies only, and a second pass finds nothing', async () => {
    const ended = await makeCompany(t);
    const running = await makeCompany(t);
    await endSubscription(ended);
    expect(await expireEnded(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const status = (id: string) =>
      t.database.db
        .selectFrom('companies')
        .select('subscription_status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect((await status(ended.id)).subscription_status).toBe('expired');
    expect((await status(running.id)).subscription_status).toBe('active');
    expect(await expireEnded(t.database.db, new Date())).toBe(0);
    // Stored or not, the answer is the same.
    expect((await injectAs(t, ended.owner, 'GET', '/api/companies/my')).json().subscription_status).toBe('expired');
  });
});

describe('a suspended company', () => {
  it('signs nobody in and stops every earlier token, the employer’s included', async () => {
    const c = await makeCompany(t);
    await setSubscription(t, c.id, { subscription_status: 'suspended' });
    for (const who of [c.owner, c.mudur, c.isci]) {
      const login = await injectAs(t, undefined, 'POST', '/api/auth/login', {
        email: who.email,
        password: defaultPassword,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().detail).toBe(
        who.role === 'isveren' ? errors.companySuspendedEmployer : errors.companySuspended,
      );
      const me = await injectAs(t, who, 'GET', '/api/companies/my');
      expect(me.statusCode).toBe(403);
      expect(me.json().detail).toMatch(/askıya alınmıştır/);
    }
  });
});
