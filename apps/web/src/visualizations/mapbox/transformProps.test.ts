import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { metersPerPixel, mercatorProject } from '../shared/maps/webMercator';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { clusterLabelValue, formatClusterLabel } from './mapboxClusters';
import { CLUSTER_SERIES_ID, POINT_SERIES_ID } from './mapboxSeries';
import { transformProps } from './transformProps';

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'mapbox',
  all_columns_x: 'LON',
  all_columns_y: 'LAT',
  clustering_radius: '60',
  row_limit: 5000,
  groupby: [],
  point_radius: 'Auto',
  point_radius_unit: 'Pixels',
  mapbox_label: [],
  pandas_aggfunc: 'sum',
  global_opacity: 1,
  mapbox_color: 'rgb(0, 139, 139)',
  viewport_longitude: 14,
  viewport_latitude: 14,
  viewport_zoom: 1.96,
};

// Three airports around Paris (a few km apart), two around New York, one in Tokyo: thousands of
// kilometres between the groups, so each group is one cluster at low zoom and none at zoom 17.
const ROWS = [
  { LON: 2.55, LAT: 49.01, passengers: 1, size: 2 },
  { LON: 2.36, LAT: 48.72, passengers: 2, size: 4 },
  { LON: 2.44, LAT: 48.97, passengers: 3, size: 6 },
  { LON: -73.78, LAT: 40.64, passengers: 10, size: 8 },
  { LON: -74.17, LAT: 40.69, passengers: 20, size: 10 },
  { LON: 139.78, LAT: 35.55, passengers: 'Haneda', size: 12 },
  { LON: null, LAT: 10, passengers: 4, size: 1 },
];
const RESULT: ChartDataResult = { data: ROWS, rowcount: ROWS.length };

function props(formData: Partial<QueryFormData> = {}) {
  return transformProps(
    chartPropsOf({ ...FORM_DATA, ...formData }, [RESULT], { width: 800, height: 500 }),
  );
}

function seriesAt(zoom: number, formData: Partial<QueryFormData> = {}) {
  const series = props(formData).seriesAt(zoom) as AnyRecord[];
  const clusters = series.find((s) => s.id === CLUSTER_SERIES_ID)!.data as AnyRecord[];
  const points = series.find((s) => s.id === POINT_SERIES_ID)!.data as AnyRecord[];
  return { clusters, points };
}

/** Pixel distance of two positions at a zoom (Web Mercator, 512 px world at zoom 0). */
function pixelDistance(a: [number, number], b: [number, number], zoom: number): number {
  const [ax, ay] = mercatorProject(a);
  const [bx, by] = mercatorProject(b);
  return Math.hypot(ax - bx, ay - by) * 2 ** zoom;
}

