import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileIn } from './db/client.js';
import { firstPasswordFile } from './modules/admin/first-password.service.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

/**
 * The server as `npm start` runs it (main.ts, through tsx), on a data folder and database of its
 * own: what it prints on its first start and on those after, until the operator signs in, and the
 * one line a setting that does not work gets.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');
const { fetch } = globalThis;

let fresh: TestDatabase & { url: string | undefined };
beforeAll(async () => {
  fresh = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await fresh?.drop();
});

interface Run {
  child: ReturnType<typeof spawn>;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string> = {}): Run {
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverRoot,
    // Nothing of this machine's own settings: only what the test gives.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: fresh.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
      ...env,
    },
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits (within the test's timeout) for the block the server prints once it listens. */
async function signInBlock(server: Run): Promise<{ site: string; block: string }> {
  for (;;) {
    const match = /\nVazife hazır: (\S+)\n(?:.+\n)*\n/.exec(server.stdout());
    if (match) return { site: match[1]!, block: match[0] };
    if (server.child.exitCode !== null) throw new Error(`the server stopped: ${server.stderr()}`);
    await new Promise((resolve) => server.child.stdout!.once('data', resolve));
  }
}

async function stop(server: Run): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

async function signIn(site: string, password: string) {
  return fetch(`${site}/api/super-admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
}

async function operatorNames(): Promise<string[]> {
  const database = openDatabase({ databaseUrl: fresh.url, sqliteFile: sqliteFileIn(fresh.dataDir) });
  try {
    return (await database.db.selectFrom('super_admins').select('username').execute()).map((row) => row.username);
  } finally {
    await database.destroy();
  }
}

const passwordFile = () => firstPasswordFile(fresh.dataDir);

describe('the first start and those after it', { timeout: 90_000 }, () => {
  it('a port taken: one line naming PORT, exit 2, and no operator made', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const server = startServer({ PORT: String(port) });
      expect(await server.exited).toBe(2);
      expect(server.stderr()).toBe(`PORT: ${port} numaralı port kullanımda (EADDRINUSE 127.0.0.1:${port})\n`);
      expect(server.stdout()).not.toMatch(/Şifre/);
    } finally {
      taken.close();
    }
    // The database was migrated, but the operator waits for a start that listens.
    expect(await operatorNames()).toEqual([]);
    expect(existsSync(passwordFile())).toBe(false);
  });

  it('makes the operator once it listens and prints the sign-in block last, on a terminal', async () => {
    const server = startServer({ LOG_FORMAT: 'pretty' });
    const { site, block } = await signInBlock(server);
    const password = /\n {2}Şifre: +(\S+)\n/.exec(block)![1]!;
    expect(block).toContain(`\n  Giriş:         ${site}/super-admin/login\n`);
    expect(block).toContain('\n  Kullanıcı adı: admin\n');
    expect(block).toContain(`\n  Şifre ayrıca ${passwordFile()} dosyasında`);
    // The file holds the same password, for its owner only.
    expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
    expect(readFileSync(passwordFile(), 'utf8')).toContain(`\nKullanıcı adı: admin\nŞifre: ${password}\n`);
    expect(await operatorNames()).toEqual(['admin']);

    // Opening the page and a wrong password print nothing under the block.
    expect((await fetch(`${site}/api/super-admin/dashboard`)).status).toBe(401);
    expect((await signIn(site, 'yanlis-sifre-1')).status).toBe(401);
    await stop(server);
    const after = server.stdout().slice(server.stdout().indexOf(block) + block.length);
    expect(after).toMatch(/^\d\d:\d\d:\d\d INFO {2}shutting down\n$/);
    expect(existsSync(passwordFile())).toBe(true);
  });

  it('names the password file on every start until the operator signs in; signing in removes it', async () => {
    const password = /^Şifre: (\S+)$/m.exec(readFileSync(passwordFile(), 'utf8'))![1]!;
    // Not a terminal and no LOG_FORMAT: pino's JSON lines, one per request, as a log collector reads.
    const server = startServer();
    const { site, block } = await signInBlock(server);
    expect(block).toContain('\nPlatform yöneticisi henüz giriş yapmadı:\n');
    expect(block).toContain(`\n  Şifre:         ${passwordFile()} dosyasında`);
    expect(block).toContain('npm run admin -- create admin --password');
    expect(block).not.toContain(password);

    expect((await signIn(site, 'yanlis-sifre-1')).status).toBe(401);
    expect(existsSync(passwordFile())).toBe(true);
    expect((await signIn(site, password)).status).toBe(200);
    expect(existsSync(passwordFile())).toBe(false);
    await stop(server);
    const logged = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } });
    expect(logged.filter((line) => line.msg === 'request completed').map((line) => line.res!.statusCode)).toEqual([
      401, 200,
    ]);

    const next = startServer();
    expect((await signInBlock(next)).block).toMatch(/^\nVazife hazır: \S+\n\n$/);
    await stop(next);
  });
});

describe('a setting that does not work', { timeout: 60_000 }, () => {
  /** The server's whole answer: one line naming the setting on standard error, exit code 2. */
  async function stopsWith(env: Record<string, string>): Promise<string> {
    const server = startServer(env);
    expect(await server.exited).toBe(2);
    expect(server.stdout()).toBe('');
    const lines = server.stderr().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    return lines[0]!;
  }

  it('DATABASE_URL that cannot be reached', async () => {
    expect(await stopsWith({ DATABASE_URL: 'postgres://x@nope.invalid/db' })).toMatch(
      /^DATABASE_URL: veritabanına bağlanılamadı \((ENOTFOUND|EAI_AGAIN) nope\.invalid\)$/,
    );
  });

  it('S3 storage that cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    expect(
      await stopsWith({
        STORAGE: 's3',
        S3_BUCKET: 'vazife',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'anahtar',
        S3_SECRET_ACCESS_KEY: 'gizli',
      }),
    ).toBe(`S3_ENDPOINT: dosya deposuna ulaşılamadı (ECONNREFUSED 127.0.0.1:${port})`);
  });
});
