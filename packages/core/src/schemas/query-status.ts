/**
 * Superset's QueryStatus values: how a SQL Lab run is stored in the query history and answered
 * as the API's `state`.
 */
export const QUERY_STATUSES = [
  'pending',
  'running',
  'success',
  'failed',
  'stopped',
  'timed_out',
] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

/** A run that may still change: stop applies to it and a re-run of its client_id waits for it. */
export const ACTIVE_STATUSES: readonly QueryStatus[] = ['pending', 'running'];
