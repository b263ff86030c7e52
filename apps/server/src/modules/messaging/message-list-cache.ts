import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { messagingLimits } from '@vazife/contract';
import { AnswerCache, type CachedAnswer } from '../../platform/answer-cache.js';
import type { MemberCtx } from '../../platform/context.js';
import { listConversations } from './conversations.service.js';
import { messageListCounter, readListVersion } from './list-versions.repo.js';
import type { MessagingDeps } from './messaging-deps.js';
import { listDirect } from './messages.service.js';

const gzipAsync = promisify(gzip);

/**
 * The conversation list and the newest page of each direct chat as they were sent, per reader,
 * so that a list asked for again (the app regaining focus, a reconnecting live stream, the 3 s
 * polling while live updates are down) costs a lookup instead of five queries and 150 kB of
 * `JSON.stringify`.
 *
 * An answer is served only while both hold, checked on every call:
 * - the reader's counter in `message_list_versions` is the one read before the answer was built.
 *   Database triggers (migration 0010) move it on every write either answer could show, from any
 *   server instance;
 * - the clock is before the next change of the reader's download grant, which the file links in
 *   the answer carry (`?dl=…`, per person and token version: the key holds both, so no one is
 *   ever served another person's grant).
 *
 * Least recently used answers leave first once they reach `maxBytes` (platform/answer-cache.ts).
 */
export class MessageListCache extends AnswerCache {}

/** The reader's counter: read with the actor on a request, else on its own. */
function versionOf(deps: MessagingDeps, ctx: MemberCtx): Promise<string> | string {
  return ctx.companyValues?.[messageListCounter.name] ?? readListVersion(deps.db, ctx.actor.userId);
}

const readerKey = (ctx: MemberCtx) =>
  `${ctx.actor.companyId}|${ctx.actor.userId}|${ctx.tokenVersion}|${ctx.sessionId ?? ''}`;

/** Serves `key` from the cache at the reader's version, or builds it and keeps it if `keep` says so. */
async function cached(
  deps: MessagingDeps,
  ctx: MemberCtx,
  key: string,
  build: () => Promise<CachedAnswer>,
  keep: (answer: CachedAnswer) => boolean = () => true,
): Promise<CachedAnswer> {
  const cache = deps.listCache;
  if (!cache) return build();
  // Read before the answer is built: a write landing in between moves the counter past the one
  // the answer is stored with, so an answer can be older than its counter says, never newer.
  const version = await versionOf(deps, ctx);
  const now = Date.now();
  const hit = cache.get(key, version, now);
  if (hit) return hit;
  const answer = await build();
  if (!keep(answer)) return answer;
  // Compressed once for every later call, on libuv's threads rather than the server's.
  const stored = { ...answer, gzip: await gzipAsync(answer.json) };
  cache.set(key, version, stored, deps.grants.nextLinkChange(now));
  return stored;
}

/** `GET /api/messages/conversations` as bytes: the list, kept per reader. */
export function conversationListAnswer(deps: MessagingDeps, ctx: MemberCtx): Promise<CachedAnswer> {
  return cached(deps, ctx, `list|${readerKey(ctx)}`, async () => ({
    json: Buffer.from(JSON.stringify(await listConversations(deps, ctx))),
  }));
}

const emptyPage = Buffer.from('[]');

/**
 * `GET /api/messages/{userId}` as bytes. The newest page (no cursor) is kept per reader and peer;
 * older pages are built each time (they are read once, scrolling back). An empty page is not
 * kept: without a message there are no thread rows, and it is the peers' thread rows that carry a
 * change of the peer (their name, their removal) to the reader's counter.
 */
export function directPageAnswer(
  deps: MessagingDeps,
  ctx: MemberCtx,
  userId: string,
  query: { cursor?: string; limit?: number },
): Promise<CachedAnswer> {
  const build = async () => {
    const page = await listDirect(deps, ctx, userId, query);
    return { json: Buffer.from(JSON.stringify(page.messages)), nextCursor: page.nextCursor };
  };
  if (query.cursor !== undefined) return build();
  const limit = query.limit ?? messagingLimits.pageSize;
  return cached(deps, ctx, `chat|${readerKey(ctx)}|${userId}|${limit}`, build, (a) => !a.json.equals(emptyPage));
}
