import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

const page = (bytes: number, nextCursor?: string) => ({ json: Buffer.alloc(bytes, 0x20), nextCursor });

describe('AnswerCache', () => {
  it('serves a page only at the version it was stored with and before its expiry', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('k', '7', page(100, 'c'), 2_000);
    expect(cache.get('k', '7', 1_999)?.nextCursor).toBe('c');
    expect(cache.get('k', '7', 2_000)).toBeUndefined();
    // An expired page is dropped, not kept for later.
    expect(cache.stats.pages).toBe(0);

    cache.set('k', '7', page(100), 5_000);
    expect(cache.get('k', '8', 1_000)).toBeUndefined();
    expect(cache.get('k', '7', 1_000)).toBeUndefined();
  });

  it('lets the least recently used pages go once their bytes pass the limit', () => {
    const cache = new AnswerCache(3 * (10_000 + 512));
    for (const key of ['a', 'b', 'c']) cache.set(key, '1', page(10_000), Infinity);
    cache.get('a', '1', 0);
    cache.set('d', '1', page(10_000), Infinity);
    expect(cache.get('b', '1', 0)).toBeUndefined();
    expect(cache.get('a', '1', 0)).toBeDefined();
    expect(cache.stats).toEqual({ pages: 3, bytes: 3 * (10_000 + 512) });
    // A page larger than the whole cache is not kept.
    cache.set('huge', '1', page(40_000), Infinity);
    expect(cache.get('huge', '1', 0)).toBeUndefined();
  });
});
