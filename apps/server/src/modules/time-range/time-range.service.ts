/**
 * Evaluates time ranges for `/api/v1/time_range/` as Superset's endpoint does: each `{timeRange,
 * shift}` resolved with the shared grammar against the request time, answered with Python
 * isoformat strings ('' for an unbounded side). Any failure is Superset's
 * 'Unexpected time range: <error>'.
 */
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import type { EvaluatedTimeRange } from '@panorama/core/schemas/time-range';
import { formatPythonIsoformat } from '@panorama/core/time/naive-datetime';
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';

export interface TimeRangeItem {
  timeRange: string;
  shift?: string | null;
}

/**
 * The server clock is read as naive UTC wall-clock time: the same convention as every stored
 * datetime, so `today` is midnight UTC.
 */
export function evaluateTimeRanges(
  items: readonly TimeRangeItem[],
  now: Date,
): EvaluatedTimeRange[] {
  return items.map(({ timeRange, shift }) => {
    try {
      const { since, until } = resolveTimeRange(timeRange, { now, timeShift: shift ?? null });
      return {
        since: since ? formatPythonIsoformat(since) : '',
        until: until ? formatPythonIsoformat(until) : '',
        timeRange,
        shift: shift ?? null,
      };
    } catch (err) {
      // Only the grammar's own errors are shown; anything else is a bug and stays a 500.
      if (!isAppError(err)) throw err;
      throw new ValidationError(`Unexpected time range: ${err.message}`);
    }
  });
}
