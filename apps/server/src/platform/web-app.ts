import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errors } from '@vazife/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The HTML pages of the build: never cached, they name the hashed bundles of the current build. */
const pages = new Set(['index.html', 'guest.html', 'login.html', 'dashboard.html']);

/** The guest pages (sign-in and registration): their own small app, guest.html (apps/web/src/guest-main.tsx). */
const guestPaths = new Set(['/login', '/register']);

/** The dashboard and its screens: dashboard.html, index.html that also asks for the first screen's code. */
const isDashboardPath = (urlPath: string) => urlPath === '/dashboard' || urlPath.startsWith('/dashboard/');

export interface WebAppOptions {
  root: string | undefined;
  /**
   * Whether the sign-in screen looks as the build prerendered it (the default name, tagline,
   * colours and no logo). When the operator has branded the platform, /login gets guest.html and
   * is drawn by its script, so that nobody sees the default brand turn into theirs.
   */
  loginShowsDefaults?: () => Promise<boolean>;
}

/**
 * Serves the built web app. /login and /register answer guest.html, the guest pages (/login as
 * login.html, the same page with the sign-in screen already drawn by the web build's
 * scripts/prerender-login.ts); /dashboard and below it answer dashboard.html, the signed-in app
 * with its first screen's chunk preloaded (apps/web/vite-first-screen.ts); any other GET outside
 * /api answers index.html, the same app, so that its client-side router owns the URL. Unknown /api
 * paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const hasLoginPage = Boolean(opts.root && existsSync(path.join(opts.root, 'login.html')));
  const hasGuestPage = Boolean(opts.root && existsSync(path.join(opts.root, 'guest.html')));
  const hasDashboardPage = Boolean(opts.root && existsSync(path.join(opts.root, 'dashboard.html')));
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
      setHeaders: (res, filePath) => {
        // The path may be that of the page's .br or .gz copy.
        if (pages.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) res.header('cache-control', 'no-cache');
      },
    });
  }
  async function pageFor(urlPath: string): Promise<string> {
    if (isDashboardPath(urlPath) && hasDashboardPage) return 'dashboard.html';
    if (!guestPaths.has(urlPath) || !hasGuestPage) return 'index.html';
    const prerendered = urlPath === '/login' && hasLoginPage && (await (opts.loginShowsDefaults?.() ?? true));
    return prerendered ? 'login.html' : 'guest.html';
  }
  app.setNotFoundHandler(async (request, reply) => {
    // The path alone: "/api?x=1" is an API call too.
    const urlPath = request.url.split('?', 1)[0]!;
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    // A missing bundle file (/assets/x.js after a redeploy) must fail as a 404, not load the page as script.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(urlPath);
    if (!isApi && !isFile && opts.root && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = await pageFor(urlPath);
      return reply.header('cache-control', 'no-cache').sendFile(page, opts.root, { maxAge: 0, immutable: false });
    }
    return reply.status(404).send({ detail: errors.routeNotFound });
  });
});
