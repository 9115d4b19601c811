/**
 * Query result + form data → the deck.gl scatterplot's ECharts option (pure). Each point is a
 * circle on a pannable, zoomable world map in Web Mercator; the view opens at the saved
 * viewport, or around the points with `autozoom` (Superset's default). Circles take
 * `color_picker`, or with a `dimension` one categorical colour per value, with a legend at
 * `legend_position`. Superset's JavaScript controls (js_*) are never evaluated.
 */
import {
  isRgbaColor,
  toRgbaString,
  tryParseColor,
  type RgbaColor,
} from '@panorama/core/explore/color';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { asViewport } from '../shared/viewport';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { escapeHtml } from '@panorama/core/html/escape-html';
import { readBoolean, readChoice, readNumber } from '../shared/echarts/formDataValues';
import type {
  LegendComponentOption,
  MapEChartsOption,
  MapTooltipParams,
  ScatterSeriesOption,
} from '../shared/maps/mapEChartsOption';
import { worldBaseMapGeo } from '../shared/maps/worldBaseMap';
import { fitView, type MapView } from '../shared/maps/webMercator';
import { FALLBACK_RADIUS, pointDiameter, type PointSizing } from './pointRadius';
import { readPoints, readScatterSettings, type ScatterPoint } from './scatterPoints';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export const LEGEND_POSITIONS = ['tl', 'tr', 'bl', 'br'] as const;
type LegendPosition = (typeof LEGEND_POSITIONS)[number];
/** `color_picker`'s default, Superset's primary colour. */
const DEFAULT_COLOR: RgbaColor = { r: 0, g: 122, b: 135, a: 1 };
/** deck.gl's zoom range. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 20;

/** ECharts' symbolSize callback: the data value is [longitude, latitude, radius]. */
export type SymbolSize = (value: unknown) => number;

export interface DeckScatterChartProps {
  width: number;
  height: number;
  option: MapEChartsOption;
  /** The view the map opens at (zoom clamped to deck.gl's range). */
  view: MapView;
  /** Series whose point sizes follow the zoom. */
  seriesIds: string[];
  /** Point diameters at a deck.gl zoom level. */
  symbolSizeAt: (zoom: number) => SymbolSize;
}

function legendPlacement(position: LegendPosition): LegendComponentOption {
  const margin = 10;
  return {
    ...(position.startsWith('t') ? { top: margin } : { bottom: margin }),
    ...(position.endsWith('l') ? { left: margin } : { right: margin }),
  };
}

function groupByCategory(points: ScatterPoint[]): Map<string | null, ScatterPoint[]> {
  const groups = new Map<string | null, ScatterPoint[]>();
  for (const point of points) {
    const group = groups.get(point.category);
    if (group) group.push(point);
    else groups.set(point.category, [point]);
  }
  return groups;
}

export function transformProps(chartProps: ChartProps): DeckScatterChartProps {
  const { formData, width, height } = chartProps;
  const settings = readScatterSettings(formData);
  const points = readPoints(chartProps.queriesData[0], settings);

  const sizing: PointSizing = {
    inPixels: settings.unit === 'radius_px',
    minRadius: readNumber(formData, 'min_radius', 2),
    maxRadius: readNumber(formData, 'max_radius', 250),
  };
  const symbolSizeAt =
    (zoom: number): SymbolSize =>
    (value) => {
      const [, latitude = 0, radius = FALLBACK_RADIUS] = Array.isArray(value)
        ? (value as number[])
        : [];
      return pointDiameter(radius, latitude, zoom, sizing);
    };

  const fitted = readBoolean(formData, 'autozoom', true)
    ? fitView(
        points.map((point) => point.position),
        width,
        height,
      )
    : null;
  const opened = fitted ?? asViewport(formData.viewport);
  const view: MapView = {
    longitude: opened.longitude,
    latitude: opened.latitude,
    zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, opened.zoom)),
  };

  const color = isRgbaColor(formData.color_picker) ? formData.color_picker : DEFAULT_COLOR;
  const categoryColor = formDataColorScale(formData);
  const groups = groupByCategory(points);
  const seriesName = (category: string | null) => category ?? t('Points');

  const seriesIds: string[] = [];
  const series: ScatterSeriesOption[] = [...groups].map(([category, group], index) => {
    const id = `points-${index}`;
    seriesIds.push(id);
    // A category colour keeps the fixed colour's opacity, as deck.gl's layer does.
    const base = category === null ? color : (tryParseColor(categoryColor(category)) ?? color);
    return {
      type: 'scatter',
      id,
      name: seriesName(category),
      coordinateSystem: 'geo',
      geoIndex: 0,
      symbol: 'circle',
      symbolSize: symbolSizeAt(view.zoom),
      itemStyle: { color: toRgbaString({ ...base, a: color.a }) },
      emphasis: { scale: false, itemStyle: { borderColor: '#FFFFFF', borderWidth: 1 } },
      animation: false,
      data: group.map((point) => ({
        value: [point.position[0], point.position[1], point.radius],
        metric: point.metric,
      })),
    };
  });

  const legendPosition = readChoice(formData, 'legend_position', LEGEND_POSITIONS, 'tr');
  const legendShown =
    settings.dimensionLabel !== null && formData.legend_position !== null && groups.size > 0;
  const legend: LegendComponentOption = {
    show: legendShown,
    type: 'scroll',
    orient: 'vertical',
    ...legendPlacement(legendPosition),
    backgroundColor: 'rgba(255, 255, 255, 0.85)',
    padding: 6,
    itemWidth: 10,
    itemHeight: 10,
    data: [...groups.keys()].map(seriesName),
    textStyle: { overflow: 'truncate', width: 160 },
    tooltip: { show: true },
  };

  const formatMetric = getNumberFormatter(undefined);
  const tooltipHtml = (params: unknown): string => {
    const { componentType, value, data, seriesName: category } = params as MapTooltipParams;
    if (componentType !== 'series' || !Array.isArray(value)) return '';
    const [longitude, latitude] = value as number[];
    const lines = [
      `${escapeHtml(t('Longitude and Latitude'))}: ${escapeHtml(`${String(longitude)}, ${String(latitude)}`)}`,
    ];
    const metric = (data as { metric?: unknown } | undefined)?.metric;
    if (settings.metricLabel !== null && typeof metric === 'number') {
      lines.push(`${escapeHtml(settings.metricLabel)}: ${escapeHtml(formatMetric(metric))}`);
    }
    if (settings.dimensionLabel !== null && category !== undefined) {
      lines.push(`${escapeHtml(settings.dimensionLabel)}: ${escapeHtml(category)}`);
    }
    return lines.join('<br/>');
  };

  const option: MapEChartsOption = {
    tooltip: itemTooltip(tooltipHtml),
    legend,
    geo: worldBaseMapGeo(view, { min: MIN_ZOOM, max: MAX_ZOOM }),
    series,
  };

  return { width, height, option, view, seriesIds, symbolSizeAt };
}
