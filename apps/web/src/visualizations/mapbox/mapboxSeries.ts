/**
 * The MapBox chart's clusters and points at one zoom level as ECharts scatter series, drawn as
 * Superset's overlay draws them: clusters as glowing discs (opaque centre fading out) sized by
 * the square root of their label against the largest, labelled in white or black by the
 * colour's luminance; single points as solid dots (a sixth of the 60 px cluster radius, or from
 * the radius column in pixels, kilometres or miles), labelled with their label value.
 */
import { toRgbaString, type RgbaColor } from '@panorama/core/explore/color';
import type { ScatterSeriesOption } from '../shared/maps/mapEChartsOption';
import { metersPerPixel } from '../shared/maps/webMercator';
import {
  clusterLabelValue,
  formatClusterLabel,
  type ClusterAggregates,
  type MapboxClusterer,
  type PointProperties,
} from './mapboxClusters';
import type { Aggregator, PointRadiusUnit } from './mapboxSettings';

/** Superset's largest cluster radius in pixels. */
export const CLUSTER_RADIUS = 60;
export const MIN_CLUSTER_RADIUS_RATIO = 1 / 6;
export const MAX_POINT_RADIUS_RATIO = 1 / 3;
const KILOMETRES_PER_MILE = 1.60934;
const DARK_LUMINANCE = 110;

export interface MapboxDrawing {
  clusterer: MapboxClusterer;
  /** West, south, east, north: where clusters are looked for. */
  bbox: [number, number, number, number];
  color: RgbaColor;
  opacity: number;
  unit: PointRadiusUnit;
  /** Set when a label column is chosen: clusters show this aggregate instead of their count. */
  aggregator: Aggregator | undefined;
}

export interface DrawnCluster {
  position: [number, number];
  radius: number;
  label: string | null;
}

