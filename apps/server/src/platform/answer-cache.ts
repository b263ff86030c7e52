import { LRUCache } from 'lru-cache';

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
 * leave first once the answers reach `maxBytes`.
 *
 * Used by the task list (tasks/task-list-cache.ts) and the messaging lists
 * (messaging/message-list-cache.ts); each keeps its own instance and memory budget.
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
