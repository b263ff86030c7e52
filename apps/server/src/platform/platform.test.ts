import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { checkAnswersAgainstDocument, provokingServerError } from '../test/answer-check.js';
import { makeCompany, makeTask } from '../test/factories.js';
import { injectAs, useTestApp } from '../test/test-app.js';

const t = useTestApp();

const opened: FastifyInstance[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A second app on the same database, with other settings or extra routes added before it is ready. */
async function buildAnother(overrides: Partial<Config> = {}, extend?: (app: FastifyInstance) => void) {
  const app = await buildApp({ ...t.app.deps, config: { ...t.config, ...overrides } }, { logger: false });
  extend?.(app);
  await app.ready();
  checkAnswersAgainstDocument(app);
  opened.push(app);
  return app;
}

describe('errors', () => {
  it('answers an unknown /api path with a Turkish JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/yok-boyle-bir-yer'],
      ['POST', '/api/employees/abc/yok'],
      ['GET', '/api'],
    ] as const) {
      const res = await injectAs(t, undefined, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ detail: 'İstenen adres bulunamadı' });
    }
  });

  it('answers a malformed JSON body with 400 and a Turkish detail', async () => {
    const c = await makeCompany(t);
    for (const payload of ['{"name": "Yarım', '{name: tırnaksız}', '{"__proto__": {"role": "isveren"}}']) {
      const res = await injectAs(t, c.owner, 'PUT', `/api/employees/${c.isci.id}/role`, payload, {
        'content-type': 'application/json',
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ detail: 'İstek gövdesi okunamadı' });
    }
    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', '{"email":', {
      'content-type': 'application/json',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ detail: 'İstek gövdesi okunamadı' });
  });

  it('reads an empty JSON body as no body, and a missing body as an empty form', async () => {
    const c = await makeCompany(t);
    const json = { 'content-type': 'application/json' };
    // A call that needs no body works; one that needs fields names what is missing.
    const task = await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi' });
    const approved = await injectAs(t, c.owner, 'POST', `/api/tasks/${task}/approve`, '', json);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().task.status).toBe('onaylandi');
    const role = await injectAs(t, c.owner, 'PUT', `/api/employees/${c.isci.id}/role`, '', json);
    expect(role.statusCode).toBe(422);
    expect(role.json()).toEqual({ detail: [{ loc: ['body', 'role'], msg: 'Rol İşçi, Şef veya Müdür olmalı' }] });
    // The same without any body at all.
    const bare = await injectAs(t, c.owner, 'PUT', `/api/employees/${c.isci.id}/role`);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual(role.json());
  });

  it('answers a broken multipart body with 400, not 500', async () => {
    const c = await makeCompany(t);
    const part = (name: string) => `--abc\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nsef`;
    for (const [contentType, payload] of [
      ['multipart/form-data', 'role=sef'],
      ['multipart/form-data; boundary=abc', part('role')],
      ['multipart/form-data; boundary=abc', 'hello'],
      ['multipart/form-data; boundary=abc', `${part('__proto__')}\r\n--abc--\r\n`],
    ] as const) {
      const res = await injectAs(t, c.owner, 'PUT', `/api/employees/${c.isci.id}/role`, payload, {
        'content-type': contentType,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ detail: 'İstek gövdesi okunamadı' });
    }
    const row = await t.database.db.selectFrom('users').select('role').where('id', '=', c.isci.id).executeTakeFirst();
    expect(row?.role).toBe('isci');
  });

  it('answers an unsupported content type with 415 in Turkish', async () => {
    const res = await injectAs(t, undefined, 'POST', '/api/auth/login', '<giris/>', {
      'content-type': 'application/xml',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Desteklenmeyen içerik türü' });
  });

  it('answers an unexpected exception with 500 and the generic detail, without internals', async () => {
    const app = await buildAnother({}, (a) => {
      a.get('/api/deneme/patlama', async () => {
        const error = new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/vazife/db/client.ts:42');
        Object.assign(error, { code: 'ECONNREFUSED' });
        throw error;
      });
      a.get('/api/deneme/sessiz', async () => {
        throw { surprise: 'not even an Error', secret: 'jwt-secret-value' };
      });
    });
    for (const url of ['/api/deneme/patlama', '/api/deneme/sessiz']) {
      const res = await provokingServerError(() => app.inject({ method: 'GET', url }));
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ detail: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.' });
      for (const leak of ['ECONNREFUSED', '10.0.0.5', 'client.ts', 'stack', 'secret', 'surprise']) {
        expect(res.body, url).not.toContain(leak);
      }
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });
});

describe('start', () => {
  it('builds the app without a Fastify deprecation warning', async () => {
    await buildAnother();
    // Fastify prints each deprecation once per process, at every start: none may be raised.
    const warnings = createRequire(import.meta.url)('fastify/lib/warnings.js') as Record<
      string,
      { code: string; emitted: boolean }
    >;
    const raised = Object.values(warnings).filter((warning) => warning.code.startsWith('FSTDEP') && warning.emitted);
    expect(raised.map((warning) => warning.code)).toEqual([]);
  });
});

describe('signed-in calls', () => {
  /** Calls anyone may make; every other /api call needs a token. */
  const publicCalls = new Set([
    'POST /api/auth/register',
    'POST /api/auth/login',
    'POST /api/super-admin/login',
    // The operator's second step: its proof is the challenge token of the first, in the body.
    'POST /api/super-admin/login/two-factor',
    'GET /api/platform/settings',
    'GET /api/settings/login-slider',
    // Opened by the download grant of a file link (for <img> and <video>) as well as by a token.
    'GET /api/download/{area}/{filename}',
    // PayTR's notification: server to server, signed by its hash, with no session.
    'POST /api/payments/paytr/callback',
  ]);

  it('answer anonymous callers 401 before reading the body', async () => {
    const doc = (await injectAs(t, undefined, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
    );
    expect(calls.length).toBeGreaterThan(20);
    for (const { method, url } of calls) {
      if (publicCalls.has(`${method} ${url}`) || url.startsWith('/api/docs')) continue;
      const concrete = url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      // A broken body: a call that read it before checking the caller would answer 400.
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete,
        ...(method === 'GET' ? {} : { payload: '{"yarım', headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().detail, `${method} ${url}`).toBe('Oturum açmanız gerekiyor');
    }
  });
});

describe('headers', () => {
  it('sends the helmet security headers, on errors too (the CSP with documents: security-headers.test.ts)', async () => {
    const res = await injectAs(t, undefined, 'GET', '/api/platform/settings');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeTruthy();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Errors too: an unknown path, a refused call.
    for (const url of ['/api/yok', '/api/employees']) {
      const error = await injectAs(t, undefined, 'GET', url);
      expect(error.headers['x-content-type-options'], url).toBe('nosniff');
      expect(error.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('puts an x-request-id on every answer, errors included, and keeps a caller’s id', async () => {
    const ok = await injectAs(t, undefined, 'GET', '/api/platform/settings');
    const missing = await injectAs(t, undefined, 'GET', '/api/yok');
    const denied = await injectAs(t, undefined, 'GET', '/api/employees');
    const ids = [ok, missing, denied].map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);

    const traced = await injectAs(t, undefined, 'GET', '/api/platform/settings', undefined, {
      'x-request-id': 'lb-trace-1234',
    });
    expect(traced.headers['x-request-id']).toBe('lb-trace-1234');
    const tooLong = await injectAs(t, undefined, 'GET', '/api/platform/settings', undefined, {
      'x-request-id': 'x'.repeat(200),
    });
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document of the API', async () => {
    const res = await injectAs(t, undefined, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Vazife API');
    expect(doc.paths['/api/auth/login']?.post).toBeTruthy();
    expect(doc.paths['/api/employees/{id}/approve']?.post).toBeTruthy();
    expect(doc.paths['/api/employees/{id}/role']?.put?.requestBody).toBeTruthy();
    expect(doc.paths['/api/companies/my']?.get?.responses?.['200']).toBeTruthy();
    // Public calls say so; the rest inherit the bearer requirement.
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/platform/settings'].get.security).toEqual([]);
    expect(doc.paths['/api/companies/my'].get.security).toBeUndefined();
    // A file opens with a token or with the grant its link carries.
    // The slider, logo and favicon areas are public: {} says that no credential is needed there.
    expect(doc.paths['/api/download/{area}/{filename}'].get.security).toEqual([
      { bearer: [] },
      { downloadGrant: [] },
      {},
    ]);
    expect(doc.components.securitySchemes.downloadGrant).toEqual({ type: 'apiKey', in: 'query', name: 'dl' });
  });

  it('serves the documentation page', async () => {
    const res = await injectAs(t, undefined, 'GET', '/api/docs');
    expect([200, 302]).toContain(res.statusCode);
    if (res.statusCode === 302) {
      const page = await injectAs(t, undefined, 'GET', String(res.headers.location));
      expect(page.statusCode).toBe(200);
    }
  });
});

describe('the web app', () => {
  function webFolder() {
    const folder = mkdtempSync(path.join(tmpdir(), 'vazife-web-'));
    folders.push(folder);
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html><html lang="tr"><title>Vazife</title></html>');
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'assets', 'app-1234.js'), 'console.log("vazife")');
    return folder;
  }

  it('answers client routes with index.html while unknown /api paths stay JSON 404s', async () => {
    const app = await buildAnother({ webDist: webFolder() });
    for (const url of ['/dashboard/employees', '/', '/login?next=%2Fdashboard', '/super-admin/dashboard']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Vazife</title>');
    }
    for (const url of ['/api/unknown', '/api/unknown?x=1', '/api', '/api?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'İstenen adres bulunamadı' });
    }
    const api = await app.inject({ method: 'GET', url: '/api/platform/settings' });
    expect(api.json().platform_name).toBe('Vazife');
  });

  it('answers the guest pages with guest.html, /login prerendered while the platform has its default brand', async () => {
    const folder = webFolder();
    writeFileSync(path.join(folder, 'guest.html'), '<!doctype html><html lang="tr"><title>Misafir</title></html>');
    writeFileSync(path.join(folder, 'login.html'), '<!doctype html><html lang="tr"><title>Giriş</title></html>');
    const app = await buildAnother({ webDist: folder });
    const page = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return res.body;
    };
    expect(await page('/login')).toContain('<title>Giriş</title>');
    expect(await page('/login?next=%2Fdashboard')).toContain('<title>Giriş</title>');
    expect(await page('/register')).toContain('<title>Misafir</title>');
    expect(await page('/register?x=1')).toContain('<title>Misafir</title>');
    for (const url of ['/', '/login/x', '/dashboard', '/super-admin/login']) {
      expect(await page(url), url).toContain('<title>Vazife</title>');
    }

    // Branded, the sign-in page is drawn by its script: the prerender shows the default brand.
    for (const branding of [
      { platform_name: 'Görevci' },
      { primary_color: '#0F766E' },
      { logo_path: 'branding/logo.png' },
    ]) {
      await t.database.db.updateTable('platform_settings').set(branding).where('id', '=', 1).execute();
      try {
        expect(await page('/login'), JSON.stringify(branding)).toContain('<title>Misafir</title>');
      } finally {
        await t.database.db
          .updateTable('platform_settings')
          .set({ platform_name: 'Vazife', primary_color: '#3B82F6', logo_path: null })
          .where('id', '=', 1)
          .execute();
      }
    }
    expect(await page('/login')).toContain('<title>Giriş</title>');
  });

  it('answers the dashboard and its screens with dashboard.html, other app paths with index.html', async () => {
    const folder = webFolder();
    writeFileSync(path.join(folder, 'dashboard.html'), '<!doctype html><html lang="tr"><title>Panel</title></html>');
    const app = await buildAnother({ webDist: folder });
    for (const url of ['/dashboard', '/dashboard?x=1', '/dashboard/employees', '/dashboard/messages/abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Panel</title>');
    }
    for (const url of ['/', '/dashboards', '/super-admin/dashboard', '/join-company']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>Vazife</title>');
    }
  });

  it('answers the guest paths with the app itself when a build has no guest page', async () => {
    const app = await buildAnother({ webDist: webFolder() });
    for (const url of ['/login', '/register']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>Vazife</title>');
    }
  });

  it('serves the hashed bundles with a long cache', async () => {
    const app = await buildAnother({ webDist: webFolder() });
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('vazife');
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('sends the build’s brotli or gzip copy of a bundle to a browser that accepts it', async () => {
    const folder = webFolder();
    const script = path.join(folder, 'assets', 'app-1234.js');
    writeFileSync(script, 'console.log("vazife");\n'.repeat(200));
    const source = readFileSync(script);
    writeFileSync(`${script}.br`, brotliCompressSync(source));
    writeFileSync(`${script}.gz`, gzipSync(source));
    const app = await buildAnother({ webDist: folder });
    const asked = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const br = await asked('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(br.rawPayload).equals(source)).toBe(true);
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(source)).toBe(true);
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(source)).toBe(true);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers a missing bundle file with 404, not the page', async () => {
    const app = await buildAnother({ webDist: webFolder() });
    const res = await app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a POST to a client route with a JSON 404, not the page', async () => {
    const app = await buildAnother({ webDist: webFolder() });
    const res = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'İstenen adres bulunamadı' });
  });
});
