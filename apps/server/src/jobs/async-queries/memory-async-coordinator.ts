/**
 * The coordinator of a single process without Redis: registrations, finished jobs, presence and
 * each channel's last events kept in memory (bounded per channel), live events handed straight
 * to this process's listeners.
 */
import crypto from 'node:crypto';
import type { AsyncEvent, JobOutcome, JobSubscriber } from './async-event';
import {
  FINISHED_JOB_SECONDS,
  PRESENCE_SECONDS,
  type AsyncCoordinator,
  type EventListener,
} from './async-coordinator';
import { compareEventIds } from './async-event';

export class MemoryAsyncCoordinator implements AsyncCoordinator {
  readonly kind = 'memory' as const;
  private readonly current = new Map<string, string>();
  /** Waiting channels per job, with their user. */
  private readonly subscribers = new Map<string, Map<string, number>>();
  /** Finished job ids with when they may be forgotten; insertion order is finishing order. */
  private readonly finished = new Map<string, number>();
  private readonly channels = new Map<string, AsyncEvent[]>();
  private readonly presence = new Map<string, number>();
  private readonly listeners = new Set<EventListener>();
  private lastMs = 0;
  private sequence = 0;

  constructor(
    private readonly channelLimit: number,
    private readonly now: () => number = Date.now,
  ) {}

  join(contextKey: string, subscriber: JobSubscriber): Promise<string> {
    let jobId = this.current.get(contextKey);
    if (!jobId) {
      jobId = crypto.randomUUID();
      this.current.set(contextKey, jobId);
    }
    let waiting = this.subscribers.get(jobId);
    if (!waiting) this.subscribers.set(jobId, (waiting = new Map<string, number>()));
    waiting.set(subscriber.channelId, subscriber.userId);
    return Promise.resolve(jobId);
  }

  isFinished(jobId: string): Promise<boolean> {
    return Promise.resolve(this.finished.has(jobId));
  }

  hasListeners(jobId: string): Promise<boolean> {
    const now = this.now();
    const channels = [...(this.subscribers.get(jobId)?.keys() ?? [])];
    return Promise.resolve(channels.some((c) => (this.presence.get(c) ?? 0) > now));
  }

  finish(jobId: string, contextKey: string, outcome: JobOutcome | null): Promise<number> {
    if (this.finished.has(jobId)) return Promise.resolve(-1);
    this.forgetOldFinished();
    this.finished.set(jobId, this.now() + FINISHED_JOB_SECONDS * 1000);
    if (this.current.get(contextKey) === jobId) this.current.delete(contextKey);
    const waiting = this.subscribers.get(jobId) ?? new Map<string, number>();
    this.subscribers.delete(jobId);
    if (!outcome) return Promise.resolve(0);
    for (const [channelId, userId] of waiting) {
      this.publish({
        id: this.nextId(),
        channel_id: channelId,
        job_id: jobId,
        user_id: userId,
        ...outcome,
      });
    }
    return Promise.resolve(waiting.size);
  }

  read(channelId: string, lastId: string | null, limit: number): Promise<AsyncEvent[]> {
    const events = this.channels.get(channelId) ?? [];
    const after =
      lastId === null ? events : events.filter((e) => compareEventIds(e.id, lastId) > 0);
    return Promise.resolve(after.slice(0, limit));
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  touch(channelIds: readonly string[]): Promise<void> {
    const until = this.now() + PRESENCE_SECONDS * 1000;
    for (const channelId of channelIds) this.presence.set(channelId, until);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }

  private publish(event: AsyncEvent): void {
    let events = this.channels.get(event.channel_id);
    if (!events) this.channels.set(event.channel_id, (events = []));
    events.push(event);
    if (events.length > this.channelLimit) events.splice(0, events.length - this.channelLimit);
    for (const listener of this.listeners) listener(event);
  }

  /** Stream-style ids: milliseconds, then a sequence within the same millisecond. */
  private nextId(): string {
    const ms = this.now();
    if (ms > this.lastMs) {
      this.lastMs = ms;
      this.sequence = 0;
    } else {
      this.sequence += 1;
    }
    return `${this.lastMs}-${this.sequence}`;
  }

  private forgetOldFinished(): void {
    const now = this.now();
    for (const [jobId, until] of this.finished) {
      if (until > now) break;
      this.finished.delete(jobId);
    }
  }
}
