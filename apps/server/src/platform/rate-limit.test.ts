import { describe, expect, it } from 'vitest';
import { defaultPassword, makeUser } from '../test/factories.js';
import { injectAs, useTestApp } from '../test/test-app.js';

// Its own file: the limit counts per address for the whole app, and every test here comes from one address.
const t = useTestApp({ authRateLimit: 3 });

describe('rate limiting of sign-in calls', () => {
  it('answers the 4th login within a minute with 429 and a Turkish detail', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const login = () =>
      injectAs(t, undefined, 'POST', '/api/auth/login', { email: u.email, password: defaultPassword }, {});
    for (let i = 1; i <= 3; i++) expect((await login()).statusCode, `attempt ${i}`).toBe(200);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-request-id']).toBeTruthy();

    // Other calls are not limited, and the operator sign-in counts on its own.
    expect((await injectAs(t, u, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const admin = await injectAs(t, undefined, 'POST', '/api/super-admin/login', { username: 'x', password: 'y' });
    expect(admin.statusCode).toBe(401);
  });

  it('counts refused attempts too, and per address', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { name: 'A', email: u.email, password },
      });
    for (let i = 0; i < 3; i++) expect((await from('10.1.1.1', 'yanlis-1')).statusCode).toBe(409);
    expect((await from('10.1.1.1', 'yanlis-1')).statusCode).toBe(429);
    expect((await from('10.2.2.2', 'yanlis-1')).statusCode).toBe(409);
  });
});
