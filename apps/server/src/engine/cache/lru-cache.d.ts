/**
 * Types of the installed lru-cache (5.x, which ships none): `max` bounds the sum of `length(value)`
 * over the entries, `maxAge` and the per-entry age are in milliseconds.
 */
declare module 'lru-cache' {
  interface LRUCacheOptions<K, V> {
    max?: number;
    length?: (value: V, key: K) => number;
    maxAge?: number;
    stale?: boolean;
    updateAgeOnGet?: boolean;
  }

  class LRUCache<K, V> {
    constructor(options?: LRUCacheOptions<K, V>);
    /** False when the value alone is larger than `max` (it is then not stored). */
    set(key: K, value: V, maxAge?: number): boolean;
    get(key: K): V | undefined;
    peek(key: K): V | undefined;
    has(key: K): boolean;
    del(key: K): void;
    reset(): void;
    readonly length: number;
    readonly itemCount: number;
  }

  export default LRUCache;
}
