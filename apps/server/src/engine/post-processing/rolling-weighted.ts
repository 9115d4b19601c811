/**
 * Weighted rolling windows (`win_type`): pandas builds the weights with the scipy.signal window
 * function of that name (symmetric, length `window`, parameters such as gaussian's `std` taken
 * from `rolling_type_options`) and supports sum, mean, var and std over them:
 *  - sum/mean: weight k applies to the k-th row of the window (oldest first); the mean divides by
 *    the weights of the present values; at least one value is always required;
 *  - var/std: pandas attaches weight `weights[j % window]` to row j and scales the weighted
 *    variance by window / (window − ddof) — reproduced as is.
 */
import { invalid, invalidRollingOptions } from './post-processing-errors';
import { pythonRepr } from './values';

export const WEIGHTED_FUNCTIONS = ['sum', 'mean', 'var', 'std'] as const;
export type WeightedFunction = (typeof WEIGHTED_FUNCTIONS)[number];

type WindowFunction = (m: number, params: Record<string, number>) => Float64Array;

function range(m: number, f: (n: number) => number): Float64Array {
  return Float64Array.from({ length: m }, (_, n) => f(n));
}

/** numpy linspace(start, stop, m). */
function linspace(start: number, stop: number, m: number): Float64Array {
  if (m === 1) return Float64Array.of(start);
  const step = (stop - start) / (m - 1);
  const out = range(m, (n) => n * step + start);
  out[m - 1] = stop;
  return out;
}

function generalCosine(coefficients: number[]): WindowFunction {
  return (m) => {
    const fac = linspace(-Math.PI, Math.PI, m);
    return fac.map((f) => coefficients.reduce((w, a, k) => w + a * Math.cos(k * f), 0));
  };
}

/** Modified Bessel function of the first kind, order 0 (power series; converges for all x). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const q = (x * x) / 4;
  for (let k = 1; k < 500; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

const WINDOWS: Record<string, { params: string[]; fn: WindowFunction }> = {
  boxcar: { params: [], fn: (m) => new Float64Array(m).fill(1) },
  triang: {
    params: [],
    fn: (m) => {
      const half = Math.floor((m + 1) / 2);
      const w = range(half, (k) => (m % 2 === 0 ? (2 * (k + 1) - 1) / m : (2 * (k + 1)) / (m + 1)));
      const tail = m % 2 === 0 ? [...w].reverse() : [...w].reverse().slice(1);
      return Float64Array.from([...w, ...tail]);
    },
  },
  blackman: { params: [], fn: generalCosine([0.42, 0.5, 0.08]) },
  hamming: { params: [], fn: generalCosine([0.54, 0.46]) },
  bartlett: {
    params: [],
    fn: (m) => range(m, (n) => (n <= (m - 1) / 2 ? (2 * n) / (m - 1) : 2 - (2 * n) / (m - 1))),
  },
  parzen: {
    params: [],
    fn: (m) =>
      range(m, (k) => {
        const n = Math.abs(k - (m - 1) / 2);
        const r = n / (m / 2);
        return n <= (m - 1) / 4 ? 1 - 6 * r * r + 6 * r * r * r : 2 * (1 - r) ** 3;
      }),
  },
  bohman: {
    params: [],
    fn: (m) => {
      const fac = linspace(-1, 1, m);
      return fac.map((f, k) => {
        if (k === 0 || k === m - 1) return 0;
        const a = Math.abs(f);
        return (1 - a) * Math.cos(Math.PI * a) + Math.sin(Math.PI * a) / Math.PI;
      });
    },
  },
  blackmanharris: { params: [], fn: generalCosine([0.35875, 0.48829, 0.14128, 0.01168]) },
  nuttall: { params: [], fn: generalCosine([0.3635819, 0.4891775, 0.1365995, 0.0106411]) },
  barthann: {
    params: [],
    fn: (m) =>
      range(m, (n) => {
        const fac = Math.abs(n / (m - 1) - 0.5);
        return 0.62 - 0.48 * fac + 0.38 * Math.cos(2 * Math.PI * fac);
      }),
  },
  kaiser: {
    params: ['beta'],
    fn: (m, { beta = 0 }) => {
      const alpha = (m - 1) / 2;
      return range(
        m,
        (n) => besselI0(beta * Math.sqrt(1 - ((n - alpha) / alpha) ** 2)) / besselI0(beta),
      );
    },
  },
  gaussian: {
    params: ['std'],
    fn: (m, { std = 1 }) => range(m, (n) => Math.exp(-((n - (m - 1) / 2) ** 2) / (2 * std * std))),
  },
  general_gaussian: {
    params: ['p', 'sig'],
    fn: (m, { p = 1, sig = 1 }) =>
      range(m, (n) => Math.exp(-0.5 * Math.abs((n - (m - 1) / 2) / sig) ** (2 * p))),
  },
  exponential: {
    params: ['tau'],
    fn: (m, { tau = 1 }) => range(m, (n) => Math.exp(-Math.abs(n - (m - 1) / 2) / tau)),
  },
};

export interface WeightedSpec {
  window: number;
  minPeriods: number | undefined;
  center: boolean;
  rollingOptions: Record<string, unknown>;
}

function windowWeights(winType: string, fn: WeightedFunction, spec: WeightedSpec): Float64Array {
  const definition = Object.hasOwn(WINDOWS, winType) ? WINDOWS[winType] : undefined;
  if (definition === undefined) throw invalid(`Invalid win_type ${winType}`);
  const params: Record<string, number> = {};
  for (const [key, value] of Object.entries(spec.rollingOptions)) {
    if (key === 'numeric_only' || ((fn === 'var' || fn === 'std') && key === 'ddof')) continue;
    if (!definition.params.includes(key) || typeof value !== 'number') {
      throw invalidRollingOptions(fn, spec.rollingOptions);
    }
    params[key] = value;
  }
  const missing = definition.params.filter((p) => !(p in params));
  // scipy requires gaussian's std and general_gaussian's p and sig; kaiser's beta and
  // exponential's tau have defaults.
  if ((winType === 'gaussian' || winType === 'general_gaussian') && missing.length > 0) {
    throw invalidRollingOptions(fn, spec.rollingOptions);
  }
  return spec.window <= 1
    ? new Float64Array(spec.window).fill(1)
    : definition.fn(spec.window, params);
}

/**
 * Not a pandas limit: a weighted window costs rows × window operations (and the weights alone
 * `window` floats), so a window that would pass this many is refused instead of hanging.
 */
