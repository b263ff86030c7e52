import { defineModule } from '../../platform/module.js';
import { filesPlugin } from './files.plugin.js';

/**
 * Files: the service the modules registered after it check, store and guard their files with
 * (`app.files`), and the download route. First in the app's list.
 */
export const filesModule = defineModule({ name: 'files', routes: filesPlugin });

// What other modules use of files: the service's types.
export type { CheckedFile } from './check-files.js';
export type { FileInfo, ReadRule, StoredBatch, StoredFile } from './files.service.js';

// What the benchmarks build a files service from, outside an app.
export { FilesService } from './files.service.js';
export { ThumbnailQueue } from './thumbnail-queue.js';
