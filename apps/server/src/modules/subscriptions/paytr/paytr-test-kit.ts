import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app.js';
import type { Config } from '../../../config.js';
import { startFakePaytr, type FakePaytr } from '../../../paytr-fake/fake-paytr.js';
import { TokenService } from '../../../platform/tokens.js';
import { checkAnswersAgainstDocument } from '../../../test/answer-check.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { testConfig, type TestApp } from '../../../test/test-app.js';

export const fakeCredentials = {
  merchantId: '424242',
  merchantKey: 'TestMagazaAnahtari9x7Q',
  merchantSalt: 'TestMagazaTuzu4k2Z',
};

export interface PaytrTestApp extends TestApp {
  fake: FakePaytr;
  /** Every line the app logged. */
  logs: string[];
  /** The app's address: the fake posts its notifications there. */
  url: string;
}

/**
 * The app on a fresh database, its log kept, listening on a free port, beside a fake PayTR on
 * another (PAYTR_BASE_URL) that posts its notifications to the app: the card flow end to end.
 */
export function usePaytrApp(overrides: Partial<Config> = {}): PaytrTestApp {
  const ctx = { logs: [] as string[] } as PaytrTestApp;
  let testDb: TestDatabase;
  beforeAll(async () => {
    ctx.fake = await startFakePaytr({ ...fakeCredentials, retryDelayMs: 20, maxAttempts: 3, duplicates: 1 });
    testDb = await createTestDatabase();
    ctx.database = testDb.database;
    ctx.config = testConfig(testDb.dataDir, {
      logLevel: 'info',
      paytrBaseUrl: ctx.fake.url,
      publicUrl: 'https://vazife.example.com',
      secretsKey: 'paytr-test-secrets-key-0123456789abcdef',
      ...overrides,
    });
    ctx.tokens = new TokenService(ctx.config.jwtSecret, ctx.config.tokenTtlHours);
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        ctx.logs.push(chunk.toString('utf8'));
        done();
      },
    });
    ctx.app = await buildApp(
      { config: ctx.config, database: ctx.database, tokens: ctx.tokens },
      { logStream, readReceiptWindowMs: 0 },
    );
    await ctx.app.ready();
    checkAnswersAgainstDocument(ctx.app);
    ctx.url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.fake.setNotifyUrl(`${ctx.url}/api/payments/paytr/callback`);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.fake?.close();
    await testDb?.drop();
  });
  return ctx;
}

/** A notification signed with the given credentials, as PayTR would sign it (or a forger would). */
export function signedNotice(
  fields: { merchant_oid: string; status: string; total_amount: string },
  key = fakeCredentials.merchantKey,
  salt = fakeCredentials.merchantSalt,
): Record<string, string> {
  const hash = createHmac('sha256', key)
    .update(fields.merchant_oid + salt + fields.status + fields.total_amount)
    .digest('base64');
  return { ...fields, hash, payment_type: 'card', currency: 'TL', test_mode: '1' };
}
