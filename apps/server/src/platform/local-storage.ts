import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAreaName, isStorageKey, parseRange, resolveRange, type Storage, type StoredRead } from './storage.js';

/**
 * Files under the data folder (`files/{area}/{key}`), the default. Writes go to a temporary name
 * first, so that a half-written file never carries a real key.
 */
export class LocalStorage implements Storage {
  readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.tmpDir = path.join(dataDir, 'tmp');
    mkdirSync(this.root, { recursive: true });
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** The path of a key, or undefined for anything that is not one (no traversal possible). */
  pathOf(area: string, key: string): string | undefined {
    return isAreaName(area) && isStorageKey(key) ? path.join(this.root, area, key) : undefined;
  }

  async #target(area: string, key: string): Promise<string> {
    const target = this.pathOf(area, key);
    if (!target) throw new Error(`not a storage key: ${area}/${key}`);
    await mkdir(path.dirname(target), { recursive: true });
    return target;
  }

  /** Renames the upload in (copying across file systems when rename cannot). */
  async putFile(area: string, key: string, sourcePath: string): Promise<void> {
    const target = await this.#target(area, key);
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
      await copyFile(sourcePath, tmp);
      await rename(tmp, target);
      await rm(sourcePath, { force: true });
    }
  }

  async putBuffer(area: string, key: string, data: Buffer): Promise<void> {
    const target = await this.#target(area, key);
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    await writeFile(tmp, data);
    await rename(tmp, target);
  }

  async get(area: string, key: string, rangeHeader?: string): Promise<StoredRead | undefined> {
    const file = this.pathOf(area, key);
    if (!file) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const asked = parseRange(rangeHeader);
    const range = asked && resolveRange(asked, info.size);
    return { body: createReadStream(file, range), size: info.size, range };
  }

  async remove(area: string, key: string): Promise<void> {
    const target = this.pathOf(area, key);
    if (target) await rm(target, { force: true });
  }
}
