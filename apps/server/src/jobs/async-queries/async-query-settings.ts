/**
 * Settings of async chart queries read from the environment. They live beside the feature rather
 * than in config.ts because only this feature and its worker process read them; every one has a
 * default, so nothing needs setting for a single-process install.
 */
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const settingsSchema = z.object({
  /** Prefix of every Redis key of the queue and the event streams (one Redis, several installs). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('panorama:'),
  /** Events kept per user channel (Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT). */
  ASYNC_EVENT_STREAM_LIMIT: z.coerce.number().int().min(10).default(1000),
  /** Events kept in the stream every server process reads to feed its websockets. */
  ASYNC_EVENT_FULL_STREAM_LIMIT: z.coerce.number().int().min(100).default(100_000),
  /** Chart queries one worker process (or the in-process queue) runs at the same time. */
  ASYNC_QUERY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often a BullMQ worker looks for jobs whose worker died (they are then run again). */
  ASYNC_QUERY_STALLED_SECONDS: z.coerce.number().positive().default(30),
  /**
   * With REDIS_URL, whether server processes also run queued queries. Off by default: queries then
   * run only in `npm run worker` processes, so web processes stay responsive under load.
   */
  ASYNC_WORKERS_IN_SERVER: booleanString.default(false),
});

export interface AsyncQuerySettings {
  keyPrefix: string;
  channelStreamLimit: number;
  fullStreamLimit: number;
  concurrency: number;
  stalledIntervalMs: number;
  workersInServer: boolean;
}

export function loadAsyncQuerySettings(env: NodeJS.ProcessEnv = process.env): AsyncQuerySettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid async query settings: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    keyPrefix: e.REDIS_KEY_PREFIX,
    channelStreamLimit: e.ASYNC_EVENT_STREAM_LIMIT,
    fullStreamLimit: e.ASYNC_EVENT_FULL_STREAM_LIMIT,
    concurrency: e.ASYNC_QUERY_CONCURRENCY,
    stalledIntervalMs: Math.round(e.ASYNC_QUERY_STALLED_SECONDS * 1000),
    workersInServer: e.ASYNC_WORKERS_IN_SERVER,
  };
}
