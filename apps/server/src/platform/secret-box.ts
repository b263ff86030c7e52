import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Secrets kept in the database encrypted (the operators' two-factor secrets): AES-256-GCM under a
 * key of the server's (SECRETS_KEY, or a key file in the data folder: config.ts), so that a
 * copy of the database alone does not give them away. Each sealed value names what it belongs to
 * (`context`, e.g. the row's table and id), which is authenticated with it: a value copied onto
 * another row does not open there.
 *
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export class SecretBox {
  readonly #key: Buffer;
  constructor(secret: string) {
    if (secret.length < 32) throw new Error('the secret box key must be at least 32 characters');
    // A key of its own, derived from the configured secret: the same secret could serve elsewhere.
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'vazife', 'secret-box v1', 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: tagBytes });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [version, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or undefined when the value was sealed under another key or context, or is damaged. */
  open(sealed: string, context: string): string | undefined {
    const parts = sealed.split('.');
    if (parts.length !== 4 || parts[0] !== version) return undefined;
    const [iv, tag, body] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
    if (iv!.length !== ivBytes || tag!.length !== tagBytes) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv!, { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
