import { sql, type Kysely, type SqlBool } from 'kysely';
import type { SubscriptionStatus } from '@vazife/contract';
import { needsRowLocks, type DialectName } from '../../../db/dialect.js';
import { foldSql } from '../../../db/search-fold-sql.js';
import type { Database } from '../../../db/types.js';

/** The operator's queries reach across companies by design: every company, and all of one. */
type Db = Kysely<Database>;

/** `\`, `%` and `_` taken as themselves in a LIKE pattern (with `escape '\'`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CompanyFilter {
  /** Folded (contract `foldTurkish`) search text. */
  folded?: string | undefined;
  status?: SubscriptionStatus | undefined;
}

/** Companies with their owner and plan joined: what the list and one company's view read. */
function joinedCompanies(db: Db) {
  return db
    .selectFrom('companies')
    .leftJoin('users as owner', 'owner.id', 'companies.owner_id')
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id');
}

function companiesView(db: Db, dialect: DialectName, f: CompanyFilter) {
  let query = joinedCompanies(db);
  if (f.status) query = query.where('companies.subscription_status', '=', f.status);
  if (f.folded) {
    const pattern = `%${escapeLike(f.folded)}%`;
    const folded = (column: string) => sql.raw(foldSql(dialect, column));
    query = query.where(
      sql<SqlBool>`(${folded('companies.name')} like ${pattern} escape '\\' or ${folded('companies.code')} like ${pattern} escape '\\' or ${folded('owner.name')} like ${pattern} escape '\\' or ${folded('owner.email')} like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** A company as the list shows it: its row, owner, plan and head count. */
function companyColumns(query: ReturnType<typeof joinedCompanies>) {
  return query
    .selectAll('companies')
    .select([
      'owner.name as owner_name',
      'owner.email as owner_email',
      'plans.name as plan_name',
      'plans.max_users as max_users',
    ])
    .select((eb) =>
      eb
        .selectFrom('users as member')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('member.company_id', '=', 'companies.id')
        .as('user_count'),
    );
}

/** A page of companies, newest first, with their owner, plan and head count. */
export function listCompanies(db: Db, dialect: DialectName, f: CompanyFilter, limit: number, offset: number) {
  return companyColumns(companiesView(db, dialect, f))
    .orderBy('companies.created_at', 'desc')
    .orderBy('companies.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countCompanies(db: Db, dialect: DialectName, f: CompanyFilter) {
  return companiesView(db, dialect, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
}

/** One company as the list shows it. */
export function findCompanyView(db: Db, id: string) {
  return companyColumns(joinedCompanies(db)).where('companies.id', '=', id).executeTakeFirst();
}

/** The company's row, held until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export function lockCompany(db: Db, id: string) {
  let query = db
    .selectFrom('companies')
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.subscription_status',
      'companies.subscription_plan_id',
      'companies.subscription_end_date',
      'companies.is_trial',
      'plans.name as plan_name',
    ])
    .where('companies.id', '=', id);
  if (needsRowLocks(db)) query = query.forUpdate('companies');
  return query.executeTakeFirst();
}

export function findPlan(db: Db, id: string) {
  return db.selectFrom('plans').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function updateCompany(
  db: Db,
  id: string,
  changes: {
    subscription_status?: SubscriptionStatus;
    subscription_plan_id?: string | null;
    subscription_end_date?: string | null;
    is_trial?: boolean;
  },
): Promise<void> {
  await db.updateTable('companies').set(changes).where('id', '=', id).execute();
}

export async function companyUserIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('company_id', '=', companyId).execute();
  return rows.map((row) => row.id);
}

/** Every stored file of a company, by area (originals and thumbnails alike). */
export async function companyFiles(db: Db, companyId: string): Promise<{ area: string; key: string }[]> {
  const found: { area: string; key: string }[] = [];
  const add = (area: string, ...keys: (string | null)[]) => {
    for (const key of keys) if (key) found.push({ area, key });
  };
  const taskFiles = await db
    .selectFrom('task_files')
    .select(['kind', 'storage_key', 'thumbnail_key'])
    .where('company_id', '=', companyId)
    .execute();
  for (const f of taskFiles) add(f.kind === 'image' ? 'tasks' : 'evidence', f.storage_key, f.thumbnail_key);
  const messages = await db
    .selectFrom('messages')
    .select(['storage_key', 'thumbnail_key'])
    .where('company_id', '=', companyId)
    .where('storage_key', 'is not', null)
    .execute();
  for (const m of messages) add('messages', m.storage_key, m.thumbnail_key);
  const reports = await db
    .selectFrom('reports')
    .select(['storage_key', 'thumbnail_key'])
    .where('company_id', '=', companyId)
    .where('storage_key', 'is not', null)
    .execute();
  for (const r of reports) add('reports', r.storage_key, r.thumbnail_key);
  const announcements = await db
    .selectFrom('announcements')
    .select(['storage_key'])
    .where('company_id', '=', companyId)
    .where('storage_key', 'is not', null)
    .execute();
  for (const a of announcements) add('announcements', a.storage_key);
  const invoices = await db
    .selectFrom('purchases')
    .select(['invoice_storage_key'])
    .where('company_id', '=', companyId)
    .where('invoice_storage_key', 'is not', null)
    .execute();
  for (const p of invoices) add('invoices', p.invoice_storage_key);
  return found;
}

/**
 * The company's tables, those that point at others first: deleting in this order never leaves a
 * row pointing at a deleted one. (PostgreSQL does not order the cascades of one delete along its
 * composite foreign keys, so relying on them alone can trip a check half-way.)
 */
const companyTablesInOrder = [
  'search_documents',
  'notifications',
  'task_reminders',
  'announcement_reads',
  'announcements',
  'reports',
  'message_threads',
  'messages',
  'message_group_members',
  'message_groups',
  'task_files',
  'task_revisions',
  'task_completions',
  'tasks',
  'task_list_versions',
  'join_rejections',
  'purchases',
  'users',
] as const satisfies readonly (keyof Database)[];

/**
 * Deletes the company and every row of it, table by table, then the company itself; a company
 * table not in the list goes with the company through its `company_id`'s cascade. Its people's
 * own rows (sessions, list versions) go with them the same way.
 */
export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  for (const table of companyTablesInOrder)
    await db
      .deleteFrom(table)
      .where('company_id' as never, '=', id as never)
      .execute();
  const result = await db.deleteFrom('companies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
