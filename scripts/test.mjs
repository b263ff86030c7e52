#!/usr/bin/env node
// npm test: lint, type check, the scripts' own tests, the contract's tests, the API document's
// lint (Redocly), unit and route tests on SQLite, the route tests again on PostgreSQL when
// TEST_DATABASE_URL is set (required under CI=true), web tests, then the browser journeys on the
// production build.
//
// Independent steps run two at a time (TEST_JOBS changes that): most of them keep one core busy
// (a Vitest run on a 2-core machine has one worker), so a second step fills the other core. The
// build and the journeys, which keep both cores busy, run alone.
// One step's output streams to the terminal; the others' is held and printed whole, in the order
// they end, so that no two steps' lines interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { builds, isStale } from './builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/vazife-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || Math.min(2, os.availableParallelism()));
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** Adds a Vitest or Playwright JSON report to the totals. */
function count(file, kind) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else {
    totals.passed += report.stats?.expected ?? 0;
    totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    totals.skipped += report.stats?.skipped ?? 0;
  }
}

/**
 * The steps, each with the steps it needs (which must have passed) and what it adds to the totals
 * once done. Listed in the order they start when a slot is free: the long ones early, so that the
 * short ones fill in around them.
 */
const steps = [];
function step(title, command, args, { env = {}, needs = [], done, alone = false } = {}) {
  steps.push({ title, command, args, env, needs, done, alone, state: 'waiting', output: [] });
}

function vitest(title, workspace, name, options = {}) {
  const out = path.join(reports, `${name}.json`);
  step(
    title,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { ...options, done: () => count(out, 'vitest') },
  );
}

