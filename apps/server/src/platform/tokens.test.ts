import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.js';

const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService', () => {
  it('answers a checked token again until it expires, and only for its audience', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    const tokens = new TokenService(secret, 1);
    const token = await tokens.sign('vazife:user', { sub: 'u1', ver: 3 });
    expect(await tokens.verify('vazife:user', token)).toEqual({ sub: 'u1', ver: 3 });
    expect(await tokens.verify('vazife:user', token)).toEqual({ sub: 'u1', ver: 3 });
    expect(await tokens.verify('vazife:admin', token)).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-22T10:59:59.000Z'));
    expect(await tokens.verify('vazife:user', token)).toEqual({ sub: 'u1', ver: 3 });
    vi.setSystemTime(new Date('2026-11-22T11:00:00.000Z'));
    expect(await tokens.verify('vazife:user', token)).toBeUndefined();
    expect(await tokens.verify('vazife:user', token)).toBeUndefined();
  });

  it('refuses a token changed after signing, or signed with another secret, every time', async () => {
    const tokens = new TokenService(secret, 1);
    const token = await tokens.sign('vazife:user', { sub: 'u1', ver: 0 });
    expect(await tokens.verify('vazife:user', token)).toBeDefined();
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'u2', ver: 0, aud: 'vazife:user', iss: 'vazife' }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${signature}`;
    expect(await tokens.verify('vazife:user', forged)).toBeUndefined();
    const foreign = await new TokenService(`${secret}-other`, 1).sign('vazife:user', { sub: 'u1', ver: 0 });
    expect(await tokens.verify('vazife:user', foreign)).toBeUndefined();
    expect(await tokens.verify('vazife:user', foreign)).toBeUndefined();
  });
});
