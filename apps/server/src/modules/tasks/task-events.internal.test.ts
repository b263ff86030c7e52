import type { LiveEventOf, Task } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Audience } from '../../platform/live-bus.js';
import { makeCompany, makeTask, type TestUser } from '../../test/factories.js';
import { multipart, png } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { maxCarriedEventBytes } from '../../platform/live-bus.js';
import { taskChangedEvent } from './task-events.js';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

type TaskChanged = LiveEventOf<'task.changed'>;

/** What the tasks module publishes while `act` runs: each task.changed with its audience. */
async function published(act: () => Promise<unknown>): Promise<{ audience: Audience; event: TaskChanged }[]> {
  const publish = vi.spyOn(t.app.deps.bus, 'publish');
  await act();
  const seen = publish.mock.calls
    .filter(([, event]) => event.type === 'task.changed')
    .map(([audience, event]) => ({ audience, event: event as TaskChanged }));
  publish.mockRestore();
  return seen;
}

const listed = async (who: TestUser, id: string): Promise<Task | undefined> =>
  ((await injectAs(t, who, 'GET', '/api/tasks/my')).json() as Task[]).find((task) => task.id === id);

describe('task.changed carries the change', () => {
  it('the task as every reader’s list shows it, with the counted fields before and after each write', async () => {
    const c = await makeCompany(t);
    let id = '';
    const [created] = await published(async () => {
      const res = await injectAs(t, c.sef, 'POST', '/api/tasks/create', {
        title: 'Rafları düzenle',
        description: 'Depo girişindeki raflar',
        assigned_to: c.isci.id,
        priority: 'orta',
        deadline: '2030-01-01T09:00:00.000Z',
      });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().task.id;
    });
    expect(created!.event).toMatchObject({ task_id: id, refetch: false, before: null });
    expect(created!.event.after).toEqual({
      status: 'atanmis',
      created_at: created!.event.task!.created_at,
      deadline: '2030-01-01T09:00:00.000Z',
    });
    for (const who of [c.owner, c.mudur, c.sef, c.isci]) expect(created!.event.task).toEqual(await listed(who, id));

    const [started] = await published(() =>
      injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, { status: 'baslatildi' }),
    );
    expect(started!.event.before).toEqual(created!.event.after);
    expect(started!.event.after.status).toBe('baslatildi');
    for (const who of [c.owner, c.mudur, c.sef, c.isci]) expect(started!.event.task).toEqual(await listed(who, id));
  });

  it('tells the employer of their own task once: the people leave out the one the roles reach', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.mudur });
    const events = await published(() =>
      injectAs(t, c.mudur, 'POST', `/api/tasks/${id}/update-status`, { status: 'baslatildi' }),
    );
    expect(events.map((e) => e.audience)).toEqual([
      { kind: 'users', companyId: c.id, userIds: [c.mudur.id] },
      { kind: 'roles', companyId: c.id, roles: ['isveren'] },
    ]);
  });

  it('leaves out a task with files, whose links are signed for each reader: they fetch it', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
    const form = multipart({ status: 'tamamlandi' }, [
      { field: 'evidence_files', name: 'raf.png', data: await png(), type: 'image/png' },
    ]);
    const [done] = await published(async () =>
      expect((await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form)).statusCode).toBe(200),
    );
    expect(done!.event).toMatchObject({ task: null, refetch: true, before: { status: 'baslatildi' } });
    expect(done!.event.after.status).toBe('tamamlandi');
    expect(JSON.stringify(done!.event)).not.toContain('/api/files');
  });
});

describe('taskChangedEvent', () => {
  const task = (over: Partial<Task> = {}): Task => ({
    id: 't1',
    title: 'Başlık',
    description: 'Açıklama',
    assigned_to: 'u1',
    assigned_to_name: 'Ali',
    assigned_by: 'u2',
    assigned_by_name: 'Ayşe',
    assigned_by_role: 'isveren',
    priority: 'orta',
    status: 'atanmis',
    deadline: null,
    created_at: '2026-11-26T10:00:00.000Z',
    started_at: null,
    completed_at: null,
    approved_at: null,
    task_image: null,
    task_image_thumbnail: null,
    evidence_files: [],
    additional_info: null,
    revision_note: null,
    revision_count: 0,
    revision_history: [],
    completion_note: null,
    completions: [],
    is_overdue: false,
    ...over,
  });

  it('carries a task without files that fits, and leaves out one with an image or too long', () => {
    expect(taskChangedEvent(null, task()).task).toEqual(task());
    const withImage = taskChangedEvent(null, task({ task_image: '/x', task_image_thumbnail: '/y' }));
    expect(withImage).toMatchObject({ task: null, refetch: true, after: { status: 'atanmis' } });
    const long = task({ description: 'ş'.repeat(maxCarriedEventBytes / 2) });
    expect(taskChangedEvent(null, long)).toMatchObject({ task: null, refetch: true });
  });
});
