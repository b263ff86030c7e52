import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

/**
 * Slow and oversized bodies against a listening server, through raw sockets: what a slow-loris
 * client or a wrong Content-Length does, with the timeouts shortened so that the test takes seconds.
 */
const t = useTestApp({ headersTimeoutMs: 400, bodyTimeoutMs: 400, uploadTimeoutMs: 1500, idleTimeoutMs: 1000 });
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.server.closeAllConnections());

interface Exchange {
  /** Everything the server sent before it closed the connection (or the test gave up). */
  response: string;
  /** Milliseconds from connecting until the server closed the connection; undefined if it did not. */
  closedAfterMs: number | undefined;
}

/** Sends `head` at once, then `trickle` one small piece at a time, every `everyMs`, until closed. */
function exchange(head: string, opts: { trickle?: string; everyMs?: number; giveUpMs?: number } = {}) {
  return new Promise<Exchange>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let rest = opts.trickle ?? '';
    const finish = (closed: boolean) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({
        response: Buffer.concat(received).toString('utf8'),
        closedAfterMs: closed ? Date.now() - started : undefined,
      });
    };
    const giveUp = setTimeout(() => finish(false), opts.giveUpMs ?? 4000);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(head);
    const ticker = setInterval(() => {
      if (!rest || socket.destroyed) return;
      socket.write(rest.slice(0, 2));
      rest = rest.slice(2);
    }, opts.everyMs ?? 100);
  });
}

const status = (e: Exchange) => Number(/^HTTP\/1\.1 (\d{3})/.exec(e.response)?.[1]);

describe('oversized bodies', () => {
  it('answers a declared length over an upload route’s limit with 413 at once, reading nothing', async () => {
    const c = await makeCompany(t);
    const e = await exchange(
      'POST /api/tasks/create HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: Bearer ${c.owner.token}\r\n` +
        'Content-Type: multipart/form-data; boundary=X\r\nContent-Length: 99999999999\r\n\r\n--X\r\n',
      { trickle: 'a'.repeat(1000), everyMs: 20 },
    );
    expect(status(e)).toBe(413);
    expect(e.response).toContain('"detail":"Gönderilen veri çok büyük"');
    expect(e.closedAfterMs).toBeLessThan(1000);
  });

  it('takes a call without files up to 1 MB: a declared 1 MB + 1 is refused before it is sent', async () => {
    const e = await exchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1048577\r\n\r\n',
    );
    expect(status(e)).toBe(413);
    expect(e.closedAfterMs).toBeLessThan(1000);
  });

  it('still takes an upload-sized declared length on an upload route (then checks the token)', async () => {
    const e = await exchange(
      'POST /api/tasks/create HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=X\r\n' +
        'Content-Length: 60000000\r\n\r\n',
    );
    expect(status(e)).toBe(401);
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers trickle in', async () => {
    const e = await exchange('GET /api/platform/settings HTTP/1.1\r\nHost: x\r\n', {
      trickle: 'X-Yavas: ' + 'a'.repeat(500),
    });
    expect(e.closedAfterMs).toBeDefined();
    expect(e.closedAfterMs!).toBeLessThan(2000);
  });

  it('answers 408 to a body without files that trickles in, and closes', async () => {
    const e = await exchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
      { trickle: '{"email":"' + 'a'.repeat(190) },
    );
    expect(status(e)).toBe(408);
    expect(e.response).toContain('İstek zamanında tamamlanmadı');
    expect(e.closedAfterMs!).toBeLessThan(1500);
  });

  it('closes an upload that trickles in once the request time is up', async () => {
    const c = await makeCompany(t);
    const e = await exchange(
      'POST /api/tasks/create HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: Bearer ${c.owner.token}\r\n` +
        'Content-Type: multipart/form-data; boundary=X\r\nContent-Length: 5000\r\n\r\n',
      { trickle: '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\n' + 'a'.repeat(4000) },
    );
    expect(e.closedAfterMs).toBeDefined();
    expect(e.closedAfterMs!).toBeLessThan(3500);
  });

  it('closes 300 slow connections at once, and the server keeps answering', async () => {
    const slow = Array.from({ length: 300 }, () =>
      exchange(
        'POST /api/auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
        { trickle: '{"name":"' + 'a'.repeat(480), everyMs: 500 },
      ),
    );
    const results = await Promise.all(slow);
    expect(results.filter((r) => r.closedAfterMs === undefined)).toHaveLength(0);
    expect(Math.max(...results.map((r) => r.closedAfterMs!))).toBeLessThan(2500);
    const res = await fetch(`http://127.0.0.1:${port}/api/platform/settings`);
    expect(res.status).toBe(200);
  });

  it('closes a kept-alive connection left idle', async () => {
    const e = await exchange('GET /api/platform/settings HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(status(e)).toBe(200);
    expect(e.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(e.closedAfterMs!).toBeLessThan(3000);
  });
});
