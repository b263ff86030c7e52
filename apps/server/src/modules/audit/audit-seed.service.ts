import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { changedFields, type AuditChange } from './audit.service.js';
import * as repo from './audit.repo.js';

/**
 * Writes the operator's log as if the operator had made the changes, backdated, in the caller's
 * transaction: the demo's (apps/server/src/cli/demo-console.ts). Each entry is the row
 * `recordAudit` writes for the same change (its changed fields, secrets hidden).
 */
export function auditSeed(trx: Transaction<Database>) {
  return {
    /** The platform's first operator, when there is one yet: whom the entries name. */
    firstOperator: () => repo.findFirstOperator(trx),

    async record(operator: { id: string | null; username: string }, change: AuditChange, createdAt: string) {
      const fields = changedFields(change.before ?? null, change.after ?? null);
      await repo.insertEntry(trx, {
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
      });
    },
  };
}
