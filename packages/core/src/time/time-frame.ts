/**
 * The time-range picker's model (Superset's DateFilterControl), shared by
 * the explore UI and anything that must classify or build a time-range value: frame types and
 * presets, the custom-range form (`CustomRange`) and its encoding to and from the range text,
 * `guessFrame`, and `formatTimeRange` for the "Actual time range" preview. Labels are English
 * message ids; the web app passes them through its translation function.
 */
import { formatNaiveDatetime, startOfDay, addDays, TIME_UNITS } from './naive-datetime';
import { parseIsoDatetime } from './parse-human-datetime';
import { NO_TIME_RANGE } from './no-time-range';

/** Between the two sides of a range: exactly space, colon, space. */
export const TIME_RANGE_SEPARATOR = ' : ';
/** The frontend's MOMENT_FORMAT, `YYYY-MM-DD[T]HH:mm:ss`. */
export const DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

export const FRAME_TYPES = [
  'Common',
  'Calendar',
  'Current',
  'Custom',
  'Advanced',
  'No filter',
] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The frame selector: Last, Previous, Custom, Advanced and No filter, in Superset's order. */
export const FRAME_OPTIONS: readonly Option<FrameType>[] = [
  { value: 'Common', label: 'Last' },
  { value: 'Calendar', label: 'Previous' },
  { value: 'Current', label: 'Current' },
  { value: 'Custom', label: 'Custom' },
  { value: 'Advanced', label: 'Advanced' },
  { value: 'No filter', label: 'No filter' },
];

const asOptions = <T extends string>(values: readonly T[]): readonly Option<T>[] =>
  values.map((value) => ({ value, label: value }));

export const COMMON_RANGE_VALUES = [
  'Last day',
  'Last week',
  'Last month',
  'Last quarter',
  'Last year',
] as const;
export const CALENDAR_RANGE_VALUES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
] as const;
export const CURRENT_RANGE_VALUES = [
  'Current day',
  'Current week',
  'Current month',
  'Current quarter',
  'Current year',
] as const;
export const COMMON_RANGE_OPTIONS = asOptions(COMMON_RANGE_VALUES);
export const CALENDAR_RANGE_OPTIONS = asOptions(CALENDAR_RANGE_VALUES);
export const CURRENT_RANGE_OPTIONS = asOptions(CURRENT_RANGE_VALUES);

/** The units the custom and advanced ranges count in: the same as date arithmetic's. */
export const DATE_TIME_GRAINS = TIME_UNITS;
export type DateTimeGrain = (typeof DATE_TIME_GRAINS)[number];

const GRAIN_LABELS: Record<DateTimeGrain, string> = {
  second: 'Seconds',
  minute: 'Minutes',
  hour: 'Hours',
  day: 'Days',
  week: 'Weeks',
  month: 'Months',
  quarter: 'Quarters',
  year: 'Years',
};
/** `Days Before`, ... for the start; `Days After`, ... for the end. */
export const SINCE_GRAIN_OPTIONS: readonly Option<DateTimeGrain>[] = DATE_TIME_GRAINS.map((g) => ({
  value: g,
  label: `${GRAIN_LABELS[g]} Before`,
}));
export const UNTIL_GRAIN_OPTIONS: readonly Option<DateTimeGrain>[] = DATE_TIME_GRAINS.map((g) => ({
  value: g,
  label: `${GRAIN_LABELS[g]} After`,
}));

