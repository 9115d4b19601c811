/** Times of report runs: the API sends naive UTC; screens show local time with UTC on hover. */
import { parseUtcTimestamp } from '../dashboard-page';

/** Local date and time, or '' when there is no (readable) time. */
export function localTime(value: string | null | undefined): string {
  const ms = parseUtcTimestamp(value);
  return ms === null ? '' : new Date(ms).toLocaleString();
}

/** "2024-05-01 09:00:03 UTC", for tooltips. */
export function utcTime(value: string | null | undefined): string {
  const ms = parseUtcTimestamp(value);
  return ms === null ? '' : `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Seconds between two run times, or null. */
export function durationSeconds(
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  const from = parseUtcTimestamp(start);
  const to = parseUtcTimestamp(end);
  return from === null || to === null ? null : Math.max(0, (to - from) / 1000);
}
