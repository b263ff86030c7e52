import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { codeAt } from './two-factor-codes.rules.js';
import { maxChallengeFailures, turnOffTwoFactor } from './two-factor.service.js';
import { challengeOf, freshCode, makeOperator, secondStep, withTwoFactor } from './two-factor-test-kit.js';

const t = useTestApp();
const dashboard = (token: string) => injectAs(t, { token }, 'GET', '/api/super-admin/dashboard');

describe('operator two-factor: setup and enable', () => {
  it('starts a setup that is not in force until its first code, then answers ten recovery codes once', async () => {
    const op = await makeOperator(t);
    const before = await injectAs(t, op.caller, 'GET', '/api/super-admin/two-factor');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ enabled: false, pending: false, enabled_at: null, recovery_codes_left: 0 });

    const setup = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Vazife:/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toContain(encodeURIComponent(op.username));
    expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_svg.split(',')[1], 'base64').toString()).toContain('<svg');

    // Stored sealed, never as the secret itself.
    const row = await t.database.db
      .selectFrom('operator_two_factor')
      .selectAll()
      .where('admin_id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.secret_sealed).toMatch(/^v1\./);

    const pending = await injectAs(t, op.caller, 'GET', '/api/super-admin/two-factor');
    expect(pending.json()).toMatchObject({ enabled: false, pending: true });
    // Not in force yet: the password alone still signs in.
    const login = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    expect(login.json().access_token).toBeTruthy();

    const wrong = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', {
      code: codeAt(secret, Date.now() + 10 * 60_000),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Doğrulama kodu hatalı. Uygulamanızdaki güncel kodu girin.');
    expect((await injectAs(t, op.caller, 'GET', '/api/super-admin/two-factor')).json().enabled).toBe(false);

    const earlier = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    const enable = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', {
      code: codeAt(secret, Date.now()),
    });
    expect(enable.statusCode).toBe(200);
    // Every token issued before two-factor was on stops working; the answer's new one works.
    for (const old of [op.caller.token, earlier.json().access_token as string]) {
      const refused = await dashboard(old);
      expect(refused.statusCode).toBe(401);
      expect(typeof refused.json().detail).toBe('string');
    }
    expect(enable.json().access_token).toEqual(expect.any(String));
    op.caller.token = enable.json().access_token;
    expect((await dashboard(op.caller.token)).statusCode).toBe(200);
    const codes: string[] = enable.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const stored = await t.database.db
      .selectFrom('operator_recovery_codes')
      .selectAll()
      .where('admin_id', '=', op.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));

    const status = (await injectAs(t, op.caller, 'GET', '/api/super-admin/two-factor')).json();
    expect(status).toMatchObject({ enabled: true, pending: false, recovery_codes_left: 10 });
    expect(status.enabled_at).toBeTruthy();

    // Enabled: no second setup, no second enable.
    const again = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('İki adımlı doğrulama zaten açık');
    const enableAgain = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', {
      code: await freshCode(t, op, secret),
    });
    expect(enableAgain.statusCode).toBe(409);
  });

  it('refuses to enable without a setup, and keeps the first setup’s secret only until a new setup', async () => {
    const op = await makeOperator(t);
    const none = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('Önce iki adımlı doğrulama kurulumunu başlatın');

    const first = (await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/setup')).json().secret;
    const second = (await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/setup')).json().secret;
    expect(second).not.toBe(first);
    const stale = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', {
      code: codeAt(first, Date.now()),
    });
    expect(stale.statusCode).toBe(400);
    const ok = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', {
      code: codeAt(second, Date.now()),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses malformed codes with 422 and Turkish messages', async () => {
    const op = await makeOperator(t);
    for (const [payload, message] of [
      [{}, 'Doğrulama kodu zorunludur'],
      [{ code: '' }, 'Doğrulama kodu zorunludur'],
      [{ code: '12345' }, 'Doğrulama kodu 6 haneli bir sayı olmalı'],
      [{ code: 'abcdef' }, 'Doğrulama kodu 6 haneli bir sayı olmalı'],
    ] as const) {
      const res = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/enable', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail[0].msg).toBe(message);
    }
  });
});

