import { openAsBlob, readdirSync } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real files of each accepted kind, made in memory, for upload tests. */
export async function jpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** An MP4 container header followed by `size` bytes of payload. */
export function mp4(size = 4096): Buffer {
  const ftyp = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f,
    0x32,
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size, 7)]);
}

/** A stored zip entry (no compression): enough for file-type to read an Office document's parts. */
function zipEntry(name: string, body: string): Buffer {
  const nameBytes = Buffer.from(name);
  const data = Buffer.from(body);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

/** A zip holding the parts by which an .xlsx is recognised. */
export function xlsx(): Buffer {
  return Buffer.concat([
    zipEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    zipEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
  ]);
}

/** Plain Turkish text with tabs and line ends: what a .txt message file is. */
export function text(): Buffer {
  return Buffer.from('Sayım listesi\tDepo 3\r\nÇalışan: Ayşe Öztürk\nİş güvenliği: ğüşiöç\n', 'utf8');
}

/** Text-looking bytes with a NUL and a control character: not a text file whatever its name. */
export function binaryText(): Buffer {
  return Buffer.from('Merhaba\u0000dünya\u0007\n', 'utf8');
}

/** Bytes that are not valid UTF-8. */
export function invalidUtf8(): Buffer {
  return Buffer.from([0x4d, 0x65, 0x72, 0xc3, 0x28, 0xa0, 0xa1, 0x0a]);
}

/** An old Word document: a compound file (its magic bytes); taken as .doc only under a .doc name. */
export function doc(): Buffer {
  const bytes = Buffer.alloc(1536, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  return bytes;
}

/** A zip holding the two entries by which a .docx is recognised. */
export function docx(): Buffer {
  return Buffer.concat([
    zipEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    zipEntry('word/document.xml', '<?xml version="1.0"?><w:document/>'),
  ]);
}

/** A Windows executable: what a spoofed "photo" really is. */
export function exe(): Buffer {
  const b = Buffer.alloc(512, 0);
  b.write('MZ', 0);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'binary');
  return b;
}

/** A file a test uploads: its bytes, or a Blob as it is (a `bigFile`), and the type its part claims. */
export interface TestFile {
  name: string;
  data: Buffer | Blob;
  type?: string;
}

export function multipart(fields: Record<string, string>, files: (TestFile & { field: string })[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    const blob = f.data instanceof Blob ? f.data : new Blob([f.data], { type: f.type ?? 'application/octet-stream' });
    form.append(f.field, blob, f.name);
  }
  return form;
}

/** Every file under a folder: refused uploads must leave nothing behind. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/**
 * A grey PNG of any size without allocating it: rows of zeros deflate to almost nothing, so a
 * 1 × 10,000,000 image is about 20 kB. With `headerOnly`, the pixel data is cut short: enough for
 * anything that reads the header (a 30,000 × 30,000 "image" of a few bytes).
 */
export function hugePng(width: number, height: number, headerOnly = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = headerOnly ? Buffer.alloc(1 + width) : Buffer.alloc((1 + width) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const bigDirs: string[] = [];

/**
 * A file of `size` bytes that starts with `head`, read from disk as a Blob: the rest is a sparse
 * hole, so that 10 MB costs neither memory nor disk until the server writes its own copy.
 */
export async function bigFile(head: Buffer, size: number, type: string): Promise<Blob> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vazife-buyuk-'));
  bigDirs.push(dir);
  const file = path.join(dir, 'big.bin');
  await writeFile(file, head);
  await truncate(file, size);
  return openAsBlob(file, { type });
}

/** Removes the big files made so far (call in afterAll). */
export async function removeBigFiles(): Promise<void> {
  await Promise.all(bigDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
