/**
 * Files of each kind as a picker hands them over, with the bytes that say what they are (what the
 * pickers' check reads, lib/file-check.ts), and any size the test needs without allocating it.
 */
export function pickedFile(
  name: string,
  bytes: Uint8Array | string,
  opts: { type?: string; size?: number } = {},
): File {
  const file = new File([bytes as BlobPart], name, { type: opts.type ?? '' });
  if (opts.size !== undefined) Object.defineProperty(file, 'size', { value: opts.size });
  return file;
}

const ascii = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
/** The signature and a 1 × 1 IHDR chunk: file-type reads the chunk to tell a PNG from an APNG. */
export const pngBytes = () =>
  join(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    ascii('IHDR'),
    new Uint8Array([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
  );
/** RIFF, its length, then WEBP and a VP8 chunk's name: what file-type reads a WebP by. */
export const webpBytes = () => join(ascii('RIFF'), new Uint8Array([4, 0, 0, 0]), ascii('WEBPVP8 '));
export const pdfBytes = () => ascii('%PDF-1.4\n%%EOF\n');
export const mp4Bytes = () => join(new Uint8Array([0, 0, 0, 0x18]), ascii('ftypisom'), new Uint8Array(12));
export const exeBytes = () => join(ascii('MZ'), new Uint8Array(62));

/** A stored (uncompressed) zip entry: enough for file-type to read an Office document's parts. */
function zipEntry(name: string, body: string): Uint8Array {
  const nameBytes = ascii(name);
  const data = ascii(body);
  const header = new DataView(new ArrayBuffer(30));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(4, 20, true);
  header.setUint32(18, data.length, true);
  header.setUint32(22, data.length, true);
  header.setUint16(26, nameBytes.length, true);
  return join(new Uint8Array(header.buffer), nameBytes, data);
}

const officeZip = (mainType: string, part: string) =>
  join(
    zipEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${mainType}.main+xml"/></Types>`,
    ),
    zipEntry(part, '<?xml version="1.0"?><root/>'),
  );

export const xlsxBytes = () => officeZip('spreadsheetml.sheet', 'xl/workbook.xml');
export const docxBytes = () => officeZip('wordprocessingml.document', 'word/document.xml');

/** An old Excel workbook or Word file: a compound file's signature; the name says which. */
export const cfbBytes = () =>
  join(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504));

/** Bytes that say what a file of this type is, for tests that pick files by type. */
export function bytesOfType(type: string): Uint8Array {
  const made: Record<string, () => Uint8Array> = {
    'image/jpeg': jpegBytes,
    'image/png': pngBytes,
    'image/webp': webpBytes,
    'video/mp4': mp4Bytes,
    'application/pdf': pdfBytes,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': docxBytes,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': xlsxBytes,
    'application/vnd.ms-excel': cfbBytes,
  };
  return (made[type] ?? exeBytes)();
}
