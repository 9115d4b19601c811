/**
 * "Cached 5 minutes ago" / "Fetched a few seconds ago" of a chart holder. The chart data API
 * gives `cached_dttm` in UTC, often without a zone designator (Superset's format), so such a
 * value is read as UTC rather than local time.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { t } from '../../../i18n/t';

dayjs.extend(relativeTime);

/** Milliseconds since the epoch of an API timestamp; null when unreadable. */
export function parseUtcTimestamp(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim();
  const zoned = /(Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : ms;
}

/** "5 minutes ago" between two instants (ms). */
export function timeAgo(at: number, now: number): string {
  return dayjs(Math.min(at, now)).from(dayjs(now));
}

/**
 * The holder's data age: 'Cached …' when the server answered from its cache (with the cache
 * time), otherwise 'Fetched …' since the query finished; null before any result.
 */
export function dataAgeLabel(
  result: { is_cached?: boolean; cached_dttm?: string | null } | undefined,
  fetchedAt: number | null,
  now: number,
): string | null {
  if (result?.is_cached) {
    const cachedAt = parseUtcTimestamp(result.cached_dttm);
    if (cachedAt !== null) return t('Cached %s', timeAgo(cachedAt, now));
  }
  return fetchedAt !== null && fetchedAt > 0 ? t('Fetched %s', timeAgo(fetchedAt, now)) : null;
}
