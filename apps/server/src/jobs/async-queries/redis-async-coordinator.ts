/**
 * The coordinator shared by every server and worker process through Redis (REDIS_URL):
 * registrations and finished markers as keys, each user channel's events in a Redis stream capped
 * with `XADD … MAXLEN ~ N` (polling and websocket replays read it), and every event also in one
 * full stream that each server process follows with `XREAD BLOCK` to feed its own websockets.
 *
 * Commands fail fast while Redis is down (no queueing behind a dead connection), and a failure
 * to register a job is the 503 'Async queries are unavailable: …'. The follower reconnects on its
 * own and resumes from the last event it saw, so a short outage loses no live events.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { AsyncEvent, JobOutcome, JobSubscriber } from './async-event';
import {
  CHANNEL_SECONDS,
  FINISHED_JOB_SECONDS,
  JOB_REGISTRATION_SECONDS,
  PRESENCE_SECONDS,
  type AsyncCoordinator,
  type EventListener,
} from './async-coordinator';
import { AsyncQueriesUnavailableError } from './async-queries-unavailable';
import { FINISH_SCRIPT, JOIN_SCRIPT } from './redis-async-scripts';

export interface CoordinatorLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface RedisCoordinatorOptions {
  keyPrefix: string;
  channelStreamLimit: number;
  fullStreamLimit: number;
}

/** Client states in which a command may still succeed soon; in others Redis is down. */
const USABLE = new Set(['ready', 'wait', 'connecting', 'connect']);
const FOLLOW_BLOCK_MS = 5000;
const FOLLOW_BATCH = 500;
const REDIS_DOWN = 'Redis is not reachable';

type StreamEntry = [id: string, fields: string[]];

