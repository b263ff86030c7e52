import { createHash } from 'node:crypto';
import { recoveryCodeCount } from '@vazife/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The codes of the operators' two-factor sign-in, pure: TOTP as authenticator apps make it
 * (RFC 6238: SHA-1, 6 digits, 30 s), and the one-time recovery codes.
 */

const issuer = 'Vazife';
const period = 30;
/** A code of the step before or after the current one is taken too: a phone's clock drifts. */
const window = 1;

function totpOf(secretBase32: string, label = 'operator') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secretBase32) });
}

/** A new shared secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The URI as a QR code: an SVG image in a data URL, dark on white whatever the page's theme. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step a code belongs to, within the window around `now`; undefined for a wrong code. */
export function stepOfCode(secretBase32: string, code: string, now = Date.now()): number | undefined {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

/** The code of a time (tests, and nothing else, make codes). */
export function codeAt(secretBase32: string, timestamp: number): string {
  return totpOf(secretBase32).generate({ timestamp });
}

/** Ten new recovery codes, 80 bits each, written `abcd-efgh-jkmn-pqrs`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g)!.join('-'),
  );
}

/**
 * What is stored of a recovery code: its SHA-256, of the code as the contract reads it (no dashes,
 * lower case). 80 random bits need no slow hash: no one tries 2^80 digests.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}

/** What is stored of a challenge token. */
export function challengeHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
