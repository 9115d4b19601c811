import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryResultCache } from './memory-result-cache';

describe('MemoryResultCache', () => {
  afterEach(() => vi.useRealTimers());

  it('stores, reads and deletes JSON values', async () => {
    const cache = new MemoryResultCache(1024 * 1024);
    await cache.set('k', { rows: [1, 2] }, 60);
    expect(await cache.get('k')).toEqual({ rows: [1, 2] });
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });

  it('expires entries after their TTL and never stores with a negative TTL', async () => {
    // lru-cache measures age with performance.now(), which Vitest leaves real unless asked, and
    // reads a start time of 0 as "no expiry", so the fake clock moves off 0 first.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    vi.advanceTimersByTime(1);
    const cache = new MemoryResultCache(1024 * 1024);
    await cache.set('short', 'v', 10);
    await cache.set('never', 'v', -1);
    await cache.set('forever', 'v', 0);
    vi.advanceTimersByTime(11_000);
    expect(await cache.get('short')).toBeUndefined();
    expect(await cache.get('never')).toBeUndefined();
    expect(await cache.get('forever')).toBe('v');
  });

  it('evicts the least recently used entries to stay under its byte bound', async () => {
    // Each value is ~1,000 characters = ~2,000 bytes (UTF-16); 5,000 bytes hold two of them.
    const cache = new MemoryResultCache(5000);
    const big = 'x'.repeat(1000);
    await cache.set('a', big, 60);
    await cache.set('b', big, 60);
    expect(await cache.get('a')).toBe(big); // a is now more recent than b
    await cache.set('c', big, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(big);
    expect(await cache.get('c')).toBe(big);
    expect(cache.size).toBeLessThanOrEqual(5000);
    await cache.set('huge', 'y'.repeat(10_000), 60);
    expect(await cache.get('huge')).toBeUndefined();
  });
});
