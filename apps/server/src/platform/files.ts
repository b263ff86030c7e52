import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { acceptedTypes, errors, taskLimits } from '@vazife/contract';
import { AppError } from './errors.js';
import type { UploadedFile } from './uploads.js';

export type FileClass = 'image' | 'video' | 'document';

export interface SniffedFile extends UploadedFile {
  mimeType: string;
  extension: string;
  fileClass: FileClass;
}

const classOf = (mime: string): FileClass | undefined => {
  if ((acceptedTypes.image as readonly string[]).includes(mime)) return 'image';
  if ((acceptedTypes.video as readonly string[]).includes(mime)) return 'video';
  if ((acceptedTypes.document as readonly string[]).includes(mime)) return 'document';
  return undefined;
};

const maxBytes: Record<FileClass, number> = {
  image: taskLimits.imageMaxBytes,
  video: taskLimits.videoMaxBytes,
  document: taskLimits.documentMaxBytes,
};

/**
 * The type comes from the file's bytes, never from its name or the part's header. An old Word
 * document is a compound file ("cfb"), which file-type does not narrow further: it is accepted as
 * .doc only when the name says so too.
 */
export async function sniffFile(file: UploadedFile, allowed: readonly FileClass[]): Promise<SniffedFile> {
  const detected = await fileTypeFromFile(file.tempPath);
  let mime = detected?.mime as string | undefined;
  let extension = detected?.ext as string | undefined;
  if (detected?.ext === 'cfb' && /\.doc$/i.test(file.filename)) {
    mime = 'application/msword';
    extension = 'doc';
  }
  const fileClass = mime ? classOf(mime) : undefined;
  if (!mime || !extension || !fileClass || !allowed.includes(fileClass)) {
    throw new AppError(
      415,
      allowed.length === 1 && allowed[0] === 'image'
        ? errors.imageOnly(file.filename)
        : errors.unsupportedFile(file.filename),
    );
  }
  if (file.size > maxBytes[fileClass]) {
    throw new AppError(413, errors.fileTooLarge(file.filename, maxBytes[fileClass] / 1024 / 1024));
  }
  return { ...file, mimeType: mime, extension, fileClass };
}

/** A small WebP for lists; undefined when the image cannot be decoded (the original still serves). */
export async function makeThumbnail(file: SniffedFile): Promise<Buffer | undefined> {
  if (file.fileClass !== 'image') return undefined;
  try {
    return await sharp(file.tempPath, { animated: false, limitInputPixels: 100_000_000 })
      .rotate()
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
