/**
 * Who waits for which async chart query, and the events that tell them it finished. One job runs
 * per query context at a time: clients asking for the same context while it runs join it (same
 * job id), and when it finishes each waiting channel gets exactly one event for it, even if the
 * job is run twice (a worker died after finishing, or a duplicate was queued). Two kinds: in this
 * process (no Redis), or in Redis, shared by every server and worker process.
 */
import type { AsyncEvent, JobOutcome, JobSubscriber } from './async-event';

/** How long a silent client still counts as waiting (websockets and polls refresh it). */
export const PRESENCE_SECONDS = 60;
/** How long a job may wait and run before its registration is forgotten. */
export const JOB_REGISTRATION_SECONDS = 3600;
/** How long a finished job is remembered, so a second run of it publishes nothing. */
export const FINISHED_JOB_SECONDS = 6 * 3600;
/** How long an idle channel's events are kept. */
export const CHANNEL_SECONDS = 24 * 3600;

export type EventListener = (event: AsyncEvent) => void;

export interface AsyncCoordinator {
  readonly kind: 'memory' | 'redis';
  /**
   * Registers a client on the job for `contextKey`: the one already waiting or running, else a
   * new one. Answers the job id. Throws AsyncQueriesUnavailableError when the store is down.
   */
  join(contextKey: string, subscriber: JobSubscriber): Promise<string>;
  /** Whether the job already finished (a repeated run of it then does nothing). */
  isFinished(jobId: string): Promise<boolean>;
  /** Whether any client waiting for the job has been heard from recently. */
  hasListeners(jobId: string): Promise<boolean>;
  /**
   * Finishes the job once: forgets its registration and publishes one event per waiting channel
   * (none when `outcome` is null: nobody is waiting any more). Answers the number of events
   * published, or -1 when the job had already finished.
   */
  finish(jobId: string, contextKey: string, outcome: JobOutcome | null): Promise<number>;
  /** A channel's kept events after `lastId` (all of them when null), oldest first. */
  read(channelId: string, lastId: string | null, limit: number): Promise<AsyncEvent[]>;
  /** Every event published from now on, on any channel (feeds this process's websockets). */
  subscribe(listener: EventListener): () => void;
  /** Notes that clients of these channels are still there. */
  touch(channelIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
