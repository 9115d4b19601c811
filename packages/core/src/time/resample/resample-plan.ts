/**
 * Where pandas `resample(rule).<method>()` takes each output row from, for one sorted time index
 * (epoch milliseconds): the labels from the first bucket to the last, empty buckets included, and
 * either the row each label looks its value up from (the upsampling methods) or the run of rows
 * each bucket aggregates. The chart-data `resample` post-processing and the charts that resample
 * their own series on the page both go through this, so a rule means the same everywhere.
 * pandas shortcut kept: when the times already step exactly by a fixed rule (3+ rows), the
 * upsampling methods relabel the rows instead of looking values up at the labels.
 */
import { ValidationError } from '../../errors/app-error';
import { binning, type Offset } from './resample-offsets';

export const RESAMPLE_METHODS = [
  'asfreq',
  'bfill',
  'ffill',
  'linear',
  'median',
  'mean',
  'sum',
] as const;

export type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

/** Superset's text for a method it does not know. */
export const RESAMPLE_METHOD_INVALID = `Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`;

export function isResampleMethod(value: unknown): value is ResampleMethod {
  return (RESAMPLE_METHODS as readonly unknown[]).includes(value);
}

/** The methods that look values up at the labels; the others aggregate each bucket. */
export type LookupMethod = 'asfreq' | 'ffill' | 'bfill' | 'linear';
export type BucketMethod = Exclude<ResampleMethod, LookupMethod>;

export function isLookupMethod(method: ResampleMethod): method is LookupMethod {
  return method === 'asfreq' || method === 'ffill' || method === 'bfill' || method === 'linear';
}

export interface LookupPlan {
  kind: 'lookup';
  method: LookupMethod;
  labels: number[];
  /** The row whose value each label takes, -1 for none. */
  source: Int32Array;
}

export interface BucketPlan {
  kind: 'buckets';
  method: BucketMethod;
  labels: number[];
  /** Bucket k holds rows `starts[k]` up to (not including) `starts[k + 1]`. */
  starts: Int32Array;
}

export type ResamplePlan = LookupPlan | BucketPlan;

export interface ResamplePlanOptions {
  /** Replaces midnight of the first day as the anchor of fixed steps. */
  origin?: number;
  /** Told the number of labels as they are counted, to refuse a result that would be too large. */
  checkSize?: (labelCount: number) => void;
}

function enumerate(
  first: number,
  last: number,
  next: (label: number) => number,
  check?: (n: number) => void,
): number[] {
  const labels: number[] = [];
  for (let t = first; t <= last; t = next(t)) {
    labels.push(t);
    check?.(labels.length);
  }
  return labels;
}

/** For `lookup` methods, each label's row: an exact match, or the nearest before/after for ffill/bfill. */
function lookupSources(
  times: ArrayLike<number>,
  labels: readonly number[],
  offset: Offset,
  method: LookupMethod,
): Int32Array {
  const n = times.length;
  for (let i = 1; i < n; i++) {
    if (times[i] === times[i - 1]) {
      throw new ValidationError('cannot reindex on an axis with duplicate labels');
    }
  }
  const count = labels.length;
  let regular = offset.kind === 'tick' && n >= 3 && count === n;
  for (let i = 1; regular && i < n; i++) {
    regular =
      (times[i] as number) - (times[i - 1] as number) ===
      (offset.kind === 'tick' ? offset.step : 0);
  }
  const source = new Int32Array(count).fill(-1);
  let j = 0;
  for (let k = 0; k < count; k++) {
    if (regular) {
      source[k] = k;
      continue;
    }
    const label = labels[k] as number;
    while (j < n && (times[j] as number) < label) j++;
    if (j < n && times[j] === label) source[k] = j;
    else if (method === 'ffill') source[k] = j - 1;
    else if (method === 'bfill') source[k] = j < n ? j : -1;
  }
  return source;
}

/** `times` must be sorted ascending and present (no NaN). */
export function resamplePlan(
  times: ArrayLike<number>,
  offset: Offset,
  method: ResampleMethod,
  options: ResamplePlanOptions = {},
): ResamplePlan {
  const n = times.length;
  if (n === 0) {
    return isLookupMethod(method)
      ? { kind: 'lookup', method, labels: [], source: new Int32Array(0) }
      : { kind: 'buckets', method, labels: [], starts: new Int32Array(1) };
  }
  const bins = binning(offset, times[0] as number, times[n - 1] as number, options.origin);
  const labels = enumerate(bins.first, bins.last, bins.next, options.checkSize);
  if (isLookupMethod(method)) {
    return { kind: 'lookup', method, labels, source: lookupSources(times, labels, offset, method) };
  }
  // Rows are sorted, so each bucket is a contiguous run of rows.
  const count = labels.length;
  const starts = new Int32Array(count + 1);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const label = bins.labelOf(times[i] as number);
    while ((labels[k] as number) < label) starts[++k] = i;
  }
  while (k < count) starts[++k] = n;
  return { kind: 'buckets', method, labels, starts };
}
