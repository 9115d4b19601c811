/**
 * Evaluates time expressions (Superset's grammar) to naive datetimes against a fixed `now`:
 * DATETIME, DATEADD (QUARTER = 3 months, month ends clamped), DATETRUNC (WEEK → Monday),
 * LASTDAY (WEEK → Sunday), HOLIDAY (US by default, year of the optional expression or of now)
 * and DATEDIFF (whole days, floored as Python's timedelta.days; or the difference of the years).
 */
import { ValidationError } from '../errors/app-error';
import { addUnits, checkYear, lastDayOf, truncateTo, MS_PER_DAY } from './naive-datetime';
import { parseHumanDatetime } from './parse-human-datetime';
import type { DateExpr, IntExpr } from './time-expression-ast';
import { parseTimeExpression } from './time-expression-parser';
import { holidayNotFoundError } from './time-range-errors';
import { findHoliday, HOLIDAY_COUNTRIES } from './us-holidays';

export interface TimeExpressionContext {
  /** The naive datetime `now` and `today` refer to. */
  now: Date;
}

const DEFAULT_HOLIDAY_COUNTRY = 'US';

export function evaluateDateExpr(expr: DateExpr, context: TimeExpressionContext): Date {
  switch (expr.kind) {
    case 'datetime':
      return parseHumanDatetime(expr.text, context.now);
    case 'dateadd':
      return addUnits(
        evaluateDateExpr(expr.base, context),
        evaluateIntExpr(expr.amount, context),
        expr.unit,
      );
    case 'datetrunc':
      return truncateTo(evaluateDateExpr(expr.base, context), expr.unit);
    case 'lastday':
      return lastDayOf(evaluateDateExpr(expr.base, context), expr.unit);
    case 'holiday': {
      const year = (
        expr.base ? evaluateDateExpr(expr.base, context) : context.now
      ).getUTCFullYear();
      const country = expr.country ?? DEFAULT_HOLIDAY_COUNTRY;
      if (!HOLIDAY_COUNTRIES.includes(country.toUpperCase())) {
        throw new ValidationError(
          `Holidays of country [${country}] are not available (available: ${HOLIDAY_COUNTRIES.join(', ')})`,
        );
      }
      checkYear(year);
      const holiday = findHoliday(expr.name, country, year);
      if (!holiday) throw holidayNotFoundError(expr.name);
      return holiday.date;
    }
  }
}

export function evaluateIntExpr(expr: IntExpr, context: TimeExpressionContext): number {
  if (expr.kind === 'int') return expr.value;
  const from = evaluateDateExpr(expr.from, context);
  const to = evaluateDateExpr(expr.to, context);
  return expr.unit === 'year'
    ? to.getUTCFullYear() - from.getUTCFullYear()
    : Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY);
}

/** Parses and evaluates expression text, e.g. `DATETRUNC(DATETIME('today'), week)`. */
export function evaluateTimeExpression(source: string, context: TimeExpressionContext): Date {
  return evaluateDateExpr(parseTimeExpression(source), context);
}
