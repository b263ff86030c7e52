import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { StorageArea } from './storage.js';

const hour = 3_600_000;
const maxCached = 100_000;

/**
 * Short-lived download links, so that <img> and <video> work without a header. The expiry is
 * rounded to the hour: a link stays the same for an hour and the browser can cache the file.
 */
export class UrlSigner {
  readonly #key: Buffer;
  /**
   * A link is the same for an hour, and a task page asks for hundreds: they are computed once per
   * hour window (an HMAC per link was a fifth of a page's cost).
   */
  readonly #cache = new Map<string, string>();
  #cacheExp = 0;
  constructor(secret: string) {
    this.#key = createHash('sha256').update(`files:${secret}`).digest();
  }

  #signature(area: string, key: string, companyId: string, exp: number): string {
    return createHmac('sha256', this.#key).update(`${area}/${key}/${companyId}/${exp}`).digest('base64url');
  }

  /**
   * The URL path of a company's stored file; `downloadArea` is the path segment (tasks, evidence).
   * The company travels in the link, so that serving it stays scoped to that company.
   */
  sign(downloadArea: string, key: string, companyId: string, now = Date.now()): string {
    const exp = (Math.floor(now / hour) + 2) * hour;
    if (exp !== this.#cacheExp || this.#cache.size >= maxCached) {
      this.#cache.clear();
      this.#cacheExp = exp;
    }
    const cacheKey = `${downloadArea}/${key}/${companyId}`;
    let url = this.#cache.get(cacheKey);
    if (!url) {
      const sig = this.#signature(downloadArea, key, companyId, exp);
      url = `/api/download/${downloadArea}/${key}?c=${encodeURIComponent(companyId)}&exp=${exp}&sig=${sig}`;
      this.#cache.set(cacheKey, url);
    }
    return url;
  }

  verify(
    downloadArea: string,
    key: string,
    link: { c?: string; exp?: string; sig?: string },
    now = Date.now(),
  ): boolean {
    const { c, exp, sig } = link;
    if (!c || !exp || !sig || !/^\d{1,16}$/.test(exp)) return false;
    const expiry = Number(exp);
    if (expiry < now) return false;
    const expected = Buffer.from(this.#signature(downloadArea, key, c, expiry));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

export type { StorageArea };
