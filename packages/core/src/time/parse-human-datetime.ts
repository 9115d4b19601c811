/**
 * `parse_human_datetime`: the text inside DATETIME('...') and each side of a legacy since/until.
 * Superset hands the text to dateutil and then parsedatetime; we accept the forms those libraries
 * are used for in practice, with their results:
 * - ISO dates and datetimes (`2020-01-01`, `2020-01-01T10:00:00`, `2020-01-01 10:00:00.5`,
 *   `2020-01`, `2020`); a `Z` or `±hh:mm` offset is converted to naive UTC;
 * - `now` (to the second, as parsedatetime drops microseconds), `today`, `yesterday`, `tomorrow`;
 * - `N unit(s) ago`, `N unit(s) later` / `from now`, `-N unit(s)`, `+N unit(s)`; `N quarters`
 *   counts as 3N months;
 * - `[this|next|last] <weekday>`.
 * Results whose smallest unit is a day or more are at midnight (parsedatetime "resets to midnight"
 * when the text names no time of day); second/minute/hour deltas keep the time.
 * A bare `N unit(s)` is ambiguous (past or future?) and anything else cannot be parsed.
 */
import {
  addDays,
  addUnits,
  checkRange,
  checkYear,
  daysInMonth,
  floorToSecond,
  isTimeUnit,
  naiveDate,
  startOfDay,
  weekday,
  MS_PER_DAY,
} from './naive-datetime';
import { timeRangeAmbiguousError, timeRangeParseFailError } from './time-range-errors';

const AMBIGUOUS_PERIOD = /^\s*\d+\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;

const ISO_DATETIME =
  /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const RELATIVE_DELTA =
  /^([+-])?(\d{1,9})\s*(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|later|from\s+now))?$/i;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY_PHRASE = /^(?:(this|next|last)\s+)?([a-z]+)$/i;

/**
 * Parses an ISO-8601-like date or datetime into a naive datetime, or returns null when the text
 * is not one. Out-of-range fields (month 13, Feb 30, 25:00) are a parse failure.
 */
export function parseIsoDatetime(text: string): Date | null {
  const m = ISO_DATETIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, offset] = m;
  const year = Number(y);
  const month = mo === undefined ? 1 : Number(mo);
  const day = d === undefined ? 1 : Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (
    year < 1 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  // Dates hold milliseconds; finer digits are dropped.
  const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  const local = naiveDate(year, month, day, hour, minute, second, ms);
  if (offset === undefined || offset.toUpperCase() === 'Z') return local;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return new Date(local.getTime() - sign * offsetMinutes * 60_000);
}

function parseRelativeDelta(text: string, now: Date): Date | null {
  const m = RELATIVE_DELTA.exec(text);
  if (!m) return null;
  const [, sign, quantity, unitText, direction] = m;
  const unit = (unitText ?? '').toLowerCase();
  if (!isTimeUnit(unit)) return null;
  // Exactly one of a sign (`-7 days`) or a direction (`7 days ago`) says past or future; a bare
  // quantity never gets here (it is ambiguous) and `-7 days ago` is contradictory.
  if ((sign === undefined) === (direction === undefined)) return null;
  const past = sign === '-' || direction?.toLowerCase() === 'ago';
  const amount = Number(quantity) * (past ? -1 : 1);
  const shifted = addUnits(now, amount, unit);
  return unit === 'second' || unit === 'minute' || unit === 'hour' ? shifted : startOfDay(shifted);
}

/**
 * parsedatetime's weekday rules (weeks start on Monday): `next X` is X in next week, `last X` is
 * the most recent X strictly before today, `this X` is X in the current week, and a bare `X` is
 * the next X strictly after today.
 */
function parseWeekday(text: string, today: Date): Date | null {
  const m = WEEKDAY_PHRASE.exec(text);
  if (!m) return null;
  const [, modifier, name] = m;
  const lowered = (name ?? '').toLowerCase();
  // Full names and their three-letter abbreviations (mon, tue, ...).
  const target = WEEKDAYS.findIndex(
    (w) => w === lowered || (lowered.length === 3 && w.startsWith(lowered)),
  );
  if (target < 0) return null;
  const current = weekday(today);
  const base = target - current;
  const mod = modifier?.toLowerCase();
  const diff =
    mod === 'next'
      ? base + 7
      : mod === 'last'
        ? base - 7 < -7
          ? base
          : base - 7
        : mod === 'this' || target > current
          ? base
          : base + 7;
  return checkRange(addDays(today, diff));
}

/** Superset's parse_human_datetime, against a fixed `now` (a naive datetime). */
export function parseHumanDatetime(humanReadable: string, now: Date): Date {
  if (AMBIGUOUS_PERIOD.test(humanReadable)) throw timeRangeAmbiguousError(humanReadable);
  const text = humanReadable.trim().replace(/\s+/g, ' ');
  const iso = parseIsoDatetime(text);
  if (iso) {
    checkYear(iso.getUTCFullYear());
    return iso;
  }
  const current = floorToSecond(now);
  const today = startOfDay(current);
  switch (text.toLowerCase()) {
    case 'now':
      return current;
    case 'today':
      return today;
    case 'yesterday':
      return checkRange(new Date(today.getTime() - MS_PER_DAY));
    case 'tomorrow':
      return checkRange(new Date(today.getTime() + MS_PER_DAY));
  }
  const result = parseRelativeDelta(text, current) ?? parseWeekday(text, today);
  if (!result) throw timeRangeParseFailError(humanReadable);
  return result;
}
