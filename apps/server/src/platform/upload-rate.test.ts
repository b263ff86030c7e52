import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany } from '../test/factories.js';
import { filesUnder } from '../test/sample-files.js';
import { useTestApp } from '../test/test-app.js';
import path from 'node:path';

/**
 * The upload rate floor against a listening server, through raw sockets: a floor of 1000 bytes a
 * second over windows of 400 ms, so that the test takes a second or two, not 30 s.
 */
const t = useTestApp({ uploadMinBytesPerSecond: 1000, uploadRateWindowMs: 400 });
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.server.closeAllConnections());

/** Sends `head`, then `body` in pieces of `piece` bytes every `everyMs`; answers what came back. */
function upload(head: string, body: Buffer, piece: number, everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    const finish = () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(Buffer.concat(received).toString('utf8'));
    };
    const giveUp = setTimeout(finish, 8000);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      // A whole answer (the body follows the head's blank line): nothing more to wait for.
      if (/\r\n\r\n[\s\S]*\}$/.test(Buffer.concat(received).toString('utf8'))) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.write(head);
    const ticker = setInterval(() => {
      if (sent >= body.length || socket.destroyed) return;
      socket.write(body.subarray(sent, sent + piece));
      sent += piece;
    }, everyMs);
  });
}

const status = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const tempFiles = () => filesUnder(path.join(t.config.dataDir, 'tmp'));
const storedFiles = () => filesUnder(path.join(t.config.dataDir, 'files'));

function fileMessage(token: string, receiverId: string, size: number) {
  const body = Buffer.concat([
    Buffer.from(`--X\r\nContent-Disposition: form-data; name="receiver_id"\r\n\r\n${receiverId}\r\n`),
    Buffer.from('--X\r\nContent-Disposition: form-data; name="file"; filename="notlar.txt"\r\n'),
    Buffer.from('Content-Type: text/plain\r\n\r\n'),
    Buffer.from('Sayım notları.\n'.repeat(Math.ceil(size / 15)).slice(0, size)),
    Buffer.from('\r\n--X--\r\n'),
  ]);
  const head =
    'POST /api/messages/send-with-file HTTP/1.1\r\nHost: x\r\n' +
    `Authorization: Bearer ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=X\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

describe('the upload rate floor', () => {
  it('cuts an upload that trickles in below the floor with 408, storing nothing and leaving no file', async () => {
    const c = await makeCompany(t);
    const { head, body } = fileMessage(c.isci.token, c.owner.id, 20_000);
    const response = await upload(head, body, 2, 100);
    expect(status(response)).toBe(408);
    expect(response).toContain(
      '{"detail":"Dosya çok yavaş yükleniyor ve yükleme durduruldu. Bağlantınızı kontrol edip tekrar deneyin."}',
    );
    const messages = await t.database.db.selectFrom('messages').select('id').where('company_id', '=', c.id).execute();
    expect(messages).toEqual([]);
    // The temporary file goes with the answer.
    for (let i = 0; i < 50 && tempFiles().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(tempFiles()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('takes a slow but steady upload above the floor', async () => {
    const c = await makeCompany(t);
    const { head, body } = fileMessage(c.isci.token, c.owner.id, 6_000);
    // 500 bytes every 100 ms: five times the floor.
    const response = await upload(head, body, 500, 100);
    expect(status(response)).toBe(201);
    expect(storedFiles()).toHaveLength(1);
  });
});
