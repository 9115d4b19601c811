/**
 * Superset's NUMPY_FUNCTIONS: the operators an "aggregates" config may name. Superset wraps each
 * numpy function in `functools.partial(func, **options)` and pandas calls it on every group's
 * Series. That detail decides the missing-value behaviour, so it is reproduced here:
 *  - numpy functions that defer to the Series method (sum, mean, min, max, prod, std, var,
 *    argmin, argmax) skip missing values like pandas; std/var keep numpy's default ddof=0 unless
 *    `options.ddof` says otherwise (numpy passes ddof=0 to `Series.std` explicitly);
 *  - numpy functions that convert to an array first (median, percentile, average) return NaN as
 *    soon as one value is missing; the `nan*` variants skip them;
 *  - `count` (numpy.ma.count) counts every row of the group, missing or not;
 *  - cumsum/cumprod return arrays, which pandas refuses as an aggregate.
 */
import { invalid } from './post-processing-errors';
import {
  hasMissing,
  nanMax,
  nanMean,
  nanMin,
  nanPercentile,
  nanProd,
  nanStd,
  nanSum,
  nanVar,
  percentile,
  QUANTILE_METHODS,
  type QuantileMethod,
} from '@panorama/core/stats/nan-stats';
import { compareValues, isMissing } from './values';

export interface GroupValues {
  /** The group's cells as floats (NaN = missing). */
  nums: Float64Array;
  /** The group's original cells, for operators that also work on non-numeric columns. */
  raw: readonly unknown[];
  numeric: boolean;
}

export type AggregateFunction = (group: GroupValues, options: Record<string, unknown>) => unknown;

function ddofOf(options: Record<string, unknown>): number {
  const ddof = options.ddof;
  return typeof ddof === 'number' && Number.isFinite(ddof) ? ddof : 0;
}

function methodOf(options: Record<string, unknown>): QuantileMethod {
  const method = options.method ?? options.interpolation ?? 'linear';
  if (typeof method === 'string' && (QUANTILE_METHODS as readonly string[]).includes(method)) {
    return method as QuantileMethod;
  }
  throw invalid(
    `'${String(method)}' is not a valid method. Use one of: ${QUANTILE_METHODS.join(', ')}`,
  );
}

function percentOf(options: Record<string, unknown>, name: string): number {
  const q = options.q;
  if (q === undefined || q === null) {
    throw invalid(`${name}() missing 1 required positional argument: 'q'`);
  }
  if (typeof q !== 'number' || !Number.isFinite(q)) throw invalid('Must produce aggregated value');
  if (q < 0 || q > 100) throw invalid('Percentiles must be in the range [0, 100]');
  return q;
}

/** min/max also order strings and dates, as `Series.min()` does for object columns. */
function extreme(group: GroupValues, sign: 1 | -1): unknown {
  if (group.numeric) return sign === 1 ? nanMax(group.nums) : nanMin(group.nums);
  let best: unknown = null;
  for (const v of group.raw) {
    if (isMissing(v)) continue;
    if (best === null || sign * compareValues(v, best) > 0) best = v;
  }
  return best;
}

function argExtreme(xs: Float64Array, sign: 1 | -1): number {
  let best = -1;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (Number.isNaN(x)) continue;
    if (best < 0 || sign * (x - (xs[best] as number)) > 0) best = i;
  }
  return best;
}

function notAnAggregate(): never {
  throw invalid('Must produce aggregated value');
}

const sum: AggregateFunction = (g) => nanSum(g.nums);
const prod: AggregateFunction = (g) => nanProd(g.nums);

export const NUMPY_FUNCTIONS: ReadonlyMap<string, AggregateFunction> = new Map<
  string,
  AggregateFunction
>([
  ['average', (g) => (hasMissing(g.nums) || g.nums.length === 0 ? NaN : nanMean(g.nums))],
  ['argmin', (g) => argExtreme(g.nums, -1)],
  ['argmax', (g) => argExtreme(g.nums, 1)],
  ['count', (g) => g.raw.length],
  [
    'count_nonzero',
    (g) => {
      let n = 0;
      if (g.numeric) {
        for (let i = 0; i < g.nums.length; i++) if (g.nums[i] !== 0) n++;
      } else {
        for (const v of g.raw) if (!isMissing(v) && v !== '' && v !== false && v !== 0) n++;
      }
      return n;
    },
  ],
  ['cumsum', notAnAggregate],
  ['cumprod', notAnAggregate],
  ['max', (g) => extreme(g, 1)],
  ['mean', (g) => nanMean(g.nums)],
  ['median', (g) => (hasMissing(g.nums) ? NaN : nanPercentile(g.nums, 50, 'linear'))],
  ['nansum', sum],
  ['nanmin', (g) => extreme(g, -1)],
  ['nanmax', (g) => extreme(g, 1)],
  ['nanmean', (g) => nanMean(g.nums)],
  ['nanmedian', (g) => nanPercentile(g.nums, 50, 'linear')],
  ['nanpercentile', (g, o) => nanPercentile(g.nums, percentOf(o, 'nanpercentile'), methodOf(o))],
  ['min', (g) => extreme(g, -1)],
  ['percentile', (g, o) => percentile(g.nums, percentOf(o, 'percentile'), methodOf(o))],
  ['prod', prod],
  ['product', prod],
  ['std', (g, o) => nanStd(g.nums, ddofOf(o))],
  ['sum', sum],
  ['var', (g, o) => nanVar(g.nums, ddofOf(o))],
]);

/** Output type of an aggregate: min/max keep a non-numeric source's type, the rest are numbers. */
export function keepsSourceType(operator: string): boolean {
  return operator === 'min' || operator === 'max' || operator === 'nanmin' || operator === 'nanmax';
}
