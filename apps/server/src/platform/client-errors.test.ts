import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, type TestApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { TokenService } from './tokens.js';

/**
 * Requests broken on the wire, through a raw socket: the client hears a Turkish `{detail}` and
 * the log holds no error (an error there means a fault of the server, and pages someone).
 */
const logLines: { level: number; msg: string }[] = [];
const t = {} as Pick<TestApp, 'app'>;
let testDb: TestDatabase;
let port: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Warnings and errors only, as many servers run: the "incoming request" line an info log writes
  // reads the client's address early, which hid a TypeError of the rate limiter on a connection
  // closed before its hook ran.
  const config = testConfig(testDb.dataDir, { logLevel: 'warn', authRateLimit: 100, bodyTimeoutMs: 300 });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      callback();
    },
  });
  t.app = await buildApp(
    { config, database: testDb.database, tokens: new TokenService(config.jwtSecret, 1) },
    { logStream },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.app?.close();
  await testDb?.drop();
});

/**
 * Sends the head, then (after a moment, as a network would, or with `together` in the same
 * packet) the broken body; answers what came back.
 */
function send(head: string, body: string, endAfter = false, together = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const done = () => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve(Buffer.concat(received).toString('utf8'));
    };
    const giveUp = setTimeout(done, 3000);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', done);
    socket.on('error', () => undefined);
    if (together) socket.write(head + body);
    else socket.write(head);
    setTimeout(() => {
      if (!together) socket.write(body);
      if (endAfter) socket.end();
    }, 30);
  });
}

const chunkedHead = (url: string, contentType: string) =>
  `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`;

describe('a malformed chunked body on a rate-limited route', () => {
  it.each([
    ['/api/auth/login', 'multipart/form-data; boundary=X', '5\r\n--X\r\n\r\nXX\r\n', false],
    ['/api/auth/register', 'multipart/form-data; boundary=X', '5\r\n--X\r\n', true],
    ['/api/super-admin/login', 'multipart/form-data; boundary=X', 'zz\r\n--X\r\n', false],
    ['/api/auth/login', 'application/json', '5\r\n{"a":\r\nXX\r\n', false],
    ['/api/auth/register', 'application/x-www-form-urlencoded', 'ffffffffffffffffffff\r\n', false],
  ])('%s (%s) is answered 400 in Turkish and logs no error', async (url, contentType, body, endAfter) => {
    const before = logLines.length;
    const response = await send(chunkedHead(url, contentType), body, endAfter);
    if (!endAfter) {
      expect(response).toMatch(/^HTTP\/1\.1 400 /);
      expect(response).toContain('{"detail":"İstek gövdesi okunamadı"}');
    }
    // The request's own log lines come after the answer: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const errorsLogged = logLines.slice(before).filter((line) => line.level >= 50);
    expect(errorsLogged).toEqual([]);
  });

  it.each([
    ['/api/auth/login', 'application/json', 'zz\r\n'],
    ['/api/auth/register', 'application/x-www-form-urlencoded', 'ffffffffffffffffffff\r\n'],
    ['/api/super-admin/login', 'application/json', '-1\r\n'],
    ['/api/auth/login', 'multipart/form-data; boundary=X', '5;\r\n--X\r\n'],
  ])('%s (%s) with the broken chunk in the head’s packet: 400, and no error logged', async (url, type, body) => {
    const before = logLines.length;
    const response = await send(chunkedHead(url, type), body, false, true);
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain('{"detail":"İstek gövdesi okunamadı"}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });

  it('a body cut off for slowness (408) logs no error either', async () => {
    const before = logLines.length;
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n';
    const response = await send(head, '{"email":');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still serves the next request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/platform/settings`);
    expect(res.status).toBe(200);
  });
});
