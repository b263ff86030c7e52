import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { MemberCtx } from './context.js';

const hour = 3_600_000;

export interface Grant {
  userId: string;
  /** The session that got the link (a token's `sid`); absent for a token without one. */
  sessionId?: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived download grants, so that <img> and <video> work without a header. Every file link
 * handed to a user carries that user's grant (`?dl=…`), and the download route serves a file to a
 * grant exactly as it would to the user's bearer token: the user must still be an approved member,
 * and may see the file. The signature covers the token version of the session that got the link:
 * signing out, a password change or a suspension move that version on, and every grant handed to
 * the old tokens dies with them; it covers the session too, and signing out on one device ends
 * that session's grants (the auth plugin refuses a grant of an ended session). One grant per user and hour window, not a signature per file: the
 * task list builds its links in SQL, and a page holds hundreds of them.
 *
 * The expiry is rounded to the hour, two hours ahead: a link stays the same for at least an hour,
 * so the browser can cache the file.
 */
export class DownloadGrants {
  readonly #key: Buffer;
  constructor(secret: string) {
    this.#key = createHash('sha256').update(`downloads:${secret}`).digest();
  }

  /** HMAC-SHA256 cut to 128 bits: as strong as a link needs, and short in a page of links. */
  #signature(userId: string, companyId: string, tokenVersion: number, expiresAt: number, sessionId?: string): string {
    return createHmac('sha256', this.#key)
      .update(`${userId}/${companyId}/${tokenVersion}/${expiresAt}${sessionId ? `/${sessionId}` : ''}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  /** The query string (`?dl=…`) of every file link handed to this user now. */
  linkQuery(userId: string, companyId: string, tokenVersion: number, now = Date.now(), sessionId?: string): string {
    const expiresAt = (Math.floor(now / hour) + 2) * hour;
    const signature = this.#signature(userId, companyId, tokenVersion, expiresAt, sessionId);
    return `?dl=${userId}${sessionId ? `.${sessionId}` : ''}.${expiresAt}.${signature}`;
  }

  /** When the links handed out at `now` change: the start of the next hour window. */
  nextLinkChange(now = Date.now()): number {
    return (Math.floor(now / hour) + 1) * hour;
  }

  /** Who a grant names, before it is checked: the company comes from that user's row. */
  read(grant: string): Grant | undefined {
    const match = /^([0-9a-f-]{36})(?:\.([0-9a-f-]{36}))?\.(\d{13})\.([\w-]{22})$/.exec(grant);
    if (!match) return undefined;
    const read: Grant = { userId: match[1]!, expiresAt: Number(match[3]) };
    if (match[2]) read.sessionId = match[2];
    return read;
  }

  /**
   * Whether the grant was made by this server for this user of this company, under the user's
   * current token version, and has not expired.
   */
  verify(grant: string, companyId: string, tokenVersion: number, now = Date.now()): boolean {
    const read = this.read(grant);
    if (!read || read.expiresAt < now) return false;
    const expected = Buffer.from(this.#signature(read.userId, companyId, tokenVersion, read.expiresAt, read.sessionId));
    const given = Buffer.from(grant.slice(grant.lastIndexOf('.') + 1));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/**
 * The `?dl=…` every file link handed to the actor now carries: the modules' answers with files
 * (tasks, messaging, reports, announcements) build their links with it.
 */
export function linkQueryOf(deps: { grants: DownloadGrants }, ctx: MemberCtx, now = Date.now()): string {
  return deps.grants.linkQuery(ctx.actor.userId, ctx.actor.companyId, ctx.tokenVersion, now, ctx.sessionId);
}
