import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { defaultPassword, makeUser, uniqueEmail } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

/** Wherever a password is set: not blank after trimming, not one of the most common ones. */
const t = useTestApp();
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

describe('setting a password', () => {
  it('registration refuses six spaces and the most common passwords, in any letter case, storing nobody', async () => {
    for (const [password, message] of [
      ['      ', errors.blankPassword],
      ['123456', errors.commonPassword],
      ['QWERTY', errors.commonPassword],
      ['Password1', errors.commonPassword],
      ['galatasaray', errors.commonPassword],
    ] as const) {
      const email = uniqueEmail();
      const res = await injectAs(t, undefined, 'POST', '/api/auth/register', {
        name: 'Ayşe',
        email,
        password,
        role: 'isveren',
      });
      expect(res.statusCode, password).toBe(422);
      expect(messages(res.json())).toContain(message);
      const stored = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(stored).toHaveLength(0);
    }
    const ok = await injectAs(t, undefined, 'POST', '/api/auth/register', {
      name: 'Ayşe',
      email: uniqueEmail(),
      password: 'kapadokya balon 74',
      role: 'isveren',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a password change to a common or blank one is refused and the old password still signs in', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    for (const new_password of ['123456', '        ', 'iloveyou']) {
      const res = await injectAs(t, u, 'POST', '/api/user/change-password', {
        current_password: defaultPassword,
        new_password,
      });
      expect(res.statusCode, new_password).toBe(422);
    }
    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: u.email,
      password: defaultPassword,
    });
    expect(login.statusCode).toBe(200);
    // Signing in is not where the rule applies: an old account with a weak password still gets in.
    expect((await injectAs(t, u, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses one character repeated, on registration with a company and on a change', async () => {
    for (const password of ['aaaaaa', 'ZZZZZZZZZZZZ', 'çççççççç', '7777777']) {
      const email = uniqueEmail();
      const res = await injectAs(t, undefined, 'POST', '/api/auth/register', {
        name: 'Ayşe',
        email,
        password,
        role: 'isveren',
        company_name: 'Tekrar Lojistik',
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'password'], msg: 'Şifre tek bir karakterin tekrarından oluşamaz' },
      ]);
      const stored = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(stored).toHaveLength(0);
    }
    const u = await makeUser(t, { role: 'isci' });
    const change = await injectAs(t, u, 'POST', '/api/user/change-password', {
      current_password: defaultPassword,
      new_password: 'xxxxxxxxxx',
    });
    expect(change.statusCode).toBe(422);
    expect(messages(change.json())).toEqual([errors.repeatedPassword]);
    expect(
      (await injectAs(t, undefined, 'POST', '/api/auth/login', { email: u.email, password: defaultPassword }))
        .statusCode,
    ).toBe(200);
    // Two characters are a (weak) password the other rules judge.
    const two = await injectAs(t, undefined, 'POST', '/api/auth/register', {
      name: 'Ali',
      email: uniqueEmail(),
      password: 'abababab',
      role: 'isveren',
    });
    expect(two.statusCode).toBe(201);
  });

  it('the operator password from the environment must not be common either', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vazife-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'password1' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: '          ' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'qqqqqqqqqq' })).toThrow(ConfigError);
      expect(loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'operator-sifre-9' }).adminPassword).toBe('operator-sifre-9');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
