/**
 * pandas offset aliases for `resample` rules, and the bins pandas builds from them. Times are
 * epoch milliseconds read as naive UTC wall-clock times, like Superset's timezone-less frames.
 *
 * - Fixed steps ("ticks"): `S`/`s`, `T`/`min`, `H`/`h`, `D`/`d`, `L`/`ms` with a multiple (`7D`,
 *   `15min`). Bins are left-closed and left-labelled, anchored at midnight of the first day
 *   (pandas `origin="start_day"`) or at a given origin.
 * - Calendar "start" offsets: `MS`, `QS` (`QS-JAN`...), `AS`/`YS` (`AS-JAN`...): left-closed,
 *   labelled with the period's first day.
 * - Calendar "end" offsets: `M`/`ME`, `Q`/`QE` (`Q-DEC`...), `A`/`Y`/`YE` (`A-DEC`...), `W`
 *   (`W-SUN`...): right-closed and labelled with the period's last day, as pandas does. So `1M`
 *   buckets are labelled with month ENDS (2021-01-31), not the month starts Superset's time grains
 *   use; that is pandas behaviour and Superset's, kept on purpose. Use `MS` for month starts.
 */
import { ValidationError } from '../../errors/app-error';

const DAY_MS = 86_400_000;
const TICK_UNITS: Record<string, number> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: 60_000,
  min: 60_000,
  H: 3_600_000,
  h: 3_600_000,
  D: DAY_MS,
  d: DAY_MS,
};
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export type Offset =
  | { kind: 'tick'; step: number; rule: string }
  | {
      kind: 'calendar';
      rule: string;
      n: number;
      /** Right-closed, right-labelled (period ends) or left (period starts). */
      end: boolean;
      /** Anchor number → midnight of the anchor day. */
      date: (anchor: number) => number;
      /** Largest anchor whose day is on or before the day of `ms`. */
      onOrBefore: (ms: number) => number;
    };

function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

