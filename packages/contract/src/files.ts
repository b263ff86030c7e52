import { acceptedTypes } from './tasks.js';

const mb = 1024 * 1024;
const images = acceptedTypes.image;
const documents = acceptedTypes.document;
const videos = acceptedTypes.video;
/**
 * Messages also carry spreadsheets and plain text. Text has no magic bytes: it is taken only for
 * a `.txt` name with clean UTF-8 content (files module, check-files.rules.ts).
 */
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const textType = 'text/plain';
/** An old Excel workbook: a compound file like an old Word document, taken by its `.xls` name (check-files.rules.ts). */
export const xlsType = 'application/vnd.ms-excel';
const messageDocuments = [xlsxType, textType] as const;

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
      { types: documents, maxBytes: 10 * mb },
    ],
    maxFiles: 5,
    public: false,
  },
  messages: {
    groups: [{ types: [...images, ...videos, ...documents, ...messageDocuments], maxBytes: 50 * mb }],
    maxFiles: 1,
    public: false,
  },
  // One file a report: an image, a pdf, a Word document, a spreadsheet or plain text.
  reports: {
    groups: [{ types: [...images, ...documents, ...messageDocuments], maxBytes: 10 * mb }],
    maxFiles: 1,
    public: false,
  },
  // One attachment an announcement: an image, a pdf, a Word document, a spreadsheet (old or new) or plain text.
  announcements: {
    groups: [{ types: [...images, ...documents, ...messageDocuments, xlsType], maxBytes: 10 * mb }],
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
