import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maxUploadBytes, removeRequestUploads, streamPartToTemp } from './uploads.js';

/**
 * Where a call takes a form, JSON, url-encoded and multipart bodies are accepted alike
 * (docs/product-rules.md#the-api-and-its-clients): multipart fields become the body, as JSON's
 * would, and file parts are streamed to temporary files that the request removes when it ends,
 * whatever its outcome.
 */
/** What a call with a form body documents that it takes: all three, alike. */
export const formBodyTypes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export const bodyParsersPlugin = fp(async (app: FastifyInstance, opts: { tmpDir: string }) => {
  // Many clients send `Content-Type: application/json` on every call, with no body where the call
  // needs none (approve): an empty JSON body is read as no body, and a call that needs fields
  // names the missing ones. Anything else goes to Fastify's own parser (poisoning guards included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over text.
    const text = body as string;
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: streamPartToTemp(opts.tmpDir),
    // A call checks its own count (with a clear message); this bounds what anyone can send at all.
    limits: { fieldNameSize: 100, fieldSize: 1_000_000, fields: 50, fileSize: maxUploadBytes, files: 10, parts: 60 },
  });
  app.decorateRequest('uploads', undefined);
  // Before the answer leaves (so a refused upload is gone when the client hears of it), and again
  // after it, for requests that ended without one.
  app.addHook('onSend', async (request) => removeRequestUploads(request));
  app.addHook('onResponse', async (request) => removeRequestUploads(request));
});
