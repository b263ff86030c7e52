import { writeBudgets, type WriteBudgetName } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { buildCompanyObjects, ownIdsFor, type CompanyObjects } from './company-objects.js';
import { makeCompany, signedInNow, type TestUser } from './factories.js';
import { idFieldsOf, isOperatorRoute, routesOf, type Route } from './openapi-ids.js';
import { documentOf, snapshot } from './other-company-kit.js';
import { keyOf, requestOf, type IdValues } from './request-examples.js';
import { injectAs } from './test-app.js';
import { expectLimited, useAppWithBudgets, weekMs } from './write-budgets-kit.js';

/**
 * Generated from the OpenAPI document: every write a person can make (POST, PUT, DELETE; not the
 * operator's, whose console has its own sign-in limits) has a limit, and every write budget holds.
 * A new write route fails here until its `config` names a budget (platform/write-budgets.ts).
 *
 * Every budget is one here (the scale shrinks each to a single write; sends to one a second), on
 * a clock the test moves: each route is called twice by the company's own people with its own
 * objects, and the second call must answer 429 with the budget's Turkish detail and change nothing.
 */
const { t, clock } = useAppWithBudgets({ writeRateLimitScale: 0.0001, sendRateLimit: 1 });
const document = () => documentOf(t);

/** Writes that are no person's to repeat: PayTR's signed notification must always be heard. */
const unlimited = new Set(['POST /api/payments/paytr/callback']);

interface RateLimitDocument {
  budget?: WriteBudgetName;
  per: 'person' | 'company' | 'address';
  burst: number;
  window_seconds: number;
}

const limitOf = (route: Route) => (route.operation as { 'x-rate-limit'?: RateLimitDocument })['x-rate-limit'];

const userWrites = () =>
  routesOf(document()).filter(
    (route) =>
      route.method !== 'GET' &&
      !isOperatorRoute(route) &&
      !route.path.startsWith('/api/super-admin/') &&
      !unlimited.has(`${route.method} ${route.path}`),
  );

/** Who makes the call: the employer, but for the writes that are a worker's own. */
function callerOf(route: Route, objects: CompanyObjects): TestUser {
  const { company } = objects;
  if (route.path === '/api/reports/create' || route.path === '/api/tasks/{id}/update-status') return company.isci;
  return company.owner;
}

/** The route filled with the company's own objects, as its caller would name them. */
function ownRequest(route: Route, objects: CompanyObjects, caller: TestUser) {
  const ids: IdValues = new Map();
  for (const field of idFieldsOf(document(), route)) {
    const own = ownIdsFor(objects, field.kinds[0]!, caller);
    if (own.length === 0) throw new Error(`${route.method} ${route.path}: the fixture has no ${field.kinds[0]}`);
    ids.set(keyOf(field), field.list ? own : own[0]!);
  }
  return requestOf(document(), route, ids);
}

describe('write budgets', () => {
  it('limit every write a person can make, and the document says how', async () => {
    const writes = userWrites();
    expect(writes.length).toBeGreaterThan(30);
    const unlimitedWrites: string[] = [];
    for (const route of writes) {
      const limit = limitOf(route);
      const statuses = Object.keys((route.operation as { responses?: object }).responses ?? {});
      if (!limit || !statuses.includes('429')) unlimitedWrites.push(`${route.method} ${route.path}`);
      // A call counted by address is one made before anyone is signed in (registration, sign-in).
      else if (limit.per === 'address') expect(route.operation.security, `${route.method} ${route.path}`).toEqual([]);
    }
    expect(unlimitedWrites, 'write routes without a budget: add config: { budget } to each').toEqual([]);
  });

  it('answer 429 with the budget’s Turkish detail past it, and change nothing', { timeout: 180_000 }, async () => {
    clock.tick(true);
    const objects = await buildCompanyObjects(t, await makeCompany(t, 'Sınırlı Lojistik A.Ş.'));
    clock.tick(false);
    // Deletes last, a group's member before the group, so that every call finds its objects.
    const deletesLast = (route: Route) => (route.method === 'DELETE' ? 1_000 - route.path.length : 0);
    const budgeted = userWrites()
      .filter((route) => limitOf(route)?.budget)
      .sort((a, b) => deletesLast(a) - deletesLast(b));
    expect(budgeted.length).toBeGreaterThan(30);

    const failures: string[] = [];
    const refusedCompanyWrites: string[] = [];
    for (const route of budgeted) {
      const where = `${route.method} ${route.path}`;
      const { budget, per } = limitOf(route)!;
      const caller = callerOf(route, objects);
      const { url, payload } = ownRequest(route, objects, caller);
      clock.advance(weekMs);
      const first = await injectAs(t, await signedInNow(t, caller), route.method, url, payload);
      if (first.statusCode === 429 || first.statusCode >= 500)
        failures.push(`${where}: within its budget ${first.statusCode} ${first.body}`);
      const before = await snapshot(t);
      const second = await injectAs(t, await signedInNow(t, caller), route.method, url, payload);
      if (per === 'company' && first.statusCode >= 400) {
        // A company's budget counts only the writes that go through: the refusal gave it back.
        refusedCompanyWrites.push(where);
        if (second.statusCode !== first.statusCode) failures.push(`${where}: ${second.statusCode} after a refusal`);
      } else
        try {
          expectLimited(second, writeBudgets[budget!].limited, where);
        } catch (error) {
          failures.push(`${where}: ${(error as Error).message}`);
        }
      if ((await snapshot(t)) !== before) failures.push(`${where}: the refused call changed data`);
    }
    expect(failures).toEqual([]);
    // PayTR is not configured here (a get-token call would go out to it): the card payments'
    // budget is spent against the fake PayTR in subscriptions.write-budget.test.ts.
    expect(refusedCompanyWrites).toEqual(['POST /api/subscriptions/purchase-with-paytr']);
  });
});
