import multipart from '@fastify/multipart';
import { errors } from '@vazife/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { isUploadedFile, maxUploadBytes, removeRequestUploads, streamPartToTemp } from './uploads.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const invalidUtf8 = () => new AppError(400, errors.invalidUtf8);

/** The bytes as text, or undefined when they are not UTF-8 (instead of U+FFFD in their place). */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A url-encoded form, its escapes held to UTF-8 (`%FF` is refused, not kept as the text "%FF" or
 * turned into U+FFFD). `&` and `=` are single bytes that no UTF-8 sequence contains, so the whole
 * body's escapes decode exactly when every field's do; decodeURIComponent refuses any that are
 * not UTF-8 (overlong forms and surrogates included). A `%` that starts no escape stays text, as
 * before. A repeated name gives a list, as a form's repeated field means.
 */
export function parseForm(text: string): Record<string, string | string[]> | undefined {
  if (text.includes('%')) {
    try {
      decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, '%25'));
    } catch {
      return undefined;
    }
  }
  const body = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = body[name];
    body[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return body;
}

/**
 * A multipart text field whose bytes were not UTF-8: the multipart parser (busboy) decodes them
 * with U+FFFD in place of what it could not read and keeps no trace of the bytes, so a field with
 * U+FFFD is taken for one. Nobody types that character; it appears where text was broken.
 */
function hasBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\ufffd');
  if (Array.isArray(value)) return value.some(hasBrokenText);
  if (typeof value === 'object' && value !== null && !isUploadedFile(value) && !Buffer.isBuffer(value))
    return Object.values(value).some(hasBrokenText);
  return false;
}

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
  // Bytes that are not UTF-8 are refused (400), not read as U+FFFD.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = utf8(body as Buffer);
    if (text === undefined) return done(invalidUtf8(), undefined);
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = utf8(body as Buffer);
    const form = text === undefined ? undefined : parseForm(text);
    if (form === undefined) return done(invalidUtf8(), undefined);
    return done(null, form);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: streamPartToTemp(opts.tmpDir),
    // A call checks its own count (with a clear message); this bounds what anyone can send at all.
    limits: { fieldNameSize: 100, fieldSize: 1_000_000, fields: 50, fileSize: maxUploadBytes, files: 10, parts: 60 },
  });
  // After the multipart parser's own preValidation hook, which fills the body.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && hasBrokenText(request.body)) throw invalidUtf8();
  });
  app.decorateRequest('uploads', undefined);
  // Before the answer leaves (so a refused upload is gone when the client hears of it), and again
  // after it, for requests that ended without one.
  app.addHook('onSend', async (request) => removeRequestUploads(request));
  app.addHook('onResponse', async (request) => removeRequestUploads(request));
});
