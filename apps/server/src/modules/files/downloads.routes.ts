import { asIdOf, errors, fileAreaNames, fileAreas, type FileAreaName } from '@vazife/contract';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../platform/api-answers.js';
import { memberCtx } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { notFound } from '../../platform/errors.js';
import { isStorageKey } from '../../platform/storage.js';
import { RangeError416, type FilesService } from './files.service.js';

/** Inline for what a browser shows safely; everything else downloads. */
const inlineTypes = /^(image\/(jpeg|png|webp|gif|x-icon)|video\/(mp4|webm|quicktime)|application\/pdf)$/;

/** Every type a stored file can have: each is checked from its bytes against its area's types. */
const servedTypes = [...new Set(Object.values(fileAreas).flatMap((area) => area.groups.flatMap((g) => g.types)))];
const fileBytes = z.custom<Readable>().meta({ type: 'string', format: 'binary' });
const storedFile = Object.fromEntries(servedTypes.map((type) => [type, { schema: fileBytes }]));
const fileHeaders = {
  etag: { type: 'string', description: 'Dosyanın değişmeyen anahtarı; If-None-Match ile gönderilirse 304' },
  'cache-control': {
    type: 'string',
    description: 'Herkese açık alanlarda bir gün, diğerlerinde bir saat, yalnızca tarayıcıda',
  },
  'content-disposition': {
    type: 'string',
    description: 'Gösterilebilen türler için inline, diğerleri için attachment; dosya adıyla',
  },
  'accept-ranges': { type: 'string', description: '`bytes`: Range başlığıyla bir bölümü istenebilir' },
};

/**
 * GET /api/download/{area}/{file}: public areas (slider, logo, favicon) to anyone; every other
 * area with the download grant that the links the API hands out carry (for <img> and <video>), or
 * with a bearer token, and then only as the area's read rule allows. Who is asking is settled in
 * onRequest, before the path is validated: a stranger gets 401 whatever the path. Stored keys never
 * change content, so the key is the ETag.
 */
export function downloadsRoutes(files: FilesService): FastifyPluginAsyncZod {
  return async (app) => {
    async function whoIsAsking(request: FastifyRequest) {
      const { area } = request.params as { area?: string };
      if (area !== undefined && files.isPublic(area)) return;
      const { dl } = request.query as { dl?: unknown };
      if (typeof dl === 'string') await app.requireMemberByGrant(request, dl);
      else await app.requireMember(request);
    }

    app.get(
      '/api/download/:area/:filename',
      {
        onRequest: whoIsAsking,
        schema: {
          tags: ['files'],
          summary:
            'Saklanan bir dosya (bağlantıdaki indirme izniyle ya da oturumla; slider, logo ve favicon herkese açık)',
          security: [{ bearer: [] }, { downloadGrant: [] }, {}],
          params: z.object({
            area: z.enum(fileAreaNames as [FileAreaName, ...FileAreaName[]]),
            filename: asIdOf(z.string().max(100), 'file'),
          }),
          querystring: z.object({ dl: z.string().max(160).optional() }),
          response: {
            200: { description: 'Dosyanın kendisi', headers: fileHeaders, content: storedFile },
            206: {
              description: 'Dosyanın Range ile istenen bölümü',
              headers: {
                ...fileHeaders,
                'content-range': { type: 'string', description: '`bytes <ilk>-<son>/<boyut>`' },
              },
              content: storedFile,
            },
            304: z.undefined().meta({
              description: 'Değişmedi: If-None-Match dosyanın ETag değeriyle aynı',
              headers: fileHeaders,
            }),
            416: errorBody,
          },
        },
      },
      async (request, reply) => {
        const { area, filename: file } = request.params;
        if (!isStorageKey(file)) throw notFound();
        const isPublic = fileAreas[area].public;
        const etag = `"${file}"`;
        const cacheControl = isPublic ? 'public, max-age=86400' : 'private, max-age=3600';
        // Only after the read rule: whether a key exists is nobody else's business.
        let download;
        try {
          download = await files.open(isPublic ? undefined : memberCtx(request), area, file, request.headers.range);
        } catch (error) {
          if (!(error instanceof RangeError416)) throw error;
          if (error.size !== undefined) reply.header('content-range', `bytes */${error.size}`);
          return reply.status(416).send({ detail: errors.rangeNotSatisfiable });
        }
        const { body, size, range, info } = download;
        reply
          .header('content-type', info.mimeType)
          .header('accept-ranges', 'bytes')
          .header('etag', etag)
          .header('cache-control', cacheControl)
          .header(
            'content-disposition',
            contentDisposition(inlineTypes.test(info.mimeType) ? 'inline' : 'attachment', info.filename),
          )
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
          );
        if (request.headers['if-none-match'] === etag) {
          body.destroy();
          return reply.status(304).send();
        }
        // The bytes are not wanted: let go of the file (or the bucket's connection) at once.
        if (request.method === 'HEAD') body.destroy();
        if (range) {
          reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', range.end - range.start + 1);
        } else reply.header('content-length', size);
        return reply.send(body);
      },
    );

    // Any other shape under /api/download (no name, more segments) is nothing, but a stranger is
    // told 401 first there too, as on the route above.
    app.get('/api/download/*', { onRequest: app.requireMember, schema: { hide: true } }, async () => {
      throw notFound();
    });
  };
}
