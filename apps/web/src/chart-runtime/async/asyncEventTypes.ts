/**
 * The async query shapes of the chart data API as the web sees them (Superset's shapes):
 * the 202 body that registers a job, and the event later delivered on
 * the user's channel by websocket or by `GET /api/v1/async_event/`. Event ids are ordered stream
 * ids (`<milliseconds>-<sequence>`); `last_id` asks for the events after one.
 */
import type { AsyncJobResponse } from '@panorama/core/schemas/chart-data';

/** The 202 answer of `POST /api/v1/chart/data`. */
export type AsyncJobMetadata = AsyncJobResponse;

export interface AsyncEvent {
  id: string;
  channel_id?: string;
  job_id: string;
  user_id?: number;
  status: 'done' | 'error';
  result_url: string | null;
  errors?: { message?: string; error_type?: string }[];
}

export function isAsyncEvent(value: unknown): value is AsyncEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<AsyncEvent>;
  return typeof event.id === 'string' && typeof event.job_id === 'string';
}
