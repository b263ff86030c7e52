/** The files module's public entry. */
export { filesPlugin } from './files.plugin.js';
export type { CheckedFile } from './check-files.js';
export type { FileInfo, FilesService, ReadRule, StoredBatch, StoredFile } from './files.service.js';
