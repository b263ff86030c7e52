import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errors } from '@vazife/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app; any other GET outside /api answers index.html so that the
 * client-side router owns the URL. Unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  if (opts.root) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The build writes .br and .gz copies of its text assets: the one the browser accepts is
      // sent, compressed once at build time rather than on every request.
      preCompressed: true,
      // index.html must not be cached: it names the hashed bundles of the current build.
      setHeaders: (res, filePath) => {
        if (path.basename(filePath) === 'index.html') res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The path alone: "/api?x=1" is an API call too.
    const urlPath = request.url.split('?', 1)[0]!;
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    // A missing bundle file (/assets/x.js after a redeploy) must fail as a 404, not load the page as script.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(urlPath);
    if (!isApi && !isFile && opts.root && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', opts.root, { maxAge: 0, immutable: false });
    }
    return reply.status(404).send({ detail: errors.routeNotFound });
  });
});
