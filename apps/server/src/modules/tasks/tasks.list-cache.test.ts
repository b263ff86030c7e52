import { gunzipSync } from 'node:zlib';
import type { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { TestUser } from '../../test/factories.js';
import { makeCompany, makeTask, memberCtxOf } from '../../test/factories.js';
import { checkAnswersAgainstDocument } from '../../test/answer-check.js';
import { jpeg, multipart } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { listVersion } from './tasks.repo.js';

const t = useTestApp();

interface Listed {
  id: string;
  title: string;
  status: string;
  is_overdue: boolean;
  assigned_to_name: string;
  evidence_files: { url: string }[];
  revision_history: { note: string }[];
  additional_info: string | null;
}
const list = async (who: TestUser, query = '') => {
  const res = await injectAs(t, who, 'GET', `/api/tasks/my${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Listed[];
};
const find = async (who: TestUser, id: string, query = '') => (await list(who, query)).find((x) => x.id === id);
const post = (who: TestUser, url: string, body?: Record<string, unknown> | FormData) =>
  injectAs(t, who, 'POST', url, body);

afterEach(() => {
  vi.useRealTimers();
});

describe('task list cache', () => {
  it('serves a page again while its company counter stands, and builds it anew once it moves', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci, title: 'Eski başlık' });
    const before = await listVersion(t.database.db, memberCtxOf(c.owner));
    expect((await find(c.isci, id))?.title).toBe('Eski başlık');

    // Changed behind the counter's back (the trigger moves it; it is put back by hand): the stored
    // page is what is served, which shows that a page is served from the cache.
    await t.database.db.updateTable('tasks').set({ title: 'Yeni başlık' }).where('id', '=', id).execute();
    const after = await listVersion(t.database.db, memberCtxOf(c.owner));
    expect(after).not.toBe(before);
    await t.database.db
      .updateTable('task_list_versions')
      .set({ version: Number(before) })
      .where('company_id', '=', c.id)
      .execute();
    expect((await find(c.isci, id))?.title).toBe('Eski başlık');

    await t.database.db
      .updateTable('task_list_versions')
      .set({ version: Number(after) + 1 })
      .where('company_id', '=', c.id)
      .execute();
    expect((await find(c.isci, id))?.title).toBe('Yeni başlık');
  });

  it('shows every step of a task’s life on the lists of both parties at once', async () => {
    const c = await makeCompany(t);
    await list(c.isci);
    await list(c.owner);

    const created = await post(c.owner, '/api/tasks/create', {
      title: 'Sevkiyat',
      description: 'Rampa 3',
      assigned_to: c.isci.id,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().task.id as string;
    expect((await find(c.isci, id))?.status).toBe('atanmis');
    expect((await find(c.owner, id))?.status).toBe('atanmis');

    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'baslatildi' });
    expect((await find(c.owner, id))?.status).toBe('baslatildi');

    const form = multipart({ status: 'tamamlandi' }, [
      { field: 'evidence_files', name: 'raf.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]);
    expect((await post(c.isci, `/api/tasks/${id}/update-status`, form)).statusCode).toBe(200);
    const completed = await find(c.owner, id);
    expect(completed?.status).toBe('tamamlandi');
    expect(completed?.evidence_files).toHaveLength(1);

    await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'Etiketler eksik' });
    const sentBack = await find(c.isci, id);
    expect(sentBack?.status).toBe('revize_gerekli');
    expect(sentBack?.revision_history.map((r) => r.note)).toEqual(['Etiketler eksik']);

    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi' });
    await post(c.owner, `/api/tasks/${id}/add-additional-info`, { additional_info: 'Fatura ekte' });
    expect((await find(c.isci, id))?.additional_info).toBe('Fatura ekte');
    await post(c.owner, `/api/tasks/${id}/approve`);
    expect((await find(c.isci, id))?.status).toBe('onaylandi');
  });

  it('follows a person’s new name and a supervisor’s new role', async () => {
    const c = await makeCompany(t);
    const bySef = await makeTask(t, { by: c.sef, to: c.isci });
    expect((await find(c.isci, bySef))?.assigned_to_name).toBe(c.isci.row.name);
    expect((await list(c.mudur)).map((x) => x.id)).toContain(bySef);

    const renamed = await injectAs(t, c.isci, 'PUT', '/api/user/profile', {
      name: 'Ayşe Yıldırım',
      email: c.isci.email,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await find(c.isci, bySef))?.assigned_to_name).toBe('Ayşe Yıldırım');

    // A manager sees what supervisors assigned; once the supervisor is a worker, no longer.
    const demoted = await injectAs(t, c.owner, 'PUT', `/api/employees/${c.sef.id}/role`, { role: 'isci' });
    expect(demoted.statusCode).toBe(200);
    expect((await list(c.mudur)).map((x) => x.id)).not.toContain(bySef);
  });

  it('does not move other companies’ counters', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    const before = await listVersion(t.database.db, memberCtxOf(b.owner));
    await makeTask(t, { by: a.owner, to: a.isci });
    expect(await listVersion(t.database.db, memberCtxOf(b.owner))).toBe(before);
  });

  it('sees a write made through another server instance', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci });
    expect((await find(c.isci, id))?.status).toBe('atanmis');
    // A second app on the same database has its own cache: only the counter ties them.
    const other = await buildApp({ config: t.config, database: t.database, tokens: t.tokens }, { logger: false });
    checkAnswersAgainstDocument(other);
    try {
      const started = await other.inject({
        method: 'POST',
        url: `/api/tasks/${id}/update-status`,
        payload: { status: 'baslatildi' },
        headers: { authorization: `Bearer ${c.isci.token}` },
      });
      expect(started.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect((await find(c.isci, id))?.status).toBe('baslatildi');
  });

  it('turns is_overdue on when the deadline passes, with no write in between', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:10:00.000Z'));
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci, deadline: '2026-11-22T09:20:00.000Z' });
    expect((await find(c.isci, id))?.is_overdue).toBe(false);
    vi.setSystemTime(new Date('2026-11-22T09:19:59.000Z'));
    expect((await find(c.isci, id))?.is_overdue).toBe(false);
    vi.setSystemTime(new Date('2026-11-22T09:20:00.001Z'));
    expect((await find(c.isci, id))?.is_overdue).toBe(true);
  });

  it('hands out the new hour’s download grant, and drops a task from "today" at midnight in Istanbul', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:30 in Istanbul (UTC+3).
    vi.setSystemTime(new Date('2026-11-22T17:30:00.000Z'));
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci, createdAt: '2026-11-22T17:00:00.000Z' });
    const form = multipart({ status: 'tamamlandi' }, [
      { field: 'evidence_files', name: 'raf.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]);
    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'baslatildi' });
    expect((await post(c.isci, `/api/tasks/${id}/update-status`, form)).statusCode).toBe(200);

    const link = async () => new URL((await find(c.owner, id))!.evidence_files[0]!.url, 'http://vazife.test');
    const first = (await link()).searchParams.get('dl');
    vi.setSystemTime(new Date('2026-11-22T17:59:59.000Z'));
    expect((await link()).searchParams.get('dl')).toBe(first);
    vi.setSystemTime(new Date('2026-11-22T18:00:00.000Z'));
    const fresh = await link();
    expect(fresh.searchParams.get('dl')).not.toBe(first);
    // The new link works without a header, as an <img> would ask for it.
    expect((await injectAs(t, undefined, 'GET', fresh.pathname + fresh.search)).statusCode).toBe(200);

    expect((await list(c.isci, '?filter=today')).map((x) => x.id)).toEqual([id]);
    // Test tokens live an hour: the worker signs in again at the later times.
    vi.setSystemTime(new Date('2026-11-22T20:59:59.000Z'));
    const worker = { ...c.isci, token: await t.tokens.sign('vazife:user', { sub: c.isci.id, ver: 0 }) };
    expect((await list(worker, '?filter=today')).map((x) => x.id)).toEqual([id]);
    vi.setSystemTime(new Date('2026-11-22T21:00:00.000Z'));
    expect(await list(worker, '?filter=today')).toEqual([]);
  });

  it('serves a stored page with one statement: the actor lookup, which reads the counter along', async () => {
    const c = await makeCompany(t);
    await makeTask(t, { by: c.owner, to: c.isci });
    await list(c.isci);
    const executor = t.database.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    const statements: string[] = [];
    executor.executeQuery = <R>(query: CompiledQuery<R>) => {
      statements.push(query.sql);
      return execute(query);
    };
    try {
      await list(c.isci);
    } finally {
      executor.executeQuery = execute;
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/task_list_versions/);
  });

  it('sends a stored page gzipped to a client that accepts it, and plain to one that does not', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci });
    const asked = (encoding?: string, query = '') =>
      injectAs(t, c.isci, 'GET', `/api/tasks/my${query}`, undefined, encoding ? { 'accept-encoding': encoding } : {});

    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip']) {
      const zipped = await asked(encoding);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    expect((await asked('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    expect((await asked('br')).headers['content-encoding']).toBeUndefined();
    // "Overdue" pages are never stored, and go out plain.
    const overdue = await asked('gzip', '?filter=overdue');
    expect(overdue.headers['content-encoding']).toBeUndefined();
    expect(overdue.json()).toEqual([]);
    expect(plain.json().map((x: { id: string }) => x.id)).toEqual([id]);
  });
});
