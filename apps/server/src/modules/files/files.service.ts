import { buffer } from 'node:stream/consumers';
import { errors, fileAreas, maxImagePixels, type FileAreaName } from '@vazife/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { MemberCtx } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { RangeNotSatisfiable, newStorageKey, type Storage, type StoredRead } from '../../platform/storage.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { checkFiles, decodableImages, type CheckedFile } from './check-files.rules.js';
import type { ThumbnailQueue } from './thumbnail-queue.job.js';

/** What a download is served as; the owning module's read rule answers it. */
export interface FileInfo {
  filename: string;
  mimeType: string;
}

/**
 * Who may read a file of an area: the owning module answers for a stored key (original or
 * thumbnail) in the reader's company, or undefined when the reader may not see it (404).
 */
export type ReadRule = (ctx: MemberCtx, key: string) => Promise<FileInfo | undefined>;

export interface StoredFile extends CheckedFile {
  key: string;
}

export interface StoredBatch {
  files: StoredFile[];
  /** Removes what was stored: the caller's transaction failed. */
  discard(): Promise<void>;
}

export interface Download extends StoredRead {
  info: FileInfo;
}

/** Public areas are served by key alone: the type comes from the key's extension, set when it was stored. */
const typeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/**
 * Every stored file of the product goes through here: checked against its area, stored under a
 * random key, thumbnailed off the request path, and served only as its area's read rule allows.
 */
export class FilesService {
  readonly #rules = new Map<FileAreaName, ReadRule>();

  constructor(
    readonly storage: Storage,
    readonly thumbnails: ThumbnailQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The owning module says who may read its area's files; areas without a rule serve nothing. */
  allowRead(area: FileAreaName, rule: ReadRule): void {
    if (fileAreas[area].public) throw new Error(`${area} is public: it has no read rule`);
    this.#rules.set(area, rule);
  }

  isPublic(area: string): boolean {
    return Object.hasOwn(fileAreas, area) && fileAreas[area as FileAreaName].public;
  }

  check(area: FileAreaName, files: UploadedFile[]): Promise<CheckedFile[]> {
    return checkFiles(area, files);
  }

  /** Stores checked files under new keys. Call before the transaction; on its failure call discard(). */
  async store(area: FileAreaName, files: CheckedFile[]): Promise<StoredBatch> {
    const stored: StoredFile[] = [];
    const discard = async () => {
      await Promise.all(stored.map((f) => this.storage.remove(area, f.key)));
    };
    try {
      for (const file of files) {
        const key = newStorageKey(file.extension);
        await this.storage.putFile(area, key, file.tempPath, file.mimeType);
        stored.push({ ...file, key });
      }
    } catch (error) {
      await discard();
      throw error;
    }
    return { files: stored, discard };
  }

  /**
   * Checks and stores a call's uploads (none, for a call without a file), then runs `write` with
   * them: the transaction that records them. When it fails, the stored files are removed again,
   * so that a refused or failed call leaves no file without its row.
   */
  async withStored<T>(
    area: FileAreaName,
    uploads: readonly UploadedFile[],
    write: (files: StoredFile[]) => Promise<T>,
  ): Promise<T> {
    const batch = await this.store(area, await this.check(area, [...uploads]));
    try {
      return await write(batch.files);
    } catch (error) {
      await batch.discard();
      throw error;
    }
  }

  /**
   * Queues a thumbnail of a stored image (nothing for other types). `save` records its key and
   * answers false when the file is gone meanwhile; the thumbnail is then removed again.
   */
  thumbnailLater(area: FileAreaName, file: StoredFile, owner: string, save: (key: string) => Promise<boolean>): void {
    if (!decodableImages.includes(file.mimeType)) return;
    this.thumbnails.push(owner, async () => {
      const key = newStorageKey('webp');
      try {
        const original = await this.storage.get(area, file.key);
        if (!original) return;
        const thumbnail = await renderThumbnail(await buffer(original.body));
        await this.storage.putBuffer(area, key, thumbnail, 'image/webp');
        if (!(await save(key))) await this.storage.remove(area, key);
      } catch (error) {
        this.log.warn({ err: error }, `thumbnail of ${area}/${file.key} not made`);
        await this.storage.remove(area, key).catch(() => undefined);
      }
    });
  }

  /** A file for a reader (undefined for a public area), or 404; 416 for a range past its end. */
  async open(
    ctx: MemberCtx | undefined,
    area: FileAreaName,
    key: string,
    range: string | undefined,
  ): Promise<Download> {
    const info = await this.#infoFor(ctx, area, key);
    if (!info) throw notFound();
    try {
      const read = await this.storage.get(area, key, range);
      if (!read) throw notFound();
      return { ...read, info };
    } catch (error) {
      if (error instanceof RangeNotSatisfiable) throw new RangeError416(error.size);
      throw error;
    }
  }

  async #infoFor(ctx: MemberCtx | undefined, area: FileAreaName, key: string): Promise<FileInfo | undefined> {
    if (fileAreas[area].public) {
      const mimeType = typeByExtension[key.slice(key.lastIndexOf('.') + 1)];
      return mimeType ? { filename: key, mimeType } : undefined;
    }
    const rule = this.#rules.get(area);
    return ctx && rule ? rule(ctx, key) : undefined;
  }
}

/** 416 with the size the client should have asked within. */
export class RangeError416 extends AppError {
  constructor(readonly size: number | undefined) {
    super(416, errors.rangeNotSatisfiable);
  }
}

/**
 * A small WebP for lists. Bounded even for what passed the pixel check: first frame only, and
 * libvips gives up after 20 s rather than hold the queue.
 */
export function renderThumbnail(input: Buffer): Promise<Buffer> {
  return sharp(input, { animated: false, limitInputPixels: maxImagePixels })
    .rotate()
    .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .timeout({ seconds: 20 })
    .toBuffer();
}
