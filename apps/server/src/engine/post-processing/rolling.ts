/**
 * `rolling`: a fixed-size rolling window (`window` rows, `min_periods`, `center`) with one of
 * pandas' Rolling methods — count, sum, mean, median, min, max, std, var (ddof 1 unless
 * `rolling_type_options.ddof`), skew, kurt, quantile (`rolling_type_options.quantile`) — written
 * back through the `columns` mapping. `rolling_type: "cumsum"` (a chart-control value) is the
 * running total the `cum` operation computes. When `min_periods` is given, that many leading rows
 * are dropped from the result, as Superset does. Weighted windows (`win_type`) are in
 * rolling-weighted.ts.
 */
import { appendColumns } from './append-columns';
import { validateColumnArgs } from './column-refs';
import { cumulative } from './cum';
import { readBool, readObject, readString, type Options } from './options';
import {
  invalid,
  invalidRollingOptions,
  invalidRollingType,
  UNDEFINED_WINDOW,
  WINDOW_MUST_BE_POSITIVE,
} from './post-processing-errors';
import { rollingWeighted, WEIGHTED_FUNCTIONS } from './rolling-weighted';
import {
  ROLLING_FUNCTIONS,
  type RollingFunction,
  type RollingInterpolation,
  type RollingParams,
} from './rolling-slide';
import { rollingWindow } from './rolling-window';
import { dropLeadingRows, type Column, type Table } from './table';
import { mappedColumns } from './value-columns';
import { numericValues } from './values';

/** Keyword arguments each pandas Rolling method accepts (anything else is a TypeError there). */
const COMMON_KWARGS = ['numeric_only', 'engine', 'engine_kwargs'];
const ACCEPTED_KWARGS: Record<RollingFunction, string[]> = {
  count: ['numeric_only'],
  sum: COMMON_KWARGS,
  mean: COMMON_KWARGS,
  median: COMMON_KWARGS,
  min: COMMON_KWARGS,
  max: COMMON_KWARGS,
  std: [...COMMON_KWARGS, 'ddof'],
  var: [...COMMON_KWARGS, 'ddof'],
  skew: ['numeric_only'],
  kurt: ['numeric_only'],
  quantile: ['quantile', 'q', 'interpolation', 'numeric_only'],
};
const INTERPOLATIONS: readonly RollingInterpolation[] = [
  'linear',
  'lower',
  'higher',
  'midpoint',
  'nearest',
];

function readParams(
  rollingType: RollingFunction,
  rollingOptions: Record<string, unknown>,
): RollingParams {
  const fail = () => invalidRollingOptions(rollingType, rollingOptions);
  if (!Object.keys(rollingOptions).every((k) => ACCEPTED_KWARGS[rollingType].includes(k)))
    throw fail();
  const ddof = rollingOptions.ddof ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof)) throw fail();
  let quantile = NaN;
  const interpolation = rollingOptions.interpolation ?? 'linear';
  if (rollingType === 'quantile') {
    const q = rollingOptions.quantile ?? rollingOptions.q;
    if (typeof q !== 'number' || !(q >= 0 && q <= 1)) throw fail();
    quantile = q;
    if (!INTERPOLATIONS.includes(interpolation as RollingInterpolation)) throw fail();
  }
  return { ddof, quantile, interpolation: interpolation as RollingInterpolation };
}

function readWindow(options: Options): number {
  const window = options.window;
  if (window === undefined || window === null) throw invalid(UNDEFINED_WINDOW);
  if (window === 0) throw invalid(WINDOW_MUST_BE_POSITIVE);
  if (typeof window !== 'number' || !Number.isInteger(window) || window < 0) {
    throw invalid('window must be an integer 0 or greater');
  }
  return window;
}

function readMinPeriods(options: Options, window: number): number | undefined {
  const minPeriods = options.min_periods;
  if (minPeriods === undefined || minPeriods === null) return undefined;
  if (typeof minPeriods !== 'number' || !Number.isInteger(minPeriods)) {
    throw invalid('min_periods must be an integer');
  }
  if (minPeriods < 0) throw invalid('min_periods must be >= 0');
  if (minPeriods > window) throw invalid(`min_periods ${minPeriods} must be <= window ${window}`);
  return minPeriods;
}

export function rolling(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns');
  const rollingType = readString(options, 'rolling_type') ?? 'None';
  const targets = mappedColumns(table, options);
  const minPeriodsOption = options.min_periods;

  if (rollingType === 'cumsum') {
    const computed = targets.map(({ position, target }) => ({
      position,
      target,
      values: cumulative(numericValues(table.columns[position] as Column), 'sum'),
    }));
    const dropped = typeof minPeriodsOption === 'number' ? minPeriodsOption : 0;
    return dropLeadingRows(appendColumns(table, computed), dropped);
  }

  const window = readWindow(options);
  const minPeriods = readMinPeriods(options, window);
  const center = readBool(options, 'center', false);
  const winType = readString(options, 'win_type');
  const rollingOptions = readObject(options, 'rolling_type_options');

  let compute: (xs: Float64Array) => Float64Array;
  if (winType !== undefined) {
    if (!(WEIGHTED_FUNCTIONS as readonly string[]).includes(rollingType)) {
      throw invalidRollingType(rollingType);
    }
    compute = rollingWeighted(winType, rollingType as (typeof WEIGHTED_FUNCTIONS)[number], {
      window,
      minPeriods,
      center,
      rollingOptions,
    });
  } else {
    if (!(ROLLING_FUNCTIONS as readonly string[]).includes(rollingType)) {
      throw invalidRollingType(rollingType);
    }
    const fn = rollingType as RollingFunction;
    const params = readParams(fn, rollingOptions);
    const spec = { window, minPeriods: minPeriods ?? window, center };
    compute = (xs) => rollingWindow(xs, fn, spec, params);
  }

  const computed = targets.map(({ position, target }) => ({
    position,
    target,
    values: compute(numericValues(table.columns[position] as Column)),
  }));
  return dropLeadingRows(appendColumns(table, computed), minPeriods ?? 0);
}
