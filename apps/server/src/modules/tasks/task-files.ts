import { randomUUID } from 'node:crypto';
import type { TaskFileKind, TaskFileRow } from '../../db/types.js';
import { makeThumbnail, type SniffedFile } from '../../platform/files.js';
import { newStorageKey, type Storage, type StorageArea } from '../../platform/storage.js';

const areaOf: Record<TaskFileKind, StorageArea> = { image: 'tasks', evidence: 'evidence' };

export interface StoredFiles {
  rows: TaskFileRow[];
  /** Removes what was stored: the caller's transaction failed. */
  discard(): Promise<void>;
}

/**
 * Puts sniffed uploads into storage under random names (plus a thumbnail for images) and answers
 * their rows. Call before the transaction; on its failure call discard(), so no file is orphaned.
 */
export async function storeTaskFiles(
  storage: Storage,
  files: SniffedFile[],
  meta: {
    companyId: string;
    taskId: string;
    kind: TaskFileKind;
    uploadedBy: string;
    now: string;
    /** The completion round evidence belongs to. */
    completionId?: string;
  },
): Promise<StoredFiles> {
  const area = areaOf[meta.kind];
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((key) => storage.remove(area, key)));
  };
  try {
    const rows: TaskFileRow[] = [];
    for (const file of files) {
      const key = newStorageKey(file.extension);
      const thumbnail = await makeThumbnail(file);
      await storage.putFile(area, key, file.tempPath);
      written.push(key);
      let thumbnailKey: string | null = null;
      if (thumbnail) {
        thumbnailKey = newStorageKey('webp');
        await storage.putBuffer(area, thumbnailKey, thumbnail);
        written.push(thumbnailKey);
      }
      rows.push({
        id: randomUUID(),
        company_id: meta.companyId,
        task_id: meta.taskId,
        kind: meta.kind,
        storage_key: key,
        filename: file.filename,
        mime_type: file.mimeType,
        size: file.size,
        thumbnail_key: thumbnailKey,
        position: rows.length,
        uploaded_by: meta.uploadedBy,
        uploaded_at: meta.now,
        completion_id: meta.completionId ?? null,
      });
    }
    return { rows, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Runs the database part; a failure removes the files stored for it. */
export async function withStoredFiles<T>(stored: StoredFiles, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
