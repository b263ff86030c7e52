import { randomUUID } from 'node:crypto';
import type { CompletionRound, Task } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { makeCompany, makeTask } from '../../test/factories.js';
import { jpeg, multipart, pdf, png } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

/** Each completion is a round of its own: its note, evidence, time and person, kept in order. */
const t = useTestApp();
const post = (who: TestUser, url: string, body?: Record<string, unknown> | FormData) =>
  injectAs(t, who, 'POST', url, body);
const evidence = (name: string, data: Buffer, type: string) => ({ field: 'evidence_files', name, data, type });
const summary = (rounds: CompletionRound[]) =>
  rounds.map((r) => [r.round, r.note, r.completed_by_name, r.evidence_files.map((f) => f.filename)]);
const listed = async (who: TestUser, id: string) => {
  const res = await injectAs(t, who, 'GET', '/api/tasks/my');
  expect(res.statusCode).toBe(200);
  return (res.json() as Task[]).find((x) => x.id === id)!;
};

async function startedTask() {
  const c = await makeCompany(t);
  const id = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
  return { c, id };
}

describe('completion rounds', () => {
  it('keeps complete → revise → complete as two rounds in order, each with its own note and files', async () => {
    const { c, id } = await startedTask();
    const first = await post(
      c.isci,
      `/api/tasks/${id}/update-status`,
      multipart({ status: 'tamamlandi', completion_note: 'Raflar dizildi' }, [
        evidence('önce.jpg', await jpeg(), 'image/jpeg'),
        evidence('rapor.pdf', pdf(), 'application/pdf'),
      ]),
    );
    expect(first.statusCode).toBe(200);
    expect(summary(first.json().task.completions)).toEqual([
      [1, 'Raflar dizildi', c.isci.row.name, ['önce.jpg', 'rapor.pdf']],
    ]);
    expect(
      (await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'İki raf eksik' })).statusCode,
    ).toBe(200);
    const second = await post(
      c.isci,
      `/api/tasks/${id}/update-status`,
      multipart({ status: 'tamamlandi', completion_note: 'Eksik raflar da tamam' }, [
        evidence('sonra.png', await png(), 'image/png'),
      ]),
    );
    expect(second.statusCode).toBe(200);

    for (const task of [
      second.json().task as Task,
      (await injectAs(t, c.owner, 'GET', `/api/tasks/${id}`)).json() as Task,
      await listed(c.owner, id),
    ]) {
      expect(summary(task.completions)).toEqual([
        [1, 'Raflar dizildi', c.isci.row.name, ['önce.jpg', 'rapor.pdf']],
        [2, 'Eksik raflar da tamam', c.isci.row.name, ['sonra.png']],
      ]);
      const [one, two] = task.completions as [CompletionRound, CompletionRound];
      expect(one.completed_at < two.completed_at).toBe(true);
      // The task's own fields describe the latest round.
      expect(task.completion_note).toBe('Eksik raflar da tamam');
      expect(task.completed_at).toBe(two.completed_at);
      expect(task.evidence_files).toEqual(two.evidence_files);
      expect(task.revision_history.map((r) => r.note)).toEqual(['İki raf eksik']);
    }
    // The earlier round's files are still served.
    const older = (second.json().task as Task).completions[0]!.evidence_files[0]!;
    expect((await injectAs(t, undefined, 'GET', older.url)).statusCode).toBe(200);
  });

  it('keeps an earlier note when a later round has none', async () => {
    const { c, id } = await startedTask();
    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi', completion_note: 'İlk not' });
    await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'Tekrar' });
    const again = await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi' });
    const task = again.json().task as Task;
    expect(task.completion_note).toBeNull();
    expect(task.evidence_files).toEqual([]);
    expect(summary(task.completions)).toEqual([
      [1, 'İlk not', c.isci.row.name, []],
      [2, null, c.isci.row.name, []],
    ]);
  });

  it('answers 404 to another company, writing no round', async () => {
    const { c, id } = await startedTask();
    const other = await makeCompany(t);
    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi', completion_note: 'Bitti' });
    await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'Tekrar' });
    for (const who of [other.isci, other.owner]) {
      const res = await post(who, `/api/tasks/${id}/update-status`, { status: 'tamamlandi', completion_note: 'Benim' });
      expect(res.statusCode, who.role).toBe(404);
      expect((await injectAs(t, who, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
    }
    const rounds = await t.database.db
      .selectFrom('task_completions')
      .select('note')
      .where('task_id', '=', id)
      .execute();
    expect(rounds).toEqual([{ note: 'Bitti' }]);
    expect((await injectAs(t, c.owner, 'GET', `/api/tasks/${id}`)).json().status).toBe('revize_gerekli');
  });

  it('shows a round written anywhere on the cached list at once', async () => {
    const { c, id } = await startedTask();
    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi', completion_note: 'Bitti' });
    expect((await listed(c.owner, id)).completions).toHaveLength(1);
    expect((await listed(c.owner, id)).completions).toHaveLength(1);
    // A round written past the service (another instance's import, a fix in SQL): only the
    // trigger on the rounds table tells the cache.
    await t.database.db
      .insertInto('task_completions')
      .values({
        id: randomUUID(),
        company_id: c.id,
        task_id: id,
        round: 2,
        note: 'Elle eklendi',
        completed_by: c.isci.id,
        completed_at: new Date().toISOString(),
      })
      .execute();
    expect((await listed(c.owner, id)).completions.map((r) => r.note)).toEqual(['Bitti', 'Elle eklendi']);
    await t.database.db
      .updateTable('task_completions')
      .set({ note: 'Düzeltildi' })
      .where('round', '=', 2)
      .where('task_id', '=', id)
      .execute();
    expect((await listed(c.isci, id)).completions.map((r) => r.note)).toEqual(['Bitti', 'Düzeltildi']);
  });

  it('refuses a file row pointing at another task’s round', async () => {
    const { c, id } = await startedTask();
    const otherTask = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
    await post(c.isci, `/api/tasks/${otherTask}/update-status`, { status: 'tamamlandi' });
    const round = await t.database.db
      .selectFrom('task_completions')
      .select('id')
      .where('task_id', '=', otherTask)
      .executeTakeFirstOrThrow();
    const insert = t.database.db
      .insertInto('task_files')
      .values({
        id: randomUUID(),
        company_id: c.id,
        task_id: id,
        kind: 'evidence',
        storage_key: `${randomUUID()}.jpg`,
        filename: 'x.jpg',
        mime_type: 'image/jpeg',
        size: 1,
        thumbnail_key: null,
        position: 0,
        uploaded_by: c.isci.id,
        uploaded_at: new Date().toISOString(),
        completion_id: round.id,
      })
      .execute();
    await expect(insert).rejects.toThrow();
  });
});
