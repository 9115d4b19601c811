/**
 * One column's values at the labels of a resample plan (resample-plan.ts), as pandas fills them:
 *  - `asfreq`: the value recorded exactly at each label, missing otherwise;
 *  - `ffill`/`bfill`: the last value at or before / first value at or after each label, then
 *    remaining gaps filled the same way;
 *  - `linear`: `asfreq`, then linear interpolation by position (leading gaps stay missing,
 *    trailing ones take the last value), as pandas `interpolate()`;
 *  - `sum`/`mean`/`median`: aggregates of each bucket's present values (an empty bucket sums to
 *    0 and has no mean or median).
 * Missing values are null, undefined or NaN.
 */
import { nanMean, nanPercentile, nanSum } from '../../stats/nan-stats';
import type { BucketPlan, LookupPlan } from './resample-plan';

const isMissing = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** Each label's looked-up value, `missing` where the plan has no row for it (before any filling). */
export function lookUpValues<T>(plan: LookupPlan, values: ArrayLike<T>, missing: T): T[] {
  const { source } = plan;
  const out = new Array<T>(source.length);
  for (let k = 0; k < source.length; k++) {
    const s = source[k] as number;
    out[k] = s >= 0 ? (values[s] as T) : missing;
  }
  return out;
}

/** Fills missing cells from the previous (forward) or next (backward) present cell, in place. */
export function fillGaps<T>(values: T[], forward: boolean, missing: T): void {
  let carry: T = missing;
  const n = values.length;
  for (let k = 0; k < n; k++) {
    const i = forward ? k : n - 1 - k;
    if (isMissing(values[i])) values[i] = carry;
    else carry = values[i] as T;
  }
}

/** pandas `interpolate(method="linear")` on positions, forward limit direction, in place. */
export function interpolateLinear(values: (number | null)[]): void {
  let previous = -1;
  for (let i = 0; i < values.length; i++) {
    if (isMissing(values[i])) continue;
    if (previous >= 0 && i - previous > 1) {
      const a = values[previous] as number;
      const b = values[i] as number;
      for (let k = previous + 1; k < i; k++)
        values[k] = a + ((b - a) * (k - previous)) / (i - previous);
    }
    previous = i;
  }
  if (previous >= 0)
    for (let k = previous + 1; k < values.length; k++) values[k] = values[previous] as number;
}

/** Each bucket's sum, mean or median of its present values (NaN: missing). */
export function aggregateBuckets(plan: BucketPlan, values: Float64Array): Float64Array {
  const { starts, method } = plan;
  const count = plan.labels.length;
  const out = new Float64Array(count);
  for (let b = 0; b < count; b++) {
    const xs = values.subarray(starts[b] as number, starts[b + 1] as number);
    out[b] =
      method === 'sum'
        ? nanSum(xs)
        : method === 'mean'
          ? nanMean(xs)
          : nanPercentile(xs, 50, 'linear');
  }
  return out;
}
