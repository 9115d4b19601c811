/**
 * Rolling order statistics (median, quantile: a sorted buffer updated by binary search, as
 * pandas' skiplist) and shape moments (skew, kurtosis: running power sums, with pandas'
 * constant-window answers 0 and -3 and its 1e-14 variance floor).
 */
import { SameValueRun, slide, type Kernel, type RollingParams } from './rolling-slide';

/** Insert/remove in a sorted buffer by binary search; order statistics read from it. */
export function orderKernel(
  pick: (sorted: Float64Array, size: number, params: RollingParams) => number,
): Kernel {
  return (xs, start, end, minPeriods, params) => {
    const buffer = new Float64Array(xs.length);
    let size = 0;
    const position = (x: number): number => {
      let a = 0;
      let b = size;
      while (a < b) {
        const mid = (a + b) >> 1;
        if ((buffer[mid] as number) < x) a = mid + 1;
        else b = mid;
      }
      return a;
    };
    return slide(
      xs,
      start,
      end,
      (x) => {
        const p = position(x);
        buffer.copyWithin(p + 1, p, size);
        buffer[p] = x;
        size++;
      },
      (x) => {
        const p = position(x);
        buffer.copyWithin(p, p + 1, size);
        size--;
      },
      () => (size = 0),
      () => (size >= minPeriods && size > 0 ? pick(buffer, size, params) : NaN),
    );
  };
}

/** pandas roll_quantile: index q·(n−1) between two order statistics. */
export function rollingQuantile(sorted: Float64Array, size: number, params: RollingParams): number {
  const { quantile, interpolation } = params;
  if (size === 1) return sorted[0] as number;
  const position = quantile * (size - 1);
  const idx = Math.floor(position);
  const low = sorted[idx] as number;
  if (quantile === 1 || idx + 1 >= size) return sorted[size - 1] as number;
  const high = sorted[idx + 1] as number;
  const fraction = position - idx;
  switch (interpolation) {
    case 'linear':
      return fraction === 0 ? low : low + (high - low) * fraction;
    case 'lower':
      return low;
    case 'higher':
      return fraction === 0 ? low : high;
    case 'midpoint':
      return fraction === 0 ? low : (low + high) / 2;
    case 'nearest':
      if (fraction === 0.5) return idx % 2 === 0 ? low : high;
      return fraction < 0.5 ? low : high;
  }
}

export function rollingMedian(sorted: Float64Array, size: number): number {
  const mid = size >> 1;
  return size % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Running power sums of values shifted by a constant, for skew and kurtosis. */
export function momentKernel(kind: 'skew' | 'kurt'): Kernel {
  return (xs, start, end, minPeriods) => {
    // Shifting by the column mean keeps the power sums small (pandas does the same).
    let total = 0;
    let count = 0;
    for (const x of xs) {
      if (!Number.isNaN(x)) {
        total += x;
        count++;
      }
    }
    const shift = count > 0 ? Math.round(total / count) : 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    let nobs = 0;
    const same = new SameValueRun();
    const update = (x: number, sign: 1 | -1) => {
      const v = x - shift;
      nobs += sign;
      s1 += sign * v;
      s2 += sign * v * v;
      s3 += sign * v * v * v;
      s4 += sign * v * v * v * v;
    };
    return slide(
      xs,
      start,
      end,
      (x) => {
        update(x, 1);
        same.add(x);
      },
      (x) => update(x, -1),
      () => {
        s1 = s2 = s3 = s4 = 0;
        nobs = 0;
        same.reset();
      },
      () => {
        if (nobs < minPeriods) return NaN;
        const n = nobs;
        const A = s1 / n;
        const B = s2 / n - A * A;
        const C = s3 / n - A * A * A - 3 * A * B;
        if (kind === 'skew') {
          if (n < 3) return NaN;
          if (same.run >= n) return 0;
          if (B <= 1e-14) return NaN;
          const R = Math.sqrt(B);
          return (Math.sqrt(n * (n - 1)) * C) / ((n - 2) * R * R * R);
        }
        if (n < 4) return NaN;
        if (same.run >= n) return -3;
        if (B <= 1e-14) return NaN;
        const D = s4 / n - A * A * A * A - 6 * B * A * A - 4 * C * A;
        const K = ((n * n - 1) * D) / (B * B) - 3 * (n - 1) * (n - 1);
        return K / ((n - 2) * (n - 3));
      },
    );
  };
}
