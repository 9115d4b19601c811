/**
 * The deck.gl scatterplot's points from the query result: each row with a readable position
 * (spatial control), its radius (`point_radius_fixed` fixed or per-row metric, in `point_unit`,
 * times `multiplier`) and its category (the `dimension` value, numbers written with
 * `legend_format`).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { asSpatialValue, type SpatialValue } from '@panorama/core/explore/spatial';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartDataResult } from '../chartPluginTypes';
import { readChoice, readNumber, readOptionalString } from '../shared/echarts/formDataValues';
import { parseMetricValue } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';
import { readFixedOrMetric, type FixedOrMetric } from '../shared/maps/fixedOrMetric';
import { readPosition } from '../shared/maps/spatialPoints';
import type { Position } from '../shared/maps/topojson';
import { FALLBACK_RADIUS, POINT_UNITS, unitToRadius, type PointUnit } from './pointRadius';

/** Superset's `point_radius_fixed` default. */
export const DEFAULT_POINT_RADIUS = 1000;
export const NULL_CATEGORY = '<NULL>';

export interface ScatterPoint {
  position: Position;
  /** Radius in metres, or pixels with `radius_px`. */
  radius: number;
  /** The radius metric's value, when the size is a metric. */
  metric: number | null;
  /** The dimension's value as the legend shows it; null without a dimension. */
  category: string | null;
}

export interface ScatterSettings {
  spatial: SpatialValue | null;
  unit: PointUnit;
  multiplier: number;
  size: FixedOrMetric;
  metricLabel: string | null;
  dimensionLabel: string | null;
  legendFormat: string | undefined;
}

export function readScatterSettings(formData: QueryFormData): ScatterSettings {
  const size = readFixedOrMetric(formData.point_radius_fixed, DEFAULT_POINT_RADIUS);
  const dimension = readColumn(formData, 'dimension');
  return {
    spatial: asSpatialValue(formData.spatial),
    unit: readChoice(formData, 'point_unit', POINT_UNITS, 'square_m'),
    multiplier: readNumber(formData, 'multiplier', 1),
    size,
    metricLabel: size.type === 'metric' ? getMetricLabel(size.metric) : null,
    dimensionLabel: dimension === undefined ? null : getColumnLabel(dimension),
    legendFormat: readOptionalString(formData, 'legend_format'),
  };
}

export function readPoints(
  result: ChartDataResult | undefined,
  settings: ScatterSettings,
): ScatterPoint[] {
  const { spatial, size, metricLabel, dimensionLabel } = settings;
  if (!spatial) return [];
  const formatCategory = getNumberFormatter(settings.legendFormat);
  const points: ScatterPoint[] = [];
  for (const row of result?.data ?? []) {
    const position = readPosition(row, spatial);
    if (!position) continue;
    const metric = metricLabel === null ? null : parseMetricValue(row[metricLabel]);
    const value = size.type === 'fix' ? size.value : metric;
    const radius = (value === null ? null : unitToRadius(settings.unit, value)) ?? FALLBACK_RADIUS;
    let category: string | null = null;
    if (dimensionLabel !== null) {
      const raw = row[dimensionLabel];
      if (raw === null || raw === undefined) category = NULL_CATEGORY;
      else category = typeof raw === 'number' ? formatCategory(raw) : String(raw);
    }
    points.push({ position, radius: radius * settings.multiplier, metric, category });
  }
  return points;
}
