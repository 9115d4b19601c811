/**
 * Metric buckets of the deck.gl polygon chart: consecutive break points bound one bucket each
 * (its lower end included, the upper one too for the last bucket), and the n buckets take n
 * colours spread evenly along the linear palette (one bucket takes its last colour), as
 * Superset's threshold scale does. A value outside every bucket gets none.
 */
import { tryParseColor } from '@panorama/core/explore/color';
import { colorAt, sequentialColors } from '../color/linearColorScale';
import type { BreakPoint } from './breakPoints';
import { toDeckColor, type DeckColor } from './deckColors';

export interface MetricBucket {
  from: BreakPoint;
  to: BreakPoint;
  color: DeckColor;
}

export function metricBuckets(
  points: readonly BreakPoint[],
  schemeId: string | undefined,
): MetricBucket[] {
  const stops = sequentialColors(schemeId);
  const count = points.length - 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const color = tryParseColor(colorAt(stops, count === 1 ? 1 : index / (count - 1)));
    return {
      from: points[index] as BreakPoint,
      to: points[index + 1] as BreakPoint,
      color: color ? toDeckColor(color) : [0, 0, 0, 255],
    };
  });
}

/** The bucket holding `value`, or null outside them. */
export function bucketOf(buckets: readonly MetricBucket[], value: number): MetricBucket | null {
  return (
    buckets.find(
      (bucket, index) =>
        value >= bucket.from.value &&
        (value < bucket.to.value || (index === buckets.length - 1 && value === bucket.to.value)),
    ) ?? null
  );
}
