import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '../modules/admin/index.js';
import { makeCompany, makeUser, type TestUser } from './factories.js';
import { isOperatorRoute, routesOf, type Route } from './openapi-ids.js';
import { documentOf, snapshot } from './other-company-kit.js';
import { injectAs, useTestApp, type Caller } from './test-app.js';

/**
 * The wall between the operator and the people of the companies, generated from the OpenAPI
 * document so that a route added later is held to it as well:
 * - every operator route (`/api/super-admin/…`) answers 401 without a token, and 401 or 403 to
 *   the token of a user of every role (approved or not, with a company or without);
 * - every other signed-in route answers 401 or 403 to the operator's token;
 * - nothing any of these calls makes is written;
 * - the operator routes are exactly the ones the document marks with the operator's token, and
 *   none is public but the two steps of the operator's sign-in.
 * Each call's path is filled with a random id, and no body is sent: the token is checked before
 * either is read (platform/auth.ts), and a route that read them first would fail here.
 */
const t = useTestApp();
const document = () => documentOf(t);

const operatorPrefix = '/api/super-admin/';
/** The operator's calls that take no token: the sign-in's two steps. */
const publicOperatorRoutes = ['POST /api/super-admin/login', 'POST /api/super-admin/login/two-factor'];

const label = (route: Route) => `${route.method} ${route.path}`;
const isPublic = (route: Route) => route.operation.security?.length === 0;
const urlOf = (route: Route) => route.path.replace(/\{\w+\}/g, () => randomUUID());

async function operatorCaller(): Promise<Caller> {
  const username = `duvar_${randomUUID().slice(0, 8)}`;
  await createOrResetAdmin({ db: t.database.db }, username, 'duvar-sifre-1');
  const res = await injectAs(t, undefined, 'POST', '/api/super-admin/login', { username, password: 'duvar-sifre-1' });
  expect(res.statusCode).toBe(200);
  return { token: res.json().access_token };
}

async function usersOfEveryKind(): Promise<TestUser[]> {
  const c = await makeCompany(t, 'Duvar Şirketi A.Ş.');
  return [c.owner, c.mudur, c.sef, c.isci, c.pending, await makeUser(t, { role: 'isci' })];
}

describe('the wall between operator and user tokens', () => {
  it('documents the operator routes with the operator’s token, and only the sign-in as public', () => {
    const routes = routesOf(document());
    const underPrefix = (route: Route) => route.path.startsWith(operatorPrefix);
    const misplaced = routes
      .filter((route) => (isOperatorRoute(route) ? !underPrefix(route) : underPrefix(route) && !isPublic(route)))
      .map(label);
    expect(misplaced).toEqual([]);
    const publicOperator = routes.filter((r) => r.path.startsWith(operatorPrefix) && isPublic(r)).map(label);
    expect(publicOperator.sort()).toEqual([...publicOperatorRoutes].sort());
    expect(routes.filter(isOperatorRoute).length).toBeGreaterThan(5);
  });

  it('refuses every operator route without a token and with any user’s token', { timeout: 120_000 }, async () => {
    const users = await usersOfEveryKind();
    const routes = routesOf(document()).filter((r) => r.path.startsWith(operatorPrefix) && !isPublic(r));
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const route of routes) {
      const url = urlOf(route);
      const anonymous = await injectAs(t, undefined, route.method, url);
      if (anonymous.statusCode !== 401) failures.push(`${label(route)} without a token: ${anonymous.statusCode}`);
      for (const user of users) {
        const res = await injectAs(t, user, route.method, url);
        if (res.statusCode !== 401 && res.statusCode !== 403)
          failures.push(
            `${label(route)} as ${user.role}${user.companyId ? '' : ' without a company'}: ${res.statusCode}`,
          );
        else if (typeof res.json().detail !== 'string') failures.push(`${label(route)}: no Turkish detail`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses every user route to the operator’s token', { timeout: 120_000 }, async () => {
    const operator = await operatorCaller();
    const routes = routesOf(document()).filter((r) => !r.path.startsWith(operatorPrefix) && !isPublic(r));
    expect(routes.length).toBeGreaterThan(20);
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await injectAs(t, operator, route.method, urlOf(route));
      if (res.statusCode !== 401 && res.statusCode !== 403) failures.push(`${label(route)}: ${res.statusCode}`);
      else if (typeof res.json().detail !== 'string') failures.push(`${label(route)}: no Turkish detail`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toBe(before);
    // The same token still opens the operator's own calls: the refusals above are the wall's.
    expect((await injectAs(t, operator, 'GET', '/api/super-admin/dashboard')).statusCode).toBe(200);
  });
});
