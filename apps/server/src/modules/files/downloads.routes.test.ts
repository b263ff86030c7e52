import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPassword, makeCompany, makeTask } from '../../test/factories.js';
import { filesUnder, hugePng, jpeg, mp4, multipart, png } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { newStorageKey } from '../../platform/storage.js';

const t = useTestApp();
const stored = () => filesUnder(path.join(t.config.dataDir, 'files'));
const temp = () => filesUnder(path.join(t.config.dataDir, 'tmp'));

interface EvidenceFile {
  url: string;
  thumbnail_url: string | null;
}

/** A worker completes a task with these files; answers the task's evidence as the answer gave it. */
async function complete(files: { name: string; data: Buffer; type: string }[]) {
  const c = await makeCompany(t);
  const id = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
  const form = multipart(
    { status: 'tamamlandi' },
    files.map((f) => ({ field: 'evidence_files', ...f })),
  );
  const res = await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form);
  return { c, id, res, evidence: (res.json().task?.evidence_files ?? []) as EvidenceFile[] };
}

describe('GET /api/download/{area}/{filename}', () => {
  it('answers a stranger 401 on every private path, before looking at the path', async () => {
    const key = newStorageKey('jpg');
    for (const url of [
      `/api/download/evidence/${'a'.repeat(300)}`,
      `/api/download/tasks/${'ş'.repeat(120)}.jpg`,
      `/api/download/yok/${key}`,
      `/api/download/${'x'.repeat(200)}/${key}`,
      `/api/download/messages/${key}`,
      `/api/download/evidence/${key}?dl=${'a'.repeat(300)}`,
      `/api/download/evidence/${key}?baska=1`,
      '/api/download/evidence/',
      `/api/download/evidence/${key}/fazla`,
    ]) {
      const res = await injectAs(t, undefined, 'GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().detail, url).toMatch(/^(Oturum açmanız gerekiyor|Dosya bağlantısının süresi doldu)/);
    }
  });

  it('answers a member a Turkish 422 for a bad area or an overlong name, 404 for an area nobody reads yet', async () => {
    const c = await makeCompany(t);
    const longName = await injectAs(t, c.owner, 'GET', `/api/download/evidence/${'a'.repeat(300)}`);
    expect(longName.statusCode).toBe(422);
    expect((await injectAs(t, c.owner, 'GET', `/api/download/yok/${newStorageKey('jpg')}`)).statusCode).toBe(422);
    expect((await injectAs(t, c.owner, 'GET', `/api/download/messages/${newStorageKey('jpg')}`)).statusCode).toBe(404);
    expect((await injectAs(t, c.owner, 'GET', `/api/download/evidence/${newStorageKey('jpg')}/fazla`)).statusCode).toBe(
      404,
    );
  });

  it('answers 416 with the size for a range past the end, and 206 within it', async () => {
    const { evidence } = await complete([{ name: 'kayıt.mp4', data: mp4(1000), type: 'video/mp4' }]);
    const url = evidence[0]!.url;
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=999999999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1024');
    expect(past.json().detail).toBe('İstenen bayt aralığı dosyada yok');
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 1000-1023/1024');
    expect(tail.rawPayload).toHaveLength(24);
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('1024');
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': whole.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stops serving a link once the session that got it signs out, and the list hands out new links', async () => {
    const { c, evidence } = await complete([{ name: 'foto.jpg', data: await jpeg(), type: 'image/jpeg' }]);
    const list = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/tasks/my', headers: { authorization: `Bearer ${token}` } })
      ).json()[0].evidence_files[0].url as string;
    const link = await list(c.isci.token); // the page is cached with this link in it
    expect(link).toBe(evidence[0]!.url);
    expect((await injectAs(t, undefined, 'GET', link)).statusCode).toBe(200);

    expect((await injectAs(t, c.isci, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    const revoked = await injectAs(t, undefined, 'GET', link);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().detail).toBe('Dosya bağlantısının süresi doldu. Sayfayı yenileyin.');

    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: c.isci.email,
      password: defaultPassword,
    });
    const fresh = await list(login.json().access_token);
    expect(fresh).not.toBe(link);
    expect((await injectAs(t, undefined, 'GET', fresh)).statusCode).toBe(200);
    // Another person's links are not touched by it.
    const ownersLink = await list(c.owner.token);
    expect((await injectAs(t, undefined, 'GET', ownersLink)).statusCode).toBe(200);

    // A new password revokes the owner's sessions, and with them their links.
    const change = await injectAs(t, c.owner, 'POST', '/api/user/change-password', {
      current_password: defaultPassword,
      new_password: 'Yepyeni-Parola-41',
    });
    expect(change.statusCode).toBe(200);
    expect((await injectAs(t, undefined, 'GET', ownersLink)).statusCode).toBe(401);
    expect((await injectAs(t, undefined, 'GET', await list(change.json().access_token))).statusCode).toBe(200);
  });

  it('serves the public areas to anyone, by stored key only', async () => {
    const key = newStorageKey('png');
    await t.app.deps.storage.putBuffer('logo', key, await png(), 'image/png');
    const logo = await injectAs(t, undefined, 'GET', `/api/download/logo/${key}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect((await injectAs(t, undefined, 'GET', `/api/download/logo/${newStorageKey('png')}`)).statusCode).toBe(404);
    expect((await injectAs(t, undefined, 'GET', `/api/download/favicon/..%2Flogo%2F${key}`)).statusCode).toBe(404);
  });
});

describe('image limits and thumbnails', () => {
  it('refuses a 30,000 × 30,000 PNG from its header, before decoding, and keeps nothing', async () => {
    await t.app.files.thumbnails.idle();
    const before = stored().length;
    const bomb = hugePng(30_000, 30_000, true);
    expect(bomb.length).toBeLessThan(40_000);
    const { res, c, id } = await complete([{ name: 'dev.png', data: bomb, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('dev.png çok büyük bir resim (en fazla 40 megapiksel)');
    const task = (await injectAs(t, c.isci, 'GET', `/api/tasks/${id}`)).json();
    expect([task.status, task.evidence_files]).toEqual(['baslatildi', []]);
    expect(stored().length).toBe(before);
    expect(temp()).toEqual([]);
  });

  // A 20 kB strip that costs seconds of CPU to thumbnail: long enough that the answer cannot have
  // waited for it by chance.
  it('answers a 1 × 10,000,000 px upload at once and makes its thumbnail afterwards, off the request path', async () => {
    const strip = hugePng(1, 10_000_000);
    expect(strip.length).toBeLessThan(40_000);
    const { res, c, id } = await complete([{ name: 'şerit.png', data: strip, type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().task.evidence_files[0].thumbnail_url).toBeNull();
    // Still queued or being made: the answer did not wait for it.
    const { waiting, running } = t.app.files.thumbnails.stats;
    expect(waiting + running).toBe(1);
    // Meanwhile others are served as usual.
    expect((await injectAs(t, c.owner, 'GET', '/api/tasks/my')).statusCode).toBe(200);
    await t.app.files.thumbnails.idle();
    const later = (await injectAs(t, c.isci, 'GET', `/api/tasks/${id}`)).json().evidence_files[0] as EvidenceFile;
    const thumb = await injectAs(t, undefined, 'GET', later.thumbnail_url!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  }, 60_000);
});
