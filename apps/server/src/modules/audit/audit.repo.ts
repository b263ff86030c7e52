import type { Insertable, Kysely } from 'kysely';
import type { AuditAction, AuditEntityKind } from '@vazife/contract';
import type { Database } from '../../db/types.js';

/** The operator's audit log: the platform's, not a company's (it has no company_id). */
type Db = Kysely<Database>;

export function findOperatorName(db: Db, id: string) {
  return db.selectFrom('super_admins').select('username').where('id', '=', id).executeTakeFirst();
}

/** The platform's first operator, if there is one yet. */
export function findFirstOperator(db: Db) {
  return db
    .selectFrom('super_admins')
    .select(['id', 'username'])
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertEntry(db: Db, row: Insertable<Database['operator_audit_log']>): Promise<void> {
  await db.insertInto('operator_audit_log').values(row).execute();
}

export interface AuditFilter {
  entityKind?: AuditEntityKind | undefined;
  entityId?: string | undefined;
  action?: AuditAction | undefined;
  operator?: string | undefined;
  /** ISO instants: from included, to excluded. */
  from?: string | undefined;
  to?: string | undefined;
}

function filtered(db: Db, f: AuditFilter) {
  let query = db.selectFrom('operator_audit_log');
  if (f.entityKind) query = query.where('entity_kind', '=', f.entityKind);
  if (f.entityId) query = query.where('entity_id', '=', f.entityId);
  if (f.action) query = query.where('action', '=', f.action);
  if (f.operator) query = query.where('operator_username', '=', f.operator);
  if (f.from) query = query.where('created_at', '>=', f.from);
  if (f.to) query = query.where('created_at', '<', f.to);
  return query;
}

/** A page of entries, newest first (ties by id, so that pages never repeat a row). */
export function listEntries(db: Db, f: AuditFilter, limit: number, offset: number) {
  return filtered(db, f)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countEntries(db: Db, f: AuditFilter) {
  return filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
}
