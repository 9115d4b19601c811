/**
 * Calendar arithmetic on naive wall-clock datetimes. Superset's time ranges are timezone-less
 * Python datetimes; here each one is a JS Date whose UTC fields are the wall-clock fields
 * (`2020-01-01` is `Date.UTC(2020, 0, 1)`), so no local timezone or DST ever leaks in.
 */
import { ValidationError } from '../errors/app-error';

export const TIME_UNITS = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Fixed-length units; months, quarters and years are calendar units instead. */
const FIXED_UNIT_MS: Partial<Record<TimeUnit, number>> = {
  second: MS_PER_SECOND,
  minute: MS_PER_MINUTE,
  hour: MS_PER_HOUR,
  day: MS_PER_DAY,
  week: 7 * MS_PER_DAY,
};

export function isTimeUnit(value: string): value is TimeUnit {
  return (TIME_UNITS as readonly string[]).includes(value);
}

/**
 * Builds a naive datetime from calendar fields (month 1-12). setUTCFullYear is used because
 * Date.UTC maps years 0-99 to 1900-1999.
 */
export function naiveDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  return d;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTHS[month - 1] ?? 31);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Python's weekday(): Monday 0 ... Sunday 6. */
export function weekday(d: Date): number {
  return (d.getUTCDay() + 6) % 7;
}

export function startOfDay(d: Date): Date {
  return naiveDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function floorToSecond(d: Date): Date {
  return new Date(d.getTime() - (((d.getTime() % MS_PER_SECOND) + MS_PER_SECOND) % MS_PER_SECOND));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * MS_PER_DAY);
}

/**
 * Adds calendar months keeping the time of day; a day past the end of the target month is
 * clamped to its last day (Jan 31 + 1 month = Feb 29 in 2024), as relativedelta does.
 */
export function addMonths(d: Date, months: number): Date {
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  checkYear(year);
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return naiveDate(
    year,
    month,
    day,
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/** DATEADD's arithmetic: fixed units add a duration, calendar units add months. */
export function addUnits(d: Date, amount: number, unit: TimeUnit): Date {
  const fixed = FIXED_UNIT_MS[unit];
  const result =
    fixed !== undefined
      ? new Date(d.getTime() + amount * fixed)
      : addMonths(d, amount * (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1));
  return checkRange(result);
}

/** DATETRUNC: the start of the unit containing d (weeks start on Monday). */
export function truncateTo(d: Date, unit: TimeUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return naiveDate(y, 1, 1);
    case 'quarter':
      return naiveDate(y, m - ((m - 1) % 3), 1);
    case 'month':
      return naiveDate(y, m, 1);
    case 'week':
      return checkRange(addDays(startOfDay(d), -weekday(d)));
    case 'day':
      return startOfDay(d);
    case 'hour':
      return naiveDate(y, m, d.getUTCDate(), d.getUTCHours());
    case 'minute':
      return naiveDate(y, m, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
    case 'second':
      return floorToSecond(d);
  }
}

export type LastDayUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** LASTDAY: the last day of the unit containing d, at midnight (weeks end on Sunday). */
export function lastDayOf(d: Date, unit: LastDayUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return naiveDate(y, 12, 31);
    case 'quarter': {
      const lastMonth = m - ((m - 1) % 3) + 2;
      return naiveDate(y, lastMonth, daysInMonth(y, lastMonth));
    }
    case 'month':
      return naiveDate(y, m, daysInMonth(y, m));
    case 'week':
      return checkRange(addDays(startOfDay(d), 6 - weekday(d)));
    case 'day':
      return startOfDay(d);
  }
}

/** Python datetimes stop at years 1 and 9999; past them Python raises this ValueError text. */
export function checkYear(year: number): void {
  if (!Number.isFinite(year) || year < 1 || year > 9999) {
    throw new ValidationError(`year ${Number.isFinite(year) ? year : 'value'} is out of range`);
  }
}

export function checkRange(d: Date): Date {
  checkYear(Number.isNaN(d.getTime()) ? NaN : d.getUTCFullYear());
  return d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DDTHH:mm:ss`: the frontend's MOMENT_FORMAT. */
export function formatNaiveDatetime(d: Date): string {
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Python's datetime.isoformat(): microseconds appear only when non-zero. */
export function formatPythonIsoformat(d: Date): string {
  const ms = d.getUTCMilliseconds();
  return formatNaiveDatetime(d) + (ms === 0 ? '' : `.${pad(ms, 3)}000`);
}
