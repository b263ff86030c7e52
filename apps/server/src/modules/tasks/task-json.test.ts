import { randomUUID } from 'node:crypto';
import { task as taskSchema, taskList, type Task } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask, type TestCompany } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

/**
 * The task JSON is written by the database (task-json.mapper.ts), in SQLite's and PostgreSQL's own
 * functions. These tests hold that text to the contract, and to the rows, on both engines.
 */
const t = useTestApp();
const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const tricky = 'Çift "tırnak", ters \\ bölü,\nyeni satır,\tsekme, \u0001 denetim, emoji 😀, İıŞşĞğÜüÖöÇç </script>';

async function fileRow(
  c: TestCompany,
  taskId: string,
  f: { kind: 'image' | 'evidence'; at: string; pos: number; thumb: boolean; name: string; round?: string },
) {
  const key = `${randomUUID()}.jpg`;
  const row = {
    id: randomUUID(),
    company_id: c.id,
    task_id: taskId,
    kind: f.kind,
    storage_key: key,
    filename: f.name,
    mime_type: 'image/jpeg',
    size: 123_456,
    thumbnail_key: f.thumb ? `${randomUUID()}.webp` : null,
    position: f.pos,
    uploaded_by: c.isci.id,
    uploaded_at: f.at,
    completion_id: f.round ?? null,
  };
  await t.database.db.insertInto('task_files').values(row).execute();
  return row;
}

async function roundRow(c: TestCompany, taskId: string, round: number, at: string, note: string | null) {
  const row = {
    id: randomUUID(),
    company_id: c.id,
    task_id: taskId,
    round,
    note,
    completed_by: c.isci.id,
    completed_at: at,
  };
  await t.database.db.insertInto('task_completions').values(row).execute();
  return row;
}

