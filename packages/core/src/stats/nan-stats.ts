/**
 * Statistics over float arrays where NaN marks a missing value. The `nan*` functions skip missing
 * values as pandas reductions do; quantiles follow numpy's definitions (`method=` linear, lower,
 * higher, nearest, midpoint), including numpy's two-sided interpolation formula so results agree
 * to the last bit where it matters.
 */

export type QuantileMethod = 'linear' | 'lower' | 'higher' | 'nearest' | 'midpoint';

export const QUANTILE_METHODS: readonly QuantileMethod[] = [
  'linear',
  'lower',
  'higher',
  'nearest',
  'midpoint',
];

export function nanCount(xs: Float64Array): number {
  let n = 0;
  for (let i = 0; i < xs.length; i++) if (!Number.isNaN(xs[i] as number)) n++;
  return n;
}

/** Compensated (Neumaier) sum of the non-missing values; 0 when there are none, as pandas. */
export function nanSum(xs: Float64Array): number {
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (Number.isNaN(x)) continue;
    const t = sum + x;
    compensation += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  }
  return sum + compensation;
}

export function nanMean(xs: Float64Array): number {
  const n = nanCount(xs);
  return n === 0 ? NaN : nanSum(xs) / n;
}

/** Variance with `ddof` delta degrees of freedom; NaN when fewer than ddof + 1 values. */
export function nanVar(xs: Float64Array, ddof: number): number {
  const n = nanCount(xs);
  if (n - ddof <= 0) return NaN;
  const mean = nanSum(xs) / n;
  let ss = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (!Number.isNaN(x)) ss += (x - mean) * (x - mean);
  }
  return ss / (n - ddof);
}

export function nanStd(xs: Float64Array, ddof: number): number {
  return Math.sqrt(nanVar(xs, ddof));
}

export function nanMin(xs: Float64Array): number {
  let out = NaN;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (!Number.isNaN(x) && (Number.isNaN(out) || x < out)) out = x;
  }
  return out;
}

export function nanMax(xs: Float64Array): number {
  let out = NaN;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (!Number.isNaN(x) && (Number.isNaN(out) || x > out)) out = x;
  }
  return out;
}

export function nanProd(xs: Float64Array): number {
  let out = 1;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (!Number.isNaN(x)) out *= x;
  }
  return out;
}

export function hasMissing(xs: Float64Array): boolean {
  for (let i = 0; i < xs.length; i++) if (Number.isNaN(xs[i] as number)) return true;
  return false;
}

/** The non-missing values in ascending order (a new array). */
export function sortedPresent(xs: Float64Array): Float64Array {
  const out = new Float64Array(nanCount(xs));
  let j = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (!Number.isNaN(x)) out[j++] = x;
  }
  return out.sort();
}

/** numpy's `_lerp`: interpolates from the nearer end so t = 1 returns b exactly. */
function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** Quantile `q` in [0, 1] of ascending `sorted` values, numpy style; NaN when empty. */
export function quantileOfSorted(sorted: Float64Array, q: number, method: QuantileMethod): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(Math.ceil(h), n - 1);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  switch (method) {
    case 'lower':
      return a;
    case 'higher':
      return b;
    case 'nearest':
      return sorted[Math.min(roundHalfEven(h), n - 1)] as number;
    case 'midpoint':
      return lo === hi ? a : lerp(a, b, 0.5);
    case 'linear':
      return lo === hi ? a : lerp(a, b, h - lo);
  }
}

/** numpy `nanpercentile(xs, percent)`: missing values skipped. */
export function nanPercentile(xs: Float64Array, percent: number, method: QuantileMethod): number {
  return quantileOfSorted(sortedPresent(xs), percent / 100, method);
}

/** numpy `percentile(xs, percent)`: any missing value makes the result NaN. */
export function percentile(xs: Float64Array, percent: number, method: QuantileMethod): number {
  return hasMissing(xs) ? NaN : nanPercentile(xs, percent, method);
}

export function nanMedian(xs: Float64Array): number {
  return nanPercentile(xs, 50, 'linear');
}

/** Round half to even at `decimals` places, as numpy's `round` (pandas `Series.round`). */
export function roundTo(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x;
  // Beyond double precision, rounding changes nothing (or everything, to 0).
  if (decimals > 15) return x;
  if (decimals < -308) return 0;
  const factor = 10 ** decimals;
  const y = x * factor;
  const r = roundHalfEven(y);
  return r / factor;
}
