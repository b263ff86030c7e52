import { fileAreas } from '@vazife/contract';
import type { TFunction } from 'i18next';

const area = fileAreas.announcements;
export const attachmentMaxMb = area.groups[0].maxBytes / 1024 / 1024;
const types: readonly string[] = area.groups[0].types;
const names = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.txt'];
/** What the picker offers; the server checks the bytes whatever the name says. */
export const attachmentAccept = [...types, ...names].join(',');
const extensions = /\.(jpe?g|png|webp|gif|pdf|docx?|xlsx?|txt)$/i;

/** Why a picked file cannot go with an announcement (its type or size), or null when it may. */
export function attachmentProblem(file: File, t: TFunction): string | null {
  if (!types.includes(file.type) && !extensions.test(file.name))
    return t('announcements.create.fileUnsupported', { file: file.name });
  if (file.size > area.groups[0].maxBytes)
    return t('announcements.create.fileTooLarge', { file: file.name, max: attachmentMaxMb });
  return null;
}
