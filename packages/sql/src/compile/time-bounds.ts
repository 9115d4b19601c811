/**
 * Time-range conditions: `col >= since AND col < until` (start inclusive, end exclusive), with
 * the bounds bound as naive-UTC text in each engine's timestamp form, as epoch numbers for
 * epoch columns, or as text in the column's own format for text columns holding dates.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { genericType } from './column-types';
import type { CompileContext } from './compile-context';
import type { CompileColumn } from './compile-datasource';
import { bind, concat, fill, join, type Sql } from './sql-fragment';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` (plus `.SSS` when there are milliseconds) of a naive-UTC Date. */
export function formatTimestamp(date: Date): string {
  const base = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms ? `${base}.${pad(ms, 3)}` : base;
}

export function isMidnight(date: Date): boolean {
  return (
    date.getUTCHours() === 0 &&
    date.getUTCMinutes() === 0 &&
    date.getUTCSeconds() === 0 &&
    date.getUTCMilliseconds() === 0
  );
}

const STRFTIME: Record<string, (d: Date) => string> = {
  Y: (d) => pad(d.getUTCFullYear(), 4),
  y: (d) => pad(d.getUTCFullYear() % 100),
  m: (d) => pad(d.getUTCMonth() + 1),
  d: (d) => pad(d.getUTCDate()),
  H: (d) => pad(d.getUTCHours()),
  M: (d) => pad(d.getUTCMinutes()),
  S: (d) => pad(d.getUTCSeconds()),
  f: (d) => pad(d.getUTCMilliseconds() * 1000, 6),
  '%': () => '%',
};

/** Python's strftime for the directives date columns use (%Y %y %m %d %H %M %S %f %%). */
export function strftime(date: Date, format: string): string {
  return format.replace(/%(.)/g, (_, directive: string) => {
    const fn = STRFTIME[directive];
    if (!fn) throw new ValidationError(`Unsupported date format directive %${directive}`);
    return fn(date);
  });
}

/**
 * A bound for comparisons with `column` (null: an expression, treated as a timestamp).
 * `truncated` says the compared SQL is a time-grain expression, always a timestamp.
 */
export function temporalBound(
  ctx: CompileContext,
  column: CompileColumn | null,
  date: Date,
  truncated = false,
): Sql {
  const format = truncated ? null : column?.python_date_format;
  if (format === 'epoch_s') return bind(date.getTime() / 1000);
  if (format === 'epoch_ms') return bind(date.getTime());
  if (format) return bind(strftime(date, format));
  // A DATE compared with a midnight timestamp text would lose the day in SQLite ('2024-01-01' <
  // '2024-01-01 00:00:00' as text); dates are written as dates when nothing is lost.
  const dateOnly = !truncated && genericType(column?.type) === 'date' && isMidnight(date);
  const value = dateOnly ? formatTimestamp(date).slice(0, 10) : formatTimestamp(date);
  return fill(ctx.dialect.timestampParam, { param: bind(value) });
}

/** The time-range condition, or null when both ends are open. */
export function timeRangeCondition(
  ctx: CompileContext,
  target: Sql,
  column: CompileColumn | null,
  since: Date | null,
  until: Date | null,
  truncated = false,
): Sql | null {
  const parts: Sql[] = [];
  if (since) parts.push(concat(target, ' >= ', temporalBound(ctx, column, since, truncated)));
  if (until) parts.push(concat(target, ' < ', temporalBound(ctx, column, until, truncated)));
  if (parts.length === 0) return null;
  return join(parts, ' AND ');
}
