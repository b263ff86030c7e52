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

/**
 * A build's inputs are its whole workspace folder but for its `outputs`, and the folders of the
 * workspaces it `reads` (but for theirs): a file added next to the configuration tomorrow is an
 * input without anyone listing it.
 */
export const builds = [
  {
    workspace: 'packages/contract',
    output: 'dist/index.js',
    outputs: ['dist'],
  },
  {
    // The web app bundles the contract from its source.
    workspace: 'apps/web',
    output: 'dist/index.html',
    outputs: ['dist', 'dist-prerender'],
    reads: ['packages/contract'],
  },
  {
    // The compiler checks the server against the contract's types.
    workspace: 'apps/server',
    output: 'dist/main.js',
    outputs: ['dist'],
    reads: ['packages/contract'],
  },
];

/** Never an input: installed packages, tool caches and state, whatever the folder. */
const ignoredNames = new Set(['node_modules', 'coverage', '.git', '.DS_Store', 'Thumbs.db']);
const isIgnoredFile = (name) => name.endsWith('.tsbuildinfo');

/** Tests do not end up in a build, so editing one does not call for a new build. */
const isTest = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) ||
  /(^|[\\/])vitest\.config\.[cm]?[jt]s$/.test(file) ||
  file.split(path.sep).includes('test');

/** The files under `relative` (a file or a folder), relative to the root, skipping `skipped` folders. */
function listFiles(root, relative, skipped) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  const files = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (ignoredNames.has(entry.name) || skipped.has(child)) continue;
    if (entry.isDirectory()) files.push(...listFiles(root, child, skipped));
    else if (entry.isFile() && !isIgnoredFile(entry.name)) files.push(child);
  }
  return files;
}

/** A workspace's folder and its build outputs (relative to the root), for any workspace. */
function workspaceFolder(workspace, build) {
  const outputs = (build ?? builds.find((other) => other.workspace === workspace))?.outputs ?? ['dist'];
  return { folder: path.normalize(workspace), outputs: outputs.map((output) => path.join(workspace, output)) };
}

/** Every file a build reads, relative to the root and sorted. */
export function inputFiles(root, build) {
  const folders = [workspaceFolder(build.workspace, build), ...(build.reads ?? []).map((w) => workspaceFolder(w))];
  const files = [
    ...folders.flatMap(({ folder, outputs }) => listFiles(root, folder, new Set(outputs))),
    ...sharedInputs.flatMap((input) => listFiles(root, input, new Set())),
  ];
  return [...new Set(files)].filter((file) => !isTest(file)).sort();
}

/** The hash of a build's inputs: every file's path relative to the repository and its bytes. */
export function inputHash(root, build) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, build)) {
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

/**
 * Builds one workspace from an empty output folder and stamps it; false when the build failed.
 * `log`: a file descriptor that takes the build's output instead of the terminal.
 */
export function runBuild(root, build, { log } = {}) {
  // tsc leaves the output of deleted sources behind (an old migration would still run): start empty.
  rmSync(path.join(root, build.workspace, 'dist'), { recursive: true, force: true });
  const hash = inputHash(root, build);
  const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio });
  if (result.status !== 0) return false;
  writeFileSync(stampFile(root, build), `${hash}\n`);
  return true;
}
