import { sql, type Kysely } from 'kysely';
import { companyForeignKey } from '../company-keys.js';
import type { DialectInfo } from '../dialect.js';

/** Tasks, their files (task image and evidence) and the history of revision requests. */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'text', (c) => c.notNull())
    .addColumn('assigned_by', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('deadline', d.timestamp)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('started_at', d.timestamp)
    .addColumn('completed_at', d.timestamp)
    .addColumn('approved_at', d.timestamp)
    .addColumn('completion_note', 'text')
    .addColumn('additional_info', 'text')
    .addColumn('revision_note', 'text')
    .addColumn('revision_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', d.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      'tasks_status_check',
      sql`status in ('atanmis','baslatildi','tamamlandi','onaylandi','revize_gerekli')`,
    )
    .addCheckConstraint('tasks_priority_check', sql`priority in ('dusuk','orta','yuksek')`)
    .addUniqueConstraint('tasks_company_id_id_unique', ['company_id', 'id'])
    // An assignee or assigner can only be a person of the task's own company.
    .addForeignKeyConstraint('tasks_assignee_fk', ['company_id', 'assigned_to'], 'users', ['company_id', 'id'])
    .addForeignKeyConstraint('tasks_assigner_fk', ['company_id', 'assigned_by'], 'users', ['company_id', 'id'])
    .execute();
  // Newest-first lists: the whole company (employer), by assignee, by assigner.
  await db.schema
    .createIndex('tasks_company_created_idx')
    .on('tasks')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tasks_assignee_created_idx')
    .on('tasks')
    .columns(['company_id', 'assigned_to', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tasks_assigner_created_idx')
    .on('tasks')
    .columns(['company_id', 'assigned_by', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('task_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text')
    // Upload order within one submission: several files share one uploaded_at.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', d.timestamp, (c) => c.notNull())
    .addCheckConstraint('task_files_kind_check', sql`kind in ('image','evidence')`)
    .$call(companyForeignKey('task_files_task_fk', 'task_id', 'tasks'))
    .execute();
  await db.schema.createIndex('task_files_task_idx').on('task_files').columns(['task_id', 'uploaded_at']).execute();

  await db.schema
    .createTable('task_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', d.timestamp, (c) => c.notNull())
    .$call(companyForeignKey('task_revisions_task_fk', 'task_id', 'tasks'))
    .addForeignKeyConstraint('task_revisions_user_fk', ['company_id', 'requested_by'], 'users', ['company_id', 'id'])
    .execute();
  await db.schema
    .createIndex('task_revisions_task_idx')
    .on('task_revisions')
    .columns(['task_id', 'requested_at'])
    .execute();
}
