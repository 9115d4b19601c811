/**
 * The MapBox chart's clustering, as Superset does it: supercluster over the points (clusters up
 * to zoom 16, `clustering_radius` pixels wide), each cluster carrying the sum, sum of squares,
 * minimum and maximum of its points' label values when a label column is chosen; a cluster's
 * label is then its point count or the `pandas_aggfunc` aggregate of those values.
 */
import Supercluster from 'supercluster';
import type { Position } from '../shared/maps/topojson';
import type { Aggregator } from './mapboxSettings';

/** Superset's last zoom level with clusters. */
export const CLUSTER_MAX_ZOOM = 16;

export interface MapboxPoint {
  position: Position;
  /** The label column's value (a number is aggregated in clusters, text only labels the point). */
  metric: number | string | null;
  /** The radius column's value, in `point_radius_unit`. */
  radius: number | null;
}

export interface PointProperties {
  metric: number | string | null;
  radius: number | null;
}

export interface ClusterAggregates {
  sum: number;
  squaredSum: number;
  min: number;
  max: number;
}

export type MapboxClusterer = Supercluster<PointProperties, ClusterAggregates | object>;

function numericMetric(metric: number | string | null): number {
  if (typeof metric === 'number') return metric;
  if (typeof metric === 'string' && metric.trim() !== '') return Number(metric);
  return Number.NaN;
}

export function createClusterer(
  points: readonly MapboxPoint[],
  clusteringRadius: number,
  aggregated: boolean,
): MapboxClusterer {
  const clusterer: MapboxClusterer = new Supercluster<PointProperties, ClusterAggregates | object>({
    maxZoom: CLUSTER_MAX_ZOOM,
    radius: clusteringRadius,
    ...(aggregated
      ? {
          map: (properties: PointProperties): ClusterAggregates => {
            const value = numericMetric(properties.metric);
            return { sum: value, squaredSum: value ** 2, min: value, max: value };
          },
          reduce: (accumulated: ClusterAggregates | object, next: ClusterAggregates | object) => {
            // supercluster's API: fold `next` into `accumulated` in place.
            const into = accumulated as ClusterAggregates;
            const from = next as ClusterAggregates;
            into.sum += from.sum;
            into.squaredSum += from.squaredSum;
            into.min = Math.min(into.min, from.min);
            into.max = Math.max(into.max, from.max);
          },
        }
      : {}),
  });
  clusterer.load(
    points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [...point.position] },
      properties: { metric: point.metric, radius: point.radius },
    })),
  );
  return clusterer;
}

const round2 = (value: number) => Math.round(100 * value) / 100;

/**
 * A cluster's label value: its point count, or with an aggregator the aggregate of its points'
 * values (mean, variance and standard deviation rounded to two decimals). NaN when a value was
 * not a number.
 */
export function clusterLabelValue(
  properties: { point_count: number } & Partial<ClusterAggregates>,
  aggregator: Aggregator | undefined,
): number {
  const count = properties.point_count;
  if (aggregator === undefined) return count;
  const { sum = Number.NaN, squaredSum = Number.NaN } = properties;
  switch (aggregator) {
    case 'sum':
      return sum;
    case 'min':
      return properties.min ?? Number.NaN;
    case 'max':
      return properties.max ?? Number.NaN;
    case 'mean':
      return round2(sum / count);
    case 'var':
    case 'std': {
      const variance = squaredSum / count - (sum / count) ** 2;
      return round2(aggregator === 'var' ? variance : Math.sqrt(variance));
    }
  }
}

/** A cluster label as drawn: thousands shortened to "k" (1.2k, 35k). */
export function formatClusterLabel(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 10_000) return `${sign}${Math.round(abs / 1000)}k`;
  if (abs >= 1000) return `${sign}${Math.round(abs / 100) / 10}k`;
  return String(value);
}
