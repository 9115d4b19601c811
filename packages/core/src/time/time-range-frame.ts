/**
 * The time-range picker's editing rules (as Superset's DateFilterControl behaves),
 * on top of the range model in `time-frame.ts` (frame guessing, custom encode/decode, preview
 * formatting), which this file reuses rather than repeats: which frames the picker offers, the
 * value a frame switch produces, the Advanced frame's two sides, edits of the Custom form that
 * keep it valid, the trigger's label and tooltip, and reading the time_range endpoint's answer.
 * Everything is pure; "now" is passed in as a naive datetime (UTC fields are the wall clock).
 */
import { floorToSecond, formatNaiveDatetime, startOfDay } from './naive-datetime';
import { parseIsoDatetime } from './parse-human-datetime';
import {
  CALENDAR_RANGE_VALUES,
  COMMON_RANGE_VALUES,
  CURRENT_RANGE_VALUES,
  FRAME_OPTIONS,
  TIME_RANGE_SEPARATOR,
  customTimeRangeDecode,
  customTimeRangeEncode,
  formatEvaluatedTimeRange,
  guessFrame,
  isValidGrainValue,
  type AnchorMode,
  type CustomRange,
  type DateTimeGrain,
  type DateTimeMode,
  type FrameType,
  type Option,
} from './time-frame';
import type { EvaluatedTimeRange } from '../schemas/time-range';
import { NO_TIME_RANGE } from './no-time-range';

/** The presets a frame switch lands on when the value is not already one of that frame's. */
export const DEFAULT_COMMON_RANGE = 'Last week';
export const DEFAULT_CALENDAR_RANGE = 'previous calendar week';
export const DEFAULT_CURRENT_RANGE = 'Current day';

/** Frames the range type select shows, in Superset's order. */
const PICKER_FRAMES: ReadonlySet<FrameType> = new Set<FrameType>([
  'Common',
  'Calendar',
  'Custom',
  'Advanced',
  'No filter',
]);

/**
 * The range type choices: Last, Previous, Custom, Advanced and No filter (Superset's order).
 * Current is offered only while the edited value is a Current preset, so such a stored value
 * still shows its own frame instead of a select with no matching option.
 */
export function pickerFrameOptions(currentFrame: FrameType): readonly Option<FrameType>[] {
  return FRAME_OPTIONS.filter(
    (option) => PICKER_FRAMES.has(option.value) || option.value === currentFrame,
  );
}

/** A stored time_range made usable: missing or blank means no filter (DEFAULT_TIME_FILTER). */
export function normalizeTimeRange(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : NO_TIME_RANGE;
}

const inSet = (values: readonly string[], value: string) => values.includes(value);

/**
 * The value after the user picks another frame: a preset frame keeps the value if it is one of
 * its presets, else takes its first one; Custom re-encodes what decodes (else the default custom
 * range); Advanced splits the value into two editable sides; No filter is `No filter`.
 */
export function timeRangeForFrame(frame: FrameType, value: string, now: Date): string {
  switch (frame) {
    case 'Common':
      return inSet(COMMON_RANGE_VALUES, value) ? value : DEFAULT_COMMON_RANGE;
    case 'Calendar':
      return inSet(CALENDAR_RANGE_VALUES, value) ? value : DEFAULT_CALENDAR_RANGE;
    case 'Current':
      return inSet(CURRENT_RANGE_VALUES, value) ? value : DEFAULT_CURRENT_RANGE;
    case 'Custom':
      return customTimeRangeEncode(customTimeRangeDecode(value, now).customRange);
    case 'Advanced':
      return advancedTimeRange(value);
    case 'No filter':
      return NO_TIME_RANGE;
  }
}

/**
 * The Advanced frame's text: a value with a separator as is; a separator-less `Last ...` becomes
 * its start and `Next ...` its end (the server reads both that way); anything else, both empty.
 */
export function advancedTimeRange(value: string): string {
  if (value.includes(TIME_RANGE_SEPARATOR)) return value;
  if (value.startsWith('Last')) return joinAdvancedRange(value, '');
  if (value.startsWith('Next')) return joinAdvancedRange('', value);
  return TIME_RANGE_SEPARATOR;
}

/** START and END of an Advanced value; like the server, only the first separator splits. */
export function splitAdvancedRange(value: string): [since: string, until: string] {
  const at = value.indexOf(TIME_RANGE_SEPARATOR);
  if (at < 0) return [value, ''];
  return [value.slice(0, at), value.slice(at + TIME_RANGE_SEPARATOR.length)];
}

export function joinAdvancedRange(since: string, until: string): string {
  return `${since}${TIME_RANGE_SEPARATOR}${until}`;
}

