import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask, uniqueEmail, type TestCompany, type TestUser } from './factories.js';
import { badBodies, badFieldValues, badUrlValues, plausibleValue } from './fuzz-inputs.js';
import { fillPath, openApiOperations, type Operation } from './openapi-operations.js';
import { useTestApp } from './test-app.js';
import { createOrResetAdmin } from '../modules/admin/admin.service.js';

/**
 * Every route of the OpenAPI document, called with malformed paths, queries and bodies, without a
 * token and as a person who may make the call: whatever comes in, the answer is never a 5xx. A new
 * route is covered the moment it is declared.
 */
const t = useTestApp();

interface Caller {
  name: string;
  token: () => Promise<string | undefined>;
}

async function setUp() {
  const c = await makeCompany(t, 'Fuzz A.Ş.');
  const taskId = await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi' });
  const startedId = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
  const adminName = `fuzz_${Date.now().toString(36)}`;
  await createOrResetAdmin({ db: t.database.db }, adminName, 'operator-sifre-9');
  const admin = await t.database.db
    .selectFrom('super_admins')
    .selectAll()
    .where('username', '=', adminName)
    .executeTakeFirstOrThrow();
  // Re-signed before every route: logout and password changes along the way revoke earlier tokens.
  const userToken = (u: TestUser) => async () => {
    const row = await t.database.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    return t.tokens.sign('vazife:user', { sub: u.id, ver: row.token_version });
  };
  const adminToken = async () => {
    const row = await t.database.db
      .selectFrom('super_admins')
      .select('token_version')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    return t.tokens.sign('vazife:admin', { sub: admin.id, ver: row.token_version });
  };
  const anonymous: Caller = { name: 'anonymous', token: async () => undefined };
  return {
    c,
    ids: { taskId, startedId },
    anonymous,
    employer: { name: 'isveren', token: userToken(c.owner) },
    worker: { name: 'isci', token: userToken(c.isci) },
    operator: { name: 'operator', token: adminToken },
  };
}

function baselinePath(op: Operation, c: TestCompany, ids: { taskId: string; startedId: string }, caller: string) {
  const values: Record<string, string> = {};
  for (const name of op.pathParams) {
    if (name === 'area') values[name] = 'tasks';
    else if (op.path.startsWith('/api/tasks/')) values[name] = caller === 'isci' ? ids.startedId : ids.taskId;
    else if (op.path.startsWith('/api/employees/')) values[name] = c.pending.id;
    else values[name] = c.isci.id;
  }
  return values;
}

function baselineBody(op: Operation, c: TestCompany): Record<string, unknown> {
  const known = {
    email: () => uniqueEmail('fuzz'),
    password: 'Kapadokya-Balon-74',
    userId: c.isci.id,
    companyCode: c.code,
  };
  // Required fields only: an optional one can change the call's meaning (a company code on an
  // employer's registration is refused before anything is stored).
  const body: Record<string, unknown> = {};
  for (const name of op.requiredBodyFields) {
    const schema = op.bodyFields[name] ?? {};
    const value = plausibleValue(name, schema, known);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/** The requests for one route as one caller: one malformed part at a time, the rest plausible. */
function requestsFor(op: Operation, c: TestCompany, ids: { taskId: string; startedId: string }, caller: string) {
  const path = baselinePath(op, c, ids, caller);
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body = () => (hasBody ? baselineBody(op, c) : undefined);
  const requests: (InjectOptions & { what: string })[] = [];
  for (const name of op.pathParams)
    for (const value of badUrlValues)
      requests.push({
        what: `path ${name}=${value.slice(0, 30)}`,
        url: fillPath(op.path, { ...path, [name]: value }),
        payload: body() as never,
      });
  const url = fillPath(op.path, path);
  for (const name of op.queryParams)
    for (const value of badUrlValues)
      requests.push({ what: `query ${name}=${value.slice(0, 30)}`, url: `${url}?${name}=${value}` });
  if (hasBody) {
    for (const name of Object.keys(op.bodyFields))
      for (const value of badFieldValues)
        requests.push({
          what: `body ${name}=${JSON.stringify(value)?.slice(0, 40)}`,
          url,
          payload: { ...body(), [name]: value } as never,
        });
    // The same fields as a url-encoded form and as multipart: other parsers, same schema.
    for (const name of Object.keys(op.bodyFields))
      for (const value of badUrlValues.slice(0, 4)) {
        const form = Object.entries({ ...body(), [name]: 'x' })
          .map(([key, v]) => `${key}=${key === name ? value : encodeURIComponent(String(v))}`)
          .join('&');
        requests.push({
          what: `form ${name}=${value}`,
          url,
          payload: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        requests.push({
          what: `multipart ${name}=${value}`,
          url,
          payload: multipartOf({ ...body(), [name]: decodeURIComponentLoosely(value) }),
          headers: { 'content-type': 'multipart/form-data; boundary=FUZZ' },
        });
      }
    for (const bad of badBodies)
      requests.push({
        what: `body ${bad.contentType} ${String(bad.payload).slice(0, 40)}`,
        url,
        payload: bad.payload,
        headers: bad.contentType ? { 'content-type': bad.contentType } : {},
      });
  }
  return requests;
}

/** A multipart body of text fields, written by hand so that any bytes can go in. */
function multipartOf(fields: Record<string, unknown>): Buffer {
  const parts = Object.entries(fields).map(([key, value]) =>
    Buffer.concat([
      Buffer.from(`--FUZZ\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(String(value)),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...parts, Buffer.from('--FUZZ--\r\n')]);
}

/** Percent-decoding to raw bytes, invalid UTF-8 included (what decodeURIComponent refuses). */
function decodeURIComponentLoosely(value: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '%' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(value[i]!));
  }
  return Buffer.from(bytes);
}

/** Runs a few requests at a time; answers every failing one as a line, so one run shows them all. */
async function findServerErrors(op: Operation, caller: Caller, requests: (InjectOptions & { what: string })[]) {
  const failures: string[] = [];
  const token = await caller.token();
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async ({ what, headers, ...request }) => {
        const res = await t.app.inject({
          ...request,
          method: op.method,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        });
        if (res.statusCode >= 500)
          failures.push(`${op.method} ${op.path} as ${caller.name}: ${what} → ${res.statusCode}`);
      }),
    );
  }
  return failures;
}

describe('every route of the OpenAPI document, fuzzed', () => {
  it('answers malformed input without a 5xx, signed in or not', { timeout: 120_000 }, async () => {
    const s = await setUp();
    const operations = openApiOperations(t.app);
    // The document is the source: if it lost its routes, this test would prove nothing.
    expect(operations.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      // A stream never ends on its own, and takes no input: modules/live tests it over HTTP.
      if (op.path === '/api/events') continue;
      const callers =
        op.path.startsWith('/api/super-admin/') && !op.isPublic
          ? [s.anonymous, s.operator]
          : op.isPublic
            ? [s.anonymous]
            : [s.anonymous, s.employer, s.worker];
      for (const caller of callers) {
        const requests = requestsFor(op, s.c, s.ids, caller.name);
        sent += requests.length;
        failures.push(...(await findServerErrors(op, caller, requests)));
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3500);
  });
});
