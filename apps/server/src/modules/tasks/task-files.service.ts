import { randomUUID } from 'node:crypto';
import { canViewTask, taskParties } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database, TaskFileKind, TaskFileRow } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { UploadedFile } from '../../platform/uploads.js';
import type { FileInfo, FilesService, StoredBatch } from '../files/index.js';
import * as repo from './tasks.repo.js';

/** Task images and evidence are the files module's `tasks` and `evidence` areas. */
const areaOf = { image: 'tasks', evidence: 'evidence' } as const satisfies Record<TaskFileKind, string>;

export interface StoredTaskFiles {
  rows: TaskFileRow[];
  batch: StoredBatch;
}

/**
 * Checks and stores a call's uploads and answers their rows. Call before the transaction, then
 * withStoredFiles: on its failure the files are removed, so none is orphaned.
 */
export async function storeTaskFiles(
  files: FilesService,
  uploads: UploadedFile[],
  meta: {
    companyId: string;
    taskId: string;
    kind: TaskFileKind;
    uploadedBy: string;
    now: string;
    /** The completion round evidence belongs to. */
    completionId?: string;
  },
): Promise<StoredTaskFiles> {
  const area = areaOf[meta.kind];
  const batch = await files.store(area, await files.check(area, uploads));
  const rows = batch.files.map((file, position): TaskFileRow => ({
    id: randomUUID(),
    company_id: meta.companyId,
    task_id: meta.taskId,
    kind: meta.kind,
    storage_key: file.key,
    filename: file.filename,
    mime_type: file.mimeType,
    size: file.size,
    thumbnail_key: null,
    position,
    uploaded_by: meta.uploadedBy,
    uploaded_at: meta.now,
    completion_id: meta.completionId ?? null,
  }));
  return { rows, batch };
}

/**
 * Runs the database part; a failure removes the files stored for it. Once it is written, the
 * images' thumbnails are queued (the files module makes them after the answer).
 */
export async function withStoredFiles<T>(
  db: Kysely<Database>,
  ctx: MemberCtx,
  files: FilesService,
  stored: StoredTaskFiles,
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await stored.batch.discard();
    throw error;
  }
  stored.batch.files.forEach((file, i) => {
    const row = stored.rows[i]!;
    files.thumbnailLater(areaOf[row.kind], file, row.uploaded_by, (key) => repo.setThumbnail(db, ctx, row.id, key));
  });
  return result;
}

/** The read rule of both areas: the file's task must be one the reader may see now. */
export async function readableTaskFile(
  db: Kysely<Database>,
  ctx: MemberCtx,
  kind: TaskFileKind,
  key: string,
): Promise<FileInfo | undefined> {
  const file = await repo.findFileByKey(db, ctx, key);
  if (!file || file.kind !== kind) return undefined;
  if (!canViewTask(ctx.actor, taskParties(file))) return undefined;
  return file.thumbnail_key === key
    ? { filename: `kucuk-${file.filename}`, mimeType: 'image/webp' }
    : { filename: file.filename, mimeType: file.mime_type };
}

export function registerTaskFileRules(files: FilesService, db: Kysely<Database>): void {
  files.allowRead('tasks', (ctx, key) => readableTaskFile(db, ctx, 'image', key));
  files.allowRead('evidence', (ctx, key) => readableTaskFile(db, ctx, 'evidence', key));
}
