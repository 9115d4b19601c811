/**
 * Fixed-size rolling windows over a float column (NaN = missing), computed the way pandas'
 * `Rolling` does: the window of row i ends at i (or is centred on it), is clipped at the edges,
 * missing values are skipped, and a window with fewer than `minPeriods` values yields NaN.
 * Sums, means and variances slide in O(1) per row with compensated add/remove (as pandas'
 * aggregations.pyx), min/max use a monotonic deque; order statistics and moments are in
 * rolling-order-kernels.ts.
 */
import { momentKernel, orderKernel, rollingMedian, rollingQuantile } from './rolling-order-kernels';
import {
  SameValueRun,
  slide,
  windowBounds,
  type Kernel,
  type RollingFunction,
  type RollingParams,
  type WindowSpec,
} from './rolling-slide';

/** Kahan-compensated running sum with add/remove, as pandas roll_sum/roll_mean. */
class RunningSum {
  sum = 0;
  compensation = 0;
  nobs = 0;
  negatives = 0;
  add(x: number): void {
    this.nobs++;
    if (x < 0) this.negatives++;
    const y = x - this.compensation;
    const t = this.sum + y;
    this.compensation = t - this.sum - y;
    this.sum = t;
  }
  remove(x: number): void {
    this.nobs--;
    if (x < 0) this.negatives--;
    const y = -x - this.compensation;
    const t = this.sum + y;
    this.compensation = t - this.sum - y;
    this.sum = t;
  }
  reset(): void {
    this.sum = 0;
    this.compensation = 0;
    this.nobs = 0;
    this.negatives = 0;
  }
}

/** Welford mean and sum of squared deviations with add/remove, as pandas roll_var. */
class RunningVariance {
  nobs = 0;
  mean = 0;
  ssqdm = 0;
  compensation = 0;
  add(x: number): void {
    this.nobs++;
    const prevMean = this.mean - this.compensation;
    const y = x - this.compensation;
    const t = y - this.mean;
    this.compensation = t + this.mean - y;
    this.mean += t / this.nobs;
    this.ssqdm += (x - prevMean) * (x - this.mean);
  }
  remove(x: number): void {
    this.nobs--;
    if (this.nobs === 0) {
      this.mean = 0;
      this.ssqdm = 0;
      this.compensation = 0;
      return;
    }
    const prevMean = this.mean - this.compensation;
    const y = x - this.compensation;
    const t = y - this.mean;
    this.compensation = t + this.mean - y;
    this.mean -= t / this.nobs;
    this.ssqdm -= (x - prevMean) * (x - this.mean);
  }
  reset(): void {
    this.nobs = 0;
    this.mean = 0;
    this.ssqdm = 0;
    this.compensation = 0;
  }
}

interface RunningAccumulator {
  add(x: number): void;
  remove(x: number): void;
  reset(): void;
}

/**
 * Slides a running accumulator over the windows alongside the run of equal values that pandas'
 * sum, mean and variance kernels use to answer exactly for constant windows.
 */
function slideAccumulating<A extends RunningAccumulator>(
  xs: Float64Array,
  start: Int32Array,
  end: Int32Array,
  acc: A,
  emit: (acc: A, same: SameValueRun) => number,
): Float64Array {
  const same = new SameValueRun();
  return slide(
    xs,
    start,
    end,
    (x) => {
      acc.add(x);
      same.add(x);
    },
    (x) => acc.remove(x),
    () => {
      acc.reset();
      same.reset();
    },
    () => emit(acc, same),
  );
}

/**
 * pandas counts with a rolling sum over `notna()`, so `minPeriods` applies to the rows in the
 * window, missing or not, while the result counts the present values.
 */
const countKernel: Kernel = (xs, start, end, minPeriods) => {
  const n = xs.length;
  const out = new Float64Array(n);
  let present = 0;
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const s = start[i] as number;
    const e = end[i] as number;
    for (; hi < e; hi++) if (!Number.isNaN(xs[hi] as number)) present++;
    for (; lo < s; lo++) if (!Number.isNaN(xs[lo] as number)) present--;
    out[i] = e - s >= minPeriods ? present : NaN;
  }
  return out;
};

function sumLike(mean: boolean): Kernel {
  return (xs, start, end, minPeriods) =>
    slideAccumulating(xs, start, end, new RunningSum(), (acc, same) => {
      const { nobs } = acc;
      if (nobs < minPeriods) return NaN;
      if (nobs === 0) return mean ? NaN : 0;
      if (same.run >= nobs) return mean ? same.previous : same.previous * nobs;
      if (!mean) return acc.sum;
      const result = acc.sum / nobs;
      // Floating error must not turn a mean of non-negative values negative.
      return acc.negatives === 0 && result < 0 ? 0 : result;
    });
}

function varianceLike(sqrt: boolean): Kernel {
  return (xs, start, end, minPeriods, { ddof }) =>
    slideAccumulating(xs, start, end, new RunningVariance(), (acc, same) => {
      if (acc.nobs < minPeriods || acc.nobs <= ddof) return NaN;
      if (acc.nobs === 1 || same.run >= acc.nobs) return 0;
      const variance = Math.max(0, acc.ssqdm) / (acc.nobs - ddof);
      return sqrt ? Math.sqrt(variance) : variance;
    });
}

/** Monotonic deque of positions: the window's max (sign 1) or min (sign -1) at the front. */
function extremeKernel(sign: 1 | -1): Kernel {
  return (xs, start, end, minPeriods) => {
    const n = xs.length;
    const out = new Float64Array(n);
    const deque = new Int32Array(n);
    let head = 0;
    let tail = 0;
    let hi = 0;
    let nobs = 0;
    let lo = 0;
    for (let i = 0; i < n; i++) {
      const s = start[i] as number;
      const e = end[i] as number;
      for (; hi < e; hi++) {
        const x = xs[hi] as number;
        if (Number.isNaN(x)) continue;
        nobs++;
        while (tail > head && sign * ((xs[deque[tail - 1] as number] as number) - x) <= 0) tail--;
        deque[tail++] = hi;
      }
      for (; lo < s; lo++) if (!Number.isNaN(xs[lo] as number)) nobs--;
      while (tail > head && (deque[head] as number) < s) head++;
      out[i] = nobs >= minPeriods && nobs > 0 ? (xs[deque[head] as number] as number) : NaN;
    }
    return out;
  };
}

const KERNELS: Record<RollingFunction, Kernel> = {
  count: countKernel,
  sum: sumLike(false),
  mean: sumLike(true),
  median: orderKernel((sorted, size) => rollingMedian(sorted, size)),
  min: extremeKernel(-1),
  max: extremeKernel(1),
  std: varianceLike(true),
  var: varianceLike(false),
  skew: momentKernel('skew'),
  kurt: momentKernel('kurt'),
  quantile: orderKernel(rollingQuantile),
};

export function rollingWindow(
  xs: Float64Array,
  fn: RollingFunction,
  spec: WindowSpec,
  params: RollingParams,
): Float64Array {
  const { start, end } = windowBounds(xs.length, spec);
  return KERNELS[fn](xs, start, end, spec.minPeriods, params);
}
