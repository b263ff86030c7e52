import { fileAreas } from '@vazife/contract';
import type { TFunction } from 'i18next';
import { pickedFileProblem, pickedMime } from '../../../lib/file-check';
import { fileKindOf, type FileKind } from './task-format';

/** A file the user picked, with a stable key for lists. */
export interface PickedFile {
  id: string;
  file: File;
}

export interface PickRule {
  /** The contract's file area the server stores them in: its types, sizes and count. */
  area: 'evidence' | 'tasks';
  maxFiles: number;
}

export const evidenceRule: PickRule = { area: 'evidence', maxFiles: fileAreas.evidence.maxFiles };
export const taskImageRule: PickRule = { area: 'tasks', maxFiles: fileAreas.tasks.maxFiles };

/** What a picked file is, for its icon: by its type, or its name where the system gave none. */
export const pickedKind = (file: File): FileKind => fileKindOf(pickedMime(file));

let nextId = 0;

export interface PickResult {
  files: PickedFile[];
  errors: string[];
}

/**
 * The picker (docs/product-rules.md#screens): too many files refuses the whole pick ("Maksimum 5
 * dosya seçebilirsiniz", "Sadece bir dosya seçebilirsiniz"); each file of the wrong type (read
 * from its bytes, as the server will: lib/file-check.ts) or too large is refused with its name;
 * the rest are added (a single-file picker replaces its file).
 */
export async function pickFiles(
  current: PickedFile[],
  incoming: File[],
  rule: PickRule,
  t: TFunction,
): Promise<PickResult> {
  if (!incoming.length) return { files: current, errors: [] };
  if (rule.maxFiles === 1 && incoming.length > 1) return { files: current, errors: [t('tasks.files.singleOnly')] };
  const kept = rule.maxFiles === 1 ? [] : current;
  if (kept.length + incoming.length > rule.maxFiles) {
    return { files: current, errors: [t('tasks.files.tooMany', { max: rule.maxFiles })] };
  }
  const errors: string[] = [];
  const added: PickedFile[] = [];
  for (const file of incoming) {
    const problem = await pickedFileProblem(rule.area, file, t, {
      type: 'tasks.files.unsupported',
      size: 'tasks.files.tooLarge',
    });
    if (problem) {
      errors.push(problem);
    } else {
      nextId += 1;
      added.push({ id: `f${nextId}`, file });
    }
  }
  if (rule.maxFiles === 1 && !added.length) return { files: current, errors };
  return { files: [...kept, ...added], errors };
}
