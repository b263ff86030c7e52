import type { AuditEntityKind } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AdminCtx } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from './audit.service.js';

type Db = Kysely<Database>;

/** How one kind of the operator's records is read and kept in the audit log. */
export interface AuditedRecord<Row> {
  kind: AuditEntityKind;
  /** The record as it stands, read on the change's own transaction; undefined when there is none. */
  read: (trx: Db, id: string) => Promise<Row | undefined>;
  /** Its fields as the log keeps them (never a secret: hints at most). */
  fields: (row: Row) => Record<string, unknown>;
  /** Its name in the log, for reading the log after the record is gone. */
  label?: (row: Row) => string | null;
  /** What changing a record that is not there answers: 404 unless the record says otherwise. */
  missing?: () => Error;
}

/** One change: the write, run between the two reads; `false` means nothing was there to change. */
export interface AuditedWrite<Row> {
  id: string;
  action: 'create' | 'update' | 'delete';
  write: (trx: Db, before: Row | undefined) => Promise<boolean | void>;
  /** Fields the log keeps besides the record's own after the change (an upload's file name). */
  note?: Record<string, unknown>;
}

/**
 * An operator's create, update or delete with its audit entry, in one transaction: the record is
 * read before (an update or delete of a missing one is refused), written, read after (but for a
 * deletion), and the entry is recorded from the two reads, so the change and its entry commit
 * together or not at all. Answers both reads.
 */
export async function auditedChange<Row>(
  db: Db,
  ctx: AdminCtx,
  record: AuditedRecord<Row>,
  change: AuditedWrite<Row>,
): Promise<{ before: Row | undefined; after: Row | undefined }> {
  const missing = record.missing ?? notFound;
  return db.transaction().execute(async (trx) => {
    const before = change.action === 'create' ? undefined : await record.read(trx, change.id);
    if (change.action !== 'create' && !before) throw missing();
    if ((await change.write(trx, before)) === false) throw missing();
    const after = change.action === 'delete' ? undefined : await record.read(trx, change.id);
    if (change.action !== 'delete' && !after) throw missing();
    const shown = after ?? before!;
    await recordAudit(trx, ctx, {
      kind: record.kind,
      id: change.id,
      action: change.action,
      label: record.label?.(shown) ?? null,
      before: before && record.fields(before),
      after: after && { ...record.fields(after), ...change.note },
    });
    return { before, after };
  });
}
