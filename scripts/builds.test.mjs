// node --test scripts/: the freshness check behind `npm start`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { inputHash, isStale, stampFile } from './builds.mjs';

const build = { workspace: 'apps/server', output: 'dist/main.js', inputs: ['src', 'package.json'] };
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
