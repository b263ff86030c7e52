import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

export type Audience = 'vazife:user' | 'vazife:admin';

export interface TokenClaims {
  sub: string;
  ver: number;
  /**
   * The sign-in's session: signing out on one device ends it alone (platform/auth.ts). Absent on
   * operator tokens and on tokens issued before sessions had ids.
   */
  sid?: string;
}

interface VerifiedToken {
  audience: Audience;
  claims: TokenClaims;
  /** Milliseconds since the epoch (the token's `exp`). */
  expiresAt: number;
}

/** Tokens in use at once on one instance, with room to spare; about 0.5 kB each. */
const verifiedTokensKept = 10_000;

/** HS256 bearer tokens; user and operator tokens differ by audience and never open each other's calls. */
export class TokenService {
  /**
   * Imported once: given raw bytes, jose imports a WebCrypto key on every call, which doubled the
   * cost of checking a token (about 130 → 65 µs, on every request).
   */
  readonly #key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature this instance has checked, by their exact text. A phone sends the same
   * token with every call, and WebCrypto's HMAC check was a quarter of the CPU of a cached task
   * page. Only a token that passed is kept; its expiry and audience are still checked on every
   * call, and whether its user may still call (token version, approval) is the actor lookup's.
   */
  readonly #verified: LRUCache<string, VerifiedToken>;
  constructor(
    secret: string,
    /** How long a token lasts: a session ended early is remembered until then. */
    readonly ttlHours: number,
  ) {
    this.#verified = new LRUCache({ max: verifiedTokensKept });
    this.#key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(audience: Audience, claims: TokenClaims): Promise<string> {
    return new SignJWT(claims.sid === undefined ? { ver: claims.ver } : { ver: claims.ver, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setAudience(audience)
      .setIssuer('vazife')
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(await this.#key);
  }

  /** Answers the claims, or undefined for a bad, expired or other-audience token. */
  async verify(audience: Audience, token: string): Promise<TokenClaims | undefined> {
    const known = this.#verified.get(token);
    if (known) {
      if (Date.now() >= known.expiresAt) {
        this.#verified.delete(token);
        return undefined;
      }
      return known.audience === audience ? known.claims : undefined;
    }
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        audience,
        issuer: 'vazife',
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
        return undefined;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return undefined;
      const claims: TokenClaims = { sub: payload.sub, ver: payload.ver, ...(payload.sid ? { sid: payload.sid } : {}) };
      this.#verified.set(token, { audience, claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return undefined;
    }
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
