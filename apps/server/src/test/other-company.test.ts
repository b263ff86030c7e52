import { describe, expect, it } from 'vitest';
import { buildCompanyObjects, idsOf, type CompanyObjects } from './company-objects.js';
import { makeCompany, type TestUser } from './factories.js';
import { idFieldsOf, isOperatorRoute, routesOf, type IdField, type Route } from './openapi-ids.js';
import { documentOf, isNotFound, snapshot } from './other-company-kit.js';
import { keyOf, requestOf, type IdValues } from './request-examples.js';
import { injectAs, useTestApp } from './test-app.js';

/**
 * Generated from the OpenAPI document: every route that takes a parameter in its path is called
 * by each person of another company with the ids of real objects of the first, and must answer
 * 404 and change nothing (no row of any table, no stored file). A path parameter names its kind of
 * object by its mark (`idOf` in packages/contract/src/common.ts); one without a mark (nor an enum)
 * fails, naming the route. Ids anywhere else in a request: other-company-ids.test.ts.
 */
const t = useTestApp();
const document = () => documentOf(t);

/** How a caller is signed in: a bearer token, and where the route takes one, their download grant. */
function credentials(route: Route, who: TestUser): { label: string; query: string; token?: TestUser }[] {
  const ways: { label: string; query: string; token?: TestUser }[] = [{ label: 'token', query: '', token: who }];
  if (route.operation.security?.some((s) => 'downloadGrant' in s)) {
    // Fresh test users are at token version 0: the grant is as valid as the one their pages carry.
    const query = t.app.deps.grants.linkQuery(who.id, who.companyId!, 0);
    ways.push({ label: 'download grant', query });
  }
  return ways;
}

/** A path parameter's values: every value of an enum, else every object of the kind its mark names. */
function pathValues(route: Route, ids: IdField[], name: string, objects: CompanyObjects): string[] {
  const schema = route.operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  if (schema?.enum) return schema.enum.map(String);
  const field = ids.find((f) => f.in === 'path' && f.name === name);
  if (!field)
    throw new Error(
      `${route.method} ${route.path}: {${name}} names no kind of object; mark it with idOf in the contract`,
    );
  const values = field.kinds.flatMap((kind) => idsOf(objects, kind));
  if (values.length === 0) throw new Error(`${route.method} ${route.path}: the fixture has no {${name}}`);
  return values;
}

/** Every combination of the path's parameters, each filled with the first company's objects. */
function pathFillings(route: Route, objects: CompanyObjects): IdValues[] {
  const ids = idFieldsOf(document(), route);
  let fillings: IdValues[] = [new Map()];
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const values = pathValues(route, ids, name!, objects);
    fillings = fillings.flatMap((filling) => values.map((value) => new Map(filling).set(`path ${name}`, value)));
  }
  // The body's ids are the first company's too: its people reach the call, another company's
  // caller is stopped by the path's object before the body's is looked up.
  for (const field of ids.filter((f) => f.in !== 'path')) {
    const first = idsOf(objects, field.kinds[0]!);
    for (const filling of fillings) filling.set(keyOf(field), field.list ? first : first[0]!);
  }
  return fillings;
}

const routesWithParameters = (): Route[] =>
  routesOf(document()).filter((route) => route.path.includes('{') && !isOperatorRoute(route));

describe('another company’s objects', () => {
  it(
    'answer 404 and change nothing, on every route with a parameter, for every role',
    { timeout: 180_000 },
    async () => {
      const objects = await buildCompanyObjects(t, await makeCompany(t, 'Birinci Şirket A.Ş.'));
      const b = await makeCompany(t, 'İkinci Şirket A.Ş.');
      const callers = [b.owner, b.mudur, b.sef, b.isci];
      const routes = routesWithParameters();
      expect(routes.length).toBeGreaterThan(0);

      const failures: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const before = await snapshot(t);
        for (const filling of pathFillings(route, objects)) {
          const { url, payload } = requestOf(document(), route, filling);
          for (const who of callers)
            for (const way of credentials(route, who)) {
              const res = await injectAs(t, way.token, route.method, url + way.query, payload);
              calls += 1;
              if (!isNotFound(res))
                failures.push(`${route.method} ${url} as ${who.role} (${way.label}): ${res.statusCode} ${res.body}`);
            }
        }
        if ((await snapshot(t)) !== before) failures.push(`${route.method} ${route.path} changed data`);
      }
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThan(routes.length * callers.length - 1);
    },
  );

  it('fills each route with objects the first company itself reaches', { timeout: 180_000 }, async () => {
    // Else the 404s above could come from ids that exist nowhere.
    const objects = await buildCompanyObjects(t, await makeCompany(t, 'Üçüncü Şirket A.Ş.'));
    const unreached: string[] = [];
    // The company's own calls do what they say: deletes come last (a group's member before the
    // group), so that every other call still finds the objects they would remove.
    const deletesLast = (route: Route) => (route.method === 'DELETE' ? 1_000 - route.path.length : 0);
    const routes = routesWithParameters().sort((a, b) => deletesLast(a) - deletesLast(b));
    for (const route of routes) {
      const statuses = [];
      for (const filling of pathFillings(route, objects)) {
        const { url, payload } = requestOf(document(), route, filling);
        statuses.push((await injectAs(t, objects.company.owner, route.method, url, payload)).statusCode);
      }
      if (!statuses.some((status) => status !== 404)) unreached.push(`${route.method} ${route.path}`);
    }
    expect(unreached).toEqual([]);
  });
});