export const MAX_WEIGHTED_WORK = 50_000_000;

export function rollingWeighted(
  winType: string,
  fn: WeightedFunction,
  spec: WeightedSpec,
): (xs: Float64Array) => Float64Array {
  if (spec.window > MAX_WEIGHTED_WORK)
    throw invalid(`Weighted rolling window too large: ${spec.window}`);
  const weights = windowWeights(winType, fn, spec);
  const m = weights.length;
  const offset = spec.center ? Math.floor((m - 1) / 2) : 0;
  const ddofOption = spec.rollingOptions.ddof ?? 1;
  if (typeof ddofOption !== 'number') throw invalid(`Invalid ddof: ${pythonRepr(ddofOption)}`);
  const ddof = ddofOption;
  const minPeriods = spec.minPeriods ?? m;

  return (xs) => {
    const n = xs.length;
    if (n * m > MAX_WEIGHTED_WORK) throw invalid(`Weighted rolling window too large: ${m}`);
    const out = new Float64Array(n);
    for (let o = 0; o < n; o++) {
      // Window of output row o ends at o + offset (pandas pads the end with NaN when centred).
      const last = o + offset;
      const first = last - m + 1;
      let nobs = 0;
      let sum = 0;
      let totalWeight = 0;
      for (let j = Math.max(0, first); j <= Math.min(last, n - 1); j++) {
        const x = xs[j] as number;
        if (Number.isNaN(x)) continue;
        const w = (fn === 'var' || fn === 'std' ? weights[j % m] : weights[j - first]) as number;
        nobs++;
        sum += w * x;
        totalWeight += w;
      }
      if (fn === 'sum' || fn === 'mean') {
        if (nobs < Math.max(minPeriods, 1)) out[o] = NaN;
        else if (fn === 'sum') out[o] = sum;
        else out[o] = totalWeight === 0 ? NaN : sum / totalWeight;
        continue;
      }
      if (nobs < minPeriods || nobs <= ddof) {
        out[o] = NaN;
        continue;
      }
      let variance = 0;
      if (nobs > 1) {
        const mean = sum / totalWeight;
        let t = 0;
        for (let j = Math.max(0, first); j <= Math.min(last, n - 1); j++) {
          const x = xs[j] as number;
          if (!Number.isNaN(x)) t += (weights[j % m] as number) * (x - mean) * (x - mean);
        }
        variance = Math.max(0, (t * m) / ((m - ddof) * totalWeight));
      }
      out[o] = fn === 'std' ? Math.sqrt(variance) : variance;
    }
    return out;
  };
}
