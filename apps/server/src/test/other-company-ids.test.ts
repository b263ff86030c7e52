import { platformIdKinds, type IdKind } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { buildCompanyObjects, idsOf, ownIdsFor, type CompanyObjects } from './company-objects.js';
import { makeCompany, type TestUser } from './factories.js';
import { bodySchemaOf, idFieldsOf, isOperatorRoute, routesOf, type IdField, type Route } from './openapi-ids.js';
import { documentOf, isNotFound, isReached, snapshot } from './other-company-kit.js';
import { keyOf, requestOf, type IdValues } from './request-examples.js';
import { jpeg } from './sample-files.js';
import { injectAs, useTestApp } from './test-app.js';

/**
 * Generated from the OpenAPI document: every id a request carries (in its path, query or body,
 * alone or in a list) is marked with the kind of object it names (`idOf` in
 * packages/contract/src/common.ts). Each, in turn, is given another company's object of its kind,
 * the caller's own objects filling the call's other ids, by each person of the caller's company:
 * the call answers 404 and changes nothing (no row of any table, no stored file). A new route is
 * covered the day it is declared; a field named like an id but not marked fails, naming it.
 */
const t = useTestApp();
const document = () => documentOf(t);

/**
 * One call with one id (or list of ids) swapped: the caller's own objects everywhere else, so that
 * the answer is about that id alone.
 */
interface Probe {
  route: Route;
  field: IdField;
  kind: IdKind;
  label: string;
  /** The caller's own objects everywhere but `field`. */
  own: (who: TestUser) => IdValues;
  /** What `field` carries: another company's object, alone, in a list, or among the caller's own. */
  foreign: (who: TestUser) => string | string[];
}

/** Routes whose ids are more than one path parameter: other-company.test.ts covers the others. */
const probedRoutes = (): { route: Route; ids: IdField[] }[] =>
  routesOf(document())
    .filter((route) => !isOperatorRoute(route))
    .map((route) => ({ route, ids: idFieldsOf(document(), route) }))
    .filter(({ ids }) => ids.length > 1 || ids.some((f) => f.in !== 'path'));

function probesOf(route: Route, ids: IdField[], mine: CompanyObjects, theirs: CompanyObjects): Probe[] {
  const where = `${route.method} ${route.path}`;
  const ownFor = (field: IdField, kind: IdKind, who: TestUser) => {
    const values = ownIdsFor(mine, kind, who);
    return field.list ? values : values[0];
  };
  const probes: Probe[] = [];
  for (const field of ids)
    for (const kind of field.kinds) {
      // The platform's objects (a plan) are every company's alike: none is another company's.
      if (platformIdKinds.includes(kind)) continue;
      const own = (who: TestUser) => {
        const values: IdValues = new Map();
        for (const other of ids) {
          if (other === field || !other.required) continue;
          const value = ownFor(other, other.kinds[0]!, who);
          if (value === undefined) throw new Error(`${where}: the caller's company has no ${other.kinds[0]}`);
          values.set(keyOf(other), value);
        }
        return values;
      };
      const foreign = idsOf(theirs, kind);
      if (foreign.length === 0) throw new Error(`${where}: the fixture has no ${kind}`);
      const label = `${keyOf(field)} (${kind})`;
      if (!field.list) for (const id of foreign) probes.push({ route, field, kind, label, own, foreign: () => id });
      else {
        probes.push({ route, field, kind, label: `${label}, all another company’s`, own, foreign: () => foreign });
        probes.push({
          route,
          field,
          kind,
          label: `${label}, one among the caller’s own`,
          own,
          foreign: (who) => [...ownIdsFor(mine, kind, who), foreign[0]!],
        });
      }
    }
  return probes;
}

/** Probes of one id, each checked for a change after all of them. */
function byLabel(probes: Probe[]): Probe[][] {
  const groups = new Map<string, Probe[]>();
  for (const probe of probes) groups.set(probe.label, [...(groups.get(probe.label) ?? []), probe]);
  return [...groups.values()];
}

interface Company {
  mine: CompanyObjects;
  theirs: CompanyObjects;
  file: Buffer;
}

/** The probe's call, with another company's id, or with the caller's own in its place. */
function callOf(probe: Probe, who: TestUser, { mine, file }: Company, withOwn = false) {
  const own = ownIdsFor(mine, probe.kind, who);
  const value = withOwn ? (probe.field.list ? (own.length > 0 ? own : undefined) : own[0]) : probe.foreign(who);
  if (value === undefined) return undefined;
  const values = probe.own(who).set(keyOf(probe.field), value);
  const { url, payload } = requestOf(document(), probe.route, values, { isGroup: probe.kind === 'group', file });
  return () => injectAs(t, who, probe.route.method, url, payload).then((res) => ({ url, res }));
}

