import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type RunningS3 } from '../test/s3-server.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { newStorageKey, parseRange, RangeNotSatisfiable, type Storage } from './storage.js';

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

/** One contract, both drivers: what the files module relies on holds for the folder and the bucket. */
function storageContract(name: string, make: (dataDir: string) => Promise<Storage>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-storage-'));
      storage = await make(dataDir);
    });
    afterAll(() => {
      storage?.close?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const upload = () => {
      const file = path.join(storage.tmpDir, `${newStorageKey('bin')}.upload`);
      writeFileSync(file, bytes);
      return file;
    };

    it('moves an upload in and reads it back whole; the temporary file is gone', async () => {
      const key = newStorageKey('pdf');
      const source = upload();
      await storage.putFile('evidence', key, source, 'application/pdf');
      const read = (await storage.get('evidence', key))!;
      expect(read.size).toBe(1000);
      expect(read.range).toBeUndefined();
      expect(await buffer(read.body)).toEqual(bytes);
      expect(() => writeFileSync(source, '', { flag: 'wx' })).not.toThrow();
    });

    it('answers the byte ranges of RFC 9110, and 416 past the end', async () => {
      const key = newStorageKey('mp4');
      await storage.putBuffer('evidence', key, bytes, 'video/mp4');
      const part = async (range: string) => {
        const read = (await storage.get('evidence', key, range))!;
        return { range: read.range, size: read.size, body: await buffer(read.body) };
      };
      expect(await part('bytes=0-99')).toEqual({
        range: { start: 0, end: 99 },
        size: 1000,
        body: bytes.subarray(0, 100),
      });
      expect(await part('bytes=990-')).toEqual({
        range: { start: 990, end: 999 },
        size: 1000,
        body: bytes.subarray(990),
      });
      expect(await part('bytes=-10')).toEqual({
        range: { start: 990, end: 999 },
        size: 1000,
        body: bytes.subarray(990),
      });
      expect(await part('bytes=900-5000')).toEqual({
        range: { start: 900, end: 999 },
        size: 1000,
        body: bytes.subarray(900),
      });
      // Several ranges or another unit: the whole file, as a server may answer.
      expect((await part('bytes=0-1,5-6')).body).toEqual(bytes);
      const past = storage.get('evidence', key, 'bytes=999999999-');
      await expect(past).rejects.toBeInstanceOf(RangeNotSatisfiable);
      await expect(past).rejects.toMatchObject({ size: 1000 });
    });

    it('keeps areas apart, answers undefined for what is not there, and removes', async () => {
      const key = newStorageKey('png');
      await storage.putBuffer('tasks', key, bytes, 'image/png');
      expect(await storage.get('evidence', key)).toBeUndefined();
      expect(await storage.get('tasks', newStorageKey('png'))).toBeUndefined();
      for (const bad of ['../jwt-secret', 'x.png', `${key}/..`])
        expect(await storage.get('tasks', bad)).toBeUndefined();
      expect(await storage.get('../files', key)).toBeUndefined();
      await storage.remove('tasks', key);
      expect(await storage.get('tasks', key)).toBeUndefined();
      await storage.remove('tasks', key); // removing twice is fine
    });
  });
}

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
});

storageContract('local', async (dataDir) => new LocalStorage(dataDir));
storageContract('S3', async (dataDir) => new S3Storage(s3.settings, dataDir));

describe('parseRange', () => {
  it('takes one bytes range and leaves everything else to a whole answer', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=5-')).toEqual({ start: 5, end: undefined });
    expect(parseRange('bytes=-5')).toEqual({ start: undefined, end: 5 });
    for (const other of [undefined, '', 'bytes=-', 'bytes=9-1', 'items=0-1', 'bytes=0-1,3-4', 'bytes=1e3-'])
      expect(parseRange(other), String(other)).toBeUndefined();
  });
});
