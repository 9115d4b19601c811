/**
 * Superset's get_since_until: turns a time range such as `Last week`,
 * `previous calendar month`, `2024-01-01 : 2024-02-01` or `DATEADD(DATETIME("now"), -7, day) :
 * now` into naive `since` (inclusive) and `until` (exclusive) datetimes, null meaning unbounded.
 *
 * Faithful details worth knowing:
 * - `No filter` → both null, and time_shift is not applied;
 * - `Last ...` / `Next ...` are case-sensitive prefixes; the open bound is relativeEnd /
 *   relativeStart, else `now` for second/minute/hour units and `today` otherwise;
 * - a separator-less text that is no shorthand (and a null/empty range) takes the legacy path:
 *   the text is ignored, `since` / `until` options are used, and `until` defaults to relativeEnd
 *   or today, so `resolveTimeRange(null, ...)` is `{ since: null, until: today }`;
 * - `now` is taken to the second.
 * The experimental instant_time_comparison_range step (behind CHART_PLUGINS_EXPERIMENTAL) is not
 * implemented.
 */
import { ValidationError } from '../errors/app-error';
import { parseHumanDatetime } from './parse-human-datetime';
import type { DateExpr } from './time-expression-ast';
import { evaluateDateExpr } from './time-expression';
import { NO_TIME_RANGE } from './no-time-range';
import { TIME_RANGE_SEPARATOR } from './time-frame';
import { FROM_DATE_LARGER_THAN_TO_DATE } from './time-range-errors';
import {
  defaultShorthandBound,
  rangeShorthand,
  sideExpression,
  type RangeSides,
  type RelativeBase,
} from './time-range-shorthands';
import { shiftTimeRange, type TimeBounds } from './time-shift';

export interface ResolveTimeRangeOptions {
  /** The naive datetime `now` and `today` refer to (the request time). */
  now: Date;
  /** Base of `this|last|next N unit` phrases and the start of `Next ...`. */
  relativeStart?: RelativeBase | null;
  /** The end of `Last ...`, and of legacy ranges without `until`. */
  relativeEnd?: RelativeBase | null;
  /** `1 year` (shift both bounds one year back) or an absolute `<since> : <until>`. */
  timeShift?: string | null;
  /** Legacy form-data `since` (`7 days` means 7 days ago), used when timeRange has no range. */
  since?: string | null;
  /** Legacy form-data `until`. */
  until?: string | null;
}

export type ResolvedTimeRange = TimeBounds;

/** Step 2: separator-less shorthands rewritten to a range, or null for the legacy path. */
function rangeSides(
  timeRange: string | null | undefined,
  options: ResolveTimeRangeOptions,
): RangeSides | null {
  let text = timeRange ?? '';
  if (text.startsWith('Last') && !text.includes(TIME_RANGE_SEPARATOR)) {
    text = `${text}${TIME_RANGE_SEPARATOR}${options.relativeEnd || defaultShorthandBound(text)}`;
  }
  if (text.startsWith('Next') && !text.includes(TIME_RANGE_SEPARATOR)) {
    text = `${options.relativeStart || defaultShorthandBound(text)}${TIME_RANGE_SEPARATOR}${text}`;
  }
  const separator = text.indexOf(TIME_RANGE_SEPARATOR);
  if (separator < 0) return text ? rangeShorthand(text, options.relativeStart) : null;
  // Step 3: only the first separator splits; an empty side is unbounded.
  const side = (part: string): DateExpr | null =>
    part.trim() === '' ? null : sideExpression(part.trim(), options.relativeStart);
  return [
    side(text.slice(0, separator)),
    side(text.slice(separator + TIME_RANGE_SEPARATOR.length)),
  ];
}

const LEGACY_SINCE_GRAINS = ['days', 'years', 'hours', 'day', 'year', 'weeks'];

/** add_ago_to_since: legacy `since: 7 days` meant the past. */
function addAgoToSince(since: string): string {
  const words = since.split(' ');
  return words.length === 2 && LEGACY_SINCE_GRAINS.includes(words[1] ?? '')
    ? `${since} ago`
    : since;
}

export function resolveTimeRange(
  timeRange: string | null | undefined,
  options: ResolveTimeRangeOptions,
): ResolvedTimeRange {
  if (timeRange === NO_TIME_RANGE) return { since: null, until: null };
  const { now } = options;
  const context = { now };
  const sides = rangeSides(timeRange, options);
  let bounds: TimeBounds;
  if (sides) {
    const [since, until] = sides;
    bounds = {
      since: since && evaluateDateExpr(since, context),
      until: until && evaluateDateExpr(until, context),
    };
  } else {
    const since = options.since ? addAgoToSince(options.since) : '';
    bounds = {
      since: since ? parseHumanDatetime(since, now) : null,
      until: parseHumanDatetime(options.until || options.relativeEnd || 'today', now),
    };
  }
  if (options.timeShift) bounds = shiftTimeRange(bounds, options.timeShift, now);
  if (bounds.since && bounds.until && bounds.since.getTime() > bounds.until.getTime()) {
    throw new ValidationError(FROM_DATE_LARGER_THAN_TO_DATE);
  }
  return bounds;
}