function monthIndexOf(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

function monthDate(monthIndex: number, end: boolean): number {
  const year = floorDiv(monthIndex, 12);
  const month = monthIndex - year * 12;
  const d = new Date(0);
  // setUTCFullYear keeps years 0-99 literal (Date.UTC would map them to 1900-1999).
  d.setUTCFullYear(year, end ? month + 1 : month, end ? 0 : 1);
  return d.getTime();
}

export function startOfDay(ms: number): number {
  return floorDiv(ms, DAY_MS) * DAY_MS;
}

/** Month-based offsets: every `period` months, anchored at month `base` (0-11). */
function monthly(rule: string, n: number, period: number, base: number, end: boolean): Offset {
  const b = ((base % period) + period) % period;
  const date = (anchor: number) => monthDate(anchor * period + b, end);
  return {
    kind: 'calendar',
    rule,
    n,
    end,
    date,
    onOrBefore: (ms) => {
      const day = startOfDay(ms);
      let anchor = floorDiv(monthIndexOf(day) - b, period);
      if (date(anchor) > day) anchor--;
      return anchor;
    },
  };
}

/** Weekly offsets anchored on `weekday` (0 = Monday); pandas treats every W-xxx as an end. */
function weekly(rule: string, n: number, weekday: number): Offset {
  // 1970-01-01 was a Thursday (weekday 3): the first anchor day on or after it.
  const shift = (weekday - 3 + 7) % 7;
  return {
    kind: 'calendar',
    rule,
    n,
    end: true,
    date: (anchor) => (anchor * 7 + shift) * DAY_MS,
    onOrBefore: (ms) => floorDiv(floorDiv(ms, DAY_MS) - shift, 7),
  };
}

export function parseOffset(rule: string): Offset {
  const match = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(rule);
  const fail = () => new ValidationError(`Invalid frequency: ${rule}`);
  if (!match) throw fail();
  const n = match[1] === '' || match[1] === undefined ? 1 : Number(match[1]);
  const alias = match[2] as string;
  const anchor = match[3]?.toUpperCase();
  if (!Number.isSafeInteger(n) || n < 1) throw fail();
  const unit = Object.hasOwn(TICK_UNITS, alias) ? TICK_UNITS[alias] : undefined;
  if (unit !== undefined && anchor === undefined) return { kind: 'tick', step: n * unit, rule };
  const monthOf = (fallback: number) => {
    if (anchor === undefined) return fallback;
    const m = MONTHS.indexOf(anchor);
    if (m < 0) throw fail();
    return m;
  };
  switch (alias.toUpperCase()) {
    case 'M':
    case 'ME':
      if (anchor !== undefined) throw fail();
      return monthly(rule, n, 1, 0, true);
    case 'MS':
      if (anchor !== undefined) throw fail();
      return monthly(rule, n, 1, 0, false);
    case 'Q':
    case 'QE':
      return monthly(rule, n, 3, monthOf(11), true);
    case 'QS':
      return monthly(rule, n, 3, monthOf(0), false);
    case 'A':
    case 'Y':
    case 'YE':
      return monthly(rule, n, 12, monthOf(11), true);
    case 'AS':
    case 'YS':
      return monthly(rule, n, 12, monthOf(0), false);
    case 'W': {
      const weekday = anchor === undefined ? 6 : WEEKDAYS.indexOf(anchor);
      if (weekday < 0) throw fail();
      return weekly(rule, n, weekday);
    }
    default:
      throw fail();
  }
}

/**
 * The bins of `times` (sorted, present): `labelOf(t)` is the label of t's bin and `labels`
 * every label from the first bin to the last, empty bins included, as pandas resample emits.
 * `origin` replaces midnight of the first day as the anchor of fixed steps.
 */
export interface Binning {
  labelOf: (ms: number) => number;
  first: number;
  last: number;
  /** The label after `label`. */
  next: (label: number) => number;
}

export function binning(offset: Offset, min: number, max: number, origin?: number): Binning {
  const binsOf = (labelOf: (ms: number) => number, next: (label: number) => number): Binning => ({
    labelOf,
    first: labelOf(min),
    last: labelOf(max),
    next,
  });
  if (offset.kind === 'tick') {
    const { step } = offset;
    const base = origin ?? startOfDay(min);
    const firstEdge = base + floorDiv(min - base, step) * step;
    return binsOf(
      (ms) => firstEdge + floorDiv(ms - firstEdge, step) * step,
      (label) => label + step,
    );
  }
  const { n, date, onOrBefore, end } = offset;
  const nextAnchorDate = (label: number) => date(onOrBefore(label) + n);
  if (!end) {
    const firstAnchor = onOrBefore(min);
    const anchorOf = (ms: number) => firstAnchor + floorDiv(onOrBefore(ms) - firstAnchor, n) * n;
    return binsOf((ms) => date(anchorOf(ms)), nextAnchorDate);
  }
  // Right-closed: pandas starts n anchors before the first day (pd.Timestamp - offset), and a
  // time belongs to the first anchor on or after its day.
  const day = startOfDay(min);
  const before = onOrBefore(day - 1);
  const firstAnchor = before - (n - 1);
  const anchorOf = (ms: number) => {
    const d = startOfDay(ms);
    let a = onOrBefore(d);
    if (date(a) < d) a++;
    return firstAnchor + Math.ceil((a - firstAnchor) / n) * n;
  };
  return binsOf((ms) => date(anchorOf(ms)), nextAnchorDate);
}

export function dateRange(offset: Offset, start: number, end: number, limit: number): number[] {
  const out: number[] = [];
  if (offset.kind === 'tick') {
    for (let t = start; t < end && out.length <= limit; t += offset.step) out.push(t);
    return out;
  }
  let anchor = offset.onOrBefore(start);
  if (offset.date(anchor) < start) anchor++;
  for (let t = offset.date(anchor); t < end && out.length <= limit;) {
    out.push(t);
    anchor += offset.n;
    t = offset.date(anchor);
  }
  return out;
}
