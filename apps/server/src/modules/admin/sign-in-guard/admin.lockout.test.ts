import { errors } from '@vazife/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { checkAnswersAgainstDocument } from '../../../test/answer-check.js';
import { testEngine } from '../../../test/test-database.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { createOrResetAdmin } from '../admin.service.js';
import { codeAt } from '../two-factor/two-factor-codes.rules.js';
import { freshCode, makeOperator, withTwoFactor, type TestOperator } from '../two-factor/two-factor-test-kit.js';

// The per-address limit is out of the way (test config): what refuses here is the account's.
const t = useTestApp();
const minute = 60_000;
const t0 = Date.parse('2026-11-22T09:00:00.000Z');

beforeEach(() => {
  // The clock the lockouts are counted by, moved by the tests instead of waiting. Operators are
  // made before t0; what the tests look at happens from t0 on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t0 - 10 * minute);
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (ms: number) => vi.setSystemTime(ms);

/**
 * A second instance of the app on the same database: on PostgreSQL with a connection pool of its
 * own, as behind a load balancer; SQLite has one writer, and shares the handle.
 */
async function secondInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let own: DatabaseHandle | undefined;
  if (testEngine === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    own = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  }
  const app = await buildApp({ config: t.config, database: own ?? t.database, tokens: t.tokens }, { logger: false });
  checkAnswersAgainstDocument(app);
  return {
    app,
    close: async () => {
      await app.close();
      await own?.destroy();
    },
  };
}

/** The first step of the sign-in from an address of one's own. */
function signIn(op: Pick<TestOperator, 'username'>, password: string, address = '203.0.113.1', app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: { username: op.username, password },
    remoteAddress: address,
  });
}

function secondStep(challenge: string, code: string, address = '203.0.113.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/super-admin/login/two-factor',
    payload: { challenge_token: challenge, code },
    remoteAddress: address,
  });
}

/** The operator's entries from t0 on, in time order (those of one instant by action's name). */
const entriesOf = (op: TestOperator) =>
  t.database.db
    .selectFrom('operator_audit_log')
    .selectAll()
    .where('entity_kind', '=', 'operator')
    .where('entity_id', '=', op.id)
    .where('created_at', '>=', new Date(t0).toISOString())
    .orderBy('created_at')
    .orderBy('action')
    .execute();

const dashboard = (token: string) => injectAs(t, { token }, 'GET', '/api/super-admin/dashboard');

describe('the operator’s sign-in, limited per account', () => {
  it('200 wrong passwords from ten addresses and two instances at once: five are checked, the account locks, the right password waits', async () => {
    const op = await makeOperator(t);
    const other = await secondInstance();
    at(t0);
    const guesses = Array.from({ length: 200 }, (_, i) =>
      signIn(op, `tahmin-${i}`, `198.51.100.${i % 10}`, i % 2 === 0 ? t.app : other.app),
    );
    const answers = await Promise.all(guesses).finally(() => other.close());
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const locked = answers.find((res) => res.statusCode === 429)!;
    expect(locked.json().detail).toBe(errors.operatorSignInLocked(1));
    expect(locked.headers['retry-after']).toBe('60');

    // The right password, from an address that guessed nothing, is refused during the lockout.
    const during = await signIn(op, op.password, '192.0.2.77');
    expect(during.statusCode).toBe(429);
    expect(during.body).not.toContain('access_token');
    at(t0 + minute - 1000);
    expect((await signIn(op, op.password, '192.0.2.77')).statusCode).toBe(429);

    at(t0 + minute);
    const after = await signIn(op, op.password, '192.0.2.77');
    expect(after.statusCode, after.body).toBe(200);
    expect((await dashboard(after.json().access_token)).statusCode).toBe(200);

    // In the audit log: the five failures with their addresses, the lockout, the sign-in; the
    // refused attempts checked nothing and wrote nothing.
    const entries = await entriesOf(op);
    expect(entries.map((e) => e.action)).toEqual([...Array(5).fill('sign_in_failed'), 'sign_in_locked', 'sign_in']);
    for (const e of entries) expect(e).toMatchObject({ operator_id: op.id, operator_username: op.username });
    for (const e of entries.slice(0, 5)) {
      const after = JSON.parse(e.after_json!);
      expect(after.step).toBe('password');
      expect(after.address).toMatch(/^198\.51\.100\.\d$/);
    }
    expect(JSON.parse(entries[5]!.after_json!)).toMatchObject({
      lockout_minutes: 1,
      locked_until: new Date(t0 + minute).toISOString(),
    });
    expect(JSON.parse(entries[6]!.after_json!)).toEqual({ address: '192.0.2.77', two_factor: false });
    expect(JSON.stringify(entries)).not.toMatch(/tahmin-|operator-sifre/);
  });

  it('locks longer each time in a row (1, 2, 4, 8, then 15 minutes); a sign-in starts again from one', async () => {
    const op = await makeOperator(t);
    let now = t0;
    at(now);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      for (let i = 0; i < 5; i++) expect((await signIn(op, 'yanlis-sifre')).statusCode).toBe(401);
      const locked = await signIn(op, op.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().detail).toBe(errors.operatorSignInLocked(minutes));
      expect(locked.headers['retry-after']).toBe(String(minutes * 60));
      now += minutes * minute;
      at(now);
    }
    expect((await signIn(op, op.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(op, 'yanlis-sifre')).statusCode).toBe(401);
    expect((await signIn(op, op.password)).json().detail).toBe(errors.operatorSignInLocked(1));
  });

  it('counts an unknown username nowhere, and another operator’s lockout is not this one’s', async () => {
    const locked = await makeOperator(t);
    const other = await makeOperator(t);
    for (let i = 0; i < 5; i++) await signIn(locked, 'yanlis-sifre');
    expect((await signIn(locked, locked.password)).statusCode).toBe(429);
    expect((await signIn(other, other.password)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) {
      const unknown = await signIn({ username: 'olmayan-yonetici' }, 'yanlis-sifre');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().detail).toBe(errors.adminInvalidCredentials);
    }
    const stray = await t.database.db
      .selectFrom('operator_audit_log')
      .select('id')
      .where('entity_label', '=', 'olmayan-yonetici')
      .execute();
    expect(stray).toEqual([]);
  });

  it('a new password from the command line lifts the lockout', async () => {
    const op = await makeOperator(t);
    for (let i = 0; i < 5; i++) await signIn(op, 'yanlis-sifre');
    expect((await signIn(op, op.password)).statusCode).toBe(429);
    await createOrResetAdmin({ db: t.database.db }, op.username, 'yeni-sifre-2026');
    expect((await signIn(op, 'yeni-sifre-2026')).statusCode).toBe(200);
  });
});

