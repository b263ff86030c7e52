import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { downloadsRoutes } from './downloads.routes.js';
import { FilesService } from './files.service.js';
import { ThumbnailQueue } from './thumbnail-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The files module: owning modules check, store and register read rules through it. */
    files: FilesService;
  }
}

/**
 * The files service for the modules registered after it, and the download route. One thumbnail at
 * a time: the machine's other core stays with the requests.
 */
export const filesPlugin = fp(async (app: FastifyInstance) => {
  // And one libvips thread for it (sharp's default is one per core).
  sharp.concurrency(1);
  const { storage } = app.deps;
  const files = new FilesService(storage, new ThumbnailQueue(1), (err, message) => app.log.warn({ err }, message));
  app.decorate('files', files);
  app.addHook('onClose', async () => {
    await files.thumbnails.idle();
    storage.close?.();
  });
  await app.register(downloadsRoutes);
});
