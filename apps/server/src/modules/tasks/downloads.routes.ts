import { send } from '@fastify/send';
import { canViewTask } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberCtx } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { isStorageKey } from '../../platform/storage.js';
import { findFileByKey } from './tasks.repo.js';

const areas = { tasks: 'image', evidence: 'evidence' } as const;

/** Inline for what a browser shows safely; everything else downloads. */
const inlineTypes = /^(image\/(jpeg|png|webp|gif)|video\/(mp4|webm|quicktime)|application\/pdf)$/;

/** RFC 6266 with an ASCII fallback: a Turkish file name survives, a quote or newline cannot break out. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * GET /api/download/tasks/{filename} and /api/download/evidence/{filename}: with the download grant
 * that every link the API hands out carries (for <img> and <video>), or with a bearer token; either
 * way only to someone who may see the task now. Range requests are answered for video; only
 * stored keys are ever served.
 */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

  app.get(
    '/api/download/:area/:filename',
    {
      schema: {
        tags: ['files'],
        summary: 'Görev resmi veya kanıt dosyası (bağlantıdaki indirme izniyle ya da oturumla)',
        security: [{ bearer: [] }, { downloadGrant: [] }],
        params: z.object({ area: z.enum(['tasks', 'evidence']), filename: z.string().max(100) }),
        querystring: z.object({ dl: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { area, filename } = request.params;
      if (!isStorageKey(filename)) throw notFound();
      if (request.query.dl !== undefined) await app.requireMemberByGrant(request, request.query.dl);
      else await app.requireMember(request);
      const ctx = memberCtx(request);
      const { actor } = ctx;
      const file = await findFileByKey(db, ctx, filename);
      if (!file || file.kind !== areas[area]) throw notFound();
      const parties = {
        assigned_to: file.assigned_to,
        assigned_by: file.assigned_by,
        assignerRole: file.assigner_role,
      };
      if (!canViewTask(actor, parties)) throw notFound();

      const isThumbnail = file.thumbnail_key === filename;
      const mime = isThumbnail ? 'image/webp' : file.mime_type;
      const result = await send(request.raw, filename, {
        root: storage.areaDir(area),
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
        acceptRanges: true,
      });
      if (result.type !== 'file') {
        result.stream.resume();
        throw notFound();
      }
      return reply
        .status(result.statusCode)
        .headers(result.headers)
        .header('content-type', mime)
        .header(
          'content-disposition',
          contentDisposition(
            inlineTypes.test(mime) ? 'inline' : 'attachment',
            isThumbnail ? `kucuk-${file.filename}` : file.filename,
          ),
        )
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(result.stream);
    },
  );
};
