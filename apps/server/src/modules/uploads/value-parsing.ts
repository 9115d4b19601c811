/**
 * Reading typed values out of cell text, with the rules pandas applies to uploaded files:
 * - integers: optional sign and digits (past 2^53 they stay exact, as bigint);
 * - floats: decimal or exponent notation with the form's decimal character (with `,` as the
 *   decimal character, `1.5` is not a number, as in pandas);
 * - booleans: True/False in pandas' spellings (`True`, `TRUE`, `true`...);
 * - dates (only for the columns listed in `column_dates`): ISO 8601 with an optional time and
 *   offset, `YYYY/MM/DD`, `MM/DD/YYYY` or `DD/MM/YYYY` (day first with `day_first`, or when the
 *   first number cannot be a month), `YYYYMMDD`, and month names (`5 Mar 2024`, `March 5, 2024`),
 *   each with an optional `HH:MM[:SS[.fff]]` time and AM/PM. A time zone converts to UTC.
 * Every parser returns null for text it does not read, so callers can try them in turn.
 */

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_WORDS = new Set(['True', 'TRUE', 'true']);
const FALSE_WORDS = new Set(['False', 'FALSE', 'false']);

export function parseIntegerText(text: string): number | bigint | null {
  const trimmed = text.trim();
  if (!INTEGER.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : BigInt(trimmed);
}

export function parseFloatText(text: string, decimalCharacter = '.'): number | null {
  let trimmed = text.trim();
  if (decimalCharacter !== '.') {
    if (trimmed.includes('.')) return null;
    trimmed = trimmed.replace(decimalCharacter, '.');
  }
  if (!FLOAT.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

export function parseBooleanText(text: string): boolean | null {
  const trimmed = text.trim();
  if (TRUE_WORDS.has(trimmed)) return true;
  if (FALSE_WORDS.has(trimmed)) return false;
  return null;
}

/** A wall-clock date and time (UTC when the text named a zone). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const TIME_PART = String.raw`(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*([AaPp][Mm])?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME_PART}$`);
const YMD_SLASH = new RegExp(String.raw`^(\d{4})[/.](\d{1,2})[/.](\d{1,2})${TIME_PART}$`);
const NUMERIC_DMY = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})${TIME_PART}$`);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_MONTH_NAME = new RegExp(
  String.raw`^(\d{1,2})[ -]([A-Za-z]{3,9})\.?[ -](\d{4})${TIME_PART}$`,
);
const MONTH_NAME_DAY = new RegExp(String.raw`^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})${TIME_PART}$`);

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((m) => lower.startsWith(m));
  if (index === -1) return null;
  const full = [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ][index];
  // "Mar", "Mar." and "March" are months; "Marble" is not.
  return lower.length === 3 || lower === full || (lower === 'sept' && index === 8)
    ? index + 1
    : null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Builds the parts from a regex match whose groups after `timeGroup` are the time's. */
function withTime(
  year: number,
  month: number,
  day: number,
  match: RegExpExecArray,
  timeGroup: number,
): DateParts | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const [hourText, minuteText, secondText, fractionText, meridiem, zone] = match.slice(
    timeGroup,
    timeGroup + 6,
  );
  let hour = hourText === undefined ? 0 : Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  const second = secondText === undefined ? 0 : Number(secondText);
  // Milliseconds are the first three digits of the fraction (finer digits are dropped).
  const millisecond =
    fractionText === undefined ? 0 : Number(fractionText.padEnd(3, '0').slice(0, 3));
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase() === 'pm';
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (zone === undefined) return { year, month, day, hour, minute, second, millisecond };
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
  }
  const utc = new Date(
    Date.UTC(year, month - 1, day, hour, minute - offsetMinutes, second, millisecond),
  );
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
    hour: utc.getUTCHours(),
    minute: utc.getUTCMinutes(),
    second: utc.getUTCSeconds(),
    millisecond: utc.getUTCMilliseconds(),
  };
}

export function parseDateText(text: string, dayFirst = false): DateParts | null {
  const trimmed = text.trim();
  let m = ISO_DATE.exec(trimmed) ?? YMD_SLASH.exec(trimmed);
  if (m) return withTime(Number(m[1]), Number(m[2]), Number(m[3]), m, 4);
  m = NUMERIC_DMY.exec(trimmed);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    // dateutil's rule: the first number is the day when asked, or when it cannot be a month.
    const first = dayFirst ? { day: a, month: b } : { day: b, month: a };
    const swapped = first.month > 12 ? { day: first.month, month: first.day } : first;
    return withTime(Number(m[3]), swapped.month, swapped.day, m, 4);
  }
  m = COMPACT.exec(trimmed);
  if (m) return withTime(Number(m[1]), Number(m[2]), Number(m[3]), m, 4);
  m = DAY_MONTH_NAME.exec(trimmed);
  if (m) {
    const month = monthFromName(m[2] ?? '');
    return month === null ? null : withTime(Number(m[3]), month, Number(m[1]), m, 4);
  }
  m = MONTH_NAME_DAY.exec(trimmed);
  if (m) {
    const month = monthFromName(m[1] ?? '');
    return month === null ? null : withTime(Number(m[3]), month, Number(m[2]), m, 4);
  }
  return null;
}

/** The parts of a JS Date, read in UTC (how file readers hand over wall-clock values). */
export function datePartsOf(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD`, the text every engine casts to DATE. */
export function formatDate(parts: DateParts): string {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** `YYYY-MM-DD HH:MM:SS.fff`, the text every engine casts to TIMESTAMP/DATETIME. */
export function formatTimestamp(parts: DateParts): string {
  return `${formatDate(parts)} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}.${pad(parts.millisecond, 3)}`;
}
