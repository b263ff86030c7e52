import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { makeCompany, makeTask } from '../../test/factories.js';
import { startS3, type RunningS3 } from '../../test/s3-server.js';
import { filesUnder, jpeg, mp4, multipart } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import path from 'node:path';

// STORAGE=s3 against a real S3-compatible server started here; set before the app is built.
let s3: RunningS3;
const overrides: Partial<Config> = {};
beforeAll(async () => {
  s3 = await startS3();
  overrides.storage = { driver: 's3', ...s3.settings };
});
const t = useTestApp(overrides);
afterAll(async () => {
  await s3?.stop();
});

describe('files in an S3 bucket', () => {
  it('stores evidence in the bucket and serves it whole, by range, 416 past the end, with a thumbnail', async () => {
    expect(t.config.storage.driver).toBe('s3');
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
    const video = mp4(100_000);
    const form = multipart({ status: 'tamamlandi' }, [
      { field: 'evidence_files', name: 'kayıt.mp4', data: video, type: 'video/mp4' },
      { field: 'evidence_files', name: 'foto.jpg', data: await jpeg(), type: 'image/jpeg' },
    ]);
    const res = await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form);
    expect(res.statusCode).toBe(200);
    // Nothing of it on the local disk: only the (empty) temporary folder.
    expect(filesUnder(path.join(t.config.dataDir, 'files'))).toEqual([]);
    expect(filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);

    const url = res.json().task.evidence_files[0].url as string;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const suffix = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(suffix.headers['content-range']).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);

    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=999999999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);

    await t.app.files.thumbnails.idle();
    const photo = (await injectAs(t, c.isci, 'GET', `/api/tasks/${id}`)).json().evidence_files[1];
    const thumb = await t.app.inject({ method: 'GET', url: photo.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    // Another company's owner, with a token, gets 404 for the same file.
    const other = await makeCompany(t);
    expect((await injectAs(t, other.owner, 'GET', url.split('?')[0]!)).statusCode).toBe(404);
  });
});
