/** The result cache the configuration asks for: Redis when REDIS_URL is set, else in-process. */
import type { AppConfig } from '../../config';
import { MemoryResultCache } from './memory-result-cache';
import { RedisResultCache } from './redis-result-cache';
import { consoleCacheLogger, type CacheLogger, type ResultCache } from './result-cache';

export function createResultCache(
  config: Pick<AppConfig, 'redisUrl' | 'cacheMaxMb'>,
  logger: CacheLogger = consoleCacheLogger,
): ResultCache {
  if (config.redisUrl) return new RedisResultCache(config.redisUrl, logger);
  return new MemoryResultCache(Math.round(config.cacheMaxMb * 1024 * 1024));
}
