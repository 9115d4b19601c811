/**
 * How the deck.gl aggregation charts turn the weights of the points falling in one cell (a hexagon,
 * a grid square, a contour cell) into the cell's value: Superset's `js_agg_function` choices
 * (hexagons) and `aggregation` choices (contours, heatmap). Percentiles are of the weights sorted
 * ascending, interpolated between neighbours.
 */
import { deviation, max, mean, median, min, quantileSorted, sum, variance } from 'd3-array';

export const AGGREGATIONS = [
  'sum',
  'min',
  'max',
  'mean',
  'median',
  'count',
  'variance',
  'deviation',
  'p1',
  'p5',
  'p95',
  'p99',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

const PERCENTILES: Partial<Record<Aggregation, number>> = {
  p1: 0.01,
  p5: 0.05,
  p95: 0.95,
  p99: 0.99,
};

/** The value of a cell holding `weights` (0 for an empty cell or an undefined statistic). */
export function aggregateWeights(aggregation: Aggregation, weights: readonly number[]): number {
  const percentile = PERCENTILES[aggregation];
  if (percentile !== undefined) {
    const sorted = [...weights].sort((a, b) => a - b);
    return quantileSorted(sorted, percentile) ?? 0;
  }
  switch (aggregation) {
    case 'sum':
      return sum(weights);
    case 'count':
      return weights.length;
    case 'min':
      return min(weights) ?? 0;
    case 'max':
      return max(weights) ?? 0;
    case 'mean':
      return mean(weights) ?? 0;
    case 'median':
      return median(weights) ?? 0;
    case 'variance':
      return variance(weights) ?? 0;
    case 'deviation':
      return deviation(weights) ?? 0;
    default:
      return 0;
  }
}
