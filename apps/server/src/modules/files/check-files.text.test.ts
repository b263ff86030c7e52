import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { checkFiles } from './check-files.rules.js';

/** Plain text has no magic bytes: it is taken only by name, clean UTF-8 and an area that lists it. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vazife-text-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function upload(filename: string, data: Buffer | string): Promise<UploadedFile> {
  const tempPath = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`);
  await writeFile(tempPath, data);
  return { kind: 'uploaded-file', tempPath, filename, size: Buffer.byteLength(data) };
}

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('text files', () => {
  it('are documents wherever documents are taken: task evidence too', async () => {
    const [checked] = await checkFiles('evidence', [await upload('notlar.txt', 'Raf 3 sayıldı\n')]);
    expect(checked).toMatchObject({ mimeType: 'text/plain', extension: 'txt' });
  });

  it('are taken in the messages area as text/plain: Turkish UTF-8 with tabs and line ends', async () => {
    const file = await upload('notlar.txt', 'Çalışma saatleri:\r\n\tPazartesi – Cuma 08:00\nŞube: İzmir\n');
    const [checked] = await checkFiles('messages', [file]);
    expect(checked).toMatchObject({ mimeType: 'text/plain', extension: 'txt' });
  });

  it('take an empty .txt', async () => {
    const [checked] = await checkFiles('messages', [await upload('bos.TXT', '')]);
    expect(checked?.mimeType).toBe('text/plain');
  });

  it('are refused without the .txt name, with NUL or control bytes, or as broken UTF-8', async () => {
    expect(await statusOf(checkFiles('messages', [await upload('notlar.md', 'Merhaba')]))).toBe(415);
    expect(await statusOf(checkFiles('messages', [await upload('a.txt', 'Mer\0haba')]))).toBe(415);
    expect(await statusOf(checkFiles('messages', [await upload('a.txt', 'Zil \u0007 sesi')]))).toBe(415);
    expect(await statusOf(checkFiles('messages', [await upload('a.txt', Buffer.from([0x48, 0xc3, 0x28]))]))).toBe(415);
  });

  it('are not text when file-type knows the bytes: a PNG named .txt stays an image', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const status = await statusOf(checkFiles('messages', [await upload('resim.txt', png)]));
    // Whatever the image check says of a cut PNG, it is never taken as text.
    expect(status).not.toBe('ok');
  });

  it('are refused in areas that do not list text/plain', async () => {
    expect(await statusOf(checkFiles('invoices', [await upload('notlar.txt', 'Merhaba')]))).toBe(415);
    expect(await statusOf(checkFiles('tasks', [await upload('notlar.txt', 'Merhaba')]))).toBe(415);
  });
});
