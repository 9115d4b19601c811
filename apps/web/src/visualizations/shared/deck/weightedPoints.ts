/**
 * The located rows of a spatial query: each row with a readable position (the spatial control)
 * and its weight, the `size` metric's value (1 when there is no metric or the value is not a
 * number, as Superset reads it).
 */
import { asSpatialValue } from '@panorama/core/explore/spatial';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { ChartDataResult } from '../../chartPluginTypes';
import { parseMetricValue, readMetric } from '../formDataMetrics';
import { readPosition } from '../maps/spatialPoints';
import type { Position } from '../maps/topojson';

export interface WeightedPoint {
  position: Position;
  weight: number;
}

export function readWeightedPoints(
  result: ChartDataResult | undefined,
  formData: QueryFormData,
): WeightedPoint[] {
  const spatial = asSpatialValue(formData.spatial);
  if (!spatial) return [];
  const metric = readMetric(formData.size);
  const metricLabel = metric === undefined ? null : getMetricLabel(metric);
  const points: WeightedPoint[] = [];
  for (const row of result?.data ?? []) {
    const position = readPosition(row, spatial);
    if (!position) continue;
    const weight = metricLabel === null ? null : parseMetricValue(row[metricLabel]);
    points.push({ position, weight: weight ?? 1 });
  }
  return points;
}
