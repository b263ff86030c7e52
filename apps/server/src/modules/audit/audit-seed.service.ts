import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { auditRow, type AuditChange } from './audit.service.js';
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

    record: (operator: { id: string | null; username: string }, change: AuditChange, createdAt: string) =>
      repo.insertEntry(trx, auditRow(operator, change, createdAt)),
  };
}
