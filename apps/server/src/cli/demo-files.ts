import type { FileAreaName } from '@vazife/contract';
import sharp from 'sharp';
import { renderThumbnail } from '../modules/files/index.js';
import { newStorageKey, type Storage } from '../platform/storage.js';

/** A file the demo put in storage: what a report's or an announcement's row names. */
export interface DemoFile {
  key: string;
  thumbnailKey: string | null;
  name: string;
  size: number;
  mimeType: string;
}

/** What a demo file is before it is stored: its name, its bytes and their type. */
interface DemoBytes {
  name: string;
  bytes: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
}

/**
 * The demo's pictures, drawn as SVG and encoded by sharp: small but real images, which the
 * thumbnails, the previews and the file checks take like a phone's photo.
 */
const pictures = {
  /** A spill on the warehouse floor beside a ramp's yellow-black edge. */
  spill: `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#8d99a6"/>
    <rect y="300" width="640" height="180" fill="#6b7480"/>
    <g fill="#f1c40f"><rect y="290" width="640" height="18"/></g>
    <g fill="#222">${Array.from({ length: 16 }, (_, i) => `<polygon points="${i * 40},290 ${i * 40 + 20},290 ${i * 40 + 8},308 ${i * 40 - 12},308"/>`).join('')}</g>
    <rect x="80" y="170" width="150" height="120" fill="#b9874e" stroke="#7a5530" stroke-width="4"/>
    <rect x="250" y="200" width="110" height="90" fill="#c89a63" stroke="#7a5530" stroke-width="4"/>
    <ellipse cx="430" cy="380" rx="150" ry="42" fill="#3d5a73" opacity="0.85"/>
    <rect x="390" y="330" width="70" height="44" fill="#c89a63" stroke="#7a5530" stroke-width="3" transform="rotate(-18 425 352)"/>
  </svg>`,
  /** A pallet rack, one of its beams bent down at the end. */
  rack: `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="#d5dbe1"/>
    <rect y="560" width="480" height="80" fill="#95a0ab"/>
    <g fill="#e67e22"><rect x="40" y="40" width="22" height="540"/><rect x="418" y="40" width="22" height="540"/></g>
    <g fill="#2e6fb5"><rect x="40" y="170" width="400" height="16"/><rect x="40" y="330" width="400" height="16"/></g>
    <polygon points="40,486 240,486 440,520 440,536 240,502 40,502" fill="#2e6fb5"/>
    <g fill="#b9874e" stroke="#7a5530" stroke-width="3">
      <rect x="80" y="90" width="140" height="80"/><rect x="250" y="100" width="140" height="70"/>
      <rect x="80" y="250" width="140" height="80"/><rect x="260" y="410" width="140" height="84" transform="rotate(6 330 452)"/>
    </g>
  </svg>`,
  /** A forklift's battery with its gauge in the red. */
  battery: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="#ecf0f1"/>
    <rect x="60" y="70" width="260" height="160" rx="14" fill="#34495e"/>
    <rect x="320" y="120" width="26" height="60" rx="6" fill="#34495e"/>
    <rect x="80" y="90" width="220" height="120" rx="8" fill="#ecf0f1"/>
    <rect x="88" y="98" width="52" height="104" rx="4" fill="#e74c3c"/>
  </svg>`,
  /** A forklift in the aisle, forks down. */
  forklift: `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#cfd8dc"/>
    <rect y="380" width="640" height="100" fill="#90a4ae"/>
    <rect x="200" y="220" width="220" height="130" rx="10" fill="#f39c12"/>
    <rect x="250" y="130" width="110" height="100" fill="none" stroke="#37474f" stroke-width="10"/>
    <rect x="420" y="120" width="16" height="260" fill="#37474f"/>
    <rect x="436" y="360" width="120" height="12" fill="#37474f"/>
    <circle cx="250" cy="370" r="34" fill="#263238"/><circle cx="390" cy="370" r="34" fill="#263238"/>
  </svg>`,
  /** The cold room's thermometer display reading 3.5 °C. */
  thermometer: `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="360" fill="#e3f2fd"/>
    <rect x="90" y="70" width="300" height="200" rx="16" fill="#263238"/>
    <rect x="120" y="100" width="240" height="110" rx="6" fill="#a5d6a7"/>
    <g fill="#1b5e20"><rect x="150" y="120" width="18" height="70"/><rect x="185" y="120" width="60" height="16"/>
      <rect x="229" y="120" width="16" height="70"/><rect x="185" y="174" width="60" height="16"/>
      <rect x="262" y="180" width="12" height="12"/><rect x="290" y="120" width="50" height="16"/>
      <rect x="290" y="120" width="16" height="40"/><rect x="290" y="147" width="50" height="16"/>
      <rect x="324" y="147" width="16" height="43"/><rect x="290" y="174" width="50" height="16"/></g>
    <circle cx="160" cy="240" r="12" fill="#ef5350"/><circle cx="320" cy="240" r="12" fill="#66bb6a"/>
  </svg>`,
  /** Returned goods sorted on two shelves, the damaged ones marked red. */
  returns: `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#eceff1"/>
    <g fill="#607d8b"><rect x="40" y="200" width="560" height="12"/><rect x="40" y="400" width="560" height="12"/></g>
    <g fill="#c89a63" stroke="#7a5530" stroke-width="3">
      <rect x="60" y="110" width="110" height="90"/><rect x="180" y="130" width="90" height="70"/>
      <rect x="280" y="100" width="120" height="100"/><rect x="410" y="140" width="80" height="60"/>
    </g>
    <g fill="#c89a63" stroke="#c0392b" stroke-width="6">
      <rect x="80" y="320" width="110" height="80"/><rect x="220" y="300" width="100" height="100" transform="rotate(-6 270 350)"/>
      <rect x="360" y="330" width="90" height="70"/>
    </g>
  </svg>`,
  /** The sign-in page's slide: a warehouse at dawn, rows of racks under a wide sky. */
  slide: `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#f6b26b"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    <rect y="620" width="1600" height="280" fill="#37474f"/>
    <polygon points="300,620 300,420 800,300 1300,420 1300,620" fill="#eceff1"/>
    <g fill="#90a4ae">${Array.from({ length: 8 }, (_, i) => `<rect x="${360 + i * 115}" y="470" width="70" height="150"/>`).join('')}</g>
    <rect x="740" y="500" width="120" height="120" fill="#455a64"/>
  </svg>`,
};

/** Turkish letters that are not in PDF's standard encoding, each given a code and Helvetica's glyph name. */
const turkishGlyphs: Record<string, [number, string]> = {
  ş: [0x80, 'scedilla'],
  Ş: [0x81, 'Scedilla'],
  ğ: [0x82, 'gbreve'],
  Ğ: [0x83, 'Gbreve'],
  ı: [0x84, 'dotlessi'],
  İ: [0x85, 'Idotaccent'],
  ç: [0x86, 'ccedilla'],
  Ç: [0x87, 'Ccedilla'],
  ö: [0x88, 'odieresis'],
  Ö: [0x89, 'Odieresis'],
  ü: [0x8a, 'udieresis'],
  Ü: [0x8b, 'Udieresis'],
};

/** Typographic marks the demo's texts use, at their place in WinAnsiEncoding. */
const winAnsiMarks: Record<string, number> = { '’': 0x92, '–': 0x96 };

/** A line as a PDF string: Turkish letters and marks through the font's own codes, the rest as ASCII. */
function pdfText(line: string): string {
  const escaped = [...line].map((c) => {
    const code = turkishGlyphs[c]?.[0] ?? winAnsiMarks[c];
    if (code !== undefined) return `\\${code.toString(8)}`;
    return c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  });
  return `(${escaped.join('')})`;
}

/**
 * A one-page A4 PDF with a title and lines of text in Helvetica, Turkish letters included
 * (through the font's differences), its cross-reference table right: what a viewer opens.
 */
export function demoPdf(title: string, lines: string[]): Buffer {
  const differences = Object.values(turkishGlyphs)
    .map(([code, name]) => `${code} /${name}`)
    .join(' ');
  const text = [
    'BT /F1 18 Tf 56 770 Td',
    `${pdfText(title)} Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `${pdfText(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >> >>`,
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo's files, made afresh each time (nothing binary is kept in the repository). */
export async function demoFileBytes() {
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return {
    spill: { name: 'rampa-2-dokulen-koli.jpg', bytes: await jpeg(pictures.spill), mimeType: 'image/jpeg' },
    rack: { name: 'c-blok-raf-kirisi.jpg', bytes: await jpeg(pictures.rack), mimeType: 'image/jpeg' },
    battery: {
      name: 'forklift-aku-gostergesi.png',
      bytes: await sharp(Buffer.from(pictures.battery)).png().toBuffer(),
      mimeType: 'image/png',
    },
    weekly: {
      name: 'haftalik-sayim-ozeti.pdf',
      bytes: demoPdf('Haftalık sayım özeti', [
        'A blok: 1.240 koli sayıldı, 3 koli fark (etiket hatası).',
        'B blok: 860 koli sayıldı, fark yok.',
        'Soğuk oda: 212 koli sayıldı, 1 koli hasarlı ayrıldı.',
        'Öneri: A blok etiketleri cuma günü yenilensin.',
      ]),
      mimeType: 'application/pdf',
    },
    shifts: {
      name: 'aralik-vardiya-plani.pdf',
      bytes: demoPdf('Aralık vardiya planı', [
        'Sabah (08.00–16.00): Ali Çelik, Elif Şahin',
        'Akşam (16.00–24.00): Zeynep Demir',
        'Cumartesi sayımı (08.00–13.00): bütün depo ekibi',
        'Değişiklik isteklerini Mehmet Kaya’ya iletin.',
      ]),
      mimeType: 'application/pdf',
    },
    rackTask: { name: 'a-blok-raflar.jpg', bytes: await jpeg(pictures.rack), mimeType: 'image/jpeg' },
    forklift: { name: 'forklift-3.jpg', bytes: await jpeg(pictures.forklift), mimeType: 'image/jpeg' },
    gauge: {
      name: 'aku-gostergesi.png',
      bytes: await sharp(Buffer.from(pictures.battery)).png().toBuffer(),
      mimeType: 'image/png',
    },
    checklist: {
      name: 'forklift-kontrol-listesi.pdf',
      bytes: demoPdf('Forklift günlük kontrol listesi', [
        'Lastikler: basınç ve diş derinliği uygun.',
        'Frenler: park ve servis freni çalışıyor.',
        'Akü: %22, şarja alındı (gösterge fotoğrafı ekte).',
        'Çatal ve zincir: aşınma yok, yağlandı.',
      ]),
      mimeType: 'application/pdf',
    },
    thermometer: { name: 'soguk-oda-sabah.jpg', bytes: await jpeg(pictures.thermometer), mimeType: 'image/jpeg' },
    returns: { name: 'hasarli-iadeler.jpg', bytes: await jpeg(pictures.returns), mimeType: 'image/jpeg' },
    slide: { name: 'depo-sabah.jpg', bytes: await jpeg(pictures.slide), mimeType: 'image/jpeg' },
    invoice: {
      name: 'fatura-profesyonel-3-ay.pdf',
      bytes: demoPdf('Fatura: Vazife Profesyonel paket', [
        'Alıcı: Demo Lojistik A.Ş. (Kadıköy V.D. 1234567890)',
        'Hizmet: Profesyonel paket, 3 ay',
        'Tutar: 1.797,00 TL (KDV dahil)',
        'Ödeme: havale/EFT, Ziraat Bankası',
      ]),
      mimeType: 'application/pdf',
    },
  } satisfies Record<string, DemoBytes>;
}

export type DemoFiles = Record<keyof Awaited<ReturnType<typeof demoFileBytes>>, DemoFile>;

/**
 * Puts the demo's files in their area of the storage, with a thumbnail for each image, before the
 * demo's transaction; `discard` removes them again when that transaction fails.
 */
export async function storeDemoFiles(
  storage: Storage,
  areaOf: Record<keyof DemoFiles, FileAreaName>,
): Promise<{ files: DemoFiles; discard: () => Promise<void> }> {
  const bytes = await demoFileBytes();
  const stored: { area: string; key: string }[] = [];
  const put = async (area: string, key: string, data: Buffer, mimeType: string) => {
    await storage.putBuffer(area, key, data, mimeType);
    stored.push({ area, key });
  };
  const discard = async () => {
    await Promise.all(stored.map(({ area, key }) => storage.remove(area, key)));
  };
  const files = {} as DemoFiles;
  try {
    for (const [name, file] of Object.entries(bytes) as [keyof DemoFiles, DemoBytes][]) {
      const area = areaOf[name];
      const key = newStorageKey(file.name.slice(file.name.lastIndexOf('.') + 1));
      await put(area, key, file.bytes, file.mimeType);
      let thumbnailKey: string | null = null;
      // The slider shows its image whole: only the areas whose lists show thumbnails get one.
      if (file.mimeType.startsWith('image/') && area !== 'slider') {
        thumbnailKey = newStorageKey('webp');
        await put(area, thumbnailKey, await renderThumbnail(file.bytes), 'image/webp');
      }
      files[name] = { key, thumbnailKey, name: file.name, size: file.bytes.length, mimeType: file.mimeType };
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { files, discard };
}
