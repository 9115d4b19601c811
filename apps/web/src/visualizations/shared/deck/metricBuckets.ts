/**
 * Metric buckets of the deck.gl polygon chart (Superset's break points): `break_points` when the
 * chart lists them (n + 1 values for n buckets), otherwise `num_buckets` equal-width buckets
 * spanning the values. Each bucket takes the colour at its position along the linear palette.
 */
import { tryParseColor } from '@panorama/core/explore/color';
import { colorAt, sequentialColors } from '../color/linearColorScale';
import { toDeckColor, type DeckColor } from './deckColors';

export interface MetricBucket {
  from: number;
  to: number;
  color: DeckColor;
}

export function breakPoints(
  values: readonly number[],
  listed: readonly number[],
  count: number,
): number[] {
  if (listed.length >= 2) return [...listed].sort((a, b) => a - b);
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const buckets = Math.max(1, Math.round(count));
  const step = (max - min) / buckets;
  return Array.from({ length: buckets + 1 }, (_, index) =>
    index === buckets ? max : min + index * step,
  );
}

export function metricBuckets(
  points: readonly number[],
  schemeId: string | undefined,
): MetricBucket[] {
  const stops = sequentialColors(schemeId);
  const count = points.length - 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const color = tryParseColor(colorAt(stops, count === 1 ? 1 : index / (count - 1)));
    return {
      from: points[index] as number,
      to: points[index + 1] as number,
      color: color ? toDeckColor(color) : [0, 0, 0, 255],
    };
  });
}

/** The bucket holding `value` (the last bucket includes its upper end), or null outside them. */
export function bucketOf(buckets: readonly MetricBucket[], value: number): MetricBucket | null {
  return (
    buckets.find(
      (bucket, index) =>
        value >= bucket.from &&
        (value < bucket.to || (index === buckets.length - 1 && value === bucket.to)),
    ) ?? null
  );
}
