import type { AuditEntry } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { codeAt } from './two-factor/two-factor-codes.rules.js';
import { turnOffTwoFactor } from './two-factor/two-factor.service.js';
import { challengeOf, freshCode, makeOperator, secondStep, withTwoFactor } from './two-factor/two-factor-test-kit.js';
import type { TestOperator } from './two-factor/two-factor-test-kit.js';

const t = useTestApp();

/**
 * The operator's own account's entries, as the console's audit tab reads them, by action and then
 * content: two calls may fall within one millisecond, so the tests do not rely on their order.
 */
async function accountLog(op: TestOperator, query = ''): Promise<AuditEntry[]> {
  const res = await injectAs(
    t,
    op.caller,
    'GET',
    `/api/super-admin/audit-log?entity_kind=operator&entity_id=${op.id}&page_size=100${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const key = (e: AuditEntry) => `${e.action} ${JSON.stringify(e.before)} ${JSON.stringify(e.after)}`;
  return (res.json().items as AuditEntry[]).sort((a, b) => key(a).localeCompare(key(b)));
}

describe('the operator’s sign-ins in the audit log', () => {
  it('writes a sign-in and a failed one with the address and the step; an unknown name writes nothing', async () => {
    const op = await makeOperator(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/login',
      payload: { username: op.username, password: 'yanlis-sifre-1' },
      remoteAddress: '198.51.100.7',
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: `${op.username}-yok`,
      password: op.password,
    });
    expect(unknown.statusCode).toBe(401);

    const entries = await accountLog(op);
    expect(entries.map((e) => e.action)).toEqual(['sign_in', 'sign_in_failed']);
    for (const entry of entries)
      expect(entry).toMatchObject({
        operator_id: op.id,
        operator_username: op.username,
        entity_kind: 'operator',
        entity_id: op.id,
        entity_label: op.username,
        before: null,
      });
    expect(entries[0]!.after).toEqual({ address: '127.0.0.1', two_factor: false });
    expect(entries[1]!.after).toEqual({ address: '198.51.100.7', step: 'password' });
    expect(JSON.stringify(entries)).not.toMatch(/yanlis-sifre|operator-sifre/);
    const unknownEntries = await injectAs(
      t,
      op.caller,
      'GET',
      `/api/super-admin/audit-log?operator=${op.username}-yok`,
    );
    expect(unknownEntries.json().total).toBe(0);
  });

  it('writes the second step’s sign-in, and its wrong code and recovery code', async () => {
    const op = await makeOperator(t);
    const { secret, recoveryCodes } = await withTwoFactor(t, op);
    const challenge = await challengeOf(t, op);
    expect((await secondStep(t, { challenge_token: challenge, code: codeAt(secret, 0) })).statusCode).toBe(401);
    expect((await secondStep(t, { challenge_token: challenge, recovery_code: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(
      401,
    );
    expect((await secondStep(t, { challenge_token: challenge, code: await freshCode(t, op, secret) })).statusCode).toBe(
      200,
    );
    const entries = await accountLog(op, '&action=sign_in_failed');
    expect(entries.map((e) => e.after)).toEqual([
      { address: '127.0.0.1', step: 'code' },
      { address: '127.0.0.1', step: 'recovery_code' },
    ]);
    const signIns = await accountLog(op, '&action=sign_in');
    expect(signIns.map((e) => e.after)).toEqual([
      { address: '127.0.0.1', two_factor: false },
      { address: '127.0.0.1', two_factor: true },
    ]);
    expect(JSON.stringify(await accountLog(op))).not.toContain(recoveryCodes[0]!);
  });
});

describe('the operator’s two-factor changes in the audit log', () => {
  it('writes turning it on, new recovery codes, turning it off, and the command line’s turning off', async () => {
    const op = await makeOperator(t);
    // A refused change writes nothing.
    await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/setup');
    const refused = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', { code: '000000' });
    expect(refused.statusCode).toBe(400);
    expect((await accountLog(op)).map((e) => e.action)).toEqual(['sign_in']);

    const { secret, recoveryCodes } = await withTwoFactor(t, op);
    // One recovery code used: the log says how many were left before the new ones.
    const viaRecovery = await secondStep(t, {
      challenge_token: await challengeOf(t, op),
      recovery_code: recoveryCodes[0]!,
    });
    expect(viaRecovery.statusCode).toBe(200);
    const fresh = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/recovery-codes', {
      code: await freshCode(t, op, secret),
    });
    expect(fresh.statusCode).toBe(200);
    const off = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/disable', {
      password: op.password,
      code: await freshCode(t, op, secret),
    });
    expect(off.statusCode).toBe(200);
    await withTwoFactor(t, op);
    expect(await turnOffTwoFactor({ db: t.database.db }, op.username)).toBe(true);

    const changes = (await accountLog(op)).filter((e) => !e.action.startsWith('sign_in'));
    expect(changes.map((e) => [e.action, e.before, e.after])).toEqual([
      ['recovery_codes_regenerate', { recovery_codes_left: 9 }, { recovery_codes_left: 10 }],
      ['two_factor_disable', { two_factor: true }, { two_factor: false }],
      ['two_factor_enable', { two_factor: false }, { two_factor: true }],
      ['two_factor_enable', { two_factor: false }, { two_factor: true }],
      ['two_factor_reset', { two_factor: true }, { two_factor: false }],
    ]);
    for (const entry of changes) expect(entry).toMatchObject({ operator_username: op.username, entity_id: op.id });
    const log = JSON.stringify(await accountLog(op));
    for (const code of [...recoveryCodes, ...(fresh.json().recovery_codes as string[])])
      expect(log).not.toContain(code);
    expect(log).not.toContain(secret);
  });
});
