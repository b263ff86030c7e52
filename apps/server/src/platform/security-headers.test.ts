import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { defaultPassword, makeOperator, makeUser, uniqueEmail } from '../test/factories.js';
import { injectAs, useTestApp } from '../test/test-app.js';

const t = useTestApp();

/** What only a document reads (security.ts). */
const documentOnly = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-xss-protection',
];

/** What every answer says: how it may be framed, embedded, sniffed, and that it comes over HTTPS. */
function expectEveryAnswersHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(res.headers['strict-transport-security'], what).toContain('max-age=');
}

describe('security headers', () => {
  // The app with a web build of its own: each page names itself.
  const folder = mkdtempSync(path.join(tmpdir(), 'vazife-web-'));
  let web: FastifyInstance;
  beforeAll(async () => {
    for (const name of ['index', 'guest', 'login', 'dashboard'])
      writeFileSync(path.join(folder, `${name}.html`), `<!doctype html><html lang="tr"><title>${name}</title></html>`);
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'assets', 'app-1234.js'), 'console.log("vazife")');
    web = await buildApp({ ...t.app.deps, config: { ...t.config, webDist: folder } }, { logger: false });
    // As a download does (files/downloads.routes.ts): a file with a CSP of its own.
    web.get('/api/deneme/dosya', (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").type('text/html').send('<p>dosya</p>'),
    );
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  /** A page as a browser opens it, following a redirect. */
  const document = async (url: string) => {
    const res = await web.inject({ method: 'GET', url });
    return res.statusCode === 302 ? web.inject({ method: 'GET', url: String(res.headers.location) }) : res;
  };

  it('JSON answers carry none of what only documents read', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    for (const res of [
      await injectAs(t, undefined, 'GET', '/api/platform/settings'),
      await injectAs(t, u, 'GET', '/api/messages/unread-count'),
      await injectAs(t, undefined, 'GET', '/api/messages/unread-count'),
      await injectAs(t, undefined, 'GET', '/api/yok'),
      await injectAs(t, undefined, 'POST', '/api/auth/login', { email: 'x' }),
    ]) {
      const what = `${res.raw.req.url} ${res.statusCode}`;
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      for (const header of documentOnly) expect(res.headers[header], `${what}: ${header}`).toBeUndefined();
      expectEveryAnswersHeaders(res, what);
    }
  });

  it('documents carry the CSP and the Permissions-Policy: the app’s pages, the sign-in page, the API’s documentation page, the bundles', async () => {
    const pages = {
      '/': 'index',
      '/register': 'guest',
      '/login': 'login',
      '/dashboard/messages': 'dashboard',
    };
    for (const [url, name] of Object.entries(pages)) {
      const res = await document(url);
      expect(res.body, url).toContain(`<title>${name}</title>`);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'self'",
      ])
        expect(csp, url).toContain(directive);
      for (const header of documentOnly) expect(res.headers[header], `${url}: ${header}`).toBeDefined();
      expectEveryAnswersHeaders(res, url);
    }
    // The documentation page keeps its own CSP (swagger-ui's `staticCSP`).
    const docs = await document('/api/docs');
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['permissions-policy']).toContain('camera=()');
    // A file a browser may render is not JSON either: a bundle, a download with its own CSP.
    const bundle = await document('/assets/app-1234.js');
    expect(bundle.headers['content-security-policy']).toContain("default-src 'self'");
    const file = await document('/api/deneme/dosya');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['permissions-policy']).toContain('camera=()');
  });

  it('the Permissions-Policy switches off camera, microphone and location, keeping fullscreen and the card frame', async () => {
    const policy = String((await document('/')).headers['permissions-policy']);
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('fullscreen=(self)');
    expect(policy).toContain('payment=(self "https://www.paytr.com")');
    // A feature the browser does not know logs a warning on every page.
    expect(policy).not.toContain('bluetooth');
  });
});

describe('Cache-Control on answers that carry a token or personal data', () => {
  it('is no-store on sign-in, registration, operator sign-in and password change', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: u.email,
      password: defaultPassword,
    });
    expect(login.statusCode).toBe(200);
    const register = await injectAs(t, undefined, 'POST', '/api/auth/register', {
      name: 'Ayşe',
      email: uniqueEmail(),
      password: 'kapadokya-balon-74',
      role: 'isveren',
    });
    expect(register.statusCode).toBe(201);
    await makeOperator(t, 'onbellek', 'operator-sifre-9');
    const admin = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: 'onbellek',
      password: 'operator-sifre-9',
    });
    expect(admin.statusCode).toBe(200);
    const changed = await injectAs(t, u, 'POST', '/api/user/change-password', {
      current_password: defaultPassword,
      new_password: 'kapadokya-balon-75',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await injectAs(t, undefined, 'POST', '/api/auth/login', { email: u.email, password: 'yanlis' });
    expect(refused.statusCode).toBe(401);
    for (const res of [login, register, admin, changed, refused])
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
  });
});
