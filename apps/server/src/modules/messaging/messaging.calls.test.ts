import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../test/factories.js';
import { openApiOperations } from '../../test/openapi-operations.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { buildCallFixture, callTable, type CallFixture, type Target } from './messaging-calls-test-kit.js';
import { createdStatuses, expectDetail, expectStatus, messagingState } from './messaging-test-kit.js';

/**
 * Every messaging call × every role, then the same calls pointed at company A's objects by A's
 * pending worker, a person with no company, nobody at all, and each person of company B: 403,
 * 403, 401 and 404, with nothing of either company changed.
 */
const t = useTestApp();
const f = {} as CallFixture;
beforeAll(() => buildCallFixture(t, f));
const calls = callTable(t, f);

const call = (who: TestUser | undefined, target: Target) => injectAs(t, who, target.method, target.url, target.body);
const bothStates = async () => `${await messagingState(t, f.a.id)}|${await messagingState(t, f.b.id)}`;

describe('every call as every approved role of the company', () => {
  for (const role of ['isveren', 'mudur', 'sef', 'isci'] as const)
    it.each(calls)(`${role}: $name`, async (c) => {
      const who = role === 'isveren' ? f.a.owner : f.a[role];
      const target = await c.own(who);
      const res = await call(who, target);
      if (c.refused?.includes(role)) {
        expectStatus(res, 403, `${role} ${c.name}`);
        expectDetail(res);
      } else {
        expectStatus(res, target.method === 'POST' ? [200, ...createdStatuses] : [200, 204], `${role} ${c.name}`);
        if (res.statusCode !== 204) c.check?.(res.json());
      }
    });
});

describe('the same calls refused, with nothing changed', () => {
  it.each(calls)('pending worker and a person without a company: 403 — $name', async (c) => {
    const loner = await makeUser(t, { role: 'isci', companyId: null });
    const before = await bothStates();
    for (const who of [f.a.pending, loner]) {
      const res = await call(who, c.foreign());
      expectStatus(res, 403, `${who === loner ? 'no company' : 'pending'} ${c.name}`);
      expectDetail(res);
    }
    expect(await bothStates()).toBe(before);
  });

  it.each(calls)('nobody signed in: 401 — $name', async (c) => {
    const before = await bothStates();
    expectStatus(await call(undefined, c.foreign()), 401, c.name);
    expect(await bothStates()).toBe(before);
  });

  it.each(calls.filter((c) => !c.list))("another company's people: 404 — $name", async (c) => {
    const before = await bothStates();
    for (const who of [f.b.owner, f.b.mudur, f.b.sef, f.b.isci]) {
      const res = await call(who, c.foreign());
      const want = c.roleRuleFirst && who.role !== 'isveren' ? [403, 404] : [404];
      expectStatus(res, want, `B's ${who.role} ${c.name}`);
      expectDetail(res);
    }
    expect(await bothStates()).toBe(before);
  });

  it.each(calls.filter((c) => c.list))("another company's people see nothing of A — $name", async (c) => {
    const aIds = [
      ...Object.values(f.a).flatMap((v) => (typeof v === 'object' && v && 'id' in v ? [v.id] : [])),
      f.group.id,
    ];
    for (const who of [f.b.owner, f.b.mudur, f.b.sef, f.b.isci]) {
      const res = await call(who, c.foreign());
      expectStatus(res, 200, `B's ${who.role} ${c.name}`);
      for (const id of aIds) expect(res.body, `${who.role} sees ${id}`).not.toContain(id);
    }
  });
});

describe('the table is complete', () => {
  it('names every messaging route of the OpenAPI document, so a new one fails here until it is tested', () => {
    const messaging = openApiOperations(t.app)
      .filter((op) => /^\/api\/(messages|groups|conversations)(\/|$)/.test(op.path))
      .map((op) => `${op.method} ${op.path}`)
      .sort();
    const tested = new Set(calls.map((c) => c.name.replace(/ \(.*\)$/, '')));
    expect(messaging.length).toBeGreaterThanOrEqual(19);
    expect(messaging.filter((route) => !tested.has(route))).toEqual([]);
  });
});
