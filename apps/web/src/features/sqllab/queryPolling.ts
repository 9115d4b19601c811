/**
 * When SQL Lab asks the server about its queries. Running queries are polled through
 * `updated_since` (Superset's QueryAutoRefresh); an asynchronous query that finished leaves its
 * rows under a results key, fetched once.
 */
import type { QueryRecord, QueryState } from './sqllabTypes';

/** Superset polls every 2 seconds while something runs. */
export const POLL_INTERVAL_MS = 2000;
/**
 * `updated_since` compares with the server's clock; the start time is this browser's, so ask
 * from a little earlier than the oldest running query started (the answer is only this user's
 * queries, so the overlap costs little).
 */
export const POLL_CLOCK_MARGIN_MS = 5 * 60 * 1000;

const ACTIVE_STATES: ReadonlySet<QueryState> = new Set([
  'pending',
  'scheduled',
  'running',
  'fetching',
]);

export function isActive(state: QueryState): boolean {
  return ACTIVE_STATES.has(state);
}

/** Whether anything is still running, so the poll should go on. */
export function shouldPoll(queries: Readonly<Record<string, QueryRecord>>): boolean {
  return Object.values(queries).some((query) => isActive(query.state));
}

/** The `last_updated_ms` of the next poll, or null when nothing runs. */
export function pollSinceMs(queries: Readonly<Record<string, QueryRecord>>): number | null {
  let oldest: number | null = null;
  for (const query of Object.values(queries)) {
    if (!isActive(query.state)) continue;
    oldest = oldest === null ? query.startDttm : Math.min(oldest, query.startDttm);
  }
  return oldest === null ? null : Math.max(0, oldest - POLL_CLOCK_MARGIN_MS);
}

/** A finished query whose rows wait on the server under its results key. */
export function needsResults(query: QueryRecord): boolean {
  return query.state === 'success' && query.results === null && query.resultsKey !== null;
}

/** How long a query ran (or has been running at `now`), in milliseconds. */
export function elapsedMs(query: Pick<QueryRecord, 'startDttm' | 'endDttm'>, now: number): number {
  return Math.max(0, (query.endDttm ?? now) - query.startDttm);
}

/** `HH:MM:SS.hh`, as Superset's timer shows it. */
export function formatElapsed(ms: number): string {
  const totalHundredths = Math.floor(ms / 10);
  const hundredths = totalHundredths % 100;
  const totalSeconds = Math.floor(totalHundredths / 100);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(
    totalSeconds % 60,
  )}.${pad(hundredths)}`;
}
