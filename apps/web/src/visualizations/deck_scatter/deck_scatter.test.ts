import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { readFixedOrMetric } from '../shared/maps/fixedOrMetric';
import { mercatorProject } from '../shared/maps/webMercator';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { pointDiameter, unitToRadius } from './pointRadius';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';

const EQUATOR = 40_075_016.686;

const FORM_DATA: QueryFormData = {
  datasource: '9__table',
  viz_type: 'deck_scatter',
  spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' },
  row_limit: 5000,
  filter_nulls: true,
  adhoc_filters: [],
  point_radius_fixed: { type: 'fix', value: 1000 },
  point_unit: 'square_m',
  min_radius: 2,
  max_radius: 250,
  multiplier: 1,
  autozoom: false,
  viewport: { longitude: 6.85, latitude: 31.22, zoom: 1, bearing: 0, pitch: 0 },
};

const RESULT: ChartDataResult = {
  data: [
    { LON: -122.42, LAT: 37.77, kind: 'cafe', trips: 12 },
    { LON: -122.4, LAT: 37.79, kind: 'bar', trips: 3 },
    { LON: null, LAT: 37.7, kind: 'bar', trips: 1 },
    { LON: -122.45, LAT: 37.75, kind: 'cafe', trips: 30 },
  ],
  rowcount: 4,
};

const transformSample = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
  width: 800,
  height: 600,
});

function transform(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  const { props, option, seriesList } = transformSample(formData, extra);
  return { props, option, geo: option.geo as AnyRecord, series: seriesList };
}

describe('deck scatter buildQuery', () => {
  it('reads raw rows of the spatial columns, nulls filtered out', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['LON', 'LAT']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.filters).toEqual([
      { col: 'LON', op: 'IS NOT NULL' },
      { col: 'LAT', op: 'IS NOT NULL' },
    ]);
    expect(query.row_limit).toBe(5000);
    expect(query.is_timeseries).toBe(false);
  });

  it('groups by position and dimension with a radius metric, largest first', () => {
    const query = buildQuery({
      ...FORM_DATA,
      spatial: { type: 'geohash', geohashCol: 'gh' },
      point_radius_fixed: { type: 'metric', value: 'count' },
      dimension: 'kind',
      filter_nulls: false,
    }).queries[0]!;
    expect(query.columns).toEqual(['gh', 'kind']);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.filters).toEqual([]);
  });
});

describe('deck scatter point sizes', () => {
  it('turns sizes into radii per unit', () => {
    // A circle of area A has radius √(A/π).
    expect(unitToRadius('square_m', Math.PI * 100)).toBeCloseTo(10, 12);
    expect(unitToRadius('square_km', Math.PI)).toBeCloseTo(1000, 9);
    expect(unitToRadius('square_miles', Math.PI)).toBeCloseTo(1609.34, 9);
    expect(unitToRadius('radius_km', 2)).toBe(2000);
    expect(unitToRadius('radius_miles', 1)).toBe(1609.34);
    expect(unitToRadius('radius_px', 6)).toBe(6);
    expect(unitToRadius('radius_m', 0)).toBeNull();
  });

  it('converts metres to pixels at the zoom and latitude, within the radius bounds', () => {
    const sizing = { inPixels: false, minRadius: 2, maxRadius: 250 };
    // Zoom 10 at the equator: 40,075,016.686 m / (512 · 1024) px = 76.437 m per pixel.
    const perPixel = EQUATOR / (512 * 1024);
    expect(pointDiameter(1000, 0, 10, sizing)).toBeCloseTo((2 * 1000) / perPixel, 9);
    // At 60° a pixel covers half as much ground, so the circle is twice as big.
    expect(pointDiameter(1000, 60, 10, sizing)).toBeCloseTo((4 * 1000) / perPixel, 9);
    expect(pointDiameter(10, 0, 10, sizing)).toBe(4);
    expect(pointDiameter(1e6, 0, 10, sizing)).toBe(500);
    expect(pointDiameter(7, 45, 3, { ...sizing, inPixels: true })).toBe(14);
  });

  it('sizes each point from the option callback at the current zoom', () => {
    const { series, props } = transform({ point_unit: 'radius_m', multiplier: 2 });
    const point = series[0]!.data[0] as AnyRecord;
    expect(point.value).toEqual([-122.42, 37.77, 2000]);
    const perPixel = (EQUATOR * Math.cos((37.77 * Math.PI) / 180)) / (512 * 2 ** 12);
    expect(props.symbolSizeAt(12)(point.value)).toBeCloseTo((2 * 2000) / perPixel, 9);
    // Zoom 1 (the option's): far below the minimum radius.
    expect(series[0]!.symbolSize(point.value)).toBe(4);
  });

  it('reads fixed-or-metric values in Superset shape', () => {
    expect(readFixedOrMetric({ type: 'fix', value: '250' }, 1000)).toEqual({
      type: 'fix',
      value: 250,
    });
    expect(readFixedOrMetric(undefined, 1000)).toEqual({ type: 'fix', value: 1000 });
    expect(readFixedOrMetric({ type: 'metric', value: 'count' }, 1000)).toEqual({
      type: 'metric',
      metric: 'count',
    });
  });
});

