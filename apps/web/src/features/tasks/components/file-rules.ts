import { acceptedTypes, taskLimits } from '@vazife/contract';
import type { TFunction } from 'i18next';
import type { FileKind } from './task-format';

/** A file the user picked, with a stable key for lists. */
export interface PickedFile {
  id: string;
  file: File;
}

export interface PickRule {
  maxFiles: number;
  kinds: readonly FileKind[];
}

export const evidenceRule: PickRule = { maxFiles: taskLimits.evidenceMaxFiles, kinds: ['image', 'video', 'document'] };
export const taskImageRule: PickRule = { maxFiles: 1, kinds: ['image'] };

const mimeTypesOf: Record<FileKind, readonly string[]> = {
  image: acceptedTypes.image,
  video: acceptedTypes.video,
  document: acceptedTypes.document,
};

/** Some systems give no type for .docx or .mov; the extension decides then. */
const extensionKinds: Record<string, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  mp4: 'video',
  mov: 'video',
  avi: 'video',
  webm: 'video',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
};

export function pickedKind(file: File): FileKind | null {
  for (const kind of ['image', 'video', 'document'] as const) {
    if (mimeTypesOf[kind].includes(file.type)) return kind;
  }
  if (file.type && file.type !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensionKinds[extension] ?? null;
}

export function maxBytesOf(kind: FileKind): number {
  if (kind === 'video') return taskLimits.videoMaxBytes;
  if (kind === 'image') return taskLimits.imageMaxBytes;
  return taskLimits.documentMaxBytes;
}

/** The picker's `accept`: MIME types with their extensions, so that the system dialog filters too. */
export function acceptOf(rule: PickRule): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const kind of rule.kinds) {
    const [first, ...rest] = mimeTypesOf[kind];
    const extensions = Object.keys(extensionKinds)
      .filter((extension) => extensionKinds[extension] === kind)
      .map((extension) => `.${extension}`);
    if (first) accept[first] = extensions;
    for (const type of rest) accept[type] = [];
  }
  return accept;
}

let nextId = 0;

export interface PickResult {
  files: PickedFile[];
  errors: string[];
}

/**
 * The picker (docs/product-rules.md#screens): too many files refuses the whole pick ("Maksimum 5
 * dosya seçebilirsiniz", "Sadece bir dosya seçebilirsiniz"); each file of the wrong type or too
 * large is refused with its name; the rest are added (a single-file picker replaces its file).
 */
export function pickFiles(current: PickedFile[], incoming: File[], rule: PickRule, t: TFunction): PickResult {
  if (!incoming.length) return { files: current, errors: [] };
  if (rule.maxFiles === 1 && incoming.length > 1) return { files: current, errors: [t('tasks.files.singleOnly')] };
  const kept = rule.maxFiles === 1 ? [] : current;
  if (kept.length + incoming.length > rule.maxFiles) {
    return { files: current, errors: [t('tasks.files.tooMany', { max: rule.maxFiles })] };
  }
  const errors: string[] = [];
  const added: PickedFile[] = [];
  for (const file of incoming) {
    const kind = pickedKind(file);
    if (!kind || !rule.kinds.includes(kind)) {
      errors.push(t('tasks.files.unsupported', { file: file.name }));
    } else if (file.size > maxBytesOf(kind)) {
      errors.push(t('tasks.files.tooLarge', { file: file.name, max: Math.round(maxBytesOf(kind) / (1024 * 1024)) }));
    } else {
      nextId += 1;
      added.push({ id: `f${nextId}`, file });
    }
  }
  if (rule.maxFiles === 1 && !added.length) return { files: current, errors };
  return { files: [...kept, ...added], errors };
}
