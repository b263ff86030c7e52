import { mkdir, writeFile } from 'node:fs/promises';
import { ReceiptCoalescer } from '../receipts/receipts-events.js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCompany, memberCtxOf } from '../../../test/factories.js';
import { exe, filesUnder, jpeg, mp4, multipart, xlsx } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { sendWithFile } from './message-files.service.js';

/** File messages: stored, served to the conversation only, and never left behind. */
const t = useTestApp();
const stored = () => filesUnder(path.join(t.config.dataDir, 'files', 'messages'));
const messageCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('file messages', () => {
  it('store an image, serve it to both people by its link (ranges too) and make a thumbnail', async () => {
    const c = await makeCompany(t);
    const sent = await injectAs(
      t,
      c.owner,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: c.isci.id }, [{ field: 'file', name: '../../raf.jpg', data: await jpeg() }]),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({
      message_type: 'image',
      mime_type: 'image/jpeg',
      file_name: 'raf.jpg',
      content: '',
    });
    expect(message.file_url).toMatch(/^\/api\/download\/messages\/[^/]+\?dl=/);

    const whole = await t.app.inject({ method: 'GET', url: message.file_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(message.file_size);
    const part = await injectAs(t, c.isci, 'GET', message.file_url.split('?')[0], undefined, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(10);
    // Someone else of the company is not in the conversation.
    expect((await injectAs(t, c.sef, 'GET', message.file_url.split('?')[0])).statusCode).toBe(404);

    await t.app.files.thumbnails.idle();
    const [withThumb] = (await injectAs(t, c.isci, 'GET', `/api/messages/${c.owner.id}`)).json();
    expect(withThumb.thumbnail_url).toMatch(/^\/api\/download\/messages\/.+\.webp\?dl=/);
    expect((await t.app.inject({ method: 'GET', url: withThumb.thumbnail_url })).statusCode).toBe(200);

    // Deleting the message removes the file and its thumbnail.
    const before = stored().length;
    expect((await injectAs(t, c.owner, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(200);
    expect(stored().length).toBe(before - 2);
    expect((await t.app.inject({ method: 'GET', url: message.file_url })).statusCode).toBe(404);
  });

  it('take spreadsheets, text and video with their kinds', async () => {
    const c = await makeCompany(t);
    const send = (name: string, data: Buffer) =>
      injectAs(
        t,
        c.owner,
        'POST',
        '/api/messages/send-with-file',
        multipart({ receiver_id: c.mudur.id, content: 'Ek' }, [{ field: 'file', name, data }]),
      );
    const sheet = await send('rapor.xlsx', xlsx());
    expect(sheet.statusCode, sheet.body).toBe(201);
    expect(sheet.json()).toMatchObject({
      message_type: 'file',
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const text = await send('not.txt', Buffer.from('Sayım yarın 09:00\n'));
    expect(text.json()).toMatchObject({ message_type: 'file', mime_type: 'text/plain' });
    const video = await send('video.mp4', mp4());
    expect(video.json()).toMatchObject({ message_type: 'video', mime_type: 'video/mp4' });
  });

  it('leave no row and no file when refused: spoofed type, over 50 MB, no file, not allowed', async () => {
    const c = await makeCompany(t);
    const rows = await messageCount();
    const files = stored().length;
    const send = (fields: Record<string, string>, name: string, data: Buffer) =>
      injectAs(t, c.isci, 'POST', '/api/messages/send-with-file', multipart(fields, [{ field: 'file', name, data }]));
    expect((await send({ receiver_id: c.owner.id }, 'foto.jpg', exe())).statusCode).toBe(415);
    expect((await send({ receiver_id: c.owner.id }, 'video.mp4', mp4(52_428_801))).statusCode).toBe(413);
    const none = await injectAs(
      t,
      c.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: c.owner.id, content: 'Dosyasız' }),
    );
    expect(none.statusCode).toBe(400);
    expect((await send({ receiver_id: c.pending.id }, 'foto.jpg', await jpeg())).statusCode).toBe(403);
    expect((await send({ receiver_id: c.owner.id, group_id: c.owner.id }, 'foto.jpg', await jpeg())).statusCode).toBe(
      422,
    );
    expect(await messageCount()).toBe(rows);
    expect(stored().length).toBe(files);
  });

  it('remove the stored file when the write fails', async () => {
    const c = await makeCompany(t);
    const files = stored().length;
    const deps = {
      db: new Proxy(t.database.db, {
        get: (target, key) => {
          if (key === 'transaction') return () => ({ execute: () => Promise.reject(new Error('yazılamadı')) });
          const value: unknown = Reflect.get(target, key, target);
          // Kysely's private fields are read on the real object.
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
      files: t.app.files,
      grants: t.app.deps.grants,
      bus: t.app.deps.bus,
      receipts: new ReceiptCoalescer(t.app.deps.bus, 0),
    };
    const form = multipart({}, [{ field: 'file', name: 'raf.jpg', data: await jpeg() }]);
    const dir = path.join(t.config.dataDir, 'tmp');
    const tempPath = path.join(dir, 'yazilamadi.upload');
    await mkdir(dir, { recursive: true });
    const bytes = Buffer.from(await (form.get('file') as Blob).arrayBuffer());
    await writeFile(tempPath, bytes);
    const upload = { kind: 'uploaded-file' as const, tempPath, filename: 'raf.jpg', size: bytes.length };
    await expect(sendWithFile(deps, memberCtxOf(c.owner), { receiver_id: c.isci.id }, '', upload)).rejects.toThrow(
      'yazılamadı',
    );
    expect(stored().length).toBe(files);
  });
});
