import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { MemberCtx } from './context.js';
import type { VersionCounter } from './version-counters.js';

const gzipAsync = promisify(gzip);

/** An answer as the route sends it: JSON bytes, the gzip of those bytes, a paging cursor. */
export interface CachedAnswer {
  /** The JSON the route sends. */
  json: Buffer;
  nextCursor?: string | undefined;
  /** The same JSON gzipped, for clients that accept it; stored answers have it. */
  gzip?: Buffer;
}

interface Entry extends CachedAnswer {
  version: string;
  /** Milliseconds since the epoch; the answer is not served from then on. */
  expiresAt: number;
}

/** What an entry costs beyond its JSON: the key, the cursor, the entry and the cache's own node. */
const entryOverhead = 512;

/**
 * Serialized answers kept per key, each served again only at the version it was built at and
 * before its expiry (both checked on every `get`). The versions live in the database, so each
 * server instance may keep its own cache and all of them stay right. Least recently used answers
 * leave first once the answers reach `maxBytes`. Modules use it through `KeptAnswers` below.
 */
export class AnswerCache {
  readonly #answers: LRUCache<string, Entry>;

  constructor(maxBytes: number) {
    this.#answers = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.json.length + (entry.gzip?.length ?? 0) + entryOverhead,
    });
  }

  /** The answer stored under `key`, if it was built at `version` and has not expired by `now`. */
  get(key: string, version: string, now: number): CachedAnswer | undefined {
    const entry = this.#answers.get(key);
    if (!entry) return undefined;
    if (entry.version === version && now < entry.expiresAt) return entry;
    this.#answers.delete(key);
    return undefined;
  }

  set(key: string, version: string, answer: CachedAnswer, expiresAt: number): void {
    this.#answers.set(key, { ...answer, version, expiresAt });
  }

  /** Answers held now, and their bytes as the cache counts them. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.#answers.size, bytes: this.#answers.calculatedSize };
  }
}

/** A built answer, and until when it may be served again (`null`: not kept, e.g. an empty page). */
export interface BuiltAnswer {
  answer: CachedAnswer;
  keepUntil: number | null;
}

/**
 * The one way a module keeps answers: each is stored under a key the module chooses, at the
 * module's version counter (platform/version-counters.ts) as it stood before the answer was built,
 * and served again while the counter has not moved and its `keepUntil` has not passed. Answers are
 * gzipped once when stored, off the server's thread, for every later caller that accepts it.
 *
 * Kept by the task list (tasks/task-list-cache.ts) and the messaging lists
 * (messaging/conversations/message-list-cache.ts), each with its own memory budget;
 * docs/architecture.md says when a module may add one (with the benchmark figure that justifies it).
 */
export class KeptAnswers {
  readonly #answers: AnswerCache;
  readonly #counter: VersionCounter;
  readonly #readCounter: (ctx: MemberCtx) => Promise<string>;

  /**
   * @param readCounter the counter outside a request, where the actor lookup did not read it
   *   along (the module's repository).
   */
  constructor(maxBytes: number, counter: VersionCounter, readCounter: (ctx: MemberCtx) => Promise<string>) {
    this.#answers = new AnswerCache(maxBytes);
    this.#counter = counter;
    this.#readCounter = readCounter;
  }

  /** The answer under `key` if it is still right, else `build(now)`'s, kept as it says. */
  async serve(ctx: MemberCtx, key: string, build: (now: number) => Promise<BuiltAnswer>): Promise<CachedAnswer> {
    // Read before the answer is built: a write landing in between moves the counter past the one
    // the answer is stored with, so an answer can be older than its counter says, never newer.
    const version = ctx.versions?.[this.#counter.name] ?? (await this.#readCounter(ctx));
    const now = Date.now();
    const hit = this.#answers.get(key, version, now);
    if (hit) return hit;
    const { answer, keepUntil } = await build(now);
    if (keepUntil === null || keepUntil <= now) return answer;
    const stored = { ...answer, gzip: await gzipAsync(answer.json) };
    this.#answers.set(key, version, stored, keepUntil);
    return stored;
  }

  get stats(): { pages: number; bytes: number } {
    return this.#answers.stats;
  }
}

/** A module's kept answers with a budget in MB from the configuration; none at 0. */
export function keptAnswersOf(
  budgetMb: number,
  counter: VersionCounter,
  readCounter: (ctx: MemberCtx) => Promise<string>,
): KeptAnswers | null {
  return budgetMb > 0 ? new KeptAnswers(budgetMb * 1024 * 1024, counter, readCounter) : null;
}

/**
 * The start of a key for answers kept per reader: their company, themselves, their token version
 * and their session, since the answers' file links carry a download grant that dies with them.
 */
export const readerKey = (ctx: MemberCtx) =>
  `${ctx.actor.companyId}|${ctx.actor.userId}|${ctx.tokenVersion}|${ctx.sessionId ?? ''}`;