describe('operator two-factor: sign-in', () => {
  it('answers a challenge and no token for the password; the code gives the token', async () => {
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    const first = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      two_factor_required: true,
      challenge_token: expect.any(String),
      expires_in: 300,
    });
    expect(first.body).not.toContain('access_token');
    // The wrong password still gets no challenge.
    const wrongPassword = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: 'yanlis-sifre-1',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const done = await secondStep(t, {
      challenge_token: first.json().challenge_token,
      code: (await freshCode(t, op, secret)).replace(/^(\d{3})/, '$1 '),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ token_type: 'bearer', admin: { id: op.id, username: op.username } });
    expect((await dashboard(done.json().access_token)).statusCode).toBe(200);

    // A challenge gives one token.
    const reuse = await secondStep(t, {
      challenge_token: first.json().challenge_token,
      code: await freshCode(t, op, secret),
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe('Doğrulama süresi doldu. Lütfen tekrar giriş yapın.');
  });

  it('refuses a wrong code, and a code used once already within its window', async () => {
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    const challenge = await challengeOf(t, op);
    const wrong = await secondStep(t, { challenge_token: challenge, code: codeAt(secret, Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Doğrulama kodu hatalı. Uygulamanızdaki güncel kodu girin.');

    const code = await freshCode(t, op, secret);
    expect((await secondStep(t, { challenge_token: challenge, code })).statusCode).toBe(200);
    const replay = await secondStep(t, { challenge_token: await challengeOf(t, op), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(
      'Bu kod az önce kullanıldı. Uygulamanızda yeni kodun çıkmasını bekleyip tekrar deneyin.',
    );
    // An earlier step's code is no better than the same one.
    const earlier = await secondStep(t, {
      challenge_token: await challengeOf(t, op),
      code: codeAt(secret, Date.now() - 30_000),
    });
    expect(earlier.statusCode).toBe(401);
  });

  it('lets a challenge expire after five minutes, and spends it after too many wrong codes', async () => {
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    const old = await challengeOf(t, op);
    await t.database.db
      .updateTable('operator_login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('admin_id', '=', op.id)
      .execute();
    const expired = await secondStep(t, { challenge_token: old, code: await freshCode(t, op, secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('Doğrulama süresi doldu. Lütfen tekrar giriş yapın.');

    const challenge = await challengeOf(t, op);
    const row = await t.database.db
      .selectFrom('operator_login_challenges')
      .select('expires_at')
      .where('admin_id', '=', op.id)
      .executeTakeFirstOrThrow();
    const left = new Date(row.expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(290_000);
    expect(left).toBeLessThanOrEqual(300_000);
    for (let i = 0; i < maxChallengeFailures; i++)
      expect((await secondStep(t, { challenge_token: challenge, code: '000000' })).statusCode).toBe(401);
    const spent = await secondStep(t, { challenge_token: challenge, code: await freshCode(t, op, secret) });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().detail).toBe('Doğrulama süresi doldu. Lütfen tekrar giriş yapın.');
    expect(
      (await secondStep(t, { challenge_token: 'bilinmeyen-anahtar', code: await freshCode(t, op, secret) })).statusCode,
    ).toBe(401);
  });

  it('ends the challenges of an operator whose password is reset', async () => {
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    const challenge = await challengeOf(t, op);
    await t.database.db
      .updateTable('super_admins')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', op.id)
      .execute();
    const res = await secondStep(t, { challenge_token: challenge, code: await freshCode(t, op, secret) });
    expect(res.statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const op = await makeOperator(t);
    const { recoveryCodes } = await withTwoFactor(t, op);
    const written = recoveryCodes[0]!.replaceAll('-', '').toUpperCase();
    const ok = await secondStep(t, { challenge_token: await challengeOf(t, op), recovery_code: written });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await dashboard(ok.json().access_token)).statusCode).toBe(200);
    const again = await secondStep(t, { challenge_token: await challengeOf(t, op), recovery_code: recoveryCodes[0]! });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Kurtarma kodu hatalı ya da daha önce kullanılmış');
    expect((await injectAs(t, op.caller, 'GET', '/api/super-admin/two-factor')).json().recovery_codes_left).toBe(9);
    // Another operator's codes open nothing here.
    const other = await makeOperator(t);
    const theirs = await withTwoFactor(t, other);
    const crossed = await secondStep(t, {
      challenge_token: await challengeOf(t, op),
      recovery_code: theirs.recoveryCodes[0]!,
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('refuses a second step with both or neither code, with a Turkish message', async () => {
    for (const payload of [
      { challenge_token: 'abc' } as Record<string, string>,
      { challenge_token: 'abc', code: '123456', recovery_code: 'aaaa-bbbb-cccc-dddd' },
    ]) {
      const res = await secondStep(t, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].msg).toBe('Doğrulama kodunu ya da bir kurtarma kodunu girin');
    }
    const bad = await secondStep(t, { challenge_token: 'abc', recovery_code: 'kısa' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('Kurtarma kodu geçersiz');
    const noChallenge = await secondStep(t, { code: '123456' });
    expect(noChallenge.statusCode).toBe(422);
  });
});

describe('operator two-factor: recovery codes and disabling', () => {
  it('regenerates the recovery codes for a current code; the old ones stop working', async () => {
    const op = await makeOperator(t);
    const { secret, recoveryCodes } = await withTwoFactor(t, op);
    const wrong = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/recovery-codes', {
      code: codeAt(secret, Date.now() + 10 * 60_000),
    });
    expect(wrong.statusCode).toBe(400);
    const res = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/recovery-codes', {
      code: await freshCode(t, op, secret),
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await secondStep(t, { challenge_token: await challengeOf(t, op), recovery_code: recoveryCodes[1]! });
    expect(old.statusCode).toBe(401);
    const ok = await secondStep(t, { challenge_token: await challengeOf(t, op), recovery_code: fresh[1]! });
    expect(ok.statusCode).toBe(200);
  });

  it('disables with the password and a code or a recovery code, and the password alone signs in again', async () => {
    const op = await makeOperator(t);
    const { secret, recoveryCodes } = await withTwoFactor(t, op);
    const wrongPassword = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/disable', {
      password: 'yanlis-sifre-1',
      code: await freshCode(t, op, secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().detail).toBe('Şifre hatalı');
    const wrongCode = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/disable', {
      password: op.password,
      code: codeAt(secret, Date.now() + 10 * 60_000),
    });
    expect(wrongCode.statusCode).toBe(400);
    const wrongRecovery = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/disable', {
      password: op.password,
      recovery_code: 'aaaa-bbbb-cccc-dddd',
    });
    expect(wrongRecovery.statusCode).toBe(400);
    expect((await injectAs(t, op.caller, 'GET', '/api/super-admin/two-factor')).json().enabled).toBe(true);

    const off = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/disable', {
      password: op.password,
      recovery_code: recoveryCodes[2]!,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, pending: false, enabled_at: null, recovery_codes_left: 0 });
    const left = await t.database.db
      .selectFrom('operator_recovery_codes')
      .select('id')
      .where('admin_id', '=', op.id)
      .execute();
    expect(left).toHaveLength(0);
    const login = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    expect(login.json().access_token).toBeTruthy();
    const notOn = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/recovery-codes', {
      code: '123456',
    });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().detail).toBe('İki adımlı doğrulama açık değil');

    // And on again, with a code this time for turning it off.
    const again = await withTwoFactor(t, op);
    const offByCode = await injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/disable', {
      password: op.password,
      code: await freshCode(t, op, again.secret),
    });
    expect(offByCode.statusCode).toBe(200);
  });
});

describe('turnOffTwoFactor (npm run admin -- two-factor-off)', () => {
  it('turns an operator’s two-factor off from the command line, and says when there is no such operator', async () => {
    const op = await makeOperator(t);
    await withTwoFactor(t, op);
    expect(await turnOffTwoFactor({ db: t.database.db }, op.username)).toBe(true);
    const login = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    expect(login.json().access_token).toBeTruthy();
    expect(await turnOffTwoFactor({ db: t.database.db }, 'olmayan-operator')).toBe(false);
  });
});
