/**
 * Time deltas: the `time_shift` of get_since_until (a past delta such as `1 year`, applied to each
 * bound on the calendar, or an absolute `<since> : <until>` replacing both bounds) and
 * normalize_time_delta's strict `N unit(s) ago|later` form, for time comparisons.
 */
import { addUnits, isTimeUnit, type TimeUnit } from './naive-datetime';
import { parseHumanDatetime } from './parse-human-datetime';
import { TIME_RANGE_SEPARATOR } from './time-frame';
import { timeDeltaAmbiguousError, timeRangeParseFailError } from './time-range-errors';

export interface TimeDelta {
  /** Signed: negative moves into the past. Quarters are already months (×3). */
  amount: number;
  unit: Exclude<TimeUnit, 'quarter'>;
}

function toDelta(quantity: number, unitText: string): TimeDelta | null {
  const unit = unitText.toLowerCase();
  if (!isTimeUnit(unit)) return null;
  return unit === 'quarter' ? { amount: quantity * 3, unit: 'month' } : { amount: quantity, unit };
}

const STRICT_DELTA =
  /^\s*(\d{1,9})\s+(second|minute|hour|day|week|month|quarter|year)s?\s+(ago|later)\s*$/i;

/**
 * normalize_time_delta: `1 year ago` → -1 year, `3 days later` → +3 days. Anything else (a bare
 * `1 year` included: past or future?) is 'Time delta is ambiguous...'.
 */
export function parseTimeDelta(humanReadable: string): TimeDelta {
  const m = STRICT_DELTA.exec(humanReadable);
  const delta = m && toDelta(Number(m[1]), m[2] ?? '');
  if (!m || !delta) throw timeDeltaAmbiguousError(humanReadable);
  return m[3]?.toLowerCase() === 'ago' ? { ...delta, amount: -delta.amount } : delta;
}

export function applyTimeDelta(d: Date, delta: TimeDelta): Date {
  return addUnits(d, delta.amount, delta.unit);
}

const SHIFT_DELTA =
  /^\s*(-)?(\d{1,9})\s*(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|later|from\s+now))?\s*$/i;

/**
 * A time_shift delta. As parse_past_timedelta, a bare `1 year` (or `-1 year`, `1 year ago`) means
 * one year back; `later` / `from now` move forward.
 */
export function parseTimeShift(timeShift: string): TimeDelta {
  const m = SHIFT_DELTA.exec(timeShift);
  const delta = m && toDelta(Number(m[2]), m[3] ?? '');
  if (!m || !delta || (m[1] && m[4])) throw timeRangeParseFailError(timeShift);
  const forward = m[4] !== undefined && m[4].toLowerCase() !== 'ago';
  return forward ? delta : { ...delta, amount: -delta.amount };
}

export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

/** Applies get_since_until's time_shift to resolved bounds; unbounded sides stay unbounded. */
export function shiftTimeRange(bounds: TimeBounds, timeShift: string, now: Date): TimeBounds {
  const separator = timeShift.indexOf(TIME_RANGE_SEPARATOR);
  if (separator >= 0) {
    return {
      since: parseHumanDatetime(timeShift.slice(0, separator).trim(), now),
      until: parseHumanDatetime(
        timeShift.slice(separator + TIME_RANGE_SEPARATOR.length).trim(),
        now,
      ),
    };
  }
  const delta = parseTimeShift(timeShift);
  return {
    since: bounds.since && applyTimeDelta(bounds.since, delta),
    until: bounds.until && applyTimeDelta(bounds.until, delta),
  };
}
