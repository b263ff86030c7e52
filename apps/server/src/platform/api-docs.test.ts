import { writesWhileExpired } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { operationIdOf } from './api-document.js';
import { injectAs, useTestApp } from '../test/test-app.js';

const t = useTestApp();

interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown>; required?: string[] } }>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
}

async function served(): Promise<Document> {
  const res = await injectAs(t, undefined, 'GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );

describe('the OpenAPI document', () => {
  it('names each operation once, from its method and path', async () => {
    const doc = await served();
    const ids = operations(doc).map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/tasks/{id}/update-status']?.post?.operationId).toBe('postTasksByIdUpdateStatus');
    expect(operationIdOf('delete', '/api/groups/{id}/members/{userId}')).toBe('deleteGroupsByIdMembersByUserId');
    expect(operationIdOf('get', '/api/super-admin/dashboard')).toBe('getSuperAdminDashboard');
    expect(operationIdOf('get', '/api/tasks/export.csv')).toBe('getTasksExportCsv');
  });

  it('lists the error answers of every operation, each with a {detail} body', async () => {
    const doc = await served();
    for (const { method, path, operation } of operations(doc)) {
      const errors = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      expect(
        errors.some((status) => status.startsWith('4')),
        `${method} ${path}`,
      ).toBe(true);
      expect(errors, `${method} ${path}`).toContain('500');
      for (const status of errors) {
        // A status a route also answers in a form of its own (PayTR's plain-text refusal) is
        // declared in place, with the {detail} body beside it.
        const ref = operation.responses[status]!.$ref;
        const response = ref
          ? doc.components.responses[ref.replace('#/components/responses/', '')]!
          : operation.responses[status]!;
        const schema = response.content!['application/json']!.schema.$ref;
        expect(schema, `${method} ${path} ${status}`).toBe(
          status === '422' ? '#/components/schemas/ValidationError' : '#/components/schemas/Error',
        );
      }
    }
    const update = doc.paths['/api/tasks/{id}/update-status']!.post!.responses;
    expect(Object.keys(update)).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '404',
      '408',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
    ]);
    // A read, and a write an ended subscription still allows, never answer 402.
    expect(doc.paths['/api/tasks/my']!.get!.responses['402']).toBeUndefined();
    expect(doc.paths['/api/auth/logout']!.post!.responses['402']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/super-admin/dashboard']!.get!.responses)).toEqual([
      '200',
      '401',
      '408',
      '413',
      '500',
    ]);
    expect(doc.paths['/api/auth/login']!.post!.responses['429']).toBeTruthy();
  });

  it('says each limited route’s limit on its 429, and keeps it readable for machines', async () => {
    const doc = await served();
    const report = doc.paths['/api/reports/create']!.post! as Operation & { 'x-rate-limit'?: unknown };
    // The test app's budgets are scaled up (test-app.ts): the document states the running ones.
    expect(report['x-rate-limit']).toEqual({
      budget: 'reports',
      per: 'person',
      burst: 200_000,
      window_seconds: 8 * 3600,
      description: expect.stringMatching(/^Kişi başına 8 saat içinde en çok 200000; /),
    });
    expect(report.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
      description: (report['x-rate-limit'] as { description: string }).description,
    });
    const announcement = doc.paths['/api/announcements/create']!.post! as Operation & { 'x-rate-limit'?: object };
    expect(announcement['x-rate-limit']).toMatchObject({ budget: 'announcements', per: 'company' });
    const login = doc.paths['/api/auth/login']!.post! as Operation & { 'x-rate-limit'?: object };
    expect(login['x-rate-limit']).toMatchObject({ per: 'address', burst: 10_000, window_seconds: 60 });
    expect(login.responses['429']!.description).toBe(
      'Adres başına 1 dakika içinde en çok 10000. Aşılırsa 429 ve retry-after.',
    );
    // The 429 itself carries retry-after.
    expect(doc.components.responses.TooManyRequests!.headers).toHaveProperty('retry-after');
  });

  it('has one path for a conversation and a message, read by method', async () => {
    const doc = await served();
    expect(Object.keys(doc.paths['/api/messages/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/messages/{'))).toEqual([
      '/api/messages/{id}',
      '/api/messages/{id}/send-state',
      '/api/messages/{id}/item',
      '/api/messages/{id}/read-status',
    ]);
  });

  it('has no two paths that one address could match (Redocly no-ambiguous-paths)', async () => {
    const doc = await served();
    // Redocly's test: as many segments and as many ids, and where both have a fixed word, the same.
    const shapes = Object.keys(doc.paths).map((path) => {
      const segments = path.split('/');
      return { path, segments, ids: segments.filter((segment) => segment.startsWith('{')).length };
    });
    const isId = (segment: string) => segment.startsWith('{');
    const ambiguous = shapes.flatMap((a, i) =>
      shapes
        .slice(i + 1)
        .filter(
          (b) =>
            a.segments.length === b.segments.length &&
            a.ids === b.ids &&
            a.segments.every((segment, k) => isId(segment) || isId(b.segments[k]!) || segment === b.segments[k]),
        )
        .map((b) => `${a.path} ~ ${b.path}`),
    );
    expect(ambiguous).toEqual([]);
  });

  it("refuses with 402 every person's write but those the contract says an ended subscription allows", async () => {
    const doc = await served();
    // A signed-in person's write (a public call has no security; 403 is a person's refusal, the
    // operator has none) that lists no 402.
    const allowed = operations(doc)
      .filter(
        ({ method, operation }) =>
          method !== 'get' &&
          operation.security?.length !== 0 &&
          operation.responses['403'] &&
          !operation.responses['402'],
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(allowed.sort()).toEqual([...writesWhileExpired].sort());
  });

  it('names shared objects once and refers to them', async () => {
    const doc = await served();
    const text = JSON.stringify(doc);
    for (const name of ['User', 'Task', 'Message', 'Employee', 'Error', 'ValidationError'])
      expect(doc.components.schemas[name], name).toBeTruthy();
    // A task's own fields are written once, in its schema.
    expect(text.split('"revision_history":{').length - 1).toBe(1);
    // No operation writes out a user or a task: each refers to their schemas.
    for (const { method, path, operation } of operations(doc)) {
      expect(JSON.stringify(operation), `${method} ${path}`).not.toContain('"pinned_conversations":{');
      expect(JSON.stringify(operation), `${method} ${path}`).not.toContain('"revision_history":{');
    }
    expect(doc.paths['/api/tasks/{id}']!.get!.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Task',
    });
  });

  it('documents each body type the server reads, files only where they can go', async () => {
    const doc = await served();
    const forms = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/super-admin/login', 'post'],
      ['/api/tasks/{id}/request-revision', 'post'],
      ['/api/tasks/{id}/add-additional-info', 'post'],
      ['/api/notifications/mark-read', 'post'],
    ] as const)
      expect(Object.keys(doc.paths[path]![method]!.requestBody!.content), path).toEqual(forms);
    expect(Object.keys(doc.paths['/api/messages/send-with-file']!.post!.requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
    const update = doc.paths['/api/tasks/{id}/update-status']!.post!.requestBody!.content;
    expect(update['multipart/form-data']!.schema.properties).toHaveProperty('evidence_files');
    expect(update['multipart/form-data']!.schema.required).toEqual(['status']);
    expect(update['application/json']!.schema.properties).not.toHaveProperty('evidence_files');
  });

  it('documents the paging header, the event stream, the downloads and where it is served', async () => {
    const doc = await served();
    for (const path of ['/api/tasks/my', '/api/notifications', '/api/messages/{id}', '/api/groups/{id}/messages'])
      expect(doc.paths[path]!.get!.responses['200']!.headers, path).toHaveProperty('x-next-cursor');
    expect(doc.paths['/api/tasks/counts']!.get!.responses['200']!.headers).toBeUndefined();
    expect(Object.keys(doc.paths['/api/events']!.get!.responses['200']!.content!)).toEqual(['text/event-stream']);
    const download = doc.paths['/api/download/{area}/{filename}']!.get!.responses;
    expect(Object.keys(download)).toEqual(expect.arrayContaining(['200', '206', '304', '416']));
    expect(Object.keys(download['200']!.content!)).toEqual(expect.arrayContaining(['image/jpeg', 'application/pdf']));
    expect(download['206']!.headers).toHaveProperty('content-range');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