export interface DrawnPoint {
  position: [number, number];
  radius: number;
  label: string | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function luminance({ r, g, b }: RgbaColor): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The clusters and single points at a zoom level (clusters at its nearest whole level). */
export function drawAtZoom(
  drawing: MapboxDrawing,
  zoom: number,
): { clusters: DrawnCluster[]; points: DrawnPoint[] } {
  const features = drawing.clusterer.getClusters(drawing.bbox, Math.round(zoom));
  const clusterFeatures: Array<{ position: [number, number]; value: number }> = [];
  const pointFeatures: Array<{ position: [number, number]; properties: PointProperties }> = [];
  for (const feature of features) {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties as Record<string, unknown>;
    if (properties.cluster === true) {
      clusterFeatures.push({
        position: [longitude, latitude],
        value: clusterLabelValue(
          properties as { point_count: number } & Partial<ClusterAggregates>,
          drawing.aggregator,
        ),
      });
    } else {
      pointFeatures.push({
        position: [longitude, latitude],
        properties: properties as unknown as PointProperties,
      });
    }
  }

  const labels = clusterFeatures.map((cluster) => cluster.value).filter(Number.isFinite);
  const maxAbs = labels.length > 0 ? Math.max(...labels.map(Math.abs)) : 1;
  const minClusterRadius = CLUSTER_RADIUS * MIN_CLUSTER_RADIUS_RATIO;
  const clusters = clusterFeatures.map(({ position, value }) => {
    const ratio = Number.isFinite(value) ? Math.abs(value) / (maxAbs > 0 ? maxAbs : 1) : 0;
    return {
      position,
      radius: round(minClusterRadius + ratio ** 0.5 * (CLUSTER_RADIUS - minClusterRadius), 1),
      label: Number.isFinite(value) ? formatClusterLabel(value) : null,
    };
  });

  // In pixels, radius values are spread between a sixth and a third of the cluster radius.
  const pixelValues = pointFeatures
    .map(({ properties }) => properties.radius)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const minValue = Math.min(...pixelValues);
  const maxValue = Math.max(...pixelValues);
  const minPoint = CLUSTER_RADIUS * MIN_CLUSTER_RADIUS_RATIO;
  const maxPoint = CLUSTER_RADIUS * MAX_POINT_RADIUS_RATIO;
  const points = pointFeatures.map(({ position, properties }) => {
    const value = properties.radius;
    let radius = minPoint;
    let label: string | null = null;
    if (typeof value === 'number' && Number.isFinite(value)) {
      const latitude = position[1];
      if (drawing.unit === 'Kilometers' || drawing.unit === 'Miles') {
        const kilometres = drawing.unit === 'Miles' ? value * KILOMETRES_PER_MILE : value;
        radius = (kilometres * 1000) / metersPerPixel(latitude, zoom);
        label = `${round(value, 2)}${drawing.unit === 'Miles' ? 'mi' : 'km'}`;
      } else {
        radius =
          maxValue > minValue
            ? minPoint + ((value - minValue) / (maxValue - minValue)) * (maxPoint - minPoint)
            : (minPoint + maxPoint) / 2;
        label = String(round(value, 2));
      }
    }
    const { metric } = properties;
    if (metric !== null && metric !== undefined && metric !== '') {
      const numeric = typeof metric === 'number' ? metric : Number.parseFloat(metric);
      label = Number.isFinite(numeric) ? String(round(numeric, 2)) : String(metric);
    }
    return { position, radius: round(radius > 0 ? radius : minPoint, 1), label };
  });
  return { clusters, points };
}

/** The font size that fits a label inside 1.8 radii (about 0.6 em per character). */
function fittedFontSize(label: string, fontSize: number, radius: number): number {
  const width = 0.6 * fontSize * label.length;
  const room = radius * 1.8;
  return width > room ? (fontSize * room) / width : fontSize;
}

export const CLUSTER_SERIES_ID = 'mapbox-clusters';
export const POINT_SERIES_ID = 'mapbox-points';

export function mapboxSeries(drawing: MapboxDrawing, zoom: number): ScatterSeriesOption[] {
  const { clusters, points } = drawAtZoom(drawing, zoom);
  const { color, opacity } = drawing;
  const textColor = luminance(color) <= DARK_LUMINANCE ? '#FFFFFF' : '#000000';
  const rgba = (alpha: number) => toRgbaString({ ...color, a: alpha });
  const common = {
    type: 'scatter',
    coordinateSystem: 'geo',
    geoIndex: 0,
    symbol: 'circle',
    silent: true,
    animation: false,
  } as const;
  return [
    {
      ...common,
      id: CLUSTER_SERIES_ID,
      data: clusters.map((cluster) => {
        const fontSize = round(cluster.radius * 0.5, 1);
        return {
          value: cluster.position,
          symbolSize: cluster.radius * 2,
          itemStyle: {
            color: {
              type: 'radial',
              x: 0.5,
              y: 0.5,
              r: 0.5,
              colorStops: [
                { offset: 0, color: rgba(0.8 * opacity) },
                { offset: 1, color: rgba(0) },
              ],
            },
          },
          label: {
            show: cluster.label !== null,
            position: 'inside',
            formatter: cluster.label ?? '',
            color: textColor,
            fontSize: fittedFontSize(cluster.label ?? '', fontSize, cluster.radius),
            fontFamily: 'sans-serif',
            textShadowBlur: textColor === '#FFFFFF' ? 15 : 0,
            textShadowColor: textColor === '#FFFFFF' ? '#000000' : 'transparent',
          },
        };
      }),
    },
    {
      ...common,
      id: POINT_SERIES_ID,
      data: points.map((point) => ({
        value: point.position,
        symbolSize: point.radius * 2,
        itemStyle: { color: rgba(opacity) },
        label: {
          show: point.label !== null,
          position: 'inside',
          formatter: point.label ?? '',
          color: textColor,
          fontSize: fittedFontSize(point.label ?? '', point.radius, point.radius),
          fontFamily: 'sans-serif',
        },
      })),
    },
  ];
}
