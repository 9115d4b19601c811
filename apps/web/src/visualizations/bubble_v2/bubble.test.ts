import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { bubbleSizeScale } from './bubbleSizes';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '6__table',
  viz_type: 'bubble_v2',
  entity: 'country',
  series: 'region',
  x: 'gdp',
  y: 'life',
  size: 'population',
  adhoc_filters: [],
  row_limit: 100,
  max_bubble_size: '25',
  color_scheme: 'supersetColors',
};

const RESULT = queryResult(
  { country: 'STRING', region: 'STRING', gdp: 'NUMERIC', life: 'NUMERIC', population: 'NUMERIC' },
  [
    { country: 'FR', region: 'Europe', gdp: 40, life: 82, population: 60 },
    { country: 'DE', region: 'Europe', gdp: 45, life: 81, population: 80 },
    { country: 'JP', region: 'Asia', gdp: 38, life: 84, population: 120 },
  ],
);

const transformSample = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
});

function transform(formData: Partial<QueryFormData> = {}) {
  const { option, seriesList } = transformSample(formData);
  return { option, series: seriesList };
}

describe('bubble_v2 buildQuery', () => {
  it('queries x, y and size per entity and series', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['country', 'region']);
    expect(query.metrics).toEqual(['gdp', 'life', 'population']);
    expect(query.row_limit).toBe(100);
    expect(query.orderby).toEqual([]);
  });

  it('orders by the sort-by metric, descending unless asked otherwise', () => {
    expect(buildQuery({ ...FORM_DATA, orderby: 'population' }).queries[0]!.orderby).toEqual([
      ['population', false],
    ]);
    expect(
      buildQuery({ ...FORM_DATA, orderby: 'population', order_desc: false }).queries[0]!.orderby,
    ).toEqual([['population', true]]);
  });
});

describe('bubble_v2 transformProps', () => {
  it('groups bubbles by series and sizes them between 5 px and 5 + 2 × max', () => {
    const { series, option } = transform();
    expect(series.map((entry) => entry.name)).toEqual(['Europe', 'Asia']);
    expect(series.map((entry) => entry.itemStyle)).toEqual([
      { color: '#1FA8C9', opacity: 0.6 },
      { color: '#454E7C', opacity: 0.6 },
    ]);
    // Sizes 60..120: 60 → 5, 80 → 5 + (20 / 60) × 50 = 21.67, 120 → 5 + 50 = 55.
    const europe = series[0]!.data as AnyRecord[];
    expect(europe.map((point) => point.value)).toEqual([
      [40, 82, 60, 'FR', 'Europe'],
      [45, 81, 80, 'DE', 'Europe'],
    ]);
    expect(europe[0]!.symbolSize).toBe(5);
    expect(europe[1]!.symbolSize).toBeCloseTo(5 + (20 / 60) * 50, 10);
    expect(series[1]!.data[0].symbolSize).toBe(55);
    expect(option.legend.data).toEqual(['Europe', 'Asia']);
  });

  it('colours by entity without a series and writes the tooltip', () => {
    const { series, option } = transform({ series: undefined, y_axis_format: ',.1f' });
    expect(series.map((entry) => entry.name)).toEqual(['FR', 'DE', 'JP']);
    const html: string = option.tooltip.formatter({ data: series[2]!.data[0] });
    expect(html).toContain('JP');
    expect(html).toContain('84.0');
    expect(html).toContain('population');
  });

  it('uses log axes, titles and bounds as set', () => {
    const { option } = transform({
      logXAxis: true,
      logYAxis: true,
      x_axis_label: 'GDP',
      y_axis_label: 'Life',
      xAxisBounds: [0, 100],
    });
    expect(option.xAxis).toMatchObject({ type: 'log', name: 'GDP' });
    expect(option.yAxis).toMatchObject({ type: 'log', name: 'Life' });
    // Bounds do not apply to a log axis.
    expect(option.xAxis.min).toBeUndefined();
    const linear = transform({ xAxisBounds: [0, 100], y_axis_bounds: [50, null] }).option;
    expect(linear.xAxis).toMatchObject({ type: 'value', min: 0, max: 100 });
    expect(linear.yAxis.min).toBe(50);
    expect(linear.yAxis.max).toBeUndefined();
  });

  it('keeps every bubble at the minimum when all sizes are equal', () => {
    const scale = bubbleSizeScale([3, 3], 25);
    expect(scale(3)).toBe(5);
    expect(scale(null)).toBe(5);
  });
});
