import { sql, type Kysely } from 'kysely';
import { companyForeignKey } from '../company-keys.js';
import type { DialectInfo } from '../dialect.js';

/**
 * Messaging (docs/product-rules.md#messaging): groups and their members, messages, and one thread
 * row per person and conversation that the conversation list reads.
 *
 * A conversation has a key: for two people the smaller id, ':' and the larger id; for a group the
 * group's id. Messages are paged by (conversation_key, created_at, id), so a conversation of any
 * length reads one index range. The list of a person's conversations reads only their thread
 * rows (last message, unread count, read watermark), kept up to date by every write, so it costs
 * the same with ten thousand or a million messages in the company.
 *
 * Read receipts are watermarks: a thread's `last_read_at` is the time of the newest message its
 * owner has read, so "read by" is every other member whose watermark reached the message; marking
 * a conversation read is one row, not one row per message.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('message_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addUniqueConstraint('message_groups_company_id_id_unique', ['company_id', 'id'])
    .$call(companyForeignKey('message_groups_creator_fk', 'created_by', 'users'))
    .execute();

  await db.schema
    .createTable('message_group_members')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('added_at', d.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('message_group_members_pk', ['group_id', 'user_id'])
    .$call(companyForeignKey('message_group_members_group_fk', 'group_id', 'message_groups'))
    .$call(companyForeignKey('message_group_members_user_fk', 'user_id', 'users'))
    .execute();
  await db.schema
    .createIndex('message_group_members_user_idx')
    .on('message_group_members')
    .columns(['company_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('conversation_key', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'text')
    .addColumn('group_id', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull())
    // The file of a file message: a random name in the `messages` area (files module).
    .addColumn('storage_key', 'text', (c) => c.unique())
    .addColumn('thumbnail_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('mime_type', 'text')
    .addColumn('is_edited', d.boolean, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('edited_at', d.timestamp)
    .addCheckConstraint('messages_type_check', sql`message_type in ('text','image','video','file')`)
    // Exactly one of: a receiver (direct) or a group.
    .addCheckConstraint('messages_target_check', sql`(receiver_id is null) <> (group_id is null)`)
    .addUniqueConstraint('messages_company_id_id_unique', ['company_id', 'id'])
    .$call(companyForeignKey('messages_sender_fk', 'sender_id', 'users'))
    .$call(companyForeignKey('messages_receiver_fk', 'receiver_id', 'users'))
    .$call(companyForeignKey('messages_group_fk', 'group_id', 'message_groups'))
    .execute();
  // A conversation's pages, newest first.
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['company_id', 'conversation_key', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('message_threads')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('conversation_key', 'text', (c) => c.notNull())
    // The other person of a direct conversation, or the group.
    .addColumn('peer_id', 'text')
    .addColumn('group_id', 'text')
    .addColumn('last_message_id', 'text')
    .addColumn('last_message_at', d.timestamp)
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_at', d.timestamp)
    // The peer wrote first to this user: they may answer whatever the company's rule
    // (docs/product-rules.md#messaging).
    .addColumn('peer_wrote', d.boolean, (c) => c.notNull())
    .addCheckConstraint('message_threads_target_check', sql`(peer_id is null) <> (group_id is null)`)
    .addPrimaryKeyConstraint('message_threads_pk', ['user_id', 'conversation_key'])
    .$call(companyForeignKey('message_threads_user_fk', 'user_id', 'users'))
    .$call(companyForeignKey('message_threads_peer_fk', 'peer_id', 'users'))
    .$call(companyForeignKey('message_threads_group_fk', 'group_id', 'message_groups'))
    .execute();
  // A person's conversation list, latest first; and the members' watermarks of one conversation.
  await db.schema
    .createIndex('message_threads_list_idx')
    .on('message_threads')
    .columns(['company_id', 'user_id', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('message_threads_conversation_idx')
    .on('message_threads')
    .columns(['company_id', 'conversation_key'])
    .execute();
}
