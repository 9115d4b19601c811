/**
 * Query result + form data → the MapBox chart's props (pure): the points (rows with a numeric
 * longitude and latitude), clustered with supercluster as Superset does, on the shipped world
 * map in Web Mercator instead of Mapbox tiles. The map opens around the points (Superset's
 * "Auto" initial viewport) or at the saved `viewport_longitude/latitude/zoom` ("Fixed");
 * clusters are recomputed when the user zooms (the component asks `seriesAt`).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';
import type { MapEChartsOption, ScatterSeriesOption } from '../shared/maps/mapEChartsOption';
import { worldBaseMapGeo } from '../shared/maps/worldBaseMap';
import { fitView, type MapView } from '../shared/maps/webMercator';
import { readColumn } from '../shared/form-data/formDataColumns';
import { CLUSTER_MAX_ZOOM, createClusterer, type MapboxPoint } from './mapboxClusters';
import { mapboxSeries, type MapboxDrawing } from './mapboxSeries';
import {
  AGGREGATORS,
  POINT_RADIUS_UNITS,
  readLabelColumn,
  readMapboxColor,
  readRadiusColumn,
} from './mapboxSettings';

/** Mapbox GL's zoom range. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;

export interface MapboxChartProps {
  width: number;
  height: number;
  /** The map with the clusters at the opening zoom. */
  option: MapEChartsOption;
  view: MapView;
  points: MapboxPoint[];
  /** The clusters and points at a zoom level (when the user zooms). */
  seriesAt: (zoom: number) => ScatterSeriesOption[];
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

export function readMapboxPoints(
  formData: QueryFormData,
  result: ChartDataResult | undefined,
): MapboxPoint[] {
  const longitude = readColumn(formData, 'all_columns_x');
  const latitude = readColumn(formData, 'all_columns_y');
  if (longitude === undefined || latitude === undefined) return [];
  const x = getColumnLabel(longitude);
  const y = getColumnLabel(latitude);
  const label = readLabelColumn(formData);
  const labelKey = label === undefined ? null : getColumnLabel(label);
  const radius = readRadiusColumn(formData);
  const radiusKey = radius === undefined ? null : getColumnLabel(radius);
  const points: MapboxPoint[] = [];
  for (const row of result?.data ?? []) {
    const lon = toNumber(row[x]);
    const lat = toNumber(row[y]);
    if (lon === null || lat === null) continue;
    const rawMetric = labelKey === null ? null : row[labelKey];
    const metric =
      typeof rawMetric === 'number' || typeof rawMetric === 'string' ? rawMetric : null;
    points.push({
      position: [lon, lat],
      metric,
      radius: radiusKey === null ? null : toNumber(row[radiusKey]),
    });
  }
  return points;
}

/** West, south, east, north of the points, widened by half a percent of the size in degrees. */
function clusterBox(points: MapboxPoint[], width: number, height: number) {
  if (points.length === 0) return [-180, -90, 180, 90] as [number, number, number, number];
  const longitudes = points.map((point) => point.position[0]);
  const latitudes = points.map((point) => point.position[1]);
  const dx = (width * 0.5) / 100;
  const dy = (height * 0.5) / 100;
  return [
    Math.min(...longitudes) - dx,
    Math.min(...latitudes) - dy,
    Math.max(...longitudes) + dx,
    Math.max(...latitudes) + dy,
  ] as [number, number, number, number];
}

function openingView(
  formData: QueryFormData,
  points: MapboxPoint[],
  width: number,
  height: number,
) {
  const fixed = formData.initial_viewport_settings === 'Fixed';
  const fitted = fixed
    ? null
    : fitView(
        points.map((point) => point.position),
        width,
        height,
        { maxZoom: CLUSTER_MAX_ZOOM },
      );
  const view: MapView = fitted ?? {
    longitude: fixed ? readNumber(formData, 'viewport_longitude', 14) : 0,
    latitude: fixed ? readNumber(formData, 'viewport_latitude', 14) : 0,
    zoom: fixed ? readNumber(formData, 'viewport_zoom', 1.96) : 1,
  };
  return { ...view, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom)) };
}

export function transformProps(chartProps: ChartProps): MapboxChartProps {
  const { formData, width, height } = chartProps;
  const points = readMapboxPoints(formData, chartProps.queriesData[0]);
  const aggregated = readLabelColumn(formData) !== undefined;
  const clusterer = createClusterer(
    points,
    Math.max(0, readNumber(formData, 'clustering_radius', 60)),
    aggregated,
  );
  const drawing: MapboxDrawing = {
    clusterer,
    bbox: clusterBox(points, width, height),
    color: readMapboxColor(formData),
    opacity: Math.min(1, Math.max(0, readNumber(formData, 'global_opacity', 1))),
    unit: readChoice(formData, 'point_radius_unit', POINT_RADIUS_UNITS, 'Pixels'),
    aggregator: aggregated ? readChoice(formData, 'pandas_aggfunc', AGGREGATORS, 'sum') : undefined,
  };
  const view = openingView(formData, points, width, height);
  const seriesAt = (zoom: number) => mapboxSeries(drawing, zoom);

  const option: MapEChartsOption = {
    geo: worldBaseMapGeo(view, { min: MIN_ZOOM, max: MAX_ZOOM }),
    series: seriesAt(view.zoom),
  };
  return { width, height, option, view, points, seriesAt };
}
