#!/usr/bin/env node
// npm test: lint, type check, the scripts' own tests, the contract's tests, the API document's
// lint (Redocly), unit and route tests on SQLite, the route tests again on PostgreSQL when
// TEST_DATABASE_URL is set (required under CI=true), web tests, then the browser journeys on the
// production build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/vazife-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(title);
  return ok;
}

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

function vitest(title, workspace, name, env = {}) {
  const out = path.join(reports, `${name}.json`);
  run(
    title,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  count(out, 'vitest');
}

/**
 * Runs Node's own test runner (through `loader`, e.g. tsx for TypeScript files) and adds its
 * closing counts to the totals.
 */
function nodeTests(title, patterns, loader = [process.execPath]) {
  console.log(`\n▶ ${title}`);
  const [command, ...loaderArgs] = loader;
  const result = spawnSync(command, [...loaderArgs, '--test', '--test-reporter=spec', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const counted = (name) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(result.stdout)?.[1] ?? 0);
  totals.passed += counted('pass');
  totals.failed += counted('fail');
  totals.skipped += counted('skipped');
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title}`);
  if (!ok) failures.push(title);
}

run('Lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
run('Tür denetimi (tsc --noEmit)', 'npm', ['run', 'typecheck']);
nodeTests('Betik ve lint kuralı testleri', ['scripts/*.test.mjs', 'eslint-rules/*.test.mjs']);
vitest('Sözleşme testleri', 'packages/contract', 'contract');
// The busy-hour benchmark's client models, held to TanStack Query's own behaviour.
nodeTests('Ölçüm istemci modeli testleri', ['bench/lib/busy/clients/*.test.ts'], ['npx', 'tsx', '--conditions=source']);
// The OpenAPI document as the server builds it, held to Redocly's recommended rules (redocly.yaml).
const apiDocument = path.join(reports, 'openapi.json');
if (run('API belgesi (openapi.json)', 'npm', ['run', 'openapi', '-w', 'apps/server', '--', apiDocument]))
  run('API belgesi: Redocly kuralları', 'npx', ['redocly', 'lint', '--format', 'stylish', apiDocument], {
    REDOCLY_TELEMETRY: 'off',
  });
vitest('Sunucu testleri (SQLite)', 'apps/server', 'server-sqlite', { TEST_DB: 'sqlite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('Sunucu testleri (PostgreSQL)', 'apps/server', 'server-postgres', { TEST_DB: 'postgres' });
} else if (process.env.CI) {
  // In CI a PostgreSQL that cannot be reached is a failure, not a quiet skip.
  failures.push('PostgreSQL yok (TEST_DATABASE_URL)');
} else {
  console.log('\n• TEST_DATABASE_URL yok: PostgreSQL testleri atlandı.');
}
vitest('Web testleri', 'apps/web', 'web');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('Derleme (production build)', 'npm', ['run', 'build'])) {
    run('İlk ekran bütçesi (/login JavaScript, brotli)', 'npm', ['run', 'budget', '-w', 'apps/web']);
    const out = path.join(reports, 'e2e.json');
    run('Tarayıcı yolculukları (Playwright)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    count(out, 'playwright');
  }
} else if (process.env.CI) {
  failures.push(`Chromium yok (${chromium})`);
} else {
  console.log(`\n• ${chromium} yok: tarayıcı yolculukları atlandı (sudo apt-get install chromium).`);
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.log(`Başarısız adımlar: ${failures.join('; ')}`);
  process.exit(1);
}
