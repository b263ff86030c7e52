// node --test scripts/: every file of a server module says its kind in its name
// (docs/architecture.md, "Its files").
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const modules = fileURLToPath(new URL('../apps/server/src/modules/', import.meta.url));

/** The kinds of docs/architecture.md's table, as the ends of a file's name. */
const kinds = [
  /^index\.ts$/,
  /\.routes\.ts$/,
  /\.service\.ts$/,
  /\.repo\.ts$/,
  /-conditions\.ts$/,
  /\.mapper\.ts$/,
  /\.rules\.ts$/,
  /\.texts\.ts$/,
  /-events\.ts$/,
  /-notifications\.ts$/,
  /-cache\.ts$/,
  /\.job\.ts$/,
  /-deps\.ts$/,
  /-test-kit\.ts$/,
  /\.test\.ts$/,
];

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

test('every file of a server module names its kind', () => {
  const files = filesUnder(modules).filter((file) => file.endsWith('.ts'));
  assert.ok(files.length > 100, `the modules' files are found (${files.length})`);
  const unnamed = files
    .filter((file) => !kinds.some((kind) => kind.test(path.basename(file))))
    .map((file) => path.relative(modules, file));
  assert.deepEqual(unnamed, [], 'each of these files should end in one of the kinds of docs/architecture.md');
});

test('the check refuses a file named by its topic alone', () => {
  assert.equal(
    kinds.some((kind) => kind.test('task-json.ts')),
    false,
  );
  assert.equal(
    kinds.some((kind) => kind.test('task-json.mapper.ts')),
    true,
  );
});
