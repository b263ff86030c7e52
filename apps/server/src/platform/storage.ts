import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders of stored files; each download path names one. */
export const storageAreas = ['tasks', 'evidence'] as const;
export type StorageArea = (typeof storageAreas)[number];

/** Names on disk are random UUIDs with the extension of the sniffed type, nothing the uploader chose. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

export function newStorageKey(extension: string): string {
  return `${randomUUID()}.${extension.toLowerCase()}`;
}

/**
 * Files under the data folder. Writes go to a temporary name first, so that a half-written file
 * never carries a real key.
 */
export class LocalStorage {
  readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.tmpDir = path.join(dataDir, 'tmp');
    for (const area of storageAreas) mkdirSync(path.join(this.root, area), { recursive: true });
    mkdirSync(this.tmpDir, { recursive: true });
  }

  areaDir(area: StorageArea): string {
    return path.join(this.root, area);
  }

  /** The path of a key, or undefined for anything that is not a key (no traversal possible). */
  pathOf(area: StorageArea, key: string): string | undefined {
    return isStorageKey(key) ? path.join(this.root, area, key) : undefined;
  }

  /** Moves an uploaded temporary file in (copying across file systems when rename cannot). */
  async putFile(area: StorageArea, key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(area, key)!;
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(sourcePath, target);
      await rm(sourcePath, { force: true });
    }
  }

  async putBuffer(area: StorageArea, key: string, data: Buffer): Promise<void> {
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    await writeFile(tmp, data);
    await rename(tmp, this.pathOf(area, key)!);
  }

  async remove(area: StorageArea, key: string): Promise<void> {
    const target = this.pathOf(area, key);
    if (target) await rm(target, { force: true });
  }
}

export type Storage = LocalStorage;
