/**
 * The frame of pandas' fixed-size rolling windows (FixedWindowIndexer): window bounds, the
 * add/remove slide every kernel runs on, and the kernel signature. Kernels live in
 * rolling-window.ts (sums, variances, counts, extremes) and rolling-order-kernels.ts (order
 * statistics and moments).
 */

export const ROLLING_FUNCTIONS = [
  'count',
  'sum',
  'mean',
  'median',
  'min',
  'max',
  'std',
  'var',
  'skew',
  'kurt',
  'quantile',
] as const;
export type RollingFunction = (typeof ROLLING_FUNCTIONS)[number];

export type RollingInterpolation = 'linear' | 'lower' | 'higher' | 'midpoint' | 'nearest';

export interface WindowSpec {
  window: number;
  minPeriods: number;
  center: boolean;
}

export interface RollingParams {
  ddof: number;
  quantile: number;
  interpolation: RollingInterpolation;
}

/** Start (inclusive) and end (exclusive) row of each window, pandas FixedWindowIndexer. */
export function windowBounds(n: number, spec: WindowSpec): { start: Int32Array; end: Int32Array } {
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const e = i + 1 + offset;
    end[i] = Math.min(n, e);
    start[i] = Math.max(0, e - spec.window);
  }
  return { start, end };
}

export type Kernel = (
  xs: Float64Array,
  start: Int32Array,
  end: Int32Array,
  minPeriods: number,
  params: RollingParams,
) => Float64Array;

/** Slides a window over present values, calling add/remove, then `emit` for each row. */
export function slide(
  xs: Float64Array,
  start: Int32Array,
  end: Int32Array,
  add: (x: number) => void,
  remove: (x: number) => void,
  reset: () => void,
  emit: (i: number) => number,
): Float64Array {
  const n = xs.length;
  const out = new Float64Array(n);
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const s = start[i] as number;
    const e = end[i] as number;
    if (s >= hi) {
      // No overlap with the previous window: start over, as pandas does.
      reset();
      lo = s;
      hi = s;
    }
    for (; hi < e; hi++) {
      const x = xs[hi] as number;
      if (!Number.isNaN(x)) add(x);
    }
    for (; lo < s; lo++) {
      const x = xs[lo] as number;
      if (!Number.isNaN(x)) remove(x);
    }
    out[i] = emit(i);
  }
  return out;
}

/**
 * Tracks the run of equal values most recently added: when it covers the whole window, pandas
 * returns the exact constant-window answer instead of the accumulated one.
 */
export class SameValueRun {
  run = 0;
  previous = NaN;
  add(x: number): void {
    this.run = x === this.previous ? this.run + 1 : 1;
    this.previous = x;
  }
  reset(): void {
    this.run = 0;
    this.previous = NaN;
  }
}
