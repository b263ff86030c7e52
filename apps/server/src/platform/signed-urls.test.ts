import { describe, expect, it } from 'vitest';
import { UrlSigner } from './signed-urls.js';

const key = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
const hour = 3_600_000;

function linkParts(url: string) {
  const q = new URL(url, 'http://x').searchParams;
  return { c: q.get('c') ?? undefined, exp: q.get('exp') ?? undefined, sig: q.get('sig') ?? undefined };
}

describe('UrlSigner', () => {
  it('gives the same link within an hour and a new one in the next, each valid until it expires', () => {
    const signer = new UrlSigner('a-secret-that-is-long-enough-for-hmac');
    const t = Date.UTC(2026, 10, 22, 12, 5);
    const first = signer.sign('evidence', key, 'company-1', t);
    expect(signer.sign('evidence', key, 'company-1', t + 50 * 60_000)).toBe(first);
    const next = signer.sign('evidence', key, 'company-1', t + hour);
    expect(next).not.toBe(first);
    expect(signer.verify('evidence', key, linkParts(first), t + hour)).toBe(true);
    expect(signer.verify('evidence', key, linkParts(first), t + 3 * hour)).toBe(false);
    expect(signer.verify('tasks', key, linkParts(first), t)).toBe(false);
    expect(signer.verify('evidence', key, { ...linkParts(first), c: 'company-2' }, t)).toBe(false);
  });

  it('signs the same as a fresh signer would (the cache changes no link)', () => {
    const t = Date.UTC(2026, 10, 22, 12, 5);
    const a = new UrlSigner('a-secret-that-is-long-enough-for-hmac');
    a.sign('evidence', key, 'company-1', t);
    expect(a.sign('evidence', key, 'company-1', t)).toBe(
      new UrlSigner('a-secret-that-is-long-enough-for-hmac').sign('evidence', key, 'company-1', t),
    );
  });
});
