/**
 * The time range endpoint's URL: `q` is the range text, rison-encoded, as Superset's API reads it.
 */
import rison from 'rison';

export const TIME_RANGE_ENDPOINT = '/api/v1/time_range/';

export function timeRangeUrl(timeRange: string): string {
  return `${TIME_RANGE_ENDPOINT}?q=${encodeURIComponent(rison.encode(timeRange))}`;
}
