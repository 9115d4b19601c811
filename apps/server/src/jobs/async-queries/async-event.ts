/**
 * The async job shapes of the chart data API, as Superset's clients read them:
 * the 202 body that registers a job, and the event later published on the user's channel.
 * Event ids are stream ids, `<milliseconds>-<sequence>`, ordered; `last_id` asks for the events
 * after one.
 */

export type AsyncJobStatus = 'pending' | 'done' | 'error';

/** The 202 answer of `POST /api/v1/chart/data`. */
export interface AsyncJobMetadata {
  channel_id: string;
  job_id: string;
  user_id: number;
  status: 'pending';
  result_url: string;
}

export interface AsyncEventError {
  message: string;
  error_type?: string;
}

export interface AsyncEvent {
  id: string;
  channel_id: string;
  job_id: string;
  user_id: number;
  status: 'done' | 'error';
  result_url: string | null;
  errors: AsyncEventError[];
}

/** What a finished job reports; every waiting channel gets one event built from it. */
export interface JobOutcome {
  status: 'done' | 'error';
  result_url: string | null;
  errors: AsyncEventError[];
}

/** One client waiting for a job: the user and their channel. */
export interface JobSubscriber {
  channelId: string;
  userId: number;
}

export function resultUrl(cacheKey: string): string {
  return `/api/v1/chart/data/${cacheKey}`;
}

const EVENT_ID = /^(\d{1,16})-(\d{1,16})$/;

/** A well-formed stream id (`1700000000000-0`), or null. */
export function parseEventId(value: string | undefined | null): [number, number] | null {
  if (!value) return null;
  const match = EVENT_ID.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareEventIds(a: string, b: string): number {
  const [am, as] = parseEventId(a) ?? [0, 0];
  const [bm, bs] = parseEventId(b) ?? [0, 0];
  return am !== bm ? am - bm : as - bs;
}
