import { describe, expect, it } from 'vitest';
import { CsrfTokenCache } from './csrfTokenCache';

function counter(tokens: Array<string | Error>) {
  let calls = 0;
  const fetcher = () => {
    const next = tokens[Math.min(calls, tokens.length - 1)];
    calls += 1;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? '');
  };
  return { fetcher, calls: () => calls };
}

describe('CsrfTokenCache', () => {
  it('fetches lazily and only once', async () => {
    const { fetcher, calls } = counter(['a']);
    const cache = new CsrfTokenCache(fetcher);
    expect(calls()).toBe(0);
    expect(await cache.get()).toBe('a');
    expect(await cache.get()).toBe('a');
    expect(calls()).toBe(1);
  });

  it('shares one request between concurrent callers', async () => {
    const { fetcher, calls } = counter(['a']);
    const cache = new CsrfTokenCache(fetcher);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['a', 'a']);
    expect(calls()).toBe(1);
  });

  it('refetches after invalidate', async () => {
    const { fetcher, calls } = counter(['a', 'b']);
    const cache = new CsrfTokenCache(fetcher);
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe('b');
    expect(calls()).toBe(2);
  });

  it('does not cache a failure', async () => {
    const { fetcher } = counter([new Error('down'), 'b']);
    const cache = new CsrfTokenCache(fetcher);
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('b');
  });
});
