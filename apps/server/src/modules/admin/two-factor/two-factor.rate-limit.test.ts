import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { challengeOf, freshCode, makeOperator, withTwoFactor } from './two-factor-test-kit.js';

// Its own file: the limit counts per address and route for the whole app.
const t = useTestApp({ authRateLimit: 3 });

describe('rate limiting of the operator’s two-factor sign-in', () => {
  it('limits both steps of the sign-in and the calls that take a code, with a Turkish 429', async () => {
    // One sign-in to make the operator, one for its challenge: the 4th first step is refused.
    const op = await makeOperator(t);
    const { secret } = await withTwoFactor(t, op);
    const challenge = await challengeOf(t, op);
    const first = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    expect(first.statusCode).toBe(200);
    const limitedFirst = await injectAs(t, undefined, 'POST', '/api/super-admin/login', {
      username: op.username,
      password: op.password,
    });
    expect(limitedFirst.statusCode).toBe(429);
    expect(limitedFirst.json().detail).toBe('Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.');

    const step = (code: string) =>
      injectAs(t, undefined, 'POST', '/api/super-admin/login/two-factor', { challenge_token: challenge, code });
    for (let i = 0; i < 3; i++) expect((await step('000000')).statusCode).toBe(401);
    const limited = await step(await freshCode(t, op, secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.');

    // The code-taking calls of the signed-in operator count too (one enable above already).
    const regenerate = () =>
      injectAs(t, op.caller, 'POST', '/api/super-admin/two-factor/recovery-codes', { code: '000000' });
    for (let i = 0; i < 3; i++) expect((await regenerate()).statusCode).toBe(400);
    expect((await regenerate()).statusCode).toBe(429);
  });
});