describe('task JSON written by the database', () => {
  it('matches the contract and the rows, with escaping, files in order, revisions, rounds and overdue', async () => {
    const c = await makeCompany(t);
    const past = '2024-03-01T08:00:00.000Z';
    const id = await makeTask(t, { by: c.sef, to: c.isci, status: 'revize_gerekli', deadline: past, createdAt: past });
    await t.database.db
      .updateTable('tasks')
      .set({
        title: tricky,
        description: tricky,
        completion_note: tricky,
        revision_note: 'Eksik',
        revision_count: 2,
        additional_info: null,
      })
      .where('id', '=', id)
      .execute();
    // Written out of order: the JSON puts them in round order.
    const round2 = await roundRow(c, id, 2, '2024-03-03T10:00:00.000Z', null);
    const round1 = await roundRow(c, id, 1, '2024-03-02T10:00:00.000Z', tricky);
    const image = await fileRow(c, id, {
      kind: 'image',
      at: '2024-03-01T08:00:00.000Z',
      pos: 0,
      thumb: true,
      name: 'resim.jpg',
    });
    const second = await fileRow(c, id, {
      kind: 'evidence',
      at: '2024-03-02T10:00:00.000Z',
      pos: 1,
      thumb: false,
      name: 'b "2".jpg',
      round: round1.id,
    });
    const first = await fileRow(c, id, {
      kind: 'evidence',
      at: '2024-03-02T10:00:00.000Z',
      pos: 0,
      thumb: true,
      name: tricky,
      round: round1.id,
    });
    const later = await fileRow(c, id, {
      kind: 'evidence',
      at: '2024-03-03T10:00:00.000Z',
      pos: 0,
      thumb: true,
      name: 'c.jpg',
      round: round2.id,
    });
    for (const [by, at, note] of [
      [c.mudur, '2024-03-04T10:00:00.000Z', 'İkinci'],
      [c.sef, '2024-03-02T12:00:00.000Z', tricky],
    ] as const) {
      await t.database.db
        .insertInto('task_revisions')
        .values({ id: randomUUID(), company_id: c.id, task_id: id, note, requested_by: by.id, requested_at: at })
        .execute();
    }
    const plain = await makeTask(t, { by: c.owner, to: c.isci, status: 'onaylandi' });

    const res = await injectAs(t, c.isci, 'GET', '/api/tasks/my');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(res.body) as Task[];
    expect(taskList.parse(body)).toEqual(body);
    for (const task of body) expect(Object.keys(task)).toEqual(Object.keys(taskSchema.shape));
    expect(body.map((x) => x.id)).toEqual([plain, id]);

    // Every link carries the reader's one grant, and the grant is the reader's.
    const grant = new URL(body[1]!.task_image!, 'http://x').searchParams.get('dl')!;
    expect(t.app.deps.grants.verify(grant, c.id, 0)).toBe(true);
    expect(t.app.deps.grants.read(grant)?.userId).toBe(c.isci.id);
    const link = (area: string, key: string) => `/api/download/${area}/${key}?dl=${grant}`;
    const evidence = (f: Awaited<ReturnType<typeof fileRow>>) => ({
      id: f.id,
      url: link('evidence', f.storage_key),
      thumbnail_url: f.thumbnail_key ? link('evidence', f.thumbnail_key) : null,
      filename: f.filename,
      mime_type: 'image/jpeg',
      size: 123_456,
      uploaded_at: f.uploaded_at,
    });
    const row = await t.database.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(body[1]).toEqual({
      id,
      title: tricky,
      description: tricky,
      assigned_to: c.isci.id,
      assigned_to_name: c.isci.row.name,
      assigned_by: c.sef.id,
      assigned_by_name: c.sef.row.name,
      assigned_by_role: 'sef',
      priority: 'orta',
      status: 'revize_gerekli',
      deadline: past,
      created_at: past,
      started_at: row.started_at,
      completed_at: null,
      approved_at: null,
      task_image: link('tasks', image.storage_key),
      task_image_thumbnail: link('tasks', image.thumbnail_key!),
      // The latest round's evidence; every round's is in `completions`.
      evidence_files: [evidence(later)],
      additional_info: null,
      revision_note: 'Eksik',
      revision_count: 2,
      revision_history: [
        {
          note: tricky,
          requested_by: c.sef.id,
          requested_by_name: c.sef.row.name,
          requested_at: '2024-03-02T12:00:00.000Z',
        },
        {
          note: 'İkinci',
          requested_by: c.mudur.id,
          requested_by_name: c.mudur.row.name,
          requested_at: '2024-03-04T10:00:00.000Z',
        },
      ],
      completion_note: tricky,
      completions: [
        {
          round: 1,
          note: tricky,
          completed_at: round1.completed_at,
          completed_by: c.isci.id,
          completed_by_name: c.isci.row.name,
          evidence_files: [evidence(first), evidence(second)],
        },
        {
          round: 2,
          note: null,
          completed_at: round2.completed_at,
          completed_by: c.isci.id,
          completed_by_name: c.isci.row.name,
          evidence_files: [evidence(later)],
        },
      ],
      is_overdue: true,
    });
    expect(body[0]).toMatchObject({
      task_image: null,
      task_image_thumbnail: null,
      evidence_files: [],
      revision_history: [],
      completions: [],
    });
    expect(body[0]!.is_overdue).toBe(false);
    for (const stamp of [body[0]!.created_at, body[0]!.approved_at, body[0]!.completed_at]) expect(stamp).toMatch(iso);

    // One task reads the same as in the list.
    expect((await injectAs(t, c.isci, 'GET', `/api/tasks/${id}`)).json()).toEqual(body[1]);
  });

  it('is overdue only while the deadline has passed and the task is not done', async () => {
    const c = await makeCompany(t);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases = [
      [await makeTask(t, { by: c.owner, to: c.isci, deadline: past, status: 'atanmis' }), true],
      [await makeTask(t, { by: c.owner, to: c.isci, deadline: past, status: 'baslatildi' }), true],
      [await makeTask(t, { by: c.owner, to: c.isci, deadline: past, status: 'tamamlandi' }), false],
      [await makeTask(t, { by: c.owner, to: c.isci, deadline: past, status: 'onaylandi' }), false],
      [await makeTask(t, { by: c.owner, to: c.isci, deadline: soon, status: 'atanmis' }), false],
      [await makeTask(t, { by: c.owner, to: c.isci, status: 'atanmis' }), false],
    ] as const;
    const body = (await injectAs(t, c.owner, 'GET', '/api/tasks/my')).json() as Task[];
    const overdue = new Map(body.map((x) => [x.id, x.is_overdue]));
    for (const [taskId, expected] of cases) expect(overdue.get(taskId), taskId).toBe(expected);
  });
});
