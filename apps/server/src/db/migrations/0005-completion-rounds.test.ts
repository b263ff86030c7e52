import { randomUUID } from 'node:crypto';
import type { Task } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask, type TestCompany } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { backfillRoundOne } from './0005-completion-rounds.js';

const t = useTestApp();

async function legacyEvidence(c: TestCompany, taskId: string, name: string, at: string) {
  await t.database.db
    .insertInto('task_files')
    .values({
      id: randomUUID(),
      company_id: c.id,
      task_id: taskId,
      kind: 'evidence',
      storage_key: `${randomUUID()}.jpg`,
      filename: name,
      mime_type: 'image/jpeg',
      size: 10,
      thumbnail_key: null,
      position: 0,
      uploaded_by: c.isci.id,
      uploaded_at: at,
      completion_id: null,
    })
    .execute();
}

describe('migration 0005: existing completions become round 1', () => {
  it('turns the current note, time and every evidence file into round 1, once', async () => {
    const c = await makeCompany(t);
    const completedAt = '2026-03-02T10:00:00.000Z';
    // As before rounds: completed twice, so the evidence of both completions piled up on the task.
    const done = await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi', completedAt });
    await t.database.db.updateTable('tasks').set({ completion_note: 'Son not' }).where('id', '=', done).execute();
    await legacyEvidence(c, done, 'ilk.jpg', '2026-03-01T10:00:00.000Z');
    await legacyEvidence(c, done, 'ikinci.jpg', completedAt);
    const open = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });

    // Before the backfill the loose evidence is the task's evidence.
    const before = (await injectAs(t, c.isci, 'GET', `/api/tasks/${done}`)).json() as Task;
    expect(before.evidence_files.map((f) => f.filename)).toEqual(['ilk.jpg', 'ikinci.jpg']);
    expect(before.completions).toEqual([]);

    const { db, dialect } = t.database;
    await backfillRoundOne(db as never, dialect);
    await backfillRoundOne(db as never, dialect);

    const after = (await injectAs(t, c.isci, 'GET', `/api/tasks/${done}`)).json() as Task;
    expect(after.completions).toHaveLength(1);
    expect(after.completions[0]).toMatchObject({
      round: 1,
      note: 'Son not',
      completed_at: completedAt,
      completed_by: c.isci.id,
    });
    expect(after.completions[0]!.evidence_files.map((f) => f.filename)).toEqual(['ilk.jpg', 'ikinci.jpg']);
    expect(after.evidence_files).toEqual(after.completions[0]!.evidence_files);
    expect(((await injectAs(t, c.isci, 'GET', `/api/tasks/${open}`)).json() as Task).completions).toEqual([]);
  });
});
