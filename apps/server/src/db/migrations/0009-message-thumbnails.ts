import type { Kysely } from 'kysely';

/**
 * A message file's download names its original or its thumbnail; the read rule finds the message
 * by either key. The original's key is unique (indexed); this indexes the thumbnail's, so that a
 * thumbnail in a list of images costs one index lookup, not a pass over the company's messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('messages_thumbnail_key_idx').on('messages').columns(['thumbnail_key']).execute();
}
