import { readFile } from 'node:fs/promises';
import {
  errors,
  fileAreas,
  maxImagePixels,
  textType,
  xlsType,
  type FileAreaName,
  type FileAreaRules,
} from '@vazife/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/uploads.js';

/** An upload whose type comes from its bytes and which fits its area's rules. */
export interface CheckedFile extends UploadedFile {
  mimeType: string;
  extension: string;
}

/** What sharp decodes for thumbnails; the pixel limit applies to these. */
export const decodableImages: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Checks a call's files against their area: count, type from the bytes (never the name or the
 * part's header), size for that type and, for images, the pixel count read from the header alone.
 * An old Word document or Excel workbook is a compound file ("cfb"), which file-type does not
 * narrow further: it is taken as .doc or .xls only when the name says so too.
 */
export async function checkFiles(area: FileAreaName, files: UploadedFile[]): Promise<CheckedFile[]> {
  const rules = fileAreas[area];
  if (files.length > rules.maxFiles)
    throw badRequest(rules.maxFiles === 1 ? errors.singleFileOnly : errors.tooManyFiles(rules.maxFiles));
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkFile(area, file));
  return checked;
}

async function checkFile(area: FileAreaName, file: UploadedFile): Promise<CheckedFile> {
  const detected = await fileTypeFromFile(file.tempPath);
  let mime: string | undefined = detected?.mime;
  let extension: string | undefined = detected?.ext;
  if (detected?.ext === 'cfb' && /\.doc$/i.test(file.filename)) {
    mime = 'application/msword';
    extension = 'doc';
  } else if (detected?.ext === 'cfb' && /\.xls$/i.test(file.filename)) {
    mime = xlsType;
    extension = 'xls';
  }
  const groups: FileAreaRules['groups'] = fileAreas[area].groups;
  if (!detected && takesText(groups) && (await isPlainText(file))) {
    mime = textType;
    extension = 'txt';
  }
  const group = groups.find((g) => mime !== undefined && g.types.includes(mime));
  if (!mime || !extension || !group)
    throw new AppError(415, area === 'tasks' ? errors.imageOnly(file.filename) : errors.unsupportedFile(file.filename));
  if (file.size > group.maxBytes)
    throw new AppError(413, errors.fileTooLarge(file.filename, group.maxBytes / 1024 / 1024));
  if (decodableImages.includes(mime)) await checkPixels(file);
  return { ...file, mimeType: mime, extension };
}

/**
 * sharp's metadata() reads the header only: a 30,000 × 30,000 PNG is refused without decoding it.
 * sharp's own pixel limit is off here so that it does not answer such a header with an error.
 */
async function checkPixels(file: UploadedFile): Promise<void> {
  const meta = await sharp(file.tempPath, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw new AppError(415, errors.unsupportedFile(file.filename));
  if (meta.width * meta.height > maxImagePixels)
    throw new AppError(413, errors.imageTooManyPixels(file.filename, maxImagePixels / 1_000_000));
}

const takesText = (groups: FileAreaRules['groups']) => groups.some((g) => g.types.includes(textType));

/** Only tab, line feed and carriage return among the C0 controls; no DEL either. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Plain text has no magic bytes, so it is taken only when everything agrees: file-type found
 * nothing, the name ends in `.txt`, and the bytes are valid UTF-8 without NUL or other control
 * characters (which is what a renamed binary would show). Read whole: the area's limit (50 MB)
 * bounds it, and the upload is already on disk.
 */
export async function isPlainText(file: UploadedFile): Promise<boolean> {
  if (!/\.txt$/i.test(file.filename)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file.tempPath));
  } catch {
    return false;
  }
  return !controlCharacters.test(text);
}
