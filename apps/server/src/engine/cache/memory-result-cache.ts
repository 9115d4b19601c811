/**
 * The in-process result cache: an LRU bounded by the approximate memory of its values (JSON text
 * length × 2 bytes, JavaScript's string width), so a few huge results cannot exhaust the heap.
 */
import { LRUCache } from 'lru-cache';
import type { ResultCache } from './result-cache';

interface Entry {
  value: unknown;
  bytes: number;
}

export class MemoryResultCache implements ResultCache {
  readonly kind = 'memory' as const;
  private readonly lru: LRUCache<string, Entry>;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      // lru-cache's own default, but read when the cache is made rather than when the library was
      // loaded, so a clock swapped in since (fake timers in tests) is the one that ages entries.
      perf: performance,
    });
  }

  get<T = unknown>(key: string): Promise<T | undefined> {
    return Promise.resolve(this.lru.get(key)?.value as T | undefined);
  }

  set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds < 0) return Promise.resolve();
    const bytes = (JSON.stringify(value)?.length ?? 0) * 2 + key.length * 2;
    // A ttl of 0 means "no expiry" to lru-cache; an entry larger than the whole cache is skipped.
    this.lru.set(key, { value, bytes }, { ttl: ttlSeconds * 1000 });
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.lru.delete(key);
    return Promise.resolve();
  }

  /** Total accounted bytes (for tests and diagnostics). */
  get size(): number {
    return this.lru.calculatedSize;
  }

  close(): Promise<void> {
    this.lru.clear();
    return Promise.resolve();
  }
}
