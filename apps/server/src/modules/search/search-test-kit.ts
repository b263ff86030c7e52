import { randomUUID } from 'node:crypto';
import { searchResults, type SearchResults } from '@vazife/contract';
import { expect } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import { makeTask, type TestUser } from '../../test/factories.js';
import { injectAs, type TestApp } from '../../test/test-app.js';

/** Helpers the search tests share: objects written straight to their tables, and the call. */

/** GET /api/search for `q`, which must be accepted, checked against the contract. */
export async function searchAs(t: TestApp, who: TestUser, q: string): Promise<SearchResults> {
  const res = await injectAs(t, who, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResults.parse(res.json());
}

/** The ids found of each kind. */
export async function idsFound(t: TestApp, who: TestUser, q: string): Promise<Record<keyof SearchResults, string[]>> {
  const found = await searchAs(t, who, q);
  return {
    tasks: found.tasks.map((h) => h.id),
    employees: found.employees.map((h) => h.id),
    reports: found.reports.map((h) => h.id),
    announcements: found.announcements.map((h) => h.id),
  };
}

/** A task from `by` to `to` with this title and description. */
export async function taskWith(
  t: TestApp,
  by: TestUser,
  to: TestUser,
  title: string,
  description = 'Açıklama',
): Promise<string> {
  const id = await makeTask(t, { by, to, title });
  await t.database.db.updateTable('tasks').set({ description }).where('id', '=', id).execute();
  return id;
}

/** A report of `who` with this title and content. */
export async function reportWith(t: TestApp, who: TestUser, title: string, content = 'İçerik'): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('reports')
    .values({
      id,
      company_id: who.companyId!,
      user_id: who.id,
      title,
      content,
      type: 'gunluk',
      storage_key: null,
      thumbnail_key: null,
      file_name: null,
      file_size: null,
      mime_type: null,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** An announcement of `who` with this title and description. */
export async function announcementWith(
  t: TestApp,
  who: TestUser,
  title: string,
  description = 'Duyuru metni',
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('announcements')
    .values({
      id,
      company_id: who.companyId!,
      created_by: who.id,
      title,
      description,
      storage_key: null,
      file_name: null,
      mime_type: null,
      created_at: nowIso(),
    })
    .execute();
  return id;
}
