import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where stored files live: the data folder (LocalStorage) or an S3-compatible bucket
 * (S3Storage), under `{area}/{key}`. Areas are the files module's business; storage only keeps
 * bytes. Uploads are always streamed to a local temporary folder first and moved in once checked.
 */
export interface Storage {
  /** Local folder for uploads in progress (each instance its own). */
  readonly tmpDir: string;
  /** Moves a checked temporary file in under `key`; the temporary file is gone afterwards. */
  putFile(area: string, key: string, sourcePath: string, contentType: string): Promise<void>;
  putBuffer(area: string, key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * The stored bytes, or the part a `Range` header asks for; undefined when there is no such
   * file. Throws RangeNotSatisfiable for a range that starts past the end.
   */
  get(area: string, key: string, range?: string): Promise<StoredRead | undefined>;
  remove(area: string, key: string): Promise<void>;
  /** Throws when the store cannot be reached or used as configured (the start's check). */
  check?(): Promise<void>;
  /** Lets go of connections when the server stops. */
  close?(): void;
}

export interface StoredRead {
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  /** Set when only part of the file is sent (206): the first and last byte, inclusive. */
  range?: { start: number; end: number };
}

export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number | undefined) {
    super('range not satisfiable');
  }
}

/** Names in storage are random UUIDs with the extension of the sniffed type, nothing the uploader chose. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

export function newStorageKey(extension: string): string {
  return `${randomUUID()}.${extension.toLowerCase()}`;
}

/** Area names are lower-case words: with a key they can never form a path outside the area. */
export function isAreaName(area: string): boolean {
  return /^[a-z]{2,30}$/.test(area);
}

/** A single `bytes=` range as written; anything else (several ranges, other units) means the whole file. */
export interface ByteRange {
  start?: number;
  end?: number;
}

export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? undefined : Number(match[1]);
  const end = match[2] === '' ? undefined : Number(match[2]);
  if (start !== undefined && end !== undefined && end < start) return undefined;
  return { start, end };
}

/** The bytes a range means in a file of `size`, as RFC 9110 §14.1.2 says; throws when none are. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if (range.start === undefined) {
    const suffix = range.end!;
    if (suffix === 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