describe('mapbox transformProps', () => {
  it('reads the rows with a numeric position', () => {
    expect(props().points).toHaveLength(6);
  });

  it('clusters each airport group at a low zoom, as the pixel distances say', () => {
    const paris = ROWS.slice(0, 3).map((r) => [r.LON, r.LAT] as [number, number]);
    // Independently: within a group the airports are well inside 60 px at zoom 3, and the
    // groups are hundreds of pixels apart.
    expect(pixelDistance(paris[0]!, paris[1]!, 3)).toBeLessThan(10);
    expect(pixelDistance(paris[0]!, [-73.78, 40.64], 3)).toBeGreaterThan(500);
    const { clusters, points } = seriesAt(3);
    expect(clusters.map((c) => c.label.formatter).sort()).toEqual(['2', '3']);
    expect(points).toHaveLength(1);
    expect(points[0]!.value).toEqual([139.78, 35.55]);
  });

  it('shows every airport on its own past the last cluster zoom', () => {
    const { clusters, points } = seriesAt(17);
    expect(clusters).toHaveLength(0);
    expect(points).toHaveLength(6);
  });

  it('turns clustering off with a radius of 0', () => {
    const { clusters, points } = seriesAt(3, { clustering_radius: '0' });
    expect(clusters).toHaveLength(0);
    expect(points).toHaveLength(6);
  });

  it('sizes clusters by the square root of their count against the largest', () => {
    const { clusters } = seriesAt(3);
    const byLabel = new Map(clusters.map((c) => [c.label.formatter as string, c]));
    // Largest: the full 60 px radius; 2 of 3: 10 + √(2/3) · 50 = 50.8 px.
    expect(byLabel.get('3')!.symbolSize).toBe(120);
    expect(byLabel.get('2')!.symbolSize).toBeCloseTo(101.6, 5);
  });

  it('draws clusters as a glow of the colour and points solid, white text on a dark colour', () => {
    const { clusters, points } = seriesAt(3, { global_opacity: 0.5 });
    const stops = clusters[0]!.itemStyle.color.colorStops as AnyRecord[];
    expect(stops[0]!.color).toBe('rgba(0, 139, 139, 0.4)');
    expect(stops[1]!.color).toBe('rgba(0, 139, 139, 0)');
    expect(points[0]!.itemStyle.color).toBe('rgba(0, 139, 139, 0.5)');
    expect(clusters[0]!.label.color).toBe('#FFFFFF');
    const gold = seriesAt(3, { mapbox_color: 'rgb(255, 215, 0)' });
    expect(gold.clusters[0]!.label.color).toBe('#000000');
  });

  it('labels clusters with the aggregate of the label column', () => {
    const label = (aggregator: string) =>
      seriesAt(3, { mapbox_label: ['passengers'], pandas_aggfunc: aggregator })
        .clusters.map((c) => c.label.formatter as string)
        .sort();
    // Paris 1, 2, 3; New York 10, 20.
    expect(label('sum')).toEqual(['30', '6']);
    expect(label('mean')).toEqual(['15', '2']);
    expect(label('min')).toEqual(['1', '10']);
    expect(label('max')).toEqual(['20', '3']);
    // Paris: 14/3 − 4 = 0.67; New York: 250 − 225 = 25.
    expect(label('var')).toEqual(['0.67', '25']);
    expect(label('std')).toEqual(['0.82', '5']);
  });

  it('labels single points with their label value, text as it is', () => {
    const { points } = seriesAt(3, { mapbox_label: ['passengers'] });
    expect(points[0]!.label.formatter).toBe('Haneda');
  });

  it('gives single points a sixth of the cluster radius, or their radius column', () => {
    expect(seriesAt(3).points[0]!.symbolSize).toBe(20);
    const km = seriesAt(3, { point_radius: 'size', point_radius_unit: 'Kilometers' }).points[0]!;
    const pixels = (12_000 / metersPerPixel(35.55, 3)) * 2;
    expect(km.symbolSize).toBeCloseTo(pixels, 0);
    expect(km.label.formatter).toBe('12km');
    const miles = seriesAt(3, { point_radius: 'size', point_radius_unit: 'Miles' }).points[0]!;
    expect(miles.label.formatter).toBe('12mi');
    expect(miles.symbolSize).toBeCloseTo(pixels * 1.60934, 0);
  });

  it('spreads pixel radius values between a sixth and a third of the cluster radius', () => {
    const { points } = seriesAt(17, { point_radius: 'size' });
    const sizes = new Map(points.map((p) => [String(p.value), p.symbolSize as number]));
    expect(sizes.get(String([2.55, 49.01]))).toBe(20);
    expect(sizes.get(String([139.78, 35.55]))).toBe(40);
    expect(sizes.get(String([-74.17, 40.69]))).toBe(36);
  });

  it('opens around the points, or at the saved viewport when fixed', () => {
    const auto = props().view;
    expect(auto.longitude).toBeGreaterThan(-74.17);
    expect(auto.longitude).toBeLessThan(139.78);
    expect(auto.zoom).toBeGreaterThan(0);
    expect(auto.zoom).toBeLessThan(2);
    expect(props({ initial_viewport_settings: 'Fixed' }).view).toEqual({
      longitude: 14,
      latitude: 14,
      zoom: 1.96,
    });
    const geo = props({ initial_viewport_settings: 'Fixed' }).option.geo as AnyRecord;
    expect(geo.zoom).toBeCloseTo(2 ** 1.96, 9);
  });

  it('draws nothing without rows', () => {
    const empty = transformProps(chartPropsOf(FORM_DATA, [{ data: [], rowcount: 0 }]));
    expect(empty.points).toEqual([]);
    expect((empty.option.series as AnyRecord[]).every((s) => s.data.length === 0)).toBe(true);
  });
});

describe('mapbox cluster labels', () => {
  it('counts points without an aggregator', () => {
    expect(clusterLabelValue({ point_count: 7 }, undefined)).toBe(7);
  });

  it('shortens thousands', () => {
    expect(formatClusterLabel(999)).toBe('999');
    expect(formatClusterLabel(1234)).toBe('1.2k');
    expect(formatClusterLabel(12_345)).toBe('12k');
    expect(formatClusterLabel(-5600)).toBe('-5.6k');
  });
});