describe('deck scatter transformProps', () => {
  it('draws rows with a position, in the fixed colour, at the saved viewport', () => {
    const { series, geo, props } = transform();
    expect(series).toHaveLength(1);
    expect(series[0]!.data).toHaveLength(3);
    expect(series[0]!.itemStyle.color).toBe('rgba(0, 122, 135, 1)');
    expect(geo.center).toEqual(mercatorProject([6.85, 31.22]));
    expect(geo.zoom).toBe(2);
    expect(geo.layoutSize).toBe(512);
    expect(props.view).toEqual({ longitude: 6.85, latitude: 31.22, zoom: 1 });
  });

  it('opens at the default viewport when none is saved', () => {
    const { props } = transform({ viewport: undefined });
    expect(props.view).toEqual({ longitude: 6.85, latitude: 31.22, zoom: 1 });
  });

  it('zooms to the points with autozoom', () => {
    const { props } = transform({ autozoom: true });
    // The points span -122.45..-122.40 in longitude; the view centres between them.
    expect(props.view.longitude).toBeCloseTo(-122.425, 6);
    expect(props.view.zoom).toBeGreaterThan(10);
  });

  it('colours points by category with a legend at its position', () => {
    const { series, option } = transform({
      dimension: 'kind',
      color_scheme: 'supersetColors',
      legend_position: 'bl',
      color_picker: { r: 0, g: 0, b: 0, a: 0.5 },
    });
    expect(series.map((s) => [s.name, s.data.length])).toEqual([
      ['cafe', 2],
      ['bar', 1],
    ]);
    // supersetColors starts #1FA8C9, #454E7C; the fixed colour's opacity carries over.
    expect(series[0]!.itemStyle.color).toBe('rgba(31, 168, 201, 0.5)');
    expect(series[1]!.itemStyle.color).toBe('rgba(69, 78, 124, 0.5)');
    expect(option.legend).toMatchObject({
      show: true,
      bottom: 10,
      left: 10,
      data: ['cafe', 'bar'],
    });
    expect(transform({ dimension: 'kind', legend_position: null }).option.legend.show).toBe(false);
    expect(transform().option.legend.show).toBe(false);
  });

  it('shows the position, the radius metric and the category, escaped', () => {
    const { option } = transform({
      point_radius_fixed: { type: 'metric', value: 'trips' },
      dimension: 'kind',
    });
    const html = option.tooltip.formatter({
      componentType: 'series',
      value: [-122.42, 37.77, 12],
      data: { metric: 1234 },
      seriesName: '<cafe>',
    });
    expect(html).toBe(
      'Longitude and Latitude: -122.42, 37.77<br/>trips: 1.23k<br/>kind: &lt;cafe&gt;',
    );
  });

  it('skips rows of an invalid spatial configuration', () => {
    const { series } = transform({ spatial: { type: 'latlong', latCol: 'LAT' } });
    expect(series).toEqual([]);
  });
});

describe('deck scatter control panel', () => {
  it("keeps Superset's defaults", () => {
    const controls = new Map<string, AnyRecord>();
    for (const section of controlPanel.controlPanelSections) {
      for (const row of section.controlSetRows) {
        for (const cell of row)
          if (cell && typeof cell !== 'string') controls.set(cell.name, cell.config);
      }
    }
    expect(controls.get('point_radius_fixed')?.default).toEqual({ type: 'fix', value: 1000 });
    expect(controls.get('viewport')?.default).toEqual({
      longitude: 6.85,
      latitude: 31.22,
      zoom: 1,
      bearing: 0,
      pitch: 0,
    });
    expect(controls.get('min_radius')?.default).toBe(2);
    expect(controls.get('max_radius')?.default).toBe(250);
    expect(controls.get('legend_position')?.default).toBe('tr');
    expect(controls.get('filter_nulls')?.default).toBe(true);
    expect([...controls.keys()].some((name) => name.startsWith('js_'))).toBe(false);
  });
});
