import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where the seeds say "form" or "multipart", JSON, url-encoded and multipart bodies are accepted
 * alike (PRODUCT.md §1): multipart fields become the body, as JSON's would.
 */
export const bodyParsersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldNameSize: 100, fieldSize: 1_000_000, fields: 50, fileSize: 10 * 1024 * 1024, files: 5, parts: 60 },
  });
});
