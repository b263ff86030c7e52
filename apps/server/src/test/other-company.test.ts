import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyone, makeCompany, type TestCompany, type TestUser } from './factories.js';
import { filesUnder, jpeg, multipart } from './sample-files.js';
import { resolvedDocument } from './openapi-operations.js';
import { injectAs, useTestApp } from './test-app.js';

/**
 * Generated from the OpenAPI document: every route that takes a parameter in its path is called
 * by each person of another company with the ids of real objects of the first, and must answer
 * 404 and change nothing (no row of any table, no stored file). A new route is covered the day
 * it is added; one whose parameter this file cannot fill fails, naming the route, until a filler
 * is written below.
 */
const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, unknown>[];
}
interface Route {
  method: Method;
  path: string;
  operation: Operation;
}

/** The first company's objects, by what a path parameter names. */
interface Fixture {
  a: TestCompany;
  taskIds: string[];
  /** Direct messages both ways (one with a file) and a group's message. */
  messageIds: string[];
  groupIds: string[];
  /** Stored file names by area, as the links the API handed out say. */
  files: Map<string, Set<string>>;
}

/**
 * Values for a path parameter: by the whole route, where one path's parameter names different
 * objects by method (`GET /api/messages/{id}`), by the literal segment before it and its name
 * (`tasks/{id}`), or by its name alone. A parameter with an enum in its schema takes every value
 * of it.
 */
const fillers: Record<string, (f: Fixture) => string[]> = {
  'tasks/{id}': (f) => f.taskIds,
  'employees/{id}': (f) => Object.values(everyone(f.a)).map((u) => u.id),
  'employee/{id}': (f) => Object.values(everyone(f.a)).map((u) => u.id),
  // One path: GET reads a conversation with a person, PUT and DELETE a message.
  'GET /api/messages/{id}': (f) => Object.values(everyone(f.a)).map((u) => u.id),
  'messages/{id}': (f) => f.messageIds,
  'groups/{id}': (f) => f.groupIds,
  'members/{userId}': (f) => Object.values(everyone(f.a)).map((u) => u.id),
  '{filename}': (f) => [...f.files.values()].flatMap((names) => [...names]),
  '{file}': (f) => [...f.files.values()].flatMap((names) => [...names]),
};

function routesWithParameters(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths)
    .filter(([p]) => p.includes('{'))
    .flatMap(([p, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path: p,
        operation,
      })),
    );
}

/** Every filled path of a route; throws, naming the route, for a parameter nothing can fill. */
function filledPaths(route: Route, fixture: Fixture): string[] {
  const segments = route.path.split('/');
  let paths = [''];
  segments.forEach((segment, i) => {
    if (i === 0) return;
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    let values = [segment];
    if (name) {
      const schema = route.operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
      const filler =
        fillers[`${route.method} ${route.path}`] ?? fillers[`${segments[i - 1]}/${segment}`] ?? fillers[segment];
      if (schema?.enum) values = schema.enum.map(String);
      else if (filler) values = filler(fixture).map(encodeURIComponent);
      else
        throw new Error(
          `${route.method} ${route.path}: nothing fills {${name}}; add a filler to other-company.test.ts`,
        );
      if (values.length === 0) throw new Error(`${route.method} ${route.path}: the fixture has no {${name}}`);
    }
    paths = paths.flatMap((start) => values.map((value) => `${start}/${value}`));
  });
  return paths;
}

/**
 * Body fields that name an object: the first company's, so that its own people reach the call
 * (another company's caller is stopped by the path's object before the body's is looked up).
 */
const bodyFillers: Record<string, (f: Fixture) => string> = {
  user_id: (f) => f.a.mudur.id,
};

/** A valid value of a schema, so that the call passes validation and reaches the company check. */
function example(schema: Schema, where: string, fixture?: Fixture): unknown {
  const field = where.slice(where.lastIndexOf('.') + 1);
  if (fixture && where.includes(' body.') && bodyFillers[field]) return bodyFillers[field](fixture);
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return example(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!, where, fixture);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          example(schema.properties?.[key] ?? {}, `${where}.${key}`, fixture),
        ]),
      );
    case 'string':
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      return 'Deneme metni'.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? 1000);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      throw new Error(`${where}: cannot write an example of ${JSON.stringify(schema)}`);
  }
}

function bodyOf(route: Route, fixture: Fixture): Record<string, unknown> | undefined {
  const content = route.operation.requestBody?.content;
  if (!content) return undefined;
  const json = content['application/json'];
  if (!json) throw new Error(`${route.method} ${route.path}: no JSON body to write an example of`);
  return example(json.schema, `${route.method} ${route.path} body`, fixture) as Record<string, unknown>;
}

/** Every row of every table, in a stable order, and every stored file. */
async function snapshot(): Promise<string> {
  // Thumbnails are written after the upload's answer: let them land before comparing.
  await t.app.files.thumbnails.idle();
  const { db } = t.database;
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const all = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  const files = filesUnder(path.join(t.config.dataDir, 'files')).sort();
  return JSON.stringify({ rows, files });
}

