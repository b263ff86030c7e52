#!/usr/bin/env node
// npm start: builds what is missing, then runs the server (which migrates and serves API and web).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  { output: 'packages/contract/dist/index.js', workspace: 'packages/contract' },
  { output: 'apps/web/dist/index.html', workspace: 'apps/web' },
  { output: 'apps/server/dist/main.js', workspace: 'apps/server' },
];

for (const { output, workspace } of builds) {
  if (existsSync(path.join(root, output))) continue;
  console.log(`Derleniyor: ${workspace}`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
