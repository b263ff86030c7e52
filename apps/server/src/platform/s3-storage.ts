import { createReadStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  isAreaName,
  isStorageKey,
  parseRange,
  RangeNotSatisfiable,
  resolveRange,
  type ByteRange,
  type Storage,
  type StoredRead,
} from './storage.js';

export interface S3Settings {
  /** Absent: AWS itself, from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the SDK's own chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * Files in an S3-compatible bucket under `{area}/{key}`: every instance behind a load balancer
 * sees the same files. A `Range` is passed through to the bucket, so a video seek fetches only
 * the bytes it needs.
 */
export class S3Storage implements Storage {
  readonly tmpDir: string;
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings, dataDir: string) {
    this.tmpDir = path.join(dataDir, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: the SDK's default streams uploads as aws-chunked
      // with a trailing CRC, which many S3-compatible servers do not take.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  #objectKey(area: string, key: string): string {
    if (!isAreaName(area) || !isStorageKey(key)) throw new Error(`not a storage key: ${area}/${key}`);
    return `${area}/${key}`;
  }

  async putFile(area: string, key: string, sourcePath: string, contentType: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#objectKey(area, key),
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await rm(sourcePath, { force: true });
  }

  async putBuffer(area: string, key: string, data: Buffer, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#objectKey(area, key),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async get(area: string, key: string, rangeHeader?: string): Promise<StoredRead | undefined> {
    if (!isAreaName(area) || !isStorageKey(key)) return undefined;
    const Key = this.#objectKey(area, key);
    try {
      const Range = await this.#rangeFor(Key, parseRange(rangeHeader));
      const out = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key, Range }));
      const body = out.Body as Readable;
      const partial = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? '');
      if (partial)
        return { body, size: Number(partial[3]), range: { start: Number(partial[1]), end: Number(partial[2]) } };
      return { body, size: out.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof RangeNotSatisfiable) throw error;
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 416) {
        const head = await this.#client
          .send(new HeadObjectCommand({ Bucket: this.#bucket, Key }))
          .catch(() => undefined);
        throw new RangeNotSatisfiable(head?.ContentLength);
      }
      throw error;
    }
  }

  /**
   * The range to ask the bucket for: one we understand, written out. A suffix (`bytes=-500`) is
   * turned into its first and last byte first, since not every S3-compatible server takes it.
   */
  async #rangeFor(Key: string, range: ByteRange | undefined): Promise<string | undefined> {
    if (!range) return undefined;
    if (range.start !== undefined) return `bytes=${range.start}-${range.end ?? ''}`;
    const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key }));
    const { start, end } = resolveRange(range, head.ContentLength ?? 0);
    return `bytes=${start}-${end}`;
  }

  async remove(area: string, key: string): Promise<void> {
    if (!isAreaName(area) || !isStorageKey(key)) return;
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#objectKey(area, key) }));
  }

  /** The bucket exists and the keys may use it: asked once at start (start-checks.ts). */
  async check(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }

  close(): void {
    this.#client.destroy();
  }
}
