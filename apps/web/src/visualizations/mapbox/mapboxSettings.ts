/**
 * The MapBox form data the query and the drawing share (Superset's control names): the label
 * column, the point radius column, the colour and the cluster label aggregator.
 */
import { tryParseColor, type RgbaColor } from '@panorama/core/explore/color';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column } from '@panorama/core/query/query-object';

/** The label naming COUNT(*) of each group (only with `groupby`). */
export const COUNT_LABEL = 'count';
/** `point_radius` meaning "scale points by the largest cluster". */
export const AUTO_RADIUS = 'Auto';
/** `mapbox_color`'s default, Superset's "Dark Cyan". */
export const DEFAULT_MAPBOX_COLOR = 'rgb(0, 139, 139)';
export const AGGREGATORS = ['sum', 'mean', 'min', 'max', 'std', 'var'] as const;
export type Aggregator = (typeof AGGREGATORS)[number];
export const POINT_RADIUS_UNITS = ['Pixels', 'Miles', 'Kilometers'] as const;
export type PointRadiusUnit = (typeof POINT_RADIUS_UNITS)[number];

/** The first `mapbox_label` entry: a column, or "count". */
export function readLabelColumn(formData: QueryFormData): Column | undefined {
  const value: unknown = formData.mapbox_label;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' && first !== '') return first;
  if (typeof first === 'object' && first !== null) return first as Column;
  return undefined;
}

/** `point_radius` as a column, or undefined for "Auto". */
export function readRadiusColumn(formData: QueryFormData): Column | undefined {
  const value: unknown = formData.point_radius;
  if (typeof value === 'string') return value === '' || value === AUTO_RADIUS ? undefined : value;
  if (typeof value === 'object' && value !== null) return value as Column;
  return undefined;
}

/** `mapbox_color` ("rgb(r, g, b)" in Superset; any CSS colour is read), else Dark Cyan. */
export function readMapboxColor(formData: QueryFormData): RgbaColor {
  const value = typeof formData.mapbox_color === 'string' ? formData.mapbox_color : '';
  return tryParseColor(value) ?? { r: 0, g: 139, b: 139, a: 1 };
}
