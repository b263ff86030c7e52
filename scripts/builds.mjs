// What `npm start` builds, and how it tells a build that no longer matches its sources.
//
// Each build keeps a hash of its inputs (paths and contents) beside its output. After a
// `git pull`, a branch switch or an edit, the hash differs and the build runs again; comparing
// file times would miss a checkout that restores an older file, and hashing the few megabytes
// of sources costs tens of milliseconds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Inputs every build shares: the dependency tree and the compiler settings. */
const sharedInputs = ['package-lock.json', 'tsconfig.base.json'];

export const builds = [
  {
    workspace: 'packages/contract',
    output: 'dist/index.js',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
  },
  {
    // The web app bundles the contract from its source.
    workspace: 'apps/web',
    output: 'dist/index.html',
    inputs: [
      'src',
      'public',
      'index.html',
      'package.json',
      'tsconfig.json',
      'vite.config.ts',
      'vite-precompress.ts',
      'scripts/prerender-login.ts',
      '../../packages/contract/src',
    ],
  },
  {
    workspace: 'apps/server',
    output: 'dist/main.js',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
  },
];

/** Tests do not end up in a build, so editing one does not call for a new build. */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('test');

function listFiles(absolute) {
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hash of a build's inputs: every file's path relative to the repository and its bytes. */
export function inputHash(root, build) {
  const hash = createHash('sha256');
  const inputs = [...build.inputs.map((input) => path.join(build.workspace, input)), ...sharedInputs];
  const files = inputs
    .flatMap((input) => listFiles(path.join(root, input)))
    .map((file) => path.relative(root, file))
    .filter((file) => !isTest(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const stampFile = (root, build) => path.join(root, build.workspace, 'dist', '.source-hash');

/** Whether the build's output is missing or was made from other sources than the ones here now. */
export function isStale(root, build) {
  const stamp = stampFile(root, build);
  if (!existsSync(path.join(root, build.workspace, build.output)) || !existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== inputHash(root, build);
}

/** Builds one workspace from an empty output folder and stamps it; false when the build failed. */
export function runBuild(root, build) {
  // tsc leaves the output of deleted sources behind (an old migration would still run): start empty.
  rmSync(path.join(root, build.workspace, 'dist'), { recursive: true, force: true });
  const hash = inputHash(root, build);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return false;
  writeFileSync(stampFile(root, build), `${hash}\n`);
  return true;
}
