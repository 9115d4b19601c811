import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { normalizeSeries, radarIndicators, readRadarColumnConfig } from './radarIndicators';
import { radarRadius, transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { estimateTextWidth } from '../shared/text/textMeasure';

const FORM_DATA: QueryFormData = {
  datasource: '2__table',
  viz_type: 'radar',
  groupby: ['team'],
  metrics: ['speed', 'power'],
  adhoc_filters: [],
  row_limit: 10,
  color_scheme: 'supersetColors',
};

const RESULT = queryResult({ team: 'STRING', speed: 'NUMERIC', power: 'NUMERIC' }, [
  { team: 'red', speed: 40, power: 10 },
  { team: 'blue', speed: 20, power: 25 },
]);

const transform = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
  width: 500,
});

describe('radar buildQuery', () => {
  it('orders by the sort-by metric, else the first metric, descending', () => {
    expect(buildQuery(FORM_DATA).queries[0]!.orderby).toEqual([['speed', false]]);
    const sorted = buildQuery({ ...FORM_DATA, timeseries_limit_metric: 'power' }).queries[0]!;
    expect(sorted.orderby).toEqual([['power', false]]);
    expect(sorted.columns).toEqual(['team']);
    expect(sorted.metrics).toEqual(['speed', 'power']);
  });
});

describe('radar transformProps', () => {
  it('draws one shape per row over one axis per metric', () => {
    const { series, option } = transform();
    expect(series.type).toBe('radar');
    expect(series.data.map((entry: AnyRecord) => [entry.name, entry.value])).toEqual([
      ['red', [40, 10]],
      ['blue', [20, 25]],
    ]);
    expect(series.data.map((entry: AnyRecord) => entry.itemStyle.color)).toEqual([
      '#1FA8C9',
      '#454E7C',
    ]);
    // No column_config: ECharts picks the maxima, minima start at 0.
    expect(option.radar.indicator).toEqual([
      { name: 'speed', min: 0 },
      { name: 'power', min: 0 },
    ]);
    expect(option.radar.shape).toBe('polygon');
    expect(transform({ is_circle: true }).option.radar.shape).toBe('circle');
    expect(option.legend.data).toEqual(['red', 'blue']);
  });

  it('applies column_config bounds as Superset does', () => {
    const { option } = transform({
      column_config: {
        speed: { radarMetricMaxValue: 100, radarMetricMinValue: 5 },
        power: { radarMetricMaxValue: null, radarMetricMinValue: null },
      },
    });
    // A null max is the data's largest value (25), a null min its smallest (10).
    expect(option.radar.indicator).toEqual([
      { name: 'speed', max: 100, min: 5 },
      { name: 'power', max: 25, min: 10 },
    ]);
  });

  it('normalises each series to its maximum but labels real values', () => {
    const { series, option } = transform({ is_normalized: true, number_format: ',d' });
    // red: 40 / 40 = 1, 10 / 40 = 0.25; blue: 20 / 25 = 0.8, 25 / 25 = 1.
    expect(series.data.map((entry: AnyRecord) => entry.value)).toEqual([
      [1, 0.25],
      [0.8, 1],
    ]);
    expect(option.radar.indicator[0]).toEqual({ name: 'speed', max: 1, min: 0 });
    const formatter = series.data[0].label.formatter;
    expect(formatter({ name: 'red', dataIndex: 0, value: 0.25 })).toBe('10');
    expect(formatter({ name: 'red', dataIndex: 0, dimensionIndex: 0, value: 1 })).toBe('40');
  });

  it('labels with the category when asked and formats the tooltip', () => {
    const { series, option } = transform({ label_type: 'key_value', number_format: ',.1f' });
    const formatter = series.data[1].label.formatter;
    expect(formatter({ name: 'blue', dataIndex: 1, dimensionIndex: 1, value: 25 })).toBe(
      'blue: 25.0',
    );
    const html: string = option.tooltip.formatter({ dataIndex: 0, color: '#1FA8C9' });
    expect(html).toContain('red');
    expect(html).toContain('40.0');
    expect(html).toContain('10.0');
  });

  it('dims series the cross filter does not select', () => {
    const { props, series } = transform({}, { filterState: { selectedValues: ['blue'] } });
    expect(props.crossFilter?.valuesByName).toEqual({ red: ['red'], blue: ['blue'] });
    expect(series.data.map((entry: AnyRecord) => entry.lineStyle.opacity)).toEqual([0.3, 1]);
  });
});

describe('radar indicators', () => {
  it('keeps 0 off the outer ring and reads numeric text', () => {
    const config = readRadarColumnConfig({ a: { radarMetricMaxValue: null }, b: 'junk' });
    expect(config).toEqual({ a: { radarMetricMaxValue: null, radarMetricMinValue: undefined } });
    expect(radarIndicators(['a'], ['A'], [[0, 0]], config, false)).toEqual([
      { name: 'A', max: Number.MAX_SAFE_INTEGER, min: 0 },
    ]);
    expect(readRadarColumnConfig({ a: { radarMetricMaxValue: '7' } }).a?.radarMetricMaxValue).toBe(
      7,
    );
    expect(normalizeSeries([2, null, 4])).toEqual([0.5, null, 1]);
  });
});

describe('radar radius', () => {
  it('leaves the longest axis name room on both sides', () => {
    const radius = radarRadius(600, 400, ['AVG(temp_max)', 'x']);
    // 13 characters ≈ 99 px each side: the name at the right tip still ends inside 600 px.
    expect(300 + radius + 13 * 7).toBeLessThanOrEqual(600);
    expect(radius).toBeGreaterThan(100);
  });
  it('keeps short names at the fixed room and never goes below 10 px', () => {
    expect(radarRadius(600, 400, ['a'])).toBe(160);
    expect(radarRadius(30, 30, ['a very long axis name indeed'])).toBe(10);
  });
});

describe('radar axis names in a narrow cell', () => {
  const LONG = { speed: 'Average Beak Length (mm)', power: 'Average Flipper Length (mm)' };
  const narrow = (width: number) =>
    transform({}, { width, height: 260, datasource: { verbose_map: LONG } as never }).option;

  it('cuts names that do not fit beside the radar, with an ellipsis, inside the canvas', () => {
    const { radar } = narrow(340);
    const [centerX] = radar.center as [number, number];
    const shown = (name: string) => radar.axisName.formatter(name) as string;
    expect(shown(LONG.power)).toMatch(/^Avera.*…$/);
    const widest = Math.max(
      ...Object.values(LONG).map((name) => estimateTextWidth(shown(name), 12, false)),
    );
    // A name at the right tip ends inside the canvas, one at the left tip starts inside it.
    const reach = (radar.radius as number) + (radar.axisNameGap as number) + widest;
    expect(centerX + reach).toBeLessThanOrEqual(340);
    expect(centerX - reach).toBeGreaterThanOrEqual(0);
  });

  it('leaves names whole when they fit', () => {
    expect(narrow(1200).radar.axisName.formatter(LONG.power)).toBe(LONG.power);
  });
});
