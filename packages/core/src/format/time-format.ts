/**
 * Date and time formats of the chart controls, in UTC (the server returns naive timestamps as
 * epoch milliseconds, so UTC shows them as stored). 'smart_date', the default, picks the
 * coarsest unit that describes the value: a year start shows "2020", a month start "March", a
 * week start "Mar 08", any other day "Tue 10", then hours "03 PM", minutes "03:15", seconds
 * ":45s" and milliseconds ".250ms". Other ids are d3-time-format strings ('%Y-%m-%d', ...).
 * Ids are Superset's.
 */
import { utcFormat } from 'd3-time-format';

export type TimeInput = number | string | Date | null | undefined;
export type TimeFormatter = (value: TimeInput) => string;

export const SMART_DATE = 'smart_date';
export const SMART_DATE_DETAILED = 'smart_date_detailed';
export const SMART_DATE_VERBOSE = 'smart_date_verbose';
export const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

/** The x_axis_time_format / time_format choices `[value, label]`. */
export const TIME_FORMAT_CHOICES: Array<[string, string]> = [
  [SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

// A type alias, not an interface: it is then indexable, so its entries are typed as strings.
type GranularityFormats = {
  millisecond: string;
  second: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  month: string;
  year: string;
};

const ADAPTIVE_FORMATS: Record<string, GranularityFormats> = {
  [SMART_DATE]: {
    millisecond: '.%Lms',
    second: ':%Ss',
    minute: '%I:%M',
    hour: '%I %p',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  [SMART_DATE_DETAILED]: {
    millisecond: '%Y-%m-%d %H:%M:%S.%L',
    second: '%Y-%m-%d %H:%M:%S',
    minute: '%Y-%m-%d %H:%M',
    hour: '%Y-%m-%d %H:%M',
    day: '%Y-%m-%d',
    week: '%Y-%m-%d',
    month: '%Y-%m-%d',
    year: '%Y',
  },
  [SMART_DATE_VERBOSE]: {
    millisecond: '.%L',
    second: '%a %b %d, %I:%M:%S %p',
    minute: '%a %b %d, %I:%M %p',
    hour: '%a %b %d, %I %p',
    day: '%a %b %-d',
    week: '%a %b %-d',
    month: '%b %Y',
    year: '%Y',
  },
};

// A timestamp without a zone is read as UTC, like the epoch milliseconds the server sends.
const NAIVE_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A Date for the value, or null when it is not a time. */
export function toDate(value: TimeInput): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    if (/^-?\d+(\.\d+)?$/.test(text)) date = new Date(Number(text));
    else date = new Date(NAIVE_DATETIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The coarsest unit that still describes the instant exactly. */
function granularityOf(date: Date): keyof GranularityFormats {
  if (date.getUTCMilliseconds() !== 0) return 'millisecond';
  if (date.getUTCSeconds() !== 0) return 'second';
  if (date.getUTCMinutes() !== 0) return 'minute';
  if (date.getUTCHours() !== 0) return 'hour';
  if (date.getUTCDate() !== 1) return date.getUTCDay() === 0 ? 'week' : 'day';
  if (date.getUTCMonth() !== 0) return 'month';
  return 'year';
}

function adaptive(formats: GranularityFormats): (date: Date) => string {
  const byUnit = Object.fromEntries(
    Object.entries(formats).map(([unit, spec]) => [unit, utcFormat(spec)]),
  ) as Record<keyof GranularityFormats, (date: Date) => string>;
  return (date) => byUnit[granularityOf(date)](date);
}

function createFormatter(format: string): TimeFormatter {
  const formats = ADAPTIVE_FORMATS[format];
  const formatDate = formats ? adaptive(formats) : utcFormat(format);
  return (value) => {
    const date = toDate(value);
    return date ? formatDate(date) : String(value);
  };
}

const cache = new Map<string, TimeFormatter>();

/** The formatter for a time format id or d3-time-format string; '' / undefined = smart_date. */
export function getTimeFormatter(format?: string | null): TimeFormatter {
  const key = format ? format.trim() || SMART_DATE : SMART_DATE;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = createFormatter(key);
    cache.set(key, formatter);
  }
  return formatter;
}

/** The d3-time-format string that shows a value truncated to `grain` without noise. */
const FORMATS_BY_GRAIN: Record<string, string> = {
  PT1S: '%Y-%m-%d %H:%M:%S',
  PT5S: '%Y-%m-%d %H:%M:%S',
  PT30S: '%Y-%m-%d %H:%M:%S',
  PT1M: '%Y-%m-%d %H:%M',
  PT5M: '%Y-%m-%d %H:%M',
  PT10M: '%Y-%m-%d %H:%M',
  PT15M: '%Y-%m-%d %H:%M',
  PT30M: '%Y-%m-%d %H:%M',
  'PT0.5H': '%Y-%m-%d %H:%M',
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: '%Y-%m-%d',
  P1W: '%Y-%m-%d',
  P7D: '%Y-%m-%d',
  '1969-12-28T00:00:00Z/P1W': '%Y-%m-%d',
  '1969-12-29T00:00:00Z/P1W': '%Y-%m-%d',
  'P1W/1970-01-03T00:00:00Z': '%Y-%m-%d',
  'P1W/1970-01-04T00:00:00Z': '%Y-%m-%d',
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  'P0.25Y': '%Y Q%q',
  P1Y: '%Y',
};

/** For values truncated to a time grain ('P1D' → 2020-03-10, 'P1M' → Mar 2020); smart_date else. */
export function getTimeFormatterForGranularity(grain?: string | null): TimeFormatter {
  return getTimeFormatter((grain && FORMATS_BY_GRAIN[grain]) || SMART_DATE);
}

export function formatTime(format: string | null | undefined, value: TimeInput): string {
  return getTimeFormatter(format)(value);
}
