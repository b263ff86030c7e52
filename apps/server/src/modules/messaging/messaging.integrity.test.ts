import { messagingLimits } from '@vazife/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { provokingServerError } from '../../test/answer-check.js';
import { jpeg, multipart, pdf } from '../../test/sample-files.js';
import { testEngine } from '../../test/test-database.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import {
  createdStatuses,
  expectStatus,
  makePeople,
  messageFiles,
  messagingState,
  page,
  send,
  tempFiles,
} from './messaging-test-kit.js';

/**
 * Nothing half-written: a write that fails inside its transaction leaves no
 * row and no stored file, and a thumbnail never outlives its message.
 */
const t = useTestApp();

/**
 * Makes the database refuse inserts into `table` whose `column` has `value`, as a failing disk or
 * a constraint would, so that the transaction around them fails part-way.
 */
async function failInsertsWhere(table: string, column: string, value: string): Promise<void> {
  const name = `fail_${table}_${Math.random().toString(36).slice(2, 8)}`;
  const { db } = t.database;
  if (testEngine === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before insert on ${table} when new.${column} = '${value}' begin select raise(abort, 'test failure'); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function ${name}() returns trigger as $$ begin if new.${column} = '${value}' then raise exception 'test failure'; end if; return new; end $$ language plpgsql`,
    )
    .execute(db);
  await sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`).execute(db);
}

describe('a write that fails part-way', () => {
  it('a file message: no row, and the stored file is discarded', async () => {
    const p = await makePeople(t);
    await failInsertsWhere('messages', 'content', 'PATLA');
    const before = await messagingState(t, p.id);
    const body = multipart({ receiver_id: p.owner.id, content: 'PATLA' }, [
      { field: 'file', name: 'foto.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]);
    const res = await provokingServerError(() => injectAs(t, p.isci, 'POST', '/api/messages/send-with-file', body));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it("a bulk message: none of it is sent when one recipient's row fails", async () => {
    const p = await makePeople(t);
    await failInsertsWhere('messages', 'receiver_id', p.isci2.id);
    const before = await messagingState(t, p.id);
    const res = await provokingServerError(() =>
      injectAs(t, p.owner, 'POST', '/api/messages/send-bulk', {
        receiver_ids: [p.isci.id, p.sef.id, p.isci2.id, p.mudur.id],
        content: 'Toplu',
      }),
    );
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('a group: no group, no member and no thread when one member fails', async () => {
    const p = await makePeople(t);
    await failInsertsWhere('message_group_members', 'user_id', p.isci.id);
    const before = await messagingState(t, p.id);
    const res = await provokingServerError(() =>
      injectAs(t, p.owner, 'POST', '/api/groups/create', {
        name: 'Yarım',
        member_ids: [p.sef.id, p.isci.id],
      }),
    );
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
    expect(await messagingState(t, p.id)).toBe(before);
  });
});

describe('files and messages together', () => {
  it('an image deleted before its thumbnail is made leaves no thumbnail behind', async () => {
    const p = await makePeople(t);
    await t.app.files.thumbnails.idle();
    const before = messageFiles(t).length;
    const photo = await jpeg(1600, 1200);
    // Several at once: the thumbnail can land at any point of the delete, and each must be cleaned.
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await injectAs(
          t,
          p.isci,
          'POST',
          '/api/messages/send-with-file',
          multipart({ receiver_id: p.owner.id }, [{ field: 'file', name: `f${i}.jpg`, data: photo }]),
        );
        expectStatus(res, createdStatuses, 'image');
        const gone = await injectAs(t, p.isci, 'DELETE', `/api/messages/${res.json().id}`);
        expectStatus(gone, [200, 204], 'delete at once');
      }),
    );
    await t.app.files.thumbnails.idle();
    expect(messageFiles(t)).toHaveLength(before);
  });

  it('a file message keeps its text, and a 4000-character multi-line text is kept exactly', async () => {
    const p = await makePeople(t);
    const res = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: p.owner.id, content: 'Ekteki rapor' }, [{ field: 'file', name: 'r.pdf', data: pdf() }]),
    );
    expectStatus(res, createdStatuses, 'file with text');
    expect(res.json().content).toBe('Ekteki rapor');
    const long = `İlk satır: çğıİöşü\nİkinci satır\n${'ş'.repeat(messagingLimits.contentMax - 30)}`.slice(
      0,
      messagingLimits.contentMax,
    );
    const m = await send(t, p.isci, p.owner, long);
    expect(m.content).toBe(long);
    expect((await page(t, p.owner, `/api/messages/${p.isci.id}`)).messages.at(-1)?.content).toBe(long);
  });
});
