#!/usr/bin/env node
// npm start: builds whatever is missing or older than its sources, then runs the server (which
// migrates and serves API and web).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { builds, isStale, runBuild } from './builds.mjs';

const root = path.resolve(import.meta.dirname, '..');

for (const build of builds) {
  if (!isStale(root, build)) continue;
  console.log(`Derleniyor: ${build.workspace}`);
  if (!runBuild(root, build)) process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
