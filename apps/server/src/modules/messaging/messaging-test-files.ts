/** Sample files the messaging area takes beyond those of `test/sample-files.ts`, made in memory. */

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
