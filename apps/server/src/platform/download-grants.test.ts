import { describe, expect, it } from 'vitest';
import { DownloadGrants } from './download-grants.js';

const hour = 3_600_000;
const user = '0f8fad5b-d9cb-469f-a165-70867728950e';
const company = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const grantOf = (query: string) => new URLSearchParams(query).get('dl')!;

describe('DownloadGrants', () => {
  const grants = new DownloadGrants('a-secret-that-is-long-enough-for-hmac');
  const t = Date.UTC(2026, 10, 22, 12, 5);

  it('gives the same grant within an hour and a new one in the next, each valid until it expires', () => {
    const first = grants.linkQuery(user, company, 3, t);
    expect(first).toMatch(/^\?dl=[0-9a-f-]{36}\.\d{13}\.[\w-]{22}$/);
    expect(grants.linkQuery(user, company, 3, t + 50 * 60_000)).toBe(first);
    expect(grants.linkQuery(user, company, 3, t + hour)).not.toBe(first);
    expect(grants.verify(grantOf(first), company, 3, t + hour)).toBe(true);
    expect(grants.verify(grantOf(first), company, 3, t + 3 * hour)).toBe(false);
    expect(grants.read(grantOf(first))).toEqual({ userId: user, expiresAt: Date.UTC(2026, 10, 22, 14) });
  });

  it('refuses a grant made under an earlier token version (signed out, new password, suspended)', () => {
    const grant = grantOf(grants.linkQuery(user, company, 3, t));
    expect(grants.verify(grant, company, 3, t)).toBe(true);
    expect(grants.verify(grant, company, 4, t)).toBe(false);
  });

  it('refuses another company, another user, a changed expiry, another secret and garbage', () => {
    const grant = grantOf(grants.linkQuery(user, company, 3, t));
    const [, exp, sig] = grant.split('.');
    expect(grants.verify(grant, '11111111-7425-40de-944b-e07fc1f90ae7', 3, t)).toBe(false);
    expect(grants.verify(`11111111-d9cb-469f-a165-70867728950e.${exp}.${sig}`, company, 3, t)).toBe(false);
    expect(grants.verify(`${user}.${Number(exp) + hour}.${sig}`, company, 3, t)).toBe(false);
    expect(new DownloadGrants('another-secret-that-is-long-enough').verify(grant, company, 3, t)).toBe(false);
    for (const bad of ['', 'x', `${user}.${exp}`, `${grant}A`, `../${grant}`]) {
      expect(grants.verify(bad, company, 3, t), bad).toBe(false);
    }
  });
});