describe('the code step, limited per account', () => {
  it('five wrong codes over five challenges and addresses lock the account; the right code waits', async () => {
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    at(t0);
    const challenge = async (address: string) => {
      const res = await signIn(op, op.password, address);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().challenge_token as string;
    };
    // Six sign-ins' first steps: the right password is no failure, and locks nothing.
    const challenges: string[] = [];
    for (let i = 0; i < 6; i++) challenges.push(await challenge(`198.51.100.${i}`));
    const wrong = codeAt(secret, Date.now() + 10 * minute);
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(challenges[i]!, wrong, `198.51.100.${20 + i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(errors.twoFactorCodeInvalid);
    }

    // Locked: the right code of an open challenge, and the right password, wait.
    const refused = await secondStep(challenges[5]!, await freshCode(t, op, secret), '192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(errors.operatorSignInLocked(1));
    expect((await signIn(op, op.password, '192.0.2.77')).statusCode).toBe(429);

    at(t0 + minute);
    const done = await secondStep(challenges[5]!, await freshCode(t, op, secret), '192.0.2.77');
    expect(done.statusCode, done.body).toBe(200);
    expect((await dashboard(done.json().access_token)).statusCode).toBe(200);

    const entries = await entriesOf(op);
    const signInEntries = entries.filter((e) => e.action.startsWith('sign_in'));
    expect(signInEntries.map((e) => e.action)).toEqual([
      ...Array(5).fill('sign_in_failed'),
      'sign_in_locked',
      'sign_in',
    ]);
    expect(signInEntries.slice(0, 5).map((e) => JSON.parse(e.after_json!).step)).toEqual(Array(5).fill('code'));
    expect(JSON.parse(signInEntries[6]!.after_json!)).toEqual({ address: '192.0.2.77', two_factor: true });
  });

  it('four wrong passwords, then the right one and the right code: no lockout', async () => {
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    for (let i = 0; i < 4; i++) expect((await signIn(op, 'yanlis-sifre')).statusCode).toBe(401);
    const first = await signIn(op, op.password);
    expect(first.statusCode).toBe(200);
    const done = await secondStep(first.json().challenge_token, await freshCode(t, op, secret));
    expect(done.statusCode, done.body).toBe(200);
    // The count started again with the sign-in.
    for (let i = 0; i < 4; i++) expect((await signIn(op, 'yanlis-sifre')).statusCode).toBe(401);
    expect((await signIn(op, op.password)).statusCode).toBe(200);
  });
});
