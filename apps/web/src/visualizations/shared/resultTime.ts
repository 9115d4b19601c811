/**
 * The time of a result cell as epoch milliseconds: numbers as they come (the `__timestamp` of a
 * time series), text and dates parsed; anything else, or an unparseable value, is no time.
 */
import { toDate } from '@panorama/core/format/time-format';

export function epochMsOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || value instanceof Date) return toDate(value)?.getTime() ?? null;
  return null;
}
