import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { adminCredentials, fakePaytrMerchant } from './tests/support/env.js';

/** A free loopback port, so that journeys never collide with a running server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The config is evaluated again in each worker: the first evaluation fixes port and data folder.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_PAYTR_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The run's database and files go when the run ends, passed or failed (the server has stopped by
  // then); a folder given by the caller stays.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
const paytrPort = Number(process.env.E2E_PAYTR_PORT);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/platform/settings`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_USERNAME: adminCredentials.username,
        ADMIN_PASSWORD: adminCredentials.password,
        LOG_LEVEL: 'warn',
        // Journeys sign in, send and write far more often than a person; each limit has its own
        // route tests (apps/server/src/test/write-budgets.test.ts and the modules' write-budget tests).
        AUTH_RATE_LIMIT: '1000',
        SEND_RATE_LIMIT: '1000',
        WRITE_RATE_LIMIT_SCALE: '1000',
        PENDING_CARD_PAYMENTS: '1000',
        // Card payments go to the fake PayTR below (the operator's journey stores its credentials:
        // support/env.ts fakePaytrMerchant).
        PAYTR_BASE_URL: `http://127.0.0.1:${paytrPort}`,
      },
    },
    {
      // The fake PayTR (apps/server/src/paytr-fake): its payment page's buttons post the signed
      // notification to the server above and send the browser to the result pages.
      command: [
        'node ../apps/server/dist/cli/paytr-fake.js',
        `--port ${paytrPort}`,
        `--notify-url http://127.0.0.1:${port}/api/payments/paytr/callback`,
        `--merchant-id ${fakePaytrMerchant.merchantId}`,
        `--merchant-key ${fakePaytrMerchant.merchantKey}`,
        `--merchant-salt ${fakePaytrMerchant.merchantSalt}`,
        '--retry-ms 500',
      ].join(' '),
      port: paytrPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
