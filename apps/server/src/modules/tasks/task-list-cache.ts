import { LRUCache } from 'lru-cache';

export interface TaskPage {
  /** The JSON array the route sends. */
  json: Buffer;
  nextCursor: string | undefined;
  /** The same JSON gzipped, for clients that accept it; stored pages have it. */
  gzip?: Buffer;
}

interface Entry extends TaskPage {
  version: string;
  /** Milliseconds since the epoch; the page is not served from then on. */
  expiresAt: number;
}

/** What an entry costs beyond its JSON: the key, the cursor, the entry and the cache's own node. */
const entryOverhead = 512;

/**
 * Pages of `GET /api/tasks/my` as they were sent, so that a page asked for again (a phone's
 * refetch when the app regains focus, the 3 s polling while live updates are down) costs a lookup
 * instead of writing a hundred tasks' JSON.
 *
 * A page is served only while two things hold, both checked on every call:
 * - its company's counter in `task_list_versions` is the one read before the page was built.
 *   Database triggers move it on every write to tasks, their files and revisions, and on every
 *   change of a person's name, role or company, from any server instance;
 * - the clock is before its expiry: the next change of the reader's download grant, of an
 *   `is_overdue` on the page, or of the day or week that its filter means (the service works
 *   these out).
 *
 * Least recently used pages leave first once the pages reach `maxBytes`. Each server instance has
 * its own cache; the counter in the database is what keeps them all right.
 */
export class TaskListCache {
  readonly #pages: LRUCache<string, Entry>;

  constructor(maxBytes: number) {
    this.#pages = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.json.length + (entry.gzip?.length ?? 0) + entryOverhead,
    });
  }

  /** The page stored under `key`, if it was built at `version` and has not expired by `now`. */
  get(key: string, version: string, now: number): TaskPage | undefined {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    if (entry.version === version && now < entry.expiresAt) return entry;
    this.#pages.delete(key);
    return undefined;
  }

  set(key: string, version: string, page: TaskPage, expiresAt: number): void {
    this.#pages.set(key, { ...page, version, expiresAt });
  }

  /** Pages held now, and their bytes as the cache counts them. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.#pages.size, bytes: this.#pages.calculatedSize };
  }
}