/** What is wrong with the probe's answer to this caller; undefined when it is a 404. */
async function probeAs(probe: Probe, who: TestUser, companies: Company): Promise<string | undefined> {
  const { url, res } = await callOf(probe, who, companies)!();
  if (isNotFound(res)) return undefined;
  // A role that may not make this call at all is told so whatever it names: the same refusal as
  // with its own objects leaks nothing of the other company's.
  const control = res.statusCode === 403 ? await callOf(probe, who, companies, true)?.() : undefined;
  if (control && control.res.statusCode === 403 && control.res.json().detail === res.json().detail) return undefined;
  return `${probe.route.method} ${url} ${probe.label} as ${who.role}: ${res.statusCode} ${res.body}`;
}

async function twoCompanies(first: string, second: string): Promise<Company & { callers: TestUser[] }> {
  const theirs = await buildCompanyObjects(t, await makeCompany(t, first));
  const mine = await buildCompanyObjects(t, await makeCompany(t, second));
  const { owner, mudur, sef, isci } = mine.company;
  return { mine, theirs, file: await jpeg(), callers: [owner, mudur, sef, isci] };
}

describe('another company’s ids anywhere in a request', () => {
  it(
    'answer 404 and change nothing, in the path, query or body, alone or in a list, for every role',
    { timeout: 180_000 },
    async () => {
      const companies = await twoCompanies('Dördüncü Şirket A.Ş.', 'Beşinci Şirket A.Ş.');
      const routes = probedRoutes();
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let calls = 0;
      for (const { route, ids } of routes)
        for (const probes of byLabel(probesOf(route, ids, companies.mine, companies.theirs))) {
          const before = await snapshot(t);
          for (const probe of probes)
            for (const who of companies.callers) {
              const failure = await probeAs(probe, who, companies);
              calls += 1;
              if (failure) failures.push(failure);
            }
          if ((await snapshot(t)) !== before)
            failures.push(`${route.method} ${route.path} ${probes[0]!.label} changed data`);
        }
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThan(routes.length * companies.callers.length - 1);
    },
  );

  it('names in each call objects the caller’s company itself reaches', { timeout: 180_000 }, async () => {
    // Else the 404s above could come from the caller's own ids, not from the other company's.
    const companies = await twoCompanies('Altıncı Şirket A.Ş.', 'Yedinci Şirket A.Ş.');
    const unreached: string[] = [];
    for (const { route, ids } of probedRoutes())
      for (const [probe] of byLabel(probesOf(route, ids, companies.mine, companies.theirs))) {
        const answers: string[] = [];
        let reached = false;
        for (const who of companies.callers) {
          const call = callOf(probe!, who, companies, true);
          if (!call) {
            answers.push(`${who.role} has no ${probe!.kind} of their own`);
            continue;
          }
          const { res } = await call();
          if ((reached = isReached(res))) break;
          answers.push(`${who.role}: ${res.statusCode} ${res.body}`);
        }
        if (!reached) unreached.push(`${route.method} ${route.path} ${probe!.label}: ${answers.join('; ')}`);
      }
    expect(unreached).toEqual([]);
  });

  it('finds an id mark on every field that looks like an id', () => {
    // A new field named like an id but not marked would be left out of the tests above. (A field
    // naming an object under another name, as `assigned_to` does, is marked by its author.)
    const unmarked: string[] = [];
    const idLike = /(^|_)ids?$|Id$/;
    // Named like an id but naming nothing of ours: PayTR's store number (the operator's settings).
    const notObjects = new Set(['merchant_id']);
    for (const route of routesOf(document())) {
      const marked = new Set(idFieldsOf(document(), route).map(keyOf));
      const names = [
        ...(route.operation.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => `${p.in} ${p.name}`),
        ...Object.keys(bodySchemaOf(document(), route)?.schema.properties ?? {}).map((name) => `body ${name}`),
      ];
      for (const name of names)
        if (
          idLike.test(name.slice(name.indexOf(' ') + 1)) &&
          !notObjects.has(name.slice(name.indexOf(' ') + 1)) &&
          !marked.has(name)
        )
          unmarked.push(`${route.method} ${route.path} ${name}`);
    }
    expect(unmarked).toEqual([]);
  });
});
