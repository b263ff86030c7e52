import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { defineModule } from '../../platform/module.js';
import { downloadsRoutes } from './downloads.routes.js';
import { FilesService } from './files.service.js';
import { ThumbnailQueue } from './thumbnail-queue.job.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The files module: owning modules check, store and register read rules through it. */
    files: FilesService;
  }
}

/**
 * The files service, which is this module's deps bag and service in one (built here, shown to the
 * modules registered after it as `app.files`), and the download route. One thumbnail at a time:
 * the machine's other core stays with the requests.
 */
const filesPlugin = fp(async (app: FastifyInstance) => {
  // And one libvips thread for it (sharp's default is one per core).
  sharp.concurrency(1);
  const { storage } = app.deps;
  const files = new FilesService(storage, new ThumbnailQueue(1), app.log);
  app.decorate('files', files);
  app.addHook('onClose', async () => {
    await files.thumbnails.idle();
    storage.close?.();
  });
  await app.register(downloadsRoutes(files));
});

/**
 * Files: the service the modules registered after it check, store and guard their files with
 * (`app.files`), and the download route. First in the app's list.
 */
export const filesModule = defineModule({ name: 'files', routes: filesPlugin });

// What other modules use of files: the service's types.
export type { CheckedFile } from './check-files.rules.js';
export type { FileInfo, ReadRule, StoredBatch, StoredFile } from './files.service.js';

// What the benchmarks build a files service from, outside an app, and the demo its thumbnails with.
export { FilesService, renderThumbnail } from './files.service.js';
export { ThumbnailQueue } from './thumbnail-queue.job.js';
