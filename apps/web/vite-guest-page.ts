import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * The guest pages (/login, /register) are a page of their own, guest.html, with its own entry
 * (src/guest-main.tsx). Its HTML is index.html's with that entry instead of main.tsx: written
 * here from index.html, so that the two pages' head (title, icon, viewport, description) has one
 * source. The build takes it as an entry under its usual name (dist/guest.html, which the server
 * and scripts/prerender-login.ts read); the development server answers it from memory.
 */
const root = import.meta.dirname;
const indexFile = path.join(root, 'index.html');
/** Where guest.html would be: its name in the build's input and output. */
export const guestHtmlFile = path.join(root, 'guest.html');

const signedInEntry = '<script type="module" src="/src/main.tsx"></script>';
const guestEntry = '<script type="module" src="/src/guest-main.tsx"></script>';

export function guestHtml(): string {
  const index = readFileSync(indexFile, 'utf8');
  if (index.split(signedInEntry).length !== 2) {
    throw new Error(
      `index.html: expected its entry once, as ${signedInEntry} (vite-guest-page.ts writes guest.html from it)`,
    );
  }
  return index.replace(signedInEntry, guestEntry);
}

/** The guest pages' addresses, answered with guest.html as the server does (platform/web-app.ts). */
const guestPaths = new Set(['/login', '/register', '/guest.html']);
const isGuestPath = (url: string | undefined) => guestPaths.has((url ?? '').split('?', 1)[0]!);
const sameFile = (a: string, b: string) => path.normalize(a) === path.normalize(b);

export function guestPage(): Plugin {
  return {
    name: 'vazife-guest-page',
    enforce: 'pre',
    resolveId: (source) => (sameFile(source, guestHtmlFile) ? guestHtmlFile : null),
    load(id) {
      if (!sameFile(id, guestHtmlFile)) return null;
      this.addWatchFile(indexFile);
      return guestHtml();
    },
    configureServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        if (!isGuestPath(req.url)) return next();
        server.transformIndexHtml('/guest.html', guestHtml(), req.originalUrl).then((html) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        }, next);
      }),
    // The preview serves the build, where dist/guest.html is a file.
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split('?', 2);
        if (pathname && isGuestPath(pathname)) req.url = `/guest.html${query ? `?${query}` : ''}`;
        next();
      }),
  };
}
