import {
  acceptOf,
  areaMaxBytes,
  areaTypes,
  fileExtensions,
  fileRefusal,
  fileTypeOf,
  isPlainText,
  wantsText,
  type DetectedType,
  type FileAreaName,
} from '@vazife/contract';
import type { ParseKeys, TFunction } from 'i18next';

/** Why a picked file cannot go: a type the area does not take, or too large for its type. */
export type FileRefusal = { reason: 'type' } | { reason: 'size'; maxMb: number };

/** A picker's `accept` for an area, from the contract (`packages/contract/src/files.ts`). */
export const pickerAccept = acceptOf;

/** The same for a dropzone (react-dropzone's shape): each type with its name endings. */
export const dropzoneAccept = (area: FileAreaName): Record<string, string[]> =>
  Object.fromEntries(areaTypes(area).map((type) => [type, (fileExtensions[type] ?? []).map((ending) => `.${ending}`)]));

/** The largest file an area takes, in MB, for a picker's hint. */
export const areaMaxMb = (area: FileAreaName) => areaMaxBytes(area) / 1024 / 1024;

/** Enough of a file for `file-type` to tell what it is, a workbook or a Word file included. */
const sniffBytes = 16 * 1024 * 1024;

/**
 * Checks a picked file as the server will check its upload (the contract's `fileTypeOf` and
 * `fileRefusal`, on what `file-type` reads in its bytes): a file named `.pdf` that is not one is
 * refused here, with its name, before anything is sent. `file-type` comes with the first check,
 * never with a screen.
 */
export async function checkPickedFile(area: FileAreaName, file: File): Promise<FileRefusal | undefined> {
  if (file.size > areaMaxBytes(area)) return { reason: 'size', maxMb: areaMaxMb(area) };
  const text = wantsText(area, file.name);
  let bytes: Uint8Array;
  let detected: DetectedType | undefined;
  try {
    const { fileTypeFromBuffer } = await import('file-type');
    bytes = await readBytes(text ? file : file.slice(0, sniffBytes));
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    // Unreadable here (or the check's code did not load): the server's check still stands.
    return undefined;
  }
  const type = fileTypeOf(detected, file.name, !detected && text && isPlainText(bytes));
  const refusal = fileRefusal(area, type?.mime, file.size);
  if (!refusal) return undefined;
  return refusal.reason === 'type' ? refusal : { reason: 'size', maxMb: refusal.maxBytes / 1024 / 1024 };
}

/**
 * Why a picked file cannot go, in the screen's words, or null: `keys` name the catalogue's texts for
 * a refused type (`{{file}}`) and a file too large (`{{file}}`, `{{max}}` MB).
 */
export async function pickedFileProblem(
  area: FileAreaName,
  file: File,
  t: TFunction,
  keys: { type: ParseKeys; size: ParseKeys },
): Promise<string | null> {
  const refusal = await checkPickedFile(area, file);
  if (!refusal) return null;
  return refusal.reason === 'type'
    ? t(keys.type, { file: file.name })
    : t(keys.size, { file: file.name, max: refusal.maxMb });
}

/** A file's bytes through FileReader, which every browser (and jsdom) has. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** What a picked file looks like by its type, or by its name where the system gave none (an icon). */
export function pickedMime(file: File): string {
  if (file.type && file.type !== 'application/octet-stream') return file.type;
  const ending = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.keys(fileExtensions).find((type) => fileExtensions[type]!.includes(ending)) ?? '';
}
