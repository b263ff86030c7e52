import { describe, expect, it } from 'vitest';
import { defaultPassword, makeOperator, makeUser, uniqueEmail } from '../test/factories.js';
import { injectAs, useTestApp } from '../test/test-app.js';

const t = useTestApp();

describe('Permissions-Policy', () => {
  it('switches off camera, microphone and location on every answer, keeping fullscreen and the card frame', async () => {
    for (const res of [
      await injectAs(t, undefined, 'GET', '/api/platform/settings'),
      await injectAs(t, undefined, 'GET', '/api/yok'),
      await injectAs(t, undefined, 'POST', '/api/auth/login', { email: 'x' }),
    ]) {
      const policy = String(res.headers['permissions-policy']);
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('fullscreen=(self)');
      expect(policy).toContain('payment=(self "https://www.paytr.com")');
      // A feature the browser does not know logs a warning on every page.
      expect(policy).not.toContain('bluetooth');
    }
  });
});

describe('Cache-Control on answers that carry a token or personal data', () => {
  it('is no-store on sign-in, registration, operator sign-in and password change', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: u.email,
      password: defaultPassword,
    });
    expect(login.statusCode).toBe(200);
    const register = await injectAs(t, undefined, 'POST', '/api/auth/register', {
      name: 'Ayşe',
      email: uniqueEmail(),
      password: 'kapadokya-balon-74',
      role: 'isveren',
    });
    expect(register.statusCode).toBe(201);
    await makeOperator(t, 'onbellek', 'operator-sifre-9');
    const admin = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: 'onbellek',
      password: 'operator-sifre-9',
    });
    expect(admin.statusCode).toBe(200);
    const changed = await injectAs(t, u, 'POST', '/api/user/change-password', {
      current_password: defaultPassword,
      new_password: 'kapadokya-balon-75',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await injectAs(t, undefined, 'POST', '/api/auth/login', { email: u.email, password: 'yanlis' });
    expect(refused.statusCode).toBe(401);
    for (const res of [login, register, admin, changed, refused])
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
  });
});
