import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import worldFile from '../shared/maps/geometry/world-countries.topo.json';
import { createAtlas } from '../shared/maps/mapAtlas';
import { asTopology } from '../shared/maps/topojson';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';
import {
  bubbleRadiusScale,
  buildWorldMapOption,
  NO_DATA_COLOR,
  worldMapCrossFilter,
} from './worldMapOption';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';

const atlas = createAtlas('test-world', asTopology(worldFile), 'countries');

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'world_map',
  entity: 'country_code',
  country_fieldtype: 'cca2',
  metric: 'sum__population',
  secondary_metric: 'sum__area',
  adhoc_filters: [],
  row_limit: 10000,
  show_bubbles: true,
  max_bubble_size: '25',
  color_by: 'metric',
  linear_color_scheme: 'superset_seq_1',
};

const RESULT: ChartDataResult = {
  colnames: ['country_code', 'sum__population', 'sum__area'],
  data: [
    { country_code: 'US', sum__population: 100, sum__area: 100 },
    { country_code: 'fr', sum__population: 300, sum__area: 900 },
    { country_code: 'DE', sum__population: 200, sum__area: 400 },
    // No such country: left out, as in Superset.
    { country_code: 'ZZ', sum__population: 5000, sum__area: 1 },
  ],
  rowcount: 4,
};

function chartProps(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  return {
    formData: { ...FORM_DATA, ...formData },
    queriesData: [RESULT],
    datasource: null,
    width: 800,
    height: 500,
    hooks: {},
    context: 'DASHBOARD' as const,
    ...extra,
  };
}

function draw(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  const props = transformProps(chartProps(formData, extra));
  const { option, byKey } = buildWorldMapOption(props, atlas);
  const geo = option.geo as AnyRecord;
  const regions = new Map<string, AnyRecord>(
    (geo.regions as AnyRecord[]).map((region) => [region.name as string, region]),
  );
  const series = option.series as AnyRecord[];
  const tooltip = (name: string) =>
    (option.tooltip as AnyRecord).formatter({ componentType: 'geo', name }) as string;
  return { props, option, byKey, geo, regions, series, tooltip };
}

describe('world map buildQuery', () => {
  it('groups both metrics by the country column', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['country_code']);
    expect(query.metrics).toEqual(['sum__population', 'sum__area']);
    expect(query.orderby).toEqual([]);
    expect(query.row_limit).toBe(10000);
  });

  it('asks once for a metric used twice, and sorts by it on request', () => {
    const query = buildQuery({
      ...FORM_DATA,
      secondary_metric: 'sum__population',
      sort_by_metric: true,
    }).queries[0]!;
    expect(query.metrics).toEqual(['sum__population']);
    expect(query.orderby).toEqual([['sum__population', false]]);
  });
});

describe('world map transformProps', () => {
  it('keeps raw country values and both metrics per row', () => {
    const props = transformProps(chartProps());
    expect(props.rows[1]).toEqual({ entity: 'fr', m1: 300, m2: 900 });
    expect(props.maxBubbleSize).toBe(25);
    expect(props.entityColumn).toBe('country_code');
    expect(props.bubbleMetricLabel).toBe('sum__area');
  });

  it('sizes bubbles by the colour metric without a bubble metric', () => {
    const props = transformProps(chartProps({ secondary_metric: null }));
    expect(props.bubbleMetricLabel).toBe('sum__population');
    expect(props.rows[0]).toEqual({ entity: 'US', m1: 100, m2: 100 });
  });
});

describe('world map option', () => {
  it('shades matched countries along the linear scheme and leaves the rest grey', () => {
    const { regions, geo, byKey } = draw();
    // superset_seq_1 runs #E6F7FA → #1FA8C9 → #0A3D4D over 100..300: 200 is the middle stop.
    expect(regions.get('840')?.itemStyle.areaColor).toBe('#e6f7fa');
    expect(regions.get('276')?.itemStyle.areaColor).toBe('#1fa8c9');
    expect(regions.get('250')?.itemStyle.areaColor).toBe('#0a3d4d');
    expect(regions.size).toBe(3);
    expect(byKey.has('XX')).toBe(false);
    expect(geo.itemStyle.areaColor).toBe(NO_DATA_COLOR);
    expect(geo.map).toBe('test-world');
  });

  it('colours by country with the categorical scheme', () => {
    const { regions } = draw({ color_by: 'country', color_scheme: 'supersetColors' });
    expect(regions.get('840')?.itemStyle.areaColor).toBe('#1FA8C9');
    expect(regions.get('250')?.itemStyle.areaColor).toBe('#454E7C');
    expect(regions.get('276')?.itemStyle.areaColor).toBe('#5AC189');
  });

  it('sizes bubbles by the square root of the bubble metric, 1 px to the maximum', () => {
    // Areas 100, 400, 900 → roots 10, 20, 30 → radii 1, 13, 25 → diameters 2, 26, 50.
    const { series } = draw();
    const sizes = Object.fromEntries(
      (series[0]!.data as AnyRecord[]).map((point) => [point.name, point.symbolSize]),
    );
    expect(sizes).toEqual({ '840': 2, '276': 26, '250': 50 });
    // Largest first, so smaller bubbles are drawn on top.
    expect((series[0]!.data as AnyRecord[]).map((point) => point.name)).toEqual([
      '250',
      '276',
      '840',
    ]);
    expect(series[0]!.itemStyle.color).toBe('rgba(0, 122, 135, 0.5)');
    expect(draw({ show_bubbles: false }).series).toEqual([]);
  });

  it('gives a single bubble value the full size', () => {
    expect(bubbleRadiusScale([49], 10)(49)).toBe(10);
    expect(bubbleRadiusScale([1, 4], 11)(-1)).toBeNull();
  });

  it('shows both metrics in the tooltip, escaped, and "No data" elsewhere', () => {
    const { tooltip } = draw({ y_axis_format: ',d' });
    expect(tooltip('250')).toBe(
      '<strong>France</strong><br/>sum__population: 300<br/>sum__area: 900',
    );
    expect(tooltip('124')).toBe('<strong>Canada</strong><br/>No data');
    expect(tooltip('nowhere')).toBe('');
  });

  it('matches by name, aliases included', () => {
    const result: ChartDataResult = {
      data: [{ country: 'United States of America', count: 7 }],
      rowcount: 1,
    };
    const props = transformProps({
      ...chartProps({ entity: 'country', country_fieldtype: 'name', metric: 'count' }),
      queriesData: [result],
    });
    expect([...buildWorldMapOption(props, atlas).byKey.keys()]).toEqual(['840']);
  });

  it('fades countries outside the cross filter selection', () => {
    const { regions, series } = draw({}, { filterState: { selectedValues: ['France'] } });
    expect(regions.get('250')?.itemStyle.opacity).toBe(1);
    expect(regions.get('840')?.itemStyle.opacity).toBe(0.35);
    const bubble = (series[0]!.data as AnyRecord[]).find((point) => point.name === '840');
    expect(bubble?.itemStyle.opacity).toBe(0.35);
  });

  it('cross filters on the country value as the data writes it, toggling off', () => {
    const { byKey, props } = draw();
    expect(worldMapCrossFilter(byKey, props, '250')).toMatchObject({
      extraFormData: { filters: [{ col: 'country_code', op: 'IN', val: ['fr'] }] },
      filterState: { selectedValues: ['France'] },
    });
    expect(
      worldMapCrossFilter(byKey, { ...props, selectedNames: ['France'] }, '250')?.extraFormData,
    ).toEqual({ filters: [] });
    expect(worldMapCrossFilter(byKey, props, '124')).toBeNull();
  });
});
