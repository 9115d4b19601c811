/**
 * The phrases of the time-range grammar (get_since_until's shorthand and `start of` steps), turned
 * into expression trees: whole-range shorthands (`previous calendar month`, `Current week`, `first
 * week of this year`) and, for each side of `<since> : <until>`, `start of|end of ...`, `first of
 * ...`, `this|last|next|prior [N] unit`, a literal expression, or else free text for DATETIME.
 * Patterns are anchored and free of nested repetition, so matching stays linear.
 */
import type { TimeUnit } from './naive-datetime';
import {
  dateaddExpr,
  datetimeExpr,
  datetruncExpr,
  lastdayExpr,
  type DateExpr,
} from './time-expression-ast';
import { parseTimeExpression } from './time-expression-parser';

export type RelativeBase = 'today' | 'now';
export type RangeSides = [since: DateExpr | null, until: DateExpr | null];

type Scope = 'this' | 'last' | 'next' | 'prior';
type CalendarUnit = Exclude<TimeUnit, 'second' | 'minute' | 'hour'>;

const GRANULAR_UNITS: readonly string[] = ['second', 'minute', 'hour'];

/** get_relative_base: the caller's base if given, else `now` for sub-day units and `today`. */
export function relativeBase(unit: string, relativeStart?: RelativeBase | null): RelativeBase {
  if (relativeStart) return relativeStart;
  return GRANULAR_UNITS.includes(unit.toLowerCase()) ? 'now' : 'today';
}

const SHORTHAND_UNIT =
  /^(?:Last|Next)\s{1,5}(?:\d+\s{0,5})?(second|minute|hour|day|week|month|quarter|year)s?$/i;

/**
 * The bound a separator-less `Last ...` / `Next ...` shorthand leaves open: `now` for sub-day
 * units (so `Last hour` is not since > until after midnight), `today` otherwise.
 */
export function defaultShorthandBound(timeRange: string): RelativeBase {
  const m = SHORTHAND_UNIT.exec(timeRange);
  return m?.[1] ? relativeBase(m[1]) : 'today';
}

/** handle_scope_and_unit: `this` is the base itself; last/prior and next move it by N units. */
function scopeExpr(scope: string, delta: number, unit: TimeUnit, base: RelativeBase): DateExpr {
  const anchor = datetimeExpr(base);
  switch (scope.toLowerCase() as Scope) {
    case 'this':
      return anchor;
    case 'last':
    case 'prior':
      return dateaddExpr(anchor, -delta, unit);
    case 'next':
      return dateaddExpr(anchor, delta, unit);
  }
}

const lower = <T extends string>(text: string | undefined, fallback: T): T =>
  (text ?? fallback).toLowerCase() as T;

const today = () => datetimeExpr('today');

/** `previous calendar week|month|quarter|year` and `Current day|week|month|quarter|year`. */
function calendarShorthand(timeRange: string): RangeSides | null {
  const previous: [string, CalendarUnit][] = [
    ['previous calendar week', 'week'],
    ['previous calendar month', 'month'],
    ['previous calendar quarter', 'quarter'],
    ['previous calendar year', 'year'],
  ];
  for (const [prefix, unit] of previous) {
    // Superset tests the prefix, so trailing text after the phrase is ignored.
    if (timeRange.startsWith(prefix)) {
      return [datetruncExpr(dateaddExpr(today(), -1, unit), unit), datetruncExpr(today(), unit)];
    }
  }
  const current: [string, CalendarUnit][] = [
    ['Current day', 'day'],
    ['Current week', 'week'],
    ['Current month', 'month'],
    ['Current quarter', 'quarter'],
    ['Current year', 'year'],
  ];
  for (const [prefix, unit] of current) {
    if (timeRange.startsWith(prefix)) {
      return [
        datetruncExpr(dateaddExpr(today(), 0, unit), unit),
        datetruncExpr(dateaddExpr(today(), 1, unit), unit),
      ];
    }
  }
  return null;
}

const FIRST_SUBUNIT_OF =
  /^(?:first|1st)\s{1,5}(week|month|quarter)\s{1,5}of\s{1,5}(?:(this|last|next|prior)\s{1,5})?(?:the\s{1,5})?(week|month|quarter|year)$/i;

/** The start of the (scoped) unit: `first of last month` → DATETRUNC(DATEADD(today, -1, month)). */
function startOfScopedUnit(
  scope: string | undefined,
  unit: CalendarUnit,
  relativeStart: RelativeBase | null | undefined,
): DateExpr {
  const base = scopeExpr(scope ?? 'this', 1, unit, relativeBase(unit, relativeStart));
  return datetruncExpr(base, unit);
}

/**
 * The separator-less whole-range shorthands, or null when the text is none of them (the caller
 * then falls back to legacy since/until, ignoring the text, as Superset does).
 */
export function rangeShorthand(
  timeRange: string,
  relativeStart?: RelativeBase | null,
): RangeSides | null {
  const calendar = calendarShorthand(timeRange);
  if (calendar) return calendar;
  const m = FIRST_SUBUNIT_OF.exec(timeRange);
  if (!m) return null;
  const subunit = lower<CalendarUnit>(m[1], 'week');
  const start = startOfScopedUnit(m[2], lower<CalendarUnit>(m[3], 'year'), relativeStart);
  return [start, dateaddExpr(start, 1, subunit)];
}

const START_OR_END_OF =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}(?:(\d{1,9})\s{0,5})?(day|week|month|quarter|year)s?$/i;
const FIRST_OF_SCOPED =
  /^(?:first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i;
const FIRST_OF_THE =
  /^(?:first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i;
const SCOPED_UNIT =
  /^(this|last|next|prior)\s{1,5}(?:(\d{1,9})\s{0,5})?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const EXPRESSION_START = /^(?:DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i;

/** One side of `<since> : <until>` (already trimmed and non-empty) as an expression tree. */
export function sideExpression(part: string, relativeStart?: RelativeBase | null): DateExpr {
  let m = START_OR_END_OF.exec(part);
  if (m) {
    const unit = lower<CalendarUnit>(m[4], 'day');
    const base = scopeExpr(
      m[2] ?? 'this',
      m[3] ? Number(m[3]) : 1,
      unit,
      relativeBase(unit, relativeStart),
    );
    return m[1]?.toLowerCase() === 'end of' ? lastdayExpr(base, unit) : datetruncExpr(base, unit);
  }
  m = FIRST_OF_SCOPED.exec(part);
  if (m) return startOfScopedUnit(m[1], lower<CalendarUnit>(m[2], 'day'), relativeStart);
  m = FIRST_OF_THE.exec(part);
  if (m) return startOfScopedUnit(undefined, lower<CalendarUnit>(m[1], 'month'), relativeStart);
  m = SCOPED_UNIT.exec(part);
  if (m) {
    const unit = lower<TimeUnit>(m[3], 'day');
    return scopeExpr(
      m[1] ?? 'this',
      m[2] ? Number(m[2]) : 1,
      unit,
      relativeBase(unit, relativeStart),
    );
  }
  if (EXPRESSION_START.test(part)) return parseTimeExpression(part);
  return datetimeExpr(part);
}
