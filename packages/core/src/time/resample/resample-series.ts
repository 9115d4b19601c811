/**
 * Numeric series sharing one time index, resampled together: pandas
 * `df.resample(rule).<method>()` on a frame whose index is `times` and whose columns are the
 * series, as Superset's legacy time-series charts resample their pivoted results. NaN marks a
 * missing value in and out. Bad rules and methods fail with Superset's texts.
 */
import { ValidationError } from '../../errors/app-error';
import { parseOffset } from './resample-offsets';
import {
  isResampleMethod,
  resamplePlan,
  RESAMPLE_METHOD_INVALID,
  type ResamplePlanOptions,
} from './resample-plan';
import { aggregateBuckets, fillGaps, interpolateLinear, lookUpValues } from './resample-values';

export interface ResampledSeries {
  times: number[];
  series: number[][];
}

/** `times` sorted ascending and distinct; every series has one value per time. */
export function resampleSeries(
  times: readonly number[],
  series: readonly (readonly number[])[],
  rule: string,
  method: string,
  options: Pick<ResamplePlanOptions, 'checkSize'> = {},
): ResampledSeries {
  if (!isResampleMethod(method)) throw new ValidationError(RESAMPLE_METHOD_INVALID);
  const plan = resamplePlan(times, parseOffset(rule), method, options);
  const resampled = series.map((values) => {
    if (plan.kind === 'buckets')
      return Array.from(aggregateBuckets(plan, Float64Array.from(values)));
    const looked = lookUpValues(plan, values, Number.NaN);
    if (plan.method === 'ffill' || plan.method === 'bfill') {
      fillGaps(looked, plan.method === 'ffill', Number.NaN);
    }
    if (plan.method !== 'linear') return looked;
    const gaps = looked.map((value) => (Number.isNaN(value) ? null : value));
    interpolateLinear(gaps);
    return gaps.map((value) => value ?? Number.NaN);
  });
  return { times: plan.labels, series: resampled };
}
