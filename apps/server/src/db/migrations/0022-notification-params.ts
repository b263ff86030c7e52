import type { Kysely } from 'kysely';

/**
 * What a notification's texts name (the task's title, the person's name, the report's type, the
 * plan…), as a JSON object of strings, so that the web writes the bell in its reader's language
 * from the type and these (`notification.params` in packages/contract/src/notifications.ts). Null
 * for rows written before: their Turkish title and body are all there is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('params_json', 'text').execute();
}