/** Company A's objects: a task with an image, one completed with evidence, its people. */
async function buildFixture(a: TestCompany): Promise<Fixture> {
  const image = multipart({ title: 'Raf düzeni', description: 'Depo rafları', assigned_to: a.isci.id }, [
    { field: 'task_image', name: 'raf.jpg', data: await jpeg(), type: 'image/jpeg' },
  ]);
  const created = await injectAs(t, a.owner, 'POST', '/api/tasks/create', image);
  expect(created.statusCode, created.body).toBe(201);
  const open = created.json().task;
  const second = await injectAs(t, a.owner, 'POST', '/api/tasks/create', {
    title: 'Sayım',
    description: 'Ay sonu sayımı',
    assigned_to: a.isci.id,
  });
  const done = second.json().task;
  expect(
    (await injectAs(t, a.isci, 'POST', `/api/tasks/${done.id}/update-status`, { status: 'baslatildi' })).statusCode,
  ).toBe(200);
  const completed = await injectAs(
    t,
    a.isci,
    'POST',
    `/api/tasks/${done.id}/update-status`,
    multipart({ status: 'tamamlandi', completion_note: 'Bitti' }, [
      { field: 'evidence_files', name: 'kanit.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]),
  );
  expect(completed.statusCode, completed.body).toBe(200);
  const links: string[] = [
    open.task_image,
    open.task_image_thumbnail,
    ...completed
      .json()
      .task.evidence_files.flatMap((f: { url: string; thumbnail_url: string | null }) => [f.url, f.thumbnail_url]),
  ].filter((link): link is string => typeof link === 'string');
  const files = new Map<string, Set<string>>();
  for (const link of links) {
    const [area, name] = new URL(link, 'http://x').pathname.replace('/api/download/', '').split('/');
    if (!files.has(area!)) files.set(area!, new Set());
    files.get(area!)!.add(name!);
  }
  const messaging = await messagingFixture(a);
  for (const link of messaging.links) {
    const [area, name] = new URL(link, 'http://x').pathname.replace('/api/download/', '').split('/');
    if (!files.has(area!)) files.set(area!, new Set());
    files.get(area!)!.add(name!);
  }
  return { a, taskIds: [open.id, done.id], files, messageIds: messaging.messageIds, groupIds: messaging.groupIds };
}

/** Company A's conversations: messages both ways, an image message with its thumbnail, a group. */
async function messagingFixture(a: TestCompany) {
  const send = async (from: TestUser, to: TestUser, content: string) => {
    const res = await injectAs(t, from, 'POST', '/api/messages/send', { receiver_id: to.id, content });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const ownerToWorker = await send(a.owner, a.isci, 'Günaydın');
  const workerToOwner = await send(a.isci, a.owner, 'Günaydın, sayım bitti');
  const withFile = await injectAs(
    t,
    a.owner,
    'POST',
    '/api/messages/send-with-file',
    multipart({ receiver_id: a.isci.id, content: 'Raf planı' }, [
      { field: 'file', name: 'plan.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]),
  );
  expect(withFile.statusCode, withFile.body).toBe(201);
  const group = await injectAs(t, a.owner, 'POST', '/api/groups/create', {
    name: 'Depo ekibi',
    member_ids: [a.sef.id, a.isci.id],
  });
  expect(group.statusCode, group.body).toBe(201);
  const groupId = group.json().id as string;
  const inGroup = await injectAs(t, a.sef, 'POST', `/api/groups/${groupId}/messages`, { content: 'Toplantı 10:00' });
  expect(inGroup.statusCode, inGroup.body).toBe(201);
  await t.app.files.thumbnails.idle();
  const page = await injectAs(t, a.owner, 'GET', `/api/messages/${a.isci.id}`);
  const links = page
    .json()
    .flatMap((m: { file_url: string | null; thumbnail_url: string | null }) => [m.file_url, m.thumbnail_url])
    .filter((link: string | null): link is string => typeof link === 'string');
  expect(links).toHaveLength(2);
  return {
    messageIds: [ownerToWorker, workerToOwner, withFile.json().id, inGroup.json().id],
    groupIds: [groupId],
    links,
  };
}

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

describe('another company’s objects', () => {
  it('answer 404 and change nothing, on every route with a parameter, for every role', async () => {
    const fixture = await buildFixture(await makeCompany(t, 'Birinci Şirket A.Ş.'));
    const b = await makeCompany(t, 'İkinci Şirket A.Ş.');
    const callers = [b.owner, b.mudur, b.sef, b.isci];
    const routes = routesWithParameters(resolvedDocument(t.app) as never);
    expect(routes.length).toBeGreaterThan(0);

    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const before = await snapshot();
      const body = bodyOf(route, fixture);
      for (const url of filledPaths(route, fixture))
        for (const who of callers)
          for (const way of credentials(route, who)) {
            const res = await injectAs(t, way.token, route.method, url + way.query, body);
            calls += 1;
            const detail = res.headers['content-type']?.includes('json') ? res.json().detail : undefined;
            if (res.statusCode !== 404 || typeof detail !== 'string')
              failures.push(`${route.method} ${url} as ${who.role} (${way.label}): ${res.statusCode} ${res.body}`);
          }
      if ((await snapshot()) !== before) failures.push(`${route.method} ${route.path} changed data`);
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length * callers.length - 1);
  });

  it('fills each route with objects the first company itself reaches', async () => {
    // Else the 404s above could come from ids that exist nowhere.
    const fixture = await buildFixture(await makeCompany(t, 'Üçüncü Şirket A.Ş.'));
    const routes = routesWithParameters(resolvedDocument(t.app) as never);
    const unreached: string[] = [];
    for (const route of routes) {
      const body = bodyOf(route, fixture);
      const statuses = [];
      for (const url of filledPaths(route, fixture))
        statuses.push((await injectAs(t, fixture.a.owner, route.method, url, body)).statusCode);
      if (!statuses.some((status) => status !== 404)) unreached.push(`${route.method} ${route.path}`);
    }
    expect(unreached).toEqual([]);
  });
});
