import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';

/** The operator's writes of the platform's branding and the sign-in page's slides. */
type Db = Kysely<Database>;

/** Every slide, active or not, in the operator's order. */
export function listSlides(db: Db) {
  return db.selectFrom('slider_items').selectAll().orderBy('order_index').orderBy('created_at').execute();
}

export function findSlide(db: Db, id: string) {
  return db.selectFrom('slider_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSlide(db: Db, row: Insertable<Database['slider_items']>): Promise<void> {
  await db.insertInto('slider_items').values(row).execute();
}

export async function updateSlide(db: Db, id: string, changes: Updateable<Database['slider_items']>): Promise<boolean> {
  const result = await db.updateTable('slider_items').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSlide(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('slider_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The settings' single row (id 1, written by the first migration). */
export async function updateSettings(db: Db, changes: Updateable<Database['platform_settings']>): Promise<void> {
  await db.updateTable('platform_settings').set(changes).where('id', '=', 1).execute();
}
