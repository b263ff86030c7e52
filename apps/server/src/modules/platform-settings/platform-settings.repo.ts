import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

/** The single row of the platform's settings (id 1), if the operator has saved any. */
export function findSettings(db: Db) {
  return db.selectFrom('platform_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The login slider's active slides, in the operator's order. */
export function findActiveSlides(db: Db) {
  return db
    .selectFrom('slider_items')
    .selectAll()
    .where('active', '=', true)
    .orderBy('order_index')
    .orderBy('created_at')
    .execute();
}