/** Node's own test runner (through `loader`, e.g. tsx for TypeScript files), counted from its closing lines. */
function nodeTests(title, patterns, loader = [process.execPath]) {
  const [command, ...loaderArgs] = loader;
  step(title, command, [...loaderArgs, '--test', '--test-reporter=spec', ...patterns], {
    done: (output) => {
      const text = stripVTControlCharacters(output);
      const counted = (name) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      totals.passed += counted('pass');
      totals.failed += counted('fail');
      totals.skipped += counted('skipped');
    },
  });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const journeys = existsSync(chromium);
const staleBuilds = builds.filter((build) => isStale(root, build));

// The build first, then the journeys, each with nothing beside it: the journeys keep both cores
// busy (the browser and the server it drives), and a Vitest run beside them made the whole run
// longer, not shorter (26.8 minutes against about 21 one step at a time).
if (journeys && staleBuilds.length) step('Derleme (production build)', 'npm', ['run', 'build'], { alone: true });
else if (journeys) console.log('\n• Derleme güncel: kaynakları değişmemiş, yeniden derlenmedi.');
const built = journeys && staleBuilds.length ? ['Derleme (production build)'] : [];
if (journeys) {
  const out = path.join(reports, 'e2e.json');
  step('Tarayıcı yolculukları (Playwright)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    needs: built,
    alone: true,
    done: () => count(out, 'playwright'),
  });
} else if (process.env.CI) {
  failures.push(`Chromium yok (${chromium})`);
} else {
  console.log(`\n• ${chromium} yok: tarayıcı yolculukları atlandı (sudo apt-get install chromium).`);
}
if (process.env.TEST_DATABASE_URL) {
  vitest('Sunucu testleri (PostgreSQL)', 'apps/server', 'server-postgres', { env: { TEST_DB: 'postgres' } });
} else if (process.env.CI) {
  // In CI a PostgreSQL that cannot be reached is a failure, not a quiet skip.
  failures.push('PostgreSQL yok (TEST_DATABASE_URL)');
} else {
  console.log('\n• TEST_DATABASE_URL yok: PostgreSQL testleri atlandı.');
}
vitest('Sunucu testleri (SQLite)', 'apps/server', 'server-sqlite', { env: { TEST_DB: 'sqlite' } });
vitest('Web testleri', 'apps/web', 'web');
step('Lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
step('Tür denetimi (tsc --noEmit)', 'npm', ['run', 'typecheck']);
// The OpenAPI document as the server builds it, held to Redocly's recommended rules (redocly.yaml).
const apiDocument = path.join(reports, 'openapi.json');
step('API belgesi (openapi.json)', 'npm', ['run', 'openapi', '-w', 'apps/server', '--', apiDocument]);
step('API belgesi: Redocly kuralları', 'npx', ['redocly', 'lint', '--format', 'stylish', apiDocument], {
  env: { REDOCLY_TELEMETRY: 'off' },
  needs: ['API belgesi (openapi.json)'],
});
vitest('Sözleşme testleri', 'packages/contract', 'contract');
nodeTests('Betik ve lint kuralı testleri', ['scripts/*.test.mjs', 'eslint-rules/*.test.mjs']);
// The busy-hour benchmark's client models, held to TanStack Query's own behaviour.
nodeTests('Ölçüm istemci modeli testleri', ['bench/lib/busy/clients/*.test.ts'], ['npx', 'tsx', '--conditions=source']);
if (journeys)
  step('İlk ekran bütçesi (/login JavaScript, brotli)', 'npm', ['run', 'budget', '-w', 'apps/web'], { needs: built });

// The terminal: one running step writes to it directly; the others' output waits for a line's end.
let owner;
let atLineStart = true;
const finished = [];

function write(text) {
  if (!text) return;
  process.stdout.write(text);
  atLineStart = text.endsWith('\n');
}

function flushFinished() {
  if (!atLineStart || !finished.length) return;
  // The step that streams goes on after these: its next lines get its title again.
  if (owner) owner.interrupted = true;
  while (finished.length) {
    const s = finished.shift();
    write(`\n▶ ${s.title}\n`);
    write(s.output.join(''));
    if (!atLineStart) write('\n');
    write(`${s.ok ? '✔' : '✘'} ${s.title} (${s.seconds.toFixed(1)} s)\n`);
  }
}

function takeTerminal() {
  owner = steps.find((s) => s.state === 'running');
  if (!owner) return;
  write(`\n▶ ${owner.title}${owner.output.length ? ' (sürüyor)' : ''}\n`);
  write(owner.output.splice(0).join(''));
}

function start(s) {
  s.state = 'running';
  s.started = Date.now();
  if (!owner) {
    owner = s;
    write(`\n▶ ${s.title}\n`);
  }
  const child = spawn(s.command, s.args, {
    cwd: root,
    env: { ...process.env, ...colour, ...s.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk) => {
    const text = chunk.toString();
    s.text = (s.text ?? '') + text;
    if (owner === s) {
      if (s.interrupted) write(`\n▶ ${s.title} (sürüyor)\n`);
      s.interrupted = false;
      write(text);
      flushFinished();
    } else s.output.push(text);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => {
    child.on('error', (error) => take(`${error.message}\n`));
    child.on('close', (code) => {
      s.ok = code === 0;
      s.seconds = (Date.now() - s.started) / 1000;
      s.state = s.ok ? 'passed' : 'failed';
      if (!s.ok) failures.push(s.title);
      s.done?.(s.text ?? '');
      if (owner === s) {
        owner = undefined;
        if (!atLineStart) write('\n');
        write(`${s.ok ? '✔' : '✘'} ${s.title} (${s.seconds.toFixed(1)} s)\n`);
        flushFinished();
        takeTerminal();
      } else {
        finished.push(s);
        flushFinished();
      }
      resolve();
    });
  });
}

const running = new Set();
for (;;) {
  for (const s of steps) {
    if (s.state !== 'waiting') continue;
    const needed = s.needs.map((title) => steps.find((other) => other.title === title));
    if (needed.some((other) => other.state === 'failed' || other.state === 'skipped')) s.state = 'skipped';
  }
  const ready = steps.filter(
    (s) =>
      s.state === 'waiting' &&
      s.needs.every((title) => steps.find((other) => other.title === title).state === 'passed'),
  );
  const aloneRunning = () => steps.some((s) => s.state === 'running' && s.alone);
  while (running.size < jobs && ready.length && !aloneRunning()) {
    // A step that runs alone waits for the slots to empty, and the steps after it wait with it.
    if (ready[0].alone && running.size) break;
    const s = ready.shift();
    const promise = start(s).then(() => running.delete(promise));
    running.add(promise);
  }
  if (!running.size) break;
  await Promise.race(running);
}
if (!owner) flushFinished();

const timed = steps.filter((s) => s.seconds !== undefined);
console.log(`\nAdımların süreleri (${jobs} adım birlikte):`);
for (const s of timed) console.log(`  ${s.ok ? '✔' : '✘'} ${s.title}: ${s.seconds.toFixed(1)} s`);
for (const s of steps.filter((other) => other.state === 'skipped')) console.log(`  – ${s.title}: atlandı`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.log(`Başarısız adımlar: ${failures.join('; ')}`);
  process.exit(1);
}
