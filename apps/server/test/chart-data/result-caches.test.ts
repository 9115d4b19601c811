/**
 * Both result-cache implementations behind one contract, against the real Redis when it runs;
 * and the Redis cache pointed at a closed port, where every call must answer at once as a miss or
 * a dropped write and a warning must be logged (charts never fail because of the cache).
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryResultCache } from '../../src/engine/cache/memory-result-cache';
import { RedisResultCache } from '../../src/engine/cache/redis-result-cache';
import type { CacheLogger, ResultCache } from '../../src/engine/cache/result-cache';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { freePort } from '../support/free-port';

const redisUp = await serviceAvailable('redis');

function recordingLogger(): CacheLogger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (_obj, msg) => void messages.push(msg) };
}

const implementations: { name: string; make: () => ResultCache; skip: boolean }[] = [
  { name: 'memory', make: () => new MemoryResultCache(64 * 1024 * 1024), skip: false },
  {
    name: 'redis',
    make: () =>
      new RedisResultCache(SERVICE_URLS.redis, recordingLogger(), {
        prefix: `panorama-test:${crypto.randomBytes(4).toString('hex')}:`,
      }),
    skip: !redisUp,
  },
];

describe.each(implementations)('$name result cache', ({ make, skip }) => {
  const caches: ResultCache[] = [];
  const cache = () => {
    const c = make();
    caches.push(c);
    return c;
  };
  afterAll(async () => {
    for (const c of caches) await c.close();
  });

  it.skipIf(skip)('round-trips JSON values and deletes them', async () => {
    const c = cache();
    const value = { data: [{ a: 1, b: 'x', c: null }], colnames: ['a', 'b', 'c'], n: 1.5 };
    await c.set('k1', value, 60);
    expect(await c.get('k1')).toEqual(value);
    await c.delete('k1');
    expect(await c.get('k1')).toBeUndefined();
    expect(await c.get('never-set')).toBeUndefined();
  });

  it.skipIf(skip)('expires values after their TTL; -1 stores nothing', async () => {
    const c = cache();
    await c.set('short', { v: 1 }, 1);
    await c.set('none', { v: 2 }, -1);
    expect(await c.get('short')).toEqual({ v: 1 });
    expect(await c.get('none')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await c.get('short')).toBeUndefined();
  });
});

describe('redis result cache when Redis is down', () => {
  it('answers misses and drops writes quickly, and warns once', async () => {
    const logger = recordingLogger();
    const cache = new RedisResultCache(`redis://127.0.0.1:${await freePort()}`, logger, {
      commandTimeoutMs: 500,
      connectTimeoutMs: 500,
    });
    try {
      const started = Date.now();
      await cache.set('k', { v: 1 }, 60);
      expect(await cache.get('k')).toBeUndefined();
      await cache.delete('k');
      // Later calls, while the client is reconnecting, skip Redis without waiting.
      const later = Date.now();
      for (let i = 0; i < 20; i++) expect(await cache.get(`k${i}`)).toBeUndefined();
      expect(Date.now() - later).toBeLessThan(200);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(logger.messages.filter((m) => m.includes('unreachable'))).toHaveLength(1);
    } finally {
      await cache.close();
    }
  });
});
