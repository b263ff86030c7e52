// node --test scripts/: the freshness check behind `npm start`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { builds, inputFiles, inputHash, isStale, stampFile } from './builds.mjs';

const build = { workspace: 'apps/server', output: 'dist/main.js', outputs: ['dist'], reads: ['packages/contract'] };
let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What a build leaves: its output and the stamp of the sources it was made from. */
function built() {
  write('apps/server/dist/main.js', 'built');
  writeFileSync(stampFile(root, build), inputHash(root, build));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'vazife-builds-'));
  write('package-lock.json', '{}');
  write('tsconfig.base.json', '{}');
  write('apps/server/package.json', '{}');
  write('apps/server/src/main.ts', 'one');
  write('apps/server/src/db/migrations/0001.ts', 'first');
  write('packages/contract/src/index.ts', 'contract');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a missing output or stamp is stale', () => {
  assert.equal(isStale(root, build), true);
  write('apps/server/dist/main.js', 'built');
  assert.equal(isStale(root, build), true);
});

test('a build of the sources here is current', () => {
  built();
  assert.equal(isStale(root, build), false);
});

test('a changed, added or deleted source makes it stale', () => {
  built();
  write('apps/server/src/main.ts', 'two');
  assert.equal(isStale(root, build), true);
  built();
  write('apps/server/src/db/migrations/0002.ts', 'second');
  assert.equal(isStale(root, build), true);
  built();
  rmSync(path.join(root, 'apps/server/src/db/migrations/0001.ts'));
  assert.equal(isStale(root, build), true);
});

test('a new lockfile makes it stale; an edited test does not', () => {
  built();
  write('apps/server/src/main.test.ts', 'a test');
  write('apps/server/src/test/factories.ts', 'helpers');
  assert.equal(isStale(root, build), false);
  write('package-lock.json', '{"changed":true}');
  assert.equal(isStale(root, build), true);
});

test('any file of the workspace is an input, wherever it lies, but for outputs and installed packages', () => {
  built();
  write('apps/server/guest.html', '<html>');
  assert.equal(isStale(root, build), true);
  built();
  write('apps/server/scripts/prerender.ts', 'new');
  assert.equal(isStale(root, build), true);
  built();
  write('apps/server/dist/other.js', 'output');
  write('apps/server/node_modules/pkg/index.js', 'installed');
  write('apps/server/tsconfig.tsbuildinfo', 'cache');
  write('apps/server/vitest.config.ts', 'test settings');
  assert.equal(isStale(root, build), false);
});

test('a workspace it reads is an input too, but for that workspace’s own output', () => {
  built();
  write('packages/contract/dist/index.js', 'contract built');
  write('packages/contract/node_modules/zod/index.js', 'installed');
  assert.equal(isStale(root, build), false);
  write('packages/contract/src/index.ts', 'changed contract');
  assert.equal(isStale(root, build), true);
});

test('in this repository, every tracked file of a workspace but its tests is an input of its build', (t) => {
  const repository = path.resolve(import.meta.dirname, '..');
  let tracked;
  try {
    tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repository, encoding: 'utf8' }).split('\0');
  } catch {
    return t.skip('not a git checkout');
  }
  const web = builds.find((b) => b.workspace === 'apps/web');
  assert.ok(inputFiles(repository, web).includes(path.normalize('apps/web/index.html')));
  assert.ok(inputFiles(repository, web).includes(path.normalize('apps/web/vite-first-screen.ts')));
  for (const each of builds) {
    const inputs = new Set(inputFiles(repository, each));
    const folders = [each.workspace, ...(each.reads ?? [])];
    const missing = tracked
      .filter((file) => folders.some((folder) => file.startsWith(`${folder}/`)))
      .filter((file) => !/\.test\.[cm]?[jt]sx?$|(^|\/)test\/|vitest\.config\.ts$/.test(file))
      .filter((file) => !inputs.has(path.normalize(file)));
    assert.deepEqual(missing, [], each.workspace);
  }
});
