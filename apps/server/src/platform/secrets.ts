import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * Secrets stored in the database (PayTR's merchant key and salt), encrypted with AES-256-GCM under
 * a key of the configuration (SECRETS_KEY, or the `secrets-key` file of the data folder:
 * config.ts). A value is stored as `v1:<iv>:<tag>:<ciphertext>` (base64 each): a fresh random IV
 * each time, and the tag makes a changed value or a wrong key fail instead of reading as garbage.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('the secrets key must be at least 32 characters');
    // Any text of enough length becomes the cipher's 32 bytes.
    this.key = createHash('sha256').update(`vazife:secrets:${secret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [version, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  /** The stored value's text; throws when it was changed or sealed under another key. */
  open(sealed: string): string {
    const [tag, iv, authTag, data] = sealed.split(':');
    if (tag !== version || !iv || !authTag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(authTag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}

/** The last four characters of a secret, the rest masked: what a screen may show of it. */
export function secretHint(secret: string): string {
  const shown = secret.length > 8 ? secret.slice(-4) : '';
  return `••••••${shown}`;
}
