import type { FastifyInstance } from 'fastify';
import { messagingLimits } from '@vazife/contract';
import { keptAnswersOf, readerKey, type CachedAnswer, type KeptAnswers } from '../../../platform/answer-cache.js';
import type { MemberCtx } from '../../../platform/context.js';
import { listConversations } from './conversations.service.js';
import { messageListCounter, readListVersion } from './list-versions.repo.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { listDirect } from '../messages/messages.service.js';

/**
 * The conversation list and the newest page of each direct chat as they were sent, per reader,
 * so that a list asked for again (the app regaining focus, a reconnecting live stream, the 3 s
 * polling while live updates are down) costs a lookup instead of five queries and 150 kB of
 * `JSON.stringify` (bench/README.md has the figures that justify it).
 *
 * An answer is served only while both hold, checked on every call:
 * - the reader's messaging list counter (list-versions.repo.ts) is the one read before the answer
 *   was built;
 * - the clock is before the next change of the reader's download grant, which the file links in
 *   the answer carry (`?dl=…`, per person and token version: the key holds both, so no one is
 *   ever served another person's grant).
 *
 * None when the configuration's budget is 0; then the counter is not registered either, and the
 * actor lookup does not read it.
 */
export function messagingAnswers(app: FastifyInstance, budgetMb: number): KeptAnswers | null {
  const kept = keptAnswersOf(budgetMb, messageListCounter, (ctx) =>
    readListVersion(app.deps.database.db, ctx.actor.userId),
  );
  if (kept) app.versionCounters.register(messageListCounter);
  return kept;
}

/** Serves `key` from the kept answers, or builds it and keeps it if `keep` says so. */
function served(
  deps: MessagingDeps,
  ctx: MemberCtx,
  key: string,
  build: () => Promise<CachedAnswer>,
  keep: (answer: CachedAnswer) => boolean = () => true,
): Promise<CachedAnswer> {
  if (!deps.kept) return build();
  return deps.kept.serve(ctx, key, async (now) => {
    const answer = await build();
    return { answer, keepUntil: keep(answer) ? deps.grants.nextLinkChange(now) : null };
  });
}

/**
 * `GET /api/messages/conversations` as bytes. The first page (no cursor) is kept per reader and
 * page size; later pages are built each time (they are read once, scrolling down).
 */
export function conversationListAnswer(
  deps: MessagingDeps,
  ctx: MemberCtx,
  query: { cursor?: string; limit?: number } = {},
): Promise<CachedAnswer> {
  const build = async () => {
    const page = await listConversations(deps, ctx, query);
    return { json: Buffer.from(JSON.stringify(page.conversations)), nextCursor: page.nextCursor };
  };
  if (query.cursor !== undefined) return build();
  const limit = query.limit ?? messagingLimits.conversationPageSize;
  return served(deps, ctx, `list|${readerKey(ctx)}|${limit}`, build);
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
  return served(deps, ctx, `chat|${readerKey(ctx)}|${userId}|${limit}`, build, (a) => !a.json.equals(emptyPage));
}
