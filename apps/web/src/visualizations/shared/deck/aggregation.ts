/**
 * How the deck.gl aggregation charts turn the weights of the points falling in one cell (a hexagon,
 * a grid square, a contour cell) into the cell's value: Superset's `js_agg_function` choices
 * (hexagons) and `aggregation` choices (contours, heatmap). Percentiles are of the weights sorted
 * ascending, interpolated between neighbours (d3's quantile rule). Written here rather than taken
 * from d3-array: the bundler keeps every d3-array function in one chunk shared with the dashboard
 * path, which would then grow by these statistics.
 */
import type { Aggregation } from './aggregationChoices';

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The value at `p` (0–1) of ascending values, interpolated between neighbours. */
function quantileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = (sorted.length - 1) * p;
  const below = Math.floor(index);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (index - below);
}

/** The sample variance (n − 1), 0 for fewer than two values. */
function variance(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = sum(values) / values.length;
  return sum(values.map((value) => (value - mean) ** 2)) / (values.length - 1);
}

/** The value of a cell holding `weights` (0 for an empty cell or an undefined statistic). */
export function aggregateWeights(aggregation: Aggregation, weights: readonly number[]): number {
  if (weights.length === 0) return 0;
  const sorted = [...weights].sort((a, b) => a - b);
  switch (aggregation) {
    case 'sum':
      return sum(weights);
    case 'count':
      return weights.length;
    case 'min':
      return sorted[0] ?? 0;
    case 'max':
      return sorted.at(-1) ?? 0;
    case 'mean':
      return sum(weights) / weights.length;
    case 'median':
      return quantileSorted(sorted, 0.5);
    case 'variance':
      return variance(weights);
    case 'deviation':
      return Math.sqrt(variance(weights));
    case 'p1':
      return quantileSorted(sorted, 0.01);
    case 'p5':
      return quantileSorted(sorted, 0.05);
    case 'p95':
      return quantileSorted(sorted, 0.95);
    case 'p99':
      return quantileSorted(sorted, 0.99);
  }
}

/** A deck.gl cell value accessor: the aggregate of the weights of the cell's points. */
export function cellValue(
  aggregation: Aggregation,
): (points: readonly { weight: number }[]) => number {
  return (points) =>
    aggregateWeights(
      aggregation,
      points.map((point) => point.weight),
    );
}
