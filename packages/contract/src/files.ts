import { acceptedTypes } from './tasks.js';

const mb = 1024 * 1024;
const images = acceptedTypes.image;
const documents = acceptedTypes.document;
const videos = acceptedTypes.video;
/**
 * Documents are also spreadsheets and plain text. Text has no magic bytes: it is taken only for
 * a `.txt` name with clean UTF-8 content (`fileTypeOf`, `isPlainText` below).
 */
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const textType = 'text/plain';
/** An old Excel workbook: a compound file like an old Word document, taken by its `.xls` name (`fileTypeOf`). */
export const xlsType = 'application/vnd.ms-excel';
/**
 * What counts as a document wherever one is taken (task evidence, messages, reports,
 * announcements): pdf, Word, a workbook and plain text (docs/product-rules.md#files-and-limits).
 */
const officeDocuments = [...documents, xlsxType, textType] as const;

/** Types taken by an area, each group with its own size limit. */
export interface FileAreaRules {
  groups: readonly { types: readonly string[]; maxBytes: number }[];
  /** Files one call may send. */
  maxFiles: number;
  /** Served to anyone without a grant (login slider, logo, favicon). */
  public: boolean;
}

/**
 * Every kind of stored file, by its download path `/api/download/{area}/{file}` (a 10 MB picker
 * default, 5 evidence files, 50 MB message files, invoices as PDF/JPG/PNG, a 2 MB logo, the
 * favicon as ICO or PNG). Types are checked from the file's bytes.
 */
export const fileAreas = {
  tasks: { groups: [{ types: images, maxBytes: 10 * mb }], maxFiles: 1, public: false },
  evidence: {
    groups: [
      { types: images, maxBytes: 10 * mb },
      { types: videos, maxBytes: 50 * mb },
      { types: officeDocuments, maxBytes: 10 * mb },
    ],
    maxFiles: 5,
    public: false,
  },
  messages: {
    groups: [{ types: [...images, ...videos, ...officeDocuments], maxBytes: 50 * mb }],
    maxFiles: 1,
    public: false,
  },
  // One file a report: an image, a pdf, a Word document, a spreadsheet or plain text.
  reports: {
    groups: [{ types: [...images, ...officeDocuments], maxBytes: 10 * mb }],
    maxFiles: 1,
    public: false,
  },
  // One attachment an announcement: an image, a pdf, a Word document, a spreadsheet (old or new) or plain text.
  announcements: {
    groups: [{ types: [...images, ...officeDocuments, xlsType], maxBytes: 10 * mb }],
    maxFiles: 1,
    public: false,
  },
  invoices: {
    groups: [{ types: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10 * mb }],
    maxFiles: 1,
    public: false,
  },
  slider: { groups: [{ types: images, maxBytes: 10 * mb }], maxFiles: 1, public: true },
  logo: { groups: [{ types: ['image/png', 'image/jpeg'], maxBytes: 2 * mb }], maxFiles: 1, public: true },
  favicon: { groups: [{ types: ['image/x-icon', 'image/png'], maxBytes: 2 * mb }], maxFiles: 1, public: true },
} as const satisfies Record<string, FileAreaRules>;

export type FileAreaName = keyof typeof fileAreas;
export const fileAreaNames = Object.keys(fileAreas) as FileAreaName[];

/**
 * Images larger than this are refused from their header, before anything decodes them: a small
 * PNG can decode to gigabytes.
 */
export const maxImagePixels = 40_000_000;

/** Each type's file name endings: what a picker offers besides the types, and how names are read. */
export const fileExtensions: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/x-icon': ['ico'],
  'video/mp4': ['mp4'],
  'video/quicktime': ['mov'],
  'video/x-msvideo': ['avi'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  [xlsxType]: ['xlsx'],
  [xlsType]: ['xls'],
  [textType]: ['txt'],
};

/** Every type an area takes, whatever its group. */
export const areaTypes = (area: FileAreaName): readonly string[] =>
  (fileAreas[area].groups as FileAreaRules['groups']).flatMap((group) => group.types);

/** A file picker's `accept` for an area: its types and their name endings. */
export function acceptOf(area: FileAreaName): string {
  const types = areaTypes(area);
  return [...types, ...types.flatMap((type) => (fileExtensions[type] ?? []).map((ending) => `.${ending}`))].join(',');
}

/** The largest file an area takes, of any type: beyond it nothing needs reading. */
export const areaMaxBytes = (area: FileAreaName): number =>
  Math.max(...(fileAreas[area].groups as FileAreaRules['groups']).map((group) => group.maxBytes));

/** What a file's bytes say it is, as `file-type` answers (`undefined`: nothing it knows). */
export interface DetectedType {
  mime: string;
  ext: string;
}

/**
 * A file's type as it is taken, the same on the server (modules/files/check-files.rules.ts) and in
 * the web's pickers (apps/web/src/lib/file-check.ts): what its bytes say, never its name alone. An
 * old Word document or Excel workbook is a compound file ("cfb"), which `file-type` does not narrow
 * further: it is a .doc or .xls only when the name says so too. Plain text has no magic bytes: it is
 * text only when nothing was detected, the name ends in `.txt` and `plainText` says the bytes are
 * clean (`isPlainText`), which the caller checks only where `wantsText` says the area takes text.
 */
export function fileTypeOf(
  detected: DetectedType | undefined,
  filename: string,
  plainText: boolean,
): { mime: string; extension: string } | undefined {
  if (detected?.ext === 'cfb' && /\.doc$/i.test(filename)) return { mime: 'application/msword', extension: 'doc' };
  if (detected?.ext === 'cfb' && /\.xls$/i.test(filename)) return { mime: xlsType, extension: 'xls' };
  if (detected) return { mime: detected.mime, extension: detected.ext };
  return plainText && /\.txt$/i.test(filename) ? { mime: textType, extension: 'txt' } : undefined;
}

/** Whether an area takes plain text at all, and this name could be one: only then are its bytes read whole. */
export const wantsText = (area: FileAreaName, filename: string): boolean =>
  areaTypes(area).includes(textType) && /\.txt$/i.test(filename);

/** Only tab, line feed and carriage return among the C0 controls; no DEL either. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** In every runtime the contract runs in (Node, the browsers), though in no ES library's types. */
declare const TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(input: Uint8Array): string };

/** Valid UTF-8 without NUL or other control characters: what a renamed binary never is. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !controlCharacters.test(text);
}

/**
 * Why an area refuses a file of this type and size, or undefined when it takes it: `type` when no
 * group of the area takes the type (or it has none), `size` (with that group's limit) when it is
 * too large.
 */
export function fileRefusal(
  area: FileAreaName,
  mime: string | undefined,
  size: number,
): { reason: 'type' } | { reason: 'size'; maxBytes: number } | undefined {
  const groups: FileAreaRules['groups'] = fileAreas[area].groups;
  const group = groups.find((g) => mime !== undefined && g.types.includes(mime));
  if (!group) return { reason: 'type' };
  if (size > group.maxBytes) return { reason: 'size', maxBytes: group.maxBytes };
  return undefined;
}
