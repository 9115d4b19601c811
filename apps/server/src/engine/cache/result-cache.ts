/**
 * Where chart query results are kept between requests: in this process (a byte-bounded LRU) or in
 * Redis when REDIS_URL is set, so every server process shares them. Values are JSON-compatible
 * objects. A cache is an optimisation only: implementations never throw from get/set/delete
 * (an outage reads as a miss and a write is dropped), so charts never fail because of it.
 */
export interface ResultCache {
  readonly kind: 'memory' | 'redis';
  /** The stored value, or undefined when absent, expired or unreachable. Treat it as read-only. */
  get<T = unknown>(key: string): Promise<T | undefined>;
  /** Stores a value; `ttlSeconds` 0 keeps it until evicted, a negative TTL stores nothing. */
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** What caches log through (pino's shape, so the Fastify logger fits). */
export interface CacheLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export const consoleCacheLogger: CacheLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
};
