import { randomUUID } from 'node:crypto';
import {
  daysWindow,
  type AuditAction,
  type AuditEntityKind,
  type AuditLogPage,
  type AuditLogQuery,
} from '@vazife/contract';
import type { Insertable, Kysely } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { AdminCtx } from '../../platform/context.js';
import { toAuditEntry } from './audit.mapper.js';
import * as repo from './audit.repo.js';

/** What the audit log's services work with (built in index.ts). */
export interface AuditDeps {
  db: Kysely<Database>;
}

type Values = Record<string, unknown>;

/** One change of the operator's, as the changing service describes it. */
export interface AuditChange {
  kind: AuditEntityKind;
  id: string;
  action: AuditAction;
  /** The object's name, for reading the log after it is gone. */
  label?: string | null | undefined;
  /** The fields before the change (null or left out for a creation). */
  before?: Values | null | undefined;
  /** The fields after it (null or left out for a deletion). */
  after?: Values | null | undefined;
}

/** A field whose value is never written to the log, only that it changed. */
const secretField = /password|secret|salt|merchant_key|token|hash/i;
const hidden = '••••••';

function jsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * The fields that differ between before and after (all of them for a creation or deletion), each
 * secret one shown only as changed.
 */
export function changedFields(
  before: Values | null,
  after: Values | null,
): { before: Values | null; after: Values | null } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Values = {};
  const a: Values = {};
  for (const key of keys) {
    const was = jsonValue(before?.[key]);
    const is = jsonValue(after?.[key]);
    if (before && after && JSON.stringify(was) === JSON.stringify(is)) continue;
    const secret = secretField.test(key);
    if (before) b[key] = secret && was !== null ? hidden : was;
    if (after) a[key] = secret && is !== null ? hidden : is;
  }
  return { before: before ? b : null, after: after ? a : null };
}

/** The log's row for one change: its changed fields, secrets hidden (recordAudit, and the demo's seed). */
export function auditRow(
  operator: { id: string | null; username: string },
  change: AuditChange,
  createdAt: string,
): Insertable<Database['operator_audit_log']> {
  const fields = changedFields(change.before ?? null, change.after ?? null);
  return {
    id: randomUUID(),
    operator_id: operator.id,
    operator_username: operator.username,
    entity_kind: change.kind,
    entity_id: change.id,
    entity_label: change.label ?? null,
    action: change.action,
    before_json: fields.before ? JSON.stringify(fields.before) : null,
    after_json: fields.after ? JSON.stringify(fields.after) : null,
    created_at: createdAt,
  };
}

/**
 * Writes one operator change to the audit log, on the change's own transaction (`trx`), so that
 * the change and its entry commit together or not at all. An update that changed nothing writes
 * nothing.
 */
export async function recordAudit(trx: Kysely<Database>, actor: AdminCtx, change: AuditChange): Promise<void> {
  const fields = changedFields(change.before ?? null, change.after ?? null);
  if (change.before && change.after && Object.keys(fields.after ?? {}).length === 0 && change.action === 'update')
    return;
  const operator = await repo.findOperatorName(trx, actor.adminId);
  const who = { id: operator ? actor.adminId : null, username: operator?.username ?? actor.adminId };
  await repo.insertEntry(trx, auditRow(who, change, new Date().toISOString()));
}

/** The log, newest first, by kind, object, action, operator and Istanbul days (both included). */
export async function listAuditLog(deps: AuditDeps, query: AuditLogQuery): Promise<AuditLogPage> {
  const filter: repo.AuditFilter = {
    entityKind: query.entity_kind,
    entityId: query.entity_id || undefined,
    action: query.action,
    operator: query.operator,
    from: query.from ? daysWindow(query.from).start : undefined,
    to: query.to ? daysWindow(query.to).end : undefined,
  };
  const offset = (query.page - 1) * query.page_size;
  const [rows, count] = await Promise.all([
    repo.listEntries(deps.db, filter, query.page_size, offset),
    repo.countEntries(deps.db, filter),
  ]);
  return { items: rows.map(toAuditEntry), total: toCount(count.n), page: query.page, page_size: query.page_size };
}
