/**
 * The shared result cache on Redis (REDIS_URL). Values are stored as JSON text under a prefix,
 * with `SET ... EX ttl`. An outage (connection refused, timeouts, a restarting server) must not
 * fail charts: every operation is bounded by a command timeout, failures read as a miss or a
 * dropped write, and while the client is reconnecting operations skip Redis at once instead of
 * queueing. A warning is logged when Redis becomes unreachable and once more when it is back.
 */
import { Redis } from 'ioredis';
import type { CacheLogger, ResultCache } from './result-cache';

export interface RedisResultCacheOptions {
  /** Key prefix, so the chart cache never collides with rate limits or queues on the same Redis. */
  prefix?: string;
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
}

/** Client states in which a command may still succeed soon; others skip Redis immediately. */
const WAITABLE = new Set(['ready', 'wait', 'connecting', 'connect']);

export class RedisResultCache implements ResultCache {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly prefix: string;
  private reachable = true;

  constructor(
    url: string,
    private readonly logger: CacheLogger,
    options: RedisResultCacheOptions = {},
  ) {
    this.prefix = options.prefix ?? 'panorama:chart-data:';
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 1000,
      connectTimeout: options.connectTimeoutMs ?? 2000,
      // Keep trying in the background; requests meanwhile skip the cache (see WAITABLE).
      retryStrategy: (times) => Math.min(times * 200, 5000),
    });
    this.redis.on('error', (err: unknown) => this.unreachable(err));
    this.redis.on('ready', () => {
      if (this.reachable) return;
      this.reachable = true;
      this.logger.warn({}, 'Result cache: Redis is reachable again');
    });
    this.redis.connect().catch((err: unknown) => this.unreachable(err));
  }

  private unreachable(err: unknown): void {
    if (!this.reachable) return;
    this.reachable = false;
    this.logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Result cache: Redis is unreachable; chart results are not cached until it is back',
    );
  }

  private async attempt<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    if (!WAITABLE.has(this.redis.status)) return fallback;
    try {
      return await operation();
    } catch (err) {
      this.unreachable(err);
      return fallback;
    }
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const text = await this.attempt(() => this.redis.get(this.prefix + key), null);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined; // written by something else: not ours to trust
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds < 0) return;
    const text = JSON.stringify(value);
    await this.attempt(
      () =>
        ttlSeconds > 0
          ? this.redis.set(this.prefix + key, text, 'EX', ttlSeconds)
          : this.redis.set(this.prefix + key, text),
      null,
    );
  }

  async delete(key: string): Promise<void> {
    await this.attempt(() => this.redis.del(this.prefix + key), 0);
  }

  async close(): Promise<void> {
    this.reachable = true; // a deliberate close is not an outage
    this.redis.removeAllListeners('error');
    this.redis.on('error', () => undefined);
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }
}
