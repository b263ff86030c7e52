import { errors } from '@vazife/contract';
import { badRequest } from './errors.js';

/** Where a newest-first list goes on: the last row shown, by (created_at, id). */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

/** The opaque `x-next-cursor` of the task list, the chat pages and the bell. */
export function encodeKeysetCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

/**
 * Only a time as encodeKeysetCursor writes it (toISOString, years 0001–9999): whatever else
 * Date.parse takes ("1", "+275760-…", "2026-02-30…") PostgreSQL refuses, which would be a 500.
 */
export function isWrittenTime(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) || text.startsWith('0000')) return false;
  const time = new Date(text);
  return !Number.isNaN(time.getTime()) && time.toISOString() === text;
}

/** A cursor this server wrote, or a Turkish 400: a crafted one never reaches the database. */
export function decodeKeysetCursor(cursor: string): KeysetCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && isWrittenTime(createdAt) && id.length <= 64)
      return { createdAt, id };
  } catch {
    // falls through to the error below
  }
  throw badRequest(errors.invalidCursor);
}

/**
 * One page of a newest-first list, as its service reads it: `read` is what its repository is
 * asked for (the rows after the request's cursor, one more than the page shows, which tells
 * whether another page follows), `of` the page those rows make and the next page's cursor.
 */
export function keysetPage(query: { cursor?: string | undefined; limit?: number | undefined }, pageSize: number) {
  const limit = query.limit ?? pageSize;
  return {
    limit,
    read: { cursor: query.cursor ? decodeKeysetCursor(query.cursor) : undefined, limit: limit + 1 },
    of<Row extends { created_at: string; id: string }>(rows: Row[]): { shown: Row[]; nextCursor: string | undefined } {
      const shown = rows.slice(0, limit);
      const last = shown[shown.length - 1];
      return { shown, nextCursor: rows.length > limit && last ? encodeKeysetCursor(last) : undefined };
    },
  };
}

export type KeysetPage = ReturnType<typeof keysetPage>;
