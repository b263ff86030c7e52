// node --test scripts/: `npm start` runs the server in its own process, so stopping it stops all.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, test } from 'node:test';
import { builds, inputHash, stampFile } from './builds.mjs';

const { fetch } = globalThis;
const repository = path.resolve(import.meta.dirname, '..');

/** A server in place of the real one: it says where it runs, and closes on SIGTERM as main.ts does. */
const stubServer = `
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
const server = createServer((_req, res) => res.end('ok'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
server.listen(0, '127.0.0.1', () => {
  writeFileSync(process.env.READY_FILE, JSON.stringify({ pid: process.pid, port: server.address().port }));
});
`;

let root;
let readyFile;
const started = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'vazife-start-'));
  readyFile = path.join(root, 'ready.json');
  const { scripts } = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'start-test', private: true, scripts }));
  mkdirSync(path.join(root, 'scripts'));
  for (const file of ['start.mjs', 'builds.mjs']) {
    copyFileSync(path.join(repository, 'scripts', file), path.join(root, 'scripts', file));
  }
  // Every build current: its output and the stamp of the (few) sources here.
  for (const build of builds) {
    mkdirSync(path.join(root, build.workspace, 'dist'), { recursive: true });
    writeFileSync(path.join(root, build.workspace, 'package.json'), '{}');
    writeFileSync(path.join(root, build.workspace, build.output), build.workspace === 'apps/server' ? stubServer : '');
  }
  for (const build of builds) writeFileSync(stampFile(root, build), inputHash(root, build));
});

afterEach(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  started.length = 0;
  rmSync(root, { recursive: true, force: true });
});

function start(command, args) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, READY_FILE: readyFile }, stdio: 'ignore' });
  started.push(child.pid);
  return child;
}

/** Waits (within the test's timeout) until the server is listening, and says where it runs. */
async function serverReady() {
  while (!existsSync(readyFile)) await sleep(50);
  const ready = JSON.parse(readFileSync(readyFile, 'utf8'));
  started.push(ready.pid);
  return ready;
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test(
  'the server runs in the start script’s own process; SIGTERM to it closes the server',
  { timeout: 60_000 },
  async () => {
    const script = start(process.execPath, ['scripts/start.mjs']);
    const ready = await serverReady();
    assert.equal(ready.pid, script.pid);
    assert.equal(await (await fetch(`http://127.0.0.1:${ready.port}/`)).text(), 'ok');
    script.kill('SIGTERM');
    const [code, signal] = await once(script, 'exit');
    assert.deepEqual({ code, signal }, { code: 0, signal: null });
  },
);

test('SIGTERM to the npm start process stops the server too', { timeout: 60_000 }, async () => {
  const npm = start('npm', ['start']);
  const ready = await serverReady();
  npm.kill('SIGTERM');
  await once(npm, 'exit');
  while (isRunning(ready.pid)) await sleep(50);
  await assert.rejects(fetch(`http://127.0.0.1:${ready.port}/`));
});

test('a build that fails stops the start: its output is in build.log, its last lines on the terminal', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8'));
  const workspaces = builds.map((build) => build.workspace);
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'start-test', private: true, workspaces, scripts }),
  );
  const failing = {
    name: 'server',
    scripts: { build: 'node -e "console.log(\'derleyici: 3 hata\'); process.exit(2)"' },
  };
  writeFileSync(path.join(root, 'apps/server/package.json'), JSON.stringify(failing));
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /^Derleniyor: apps\/server \(çıktısı build\.log dosyasında\)…$/m);
  assert.match(result.stderr, /derleyici: 3 hata/);
  assert.match(result.stderr, /Derleme başarısız: apps\/server\. Çıktının tamamı: build\.log/);
  assert.match(readFileSync(path.join(root, 'build.log'), 'utf8'), /derleyici: 3 hata/);
  assert.equal(existsSync(readyFile), false);
});