export type RangeSide = 'since' | 'until';

/** The anchor choice appears only when both sides are relative (one shared anchor). */
export function showsAnchor(range: CustomRange): boolean {
  return range.sinceMode === 'relative' && range.untilMode === 'relative';
}

/** Midnight of `now`, as the picker's datetime text. */
export function midnightText(now: Date): string {
  return formatNaiveDatetime(startOfDay(now));
}

/**
 * A side's datetime as a concrete `YYYY-MM-DDTHH:mm:ss` for the date picker: decoded forms may
 * hold `now` or `today` (the anchor of a relative side), which become the current second or
 * today's midnight; unreadable text becomes midnight.
 */
export function concreteDatetime(text: string, now: Date): string {
  const lowered = text.trim().toLowerCase();
  if (lowered === 'now') return formatNaiveDatetime(floorToSecond(now));
  const parsed = lowered === 'today' ? null : parseIsoDatetime(text);
  return parsed ? formatNaiveDatetime(parsed) : midnightText(now);
}

/** Switching a side's mode; a side turning specific gets a concrete datetime to show. */
export function withCustomMode(
  range: CustomRange,
  side: RangeSide,
  mode: DateTimeMode,
  now: Date,
): CustomRange {
  if (side === 'since') {
    const sinceDatetime =
      mode === 'specific' ? concreteDatetime(range.sinceDatetime, now) : range.sinceDatetime;
    return { ...range, sinceMode: mode, sinceDatetime };
  }
  const untilDatetime =
    mode === 'specific' ? concreteDatetime(range.untilDatetime, now) : range.untilDatetime;
  return { ...range, untilMode: mode, untilDatetime };
}

export function withCustomDatetime(
  range: CustomRange,
  side: RangeSide,
  datetime: string,
): CustomRange {
  return side === 'since'
    ? { ...range, sinceDatetime: datetime }
    : { ...range, untilDatetime: datetime };
}

export function withCustomGrain(
  range: CustomRange,
  side: RangeSide,
  grain: DateTimeGrain,
): CustomRange {
  return side === 'since' ? { ...range, sinceGrain: grain } : { ...range, untilGrain: grain };
}

/**
 * A new relative quantity; only positive integers count a whole number of grains, so anything else
 * (empty box, 0, negatives, fractions) leaves the form unchanged.
 */
export function withCustomGrainValue(
  range: CustomRange,
  side: RangeSide,
  value: unknown,
): CustomRange {
  if (!isValidGrainValue(value)) return range;
  return side === 'since'
    ? { ...range, sinceGrainValue: value }
    : { ...range, untilGrainValue: value };
}

function specificOrMidnight(text: string, now: Date): string {
  const parsed = parseIsoDatetime(text);
  return parsed ? formatNaiveDatetime(parsed) : midnightText(now);
}

/** Anchoring on NOW, or on a specific datetime that starts at today's midnight. */
export function withAnchorMode(range: CustomRange, mode: AnchorMode, now: Date): CustomRange {
  return mode === 'now'
    ? { ...range, anchorMode: 'now', anchorValue: 'now' }
    : { ...range, anchorMode: 'specific', anchorValue: specificOrMidnight(range.anchorValue, now) };
}

export function withAnchorValue(range: CustomRange, datetime: string): CustomRange {
  return { ...range, anchorMode: 'specific', anchorValue: datetime };
}

/** Since/until of an evaluated range: Python isoformat text, '' for an unbounded side. */
export type EvaluatedRange = Pick<EvaluatedTimeRange, 'since' | 'until'>;

/** The "Actual time range" text of an evaluated range (`since ≤ col < until`). */
export function actualTimeRangeText(range: EvaluatedRange, columnPlaceholder = 'col'): string {
  return formatEvaluatedTimeRange(range.since, range.until, columnPlaceholder);
}

export interface TimeRangeLabel {
  /** What the control shows. */
  label: string;
  /** What hovering it shows; null for nothing. */
  tooltip: string | null;
}

/**
 * The control's text and tooltip. Named presets (Last, Previous, Current) and No filter show
 * their own words with the resolved dates on hover; Custom and Advanced values are hard to read,
 * so they show the resolved dates with the raw text on hover. Until the dates are known (or when
 * the value does not resolve) the raw value is all there is.
 */
export function timeRangeLabel(value: string, actual: string | null): TimeRangeLabel {
  const frame = guessFrame(value);
  if (frame === 'No filter') return { label: NO_TIME_RANGE, tooltip: null };
  if (actual === null) return { label: value, tooltip: value };
  if (frame === 'Custom' || frame === 'Advanced') return { label: actual, tooltip: value };
  return { label: value, tooltip: actual };
}
