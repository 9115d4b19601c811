/** "3 hours ago"-style deltas for the *_delta_humanized fields list pages sort and show. */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(relativeTime);
dayjs.extend(utc);

export function humanizeDelta(iso: string | null | undefined, now = new Date()): string | null {
  if (!iso) return null;
  return dayjs.utc(iso).from(dayjs.utc(now));
}

/** Superset's last_modified_time: epoch seconds of the last change. */
export function epochSeconds(iso: string): number {
  return Math.floor(new Date(iso).getTime() / 1000);
}

export function nowIso(): string {
  return new Date().toISOString();
}
