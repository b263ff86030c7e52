import { expect } from 'vitest';
import { injectAs, type Caller, type TestApp } from '../../../test/test-app.js';
import { createOrResetAdmin } from '../admin.service.js';
import { codeAt } from './two-factor-codes.rules.js';

let seq = 0;

export interface TestOperator {
  id: string;
  username: string;
  password: string;
  caller: Caller;
}

/** A new operator, signed in (before any two-factor). */
export async function makeOperator(t: TestApp, password = 'operator-sifre-1'): Promise<TestOperator> {
  seq += 1;
  const username = `op2fa${seq}_${Date.now().toString(36)}`;
  await createOrResetAdmin({ db: t.database.db }, username, password);
  const res = await injectAs(t, undefined, 'POST', '/api/super-admin/login', { username, password });
  expect(res.statusCode).toBe(200);
  const row = await t.database.db
    .selectFrom('super_admins')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, caller: { token: res.json().access_token } };
}

/**
 * A current code that has not been taken yet. A code is taken once per 30 s step: tests that use
 * several in a row forget the step taken before, as if the next code had come.
 */
export async function freshCode(t: TestApp, op: TestOperator, secret: string): Promise<string> {
  await t.database.db
    .updateTable('operator_two_factor')
    .set({ last_step: null })
    .where('admin_id', '=', op.id)
    .execute();
  return codeAt(secret, Date.now());
}

/** An operator with two-factor on: its secret and recovery codes. */
export async function withTwoFactor(
  t: TestApp,
  op: TestOperator,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().secret as string;
  const enable = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', {
    code: codeAt(secret, Date.now()),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  // Turning it on ends the tokens issued before: the operator goes on with the answer's.
  op.caller.token = enable.json().access_token;
  return { secret, recoveryCodes: enable.json().recovery_codes };
}

/** The sign-in's first step for an operator with two-factor on: its challenge token. */
export async function challengeOf(t: TestApp, op: TestOperator): Promise<string> {
  const res = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
    username: op.username,
    password: op.password,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().two_factor_required).toBe(true);
  return res.json().challenge_token;
}

export function secondStep(t: TestApp, payload: Record<string, string>) {
  return injectAs(t, undefined, 'POST', '/api/super-admin/login/two-factor', payload);
}