function field(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

export class RedisAsyncCoordinator implements AsyncCoordinator {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  /** The blocking XREAD connection, opened when the first listener subscribes. */
  private follower: Redis | null = null;
  private readonly listeners = new Set<EventListener>();
  private closed = false;
  private following: Promise<void> | null = null;
  private readonly keys: {
    current: (contextKey: string) => string;
    subscribers: string;
    finished: (jobId: string) => string;
    channel: string;
    presence: (channelId: string) => string;
    full: string;
  };

  constructor(
    private readonly url: string,
    private readonly options: RedisCoordinatorOptions,
    private readonly logger: CoordinatorLogger,
  ) {
    const p = options.keyPrefix;
    this.keys = {
      current: (contextKey) => `${p}async:current:${contextKey}`,
      subscribers: `${p}async:subscribers:`,
      finished: (jobId) => `${p}async:finished:${jobId}`,
      channel: `${p}async-events:`,
      presence: (channelId) => `${p}async:presence:${channelId}`,
      full: `${p}async-events-full`,
    };
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: 3000,
      connectTimeout: 3000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Outages are reported to callers (503) and by the follower; the event only needs a listener.
    this.redis.on('error', () => undefined);
  }

  private async command<T>(run: () => Promise<T>): Promise<T> {
    if (this.closed || !USABLE.has(this.redis.status))
      throw new AsyncQueriesUnavailableError(REDIS_DOWN);
    try {
      return await run();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'Async queries: Redis command failed');
      throw new AsyncQueriesUnavailableError(REDIS_DOWN);
    }
  }

  async join(contextKey: string, subscriber: JobSubscriber): Promise<string> {
    // Members are spliced into event JSON by FINISH_SCRIPT: only digits and base64url pass.
    if (!Number.isInteger(subscriber.userId) || !/^[\w-]+$/.test(subscriber.channelId))
      throw new Error('Malformed async subscriber');
    return this.command(
      async () =>
        (await this.redis.eval(
          JOIN_SCRIPT,
          1,
          this.keys.current(contextKey),
          crypto.randomUUID(),
          `${subscriber.channelId}|${subscriber.userId}`,
          JOB_REGISTRATION_SECONDS,
          this.keys.subscribers,
        )) as string,
    );
  }

  isFinished(jobId: string): Promise<boolean> {
    return this.command(async () => (await this.redis.exists(this.keys.finished(jobId))) === 1);
  }

  hasListeners(jobId: string): Promise<boolean> {
    return this.command(async () => {
      const members = await this.redis.smembers(this.keys.subscribers + jobId);
      const channels = [...new Set(members.map((m) => m.split('|')[0] ?? ''))];
      if (channels.length === 0) return false;
      return (await this.redis.exists(...channels.map(this.keys.presence))) > 0;
    });
  }

  finish(jobId: string, contextKey: string, outcome: JobOutcome | null): Promise<number> {
    // The members after channel_id and user_id, as JSON text without braces (see FINISH_SCRIPT).
    const rest = JSON.stringify({ job_id: jobId, ...(outcome ?? {}) }).slice(1, -1);
    return this.command(
      async () =>
        (await this.redis.eval(
          FINISH_SCRIPT,
          4,
          this.keys.current(contextKey),
          this.keys.subscribers + jobId,
          this.keys.finished(jobId),
          this.keys.full,
          jobId,
          outcome ? '1' : '0',
          rest,
          this.keys.channel,
          this.options.channelStreamLimit,
          this.options.fullStreamLimit,
          FINISHED_JOB_SECONDS,
          CHANNEL_SECONDS,
        )) as number,
    );
  }

  read(channelId: string, lastId: string | null, limit: number): Promise<AsyncEvent[]> {
    return this.command(async () => {
      const entries = (await this.redis.xrange(
        this.keys.channel + channelId,
        lastId === null ? '-' : `(${lastId}`,
        '+',
        'COUNT',
        limit,
      )) as StreamEntry[];
      return entries.flatMap(([id, fields]) => {
        const data = field(fields, 'data');
        if (data === undefined) return [];
        return [{ id, ...(JSON.parse(data) as Omit<AsyncEvent, 'id'>) }];
      });
    });
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    this.following ??= this.follow();
    return () => this.listeners.delete(listener);
  }

  async touch(channelIds: readonly string[]): Promise<void> {
    if (channelIds.length === 0) return;
    await this.command(async () => {
      const batch = this.redis.multi();
      for (const channelId of channelIds)
        batch.set(this.keys.presence(channelId), '1', 'EX', PRESENCE_SECONDS);
      await batch.exec();
    });
  }

  /** Follows the full stream from its current end, handing each event to the listeners. */
  private async follow(): Promise<void> {
    const follower = new Redis(this.url, {
      maxRetriesPerRequest: null,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.follower = follower;
    let outage = false;
    follower.on('error', (err: Error) => {
      if (outage || this.closed) return;
      outage = true;
      this.logger.warn({ err: err.message }, 'Async queries: lost Redis; websockets wait for it');
    });
    follower.on('ready', () => (outage = false));
    let lastId: string | null = null;
    while (!this.closed) {
      try {
        if (lastId === null) {
          const newest = (await follower.xrevrange(
            this.keys.full,
            '+',
            '-',
            'COUNT',
            1,
          )) as StreamEntry[];
          lastId = newest[0]?.[0] ?? '0-0';
        }
        const reply = (await follower.xread(
          'COUNT',
          FOLLOW_BATCH,
          'BLOCK',
          FOLLOW_BLOCK_MS,
          'STREAMS',
          this.keys.full,
          lastId,
        )) as [string, StreamEntry[]][] | null;
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            lastId = id;
            const text = field(fields, 'event');
            if (text !== undefined) this.dispatch(JSON.parse(text) as AsyncEvent);
          }
        }
      } catch {
        if (this.closed) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private dispatch(event: AsyncEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        this.logger.warn({ err: (err as Error).message }, 'Async queries: event listener failed');
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.follower?.disconnect();
    await this.following;
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }
}