export const DATE_TIME_MODES = ['specific', 'relative', 'now', 'today'] as const;
export type DateTimeMode = (typeof DATE_TIME_MODES)[number];
export const SINCE_MODE_OPTIONS: readonly Option<DateTimeMode>[] = [
  { value: 'specific', label: 'Specific Date/Time' },
  { value: 'relative', label: 'Relative Date/Time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];
export const UNTIL_MODE_OPTIONS = SINCE_MODE_OPTIONS;

export const ANCHOR_MODES = ['now', 'specific'] as const;
export type AnchorMode = (typeof ANCHOR_MODES)[number];

/** The Custom frame's form. */
export interface CustomRange {
  sinceDatetime: string;
  sinceMode: DateTimeMode;
  sinceGrain: DateTimeGrain;
  /** How many grains before the anchor: a positive integer (the encoder negates it). */
  sinceGrainValue: number;
  untilDatetime: string;
  untilMode: DateTimeMode;
  untilGrain: DateTimeGrain;
  /** How many grains after the anchor: a positive integer. */
  untilGrainValue: number;
  anchorMode: AnchorMode;
  anchorValue: string;
}

/** A relative quantity must be a positive integer (minimum 1): it counts whole grains. */
export function isValidGrainValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/** A grain value made valid: the integer magnitude, at least 1. */
export function normalizeGrainValue(value: number): number {
  const magnitude = Math.trunc(Math.abs(value));
  return Number.isSafeInteger(magnitude) && magnitude >= 1 ? magnitude : 1;
}

/** Start 7 days before today (relative), end today at midnight (specific), anchor now. */
export function defaultCustomRange(now: Date): CustomRange {
  const midnight = startOfDay(now);
  return {
    sinceDatetime: formatNaiveDatetime(addDays(midnight, -7)),
    sinceMode: 'relative',
    sinceGrain: 'day',
    sinceGrainValue: 7,
    untilDatetime: formatNaiveDatetime(midnight),
    untilMode: 'specific',
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

const isFixedMode = (mode: DateTimeMode) => mode !== 'relative';

/** A specific datetime in DATETIME_FORMAT; `now`/`today` and unparseable text stay literal. */
function specificText(value: string): string {
  const parsed = parseIsoDatetime(value);
  return parsed ? formatNaiveDatetime(parsed) : value;
}

function fixedSide(mode: DateTimeMode, datetime: string): string {
  return mode === 'specific' ? specificText(datetime) : mode;
}

/** customTimeRangeEncode: the Custom form → `<since> : <until>` text. */
export function customTimeRangeEncode(range: CustomRange): string {
  const before = -normalizeGrainValue(range.sinceGrainValue);
  const after = normalizeGrainValue(range.untilGrainValue);
  const sinceFixed = isFixedMode(range.sinceMode);
  const untilFixed = isFixedMode(range.untilMode);
  if (sinceFixed && untilFixed) {
    return `${fixedSide(range.sinceMode, range.sinceDatetime)}${TIME_RANGE_SEPARATOR}${fixedSide(range.untilMode, range.untilDatetime)}`;
  }
  if (untilFixed) {
    const until = fixedSide(range.untilMode, range.untilDatetime);
    return `DATEADD(DATETIME("${until}"), ${before}, ${range.sinceGrain})${TIME_RANGE_SEPARATOR}${until}`;
  }
  if (sinceFixed) {
    const since = fixedSide(range.sinceMode, range.sinceDatetime);
    return `${since}${TIME_RANGE_SEPARATOR}DATEADD(DATETIME("${since}"), ${after}, ${range.untilGrain})`;
  }
  const anchor = range.anchorMode === 'now' ? 'now' : specificText(range.anchorValue);
  return (
    `DATEADD(DATETIME("${anchor}"), ${before}, ${range.sinceGrain})${TIME_RANGE_SEPARATOR}` +
    `DATEADD(DATETIME("${anchor}"), ${after}, ${range.untilGrain})`
  );
}

const ISO8601 = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:[+-]\d\d:\d\d|Z)?`;
const FIXED_VALUE = new RegExp(String.raw`^(?:${ISO8601}|now|today)$`, 'i');
const RELATIVE_VALUE = new RegExp(
  String.raw`^DATEADD\(DATETIME\((["'])(${ISO8601}|now|today)\1\),\s*([+-]?[1-9]\d{0,8}),\s*(second|minute|hour|day|week|month|quarter|year)\)$`,
  'i',
);

interface FixedValue {
  mode: DateTimeMode;
  datetime: string;
}

function decodeFixed(text: string): FixedValue | null {
  if (!FIXED_VALUE.test(text)) return null;
  const lowered = text.toLowerCase();
  return lowered === 'now' || lowered === 'today'
    ? { mode: lowered, datetime: lowered }
    : { mode: 'specific', datetime: text };
}

interface RelativeValue {
  anchor: string;
  amount: number;
  grain: DateTimeGrain;
}

function decodeRelative(text: string): RelativeValue | null {
  const m = RELATIVE_VALUE.exec(text);
  if (!m) return null;
  const anchor = m[2] ?? '';
  const lowered = anchor.toLowerCase();
  return {
    anchor: lowered === 'now' || lowered === 'today' ? lowered : anchor,
    amount: Number(m[3]),
    grain: (m[4] ?? 'day').toLowerCase() as DateTimeGrain,
  };
}

export interface CustomRangeDecodeResult {
  customRange: CustomRange;
  matchedFlag: boolean;
}

/**
 * customTimeRangeDecode: recognises exactly the four shapes the encoder writes (specific/now/today
 * on both sides; relative start anchored on the end; relative end anchored on the start; both
 * relative on one anchor). A relative start must go back (negative amount) and a relative end
 * forward, so that re-encoding the form never changes the range; anything else is not a custom
 * range (`matchedFlag: false`, the default form), i.e. an Advanced one.
 */
export function customTimeRangeDecode(
  timeRange: string,
  now: Date = new Date(),
): CustomRangeDecodeResult {
  const fallback = defaultCustomRange(now);
  const parts = timeRange.split(TIME_RANGE_SEPARATOR);
  const [sinceText, untilText] = parts;
  if (parts.length !== 2 || !sinceText || !untilText) {
    return { customRange: fallback, matchedFlag: false };
  }
  const matched = (range: Partial<CustomRange>) => ({
    customRange: { ...fallback, ...range },
    matchedFlag: true,
  });
  const sinceFixed = decodeFixed(sinceText);
  const untilFixed = decodeFixed(untilText);
  const sinceRelative = decodeRelative(sinceText);
  const untilRelative = decodeRelative(untilText);
  if (sinceFixed && untilFixed) {
    return matched({
      sinceMode: sinceFixed.mode,
      sinceDatetime: sinceFixed.datetime,
      untilMode: untilFixed.mode,
      untilDatetime: untilFixed.datetime,
    });
  }
  if (
    sinceRelative &&
    untilFixed &&
    sinceRelative.amount < 0 &&
    sinceRelative.anchor === untilFixed.datetime
  ) {
    return matched({
      sinceMode: 'relative',
      sinceGrain: sinceRelative.grain,
      sinceGrainValue: -sinceRelative.amount,
      sinceDatetime: sinceRelative.anchor,
      untilMode: untilFixed.mode,
      untilDatetime: untilFixed.datetime,
    });
  }
  if (
    sinceFixed &&
    untilRelative &&
    untilRelative.amount > 0 &&
    untilRelative.anchor === sinceFixed.datetime
  ) {
    return matched({
      sinceMode: sinceFixed.mode,
      sinceDatetime: sinceFixed.datetime,
      untilMode: 'relative',
      untilGrain: untilRelative.grain,
      untilGrainValue: untilRelative.amount,
      untilDatetime: untilRelative.anchor,
    });
  }
  if (
    sinceRelative &&
    untilRelative &&
    sinceRelative.amount < 0 &&
    untilRelative.amount > 0 &&
    sinceRelative.anchor === untilRelative.anchor
  ) {
    const anchor = sinceRelative.anchor;
    return matched({
      sinceMode: 'relative',
      sinceGrain: sinceRelative.grain,
      sinceGrainValue: -sinceRelative.amount,
      sinceDatetime: anchor,
      untilMode: 'relative',
      untilGrain: untilRelative.grain,
      untilGrainValue: untilRelative.amount,
      untilDatetime: anchor,
      anchorMode: anchor === 'now' ? 'now' : 'specific',
      anchorValue: anchor,
    });
  }
  return { customRange: fallback, matchedFlag: false };
}

const COMMON_SET: ReadonlySet<string> = new Set(COMMON_RANGE_VALUES);
const CALENDAR_SET: ReadonlySet<string> = new Set(CALENDAR_RANGE_VALUES);
const CURRENT_SET: ReadonlySet<string> = new Set(CURRENT_RANGE_VALUES);

/** Which frame a stored value belongs to, so the picker reopens on the frame that wrote it. */
export function guessFrame(timeRange: string | null | undefined): FrameType {
  if (!timeRange || timeRange === NO_TIME_RANGE) return 'No filter';
  if (COMMON_SET.has(timeRange)) return 'Common';
  if (CALENDAR_SET.has(timeRange)) return 'Calendar';
  if (CURRENT_SET.has(timeRange)) return 'Current';
  if (customTimeRangeDecode(timeRange).matchedFlag) return 'Custom';
  return 'Advanced';
}

/**
 * The "Actual time range" text: `<since> ≤ col < <until>` with `T00:00:00` dropped and `-∞` / `∞`
 * for an unbounded side; a value without separator is returned as is.
 */
export function formatTimeRange(timeRange: string, columnPlaceholder = 'col'): string {
  const parts = timeRange.split(TIME_RANGE_SEPARATOR);
  if (parts.length === 1) return timeRange;
  const [since, until] = parts.map((part) => part.replace('T00:00:00', ''));
  return `${since || '-∞'} ≤ ${columnPlaceholder} < ${until || '∞'}`;
}

/** formatTimeRange for an evaluated range (the time_range endpoint's since/until strings). */
export function formatEvaluatedTimeRange(
  since: string,
  until: string,
  columnPlaceholder = 'col',
): string {
  return formatTimeRange(`${since}${TIME_RANGE_SEPARATOR}${until}`, columnPlaceholder);
}
