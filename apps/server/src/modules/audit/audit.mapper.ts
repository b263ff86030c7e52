import type { AuditEntry } from '@vazife/contract';
import type { Selectable } from 'kysely';
import type { OperatorAuditLogTable } from '../../db/types.js';

function values(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

export function toAuditEntry(row: Selectable<OperatorAuditLogTable>): AuditEntry {
  return {
    id: row.id,
    operator_id: row.operator_id,
    operator_username: row.operator_username,
    entity_kind: row.entity_kind,
    entity_id: row.entity_id,
    entity_label: row.entity_label,
    action: row.action,
    before: values(row.before_json),
    after: values(row.after_json),
    created_at: new Date(row.created_at).toISOString(),
  };
}
