import { fileAreas } from '@vazife/contract';
import type { TFunction } from 'i18next';

const area = fileAreas.reports;
export const reportFileMaxMb = area.groups[0].maxBytes / 1024 / 1024;
const types: readonly string[] = area.groups[0].types;
/** What the picker offers; the server checks the bytes whatever the name says. */
export const reportFileAccept = [
  ...types,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.pdf',
  '.doc',
  '.docx',
  '.xlsx',
  '.txt',
].join(',');
const extensions = /\.(jpe?g|png|webp|gif|pdf|docx?|xlsx|txt)$/i;

/** Why a picked file cannot go with a report (its type or size), or null when it may. */
export function reportFileProblem(file: File, t: TFunction): string | null {
  if (!types.includes(file.type) && !extensions.test(file.name))
    return t('reports.create.fileUnsupported', { file: file.name });
  if (file.size > area.groups[0].maxBytes)
    return t('reports.create.fileTooLarge', { file: file.name, max: reportFileMaxMb });
  return null;
}
