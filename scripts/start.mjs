#!/usr/bin/env node
// npm start: builds whatever is missing or older than its sources, then runs the server (which
// migrates and serves API and web) in this very process, so that a signal sent to it reaches the
// server.
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { pathToFileURL } from 'node:url';
import { builds, isStale, runBuild } from './builds.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The builds' output goes to this file; the terminal gets one line before and one after. */
const logName = 'build.log';

const stale = builds.filter((build) => isStale(root, build));
if (stale.length > 0) {
  const started = Date.now();
  console.log(`Derleniyor: ${stale.map((build) => build.workspace).join(', ')} (çıktısı ${logName} dosyasında)…`);
  const log = openSync(path.join(root, logName), 'w');
  const failed = stale.find((build) => !runBuild(root, build, { log }));
  closeSync(log);
  if (failed) {
    const tail = readFileSync(path.join(root, logName), 'utf8').trimEnd().split('\n').slice(-40);
    console.error(`${tail.join('\n')}\n\nDerleme başarısız: ${failed.workspace}. Çıktının tamamı: ${logName}`);
    process.exit(1);
  }
  console.log(`Derlendi (${Math.round((Date.now() - started) / 1000)} sn).`);
}

// npm runs this script through a shell, and the shell dies of the SIGTERM npm passes on to it
// without passing it further: left without its parent, this process stops as if it had been sent
// the signal itself (the server's own handler closes it cleanly).
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  process.kill(process.pid, 'SIGTERM');
}, 500);
orphaned.unref();

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
