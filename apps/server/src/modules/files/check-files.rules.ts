import { readFile } from 'node:fs/promises';
import {
  errors,
  fileAreas,
  fileRefusal,
  fileTypeOf,
  isPlainText,
  maxImagePixels,
  wantsText,
  type FileAreaName,
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
 * part's header, as the contract's `fileTypeOf` reads them, and the web's pickers too), size for
 * that type and, for images, the pixel count read from the header alone.
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
  const plainText = !detected && wantsText(area, file.filename) && (await isPlainTextFile(file));
  const type = fileTypeOf(detected, file.filename, plainText);
  const refusal = fileRefusal(area, type?.mime, file.size);
  if (!type || refusal?.reason === 'type')
    throw new AppError(415, area === 'tasks' ? errors.imageOnly(file.filename) : errors.unsupportedFile(file.filename));
  if (refusal) throw new AppError(413, errors.fileTooLarge(file.filename, refusal.maxBytes / 1024 / 1024));
  if (decodableImages.includes(type.mime)) await checkPixels(file);
  return { ...file, mimeType: type.mime, extension: type.extension };
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

/**
 * Plain text has no magic bytes, so it is taken only when everything agrees: file-type found
 * nothing, the name ends in `.txt`, and the bytes are valid UTF-8 without NUL or other control
 * characters (`isPlainText`, the contract's). Read whole: the area's limit (50 MB) bounds it, and
 * the upload is already on disk.
 */
export async function isPlainTextFile(file: UploadedFile): Promise<boolean> {
  return /\.txt$/i.test(file.filename) && isPlainText(await readFile(file.tempPath));
}
