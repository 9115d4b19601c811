import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { whiskerSettings } from './boxplotOperator';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { grainColumn } from '../shared/testing/grainColumnFixture';

const FORM_DATA: QueryFormData = {
  datasource: '9__table',
  viz_type: 'box_plot',
  columns: ['state'],
  groupby: ['region'],
  metrics: ['SUM(num)'],
  adhoc_filters: [],
  whiskerOptions: 'Tukey',
  color_scheme: 'supersetColors',
};

/**
 * What the server's boxplot step returns for region "west" over the states' sums 1, 2, 3, 4
 * and 100: midpoint quartiles 2 and 4, Tukey fences 2 - 3 = -1 and 4 + 3 = 7, so the whiskers
 * end at 1 and 4 and 100 is an outlier; mean (1 + 2 + 3 + 4 + 100) / 5 = 22.
 */
const RESULT: ChartDataResult = {
  colnames: [
    'region',
    'SUM(num)__mean',
    'SUM(num)__median',
    'SUM(num)__max',
    'SUM(num)__min',
    'SUM(num)__q1',
    'SUM(num)__q3',
    'SUM(num)__count',
    'SUM(num)__outliers',
  ],
  coltypes: [1, 0, 0, 0, 0, 0, 0, 0, 1],
  data: [
    {
      region: 'west',
      'SUM(num)__mean': 22,
      'SUM(num)__median': 3,
      'SUM(num)__max': 4,
      'SUM(num)__min': 1,
      'SUM(num)__q1': 2,
      'SUM(num)__q3': 4,
      'SUM(num)__count': 5,
      'SUM(num)__outliers': [100],
    },
    {
      region: 'east',
      'SUM(num)__mean': 2.5,
      'SUM(num)__median': 2.5,
      'SUM(num)__max': 4,
      'SUM(num)__min': 1,
      'SUM(num)__q1': 1.5,
      'SUM(num)__q3': 3.5,
      'SUM(num)__count': 4,
      'SUM(num)__outliers': [],
    },
  ],
  rowcount: 2,
};

const transformSample = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
});

function transform(formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) {
  const { props, option, seriesList } = transformSample(formData, extra);
  return { props, option, series: seriesList };
}

describe('box_plot buildQuery', () => {
  it('groups by the distribution and series columns and asks for Tukey statistics', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['state', 'region']);
    expect(query.series_columns).toEqual(['region']);
    expect(query.metrics).toEqual(['SUM(num)']);
    expect(query.post_processing).toEqual([
      {
        operation: 'boxplot',
        options: { whisker_type: 'tukey', groupby: ['region'], metrics: ['SUM(num)'] },
      },
    ]);
  });

  it('maps every whisker option to the server options', () => {
    expect(whiskerSettings('Min/max (no outliers)')).toEqual({ whisker_type: 'min/max' });
    expect(whiskerSettings('2/98 percentiles')).toEqual({
      whisker_type: 'percentile',
      percentiles: [2, 98],
    });
    expect(whiskerSettings('9/91 percentiles')).toEqual({
      whisker_type: 'percentile',
      percentiles: [9, 91],
    });
    expect(whiskerSettings(undefined)).toEqual({ whisker_type: 'tukey' });
    expect(() => whiskerSettings('sideways')).toThrow('Unsupported whisker type: sideways');
  });

  it('truncates a temporal distribution column to the grain', () => {
    const query = buildQuery({
      ...FORM_DATA,
      columns: ['ds'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { ds: true, region: false },
    }).queries[0]!;
    expect(query.columns).toEqual([grainColumn('ds', 'P1M'), 'region']);
  });
});

describe('box_plot transformProps', () => {
  it('draws one box per group from the statistics and the outliers as points', () => {
    const { option, series } = transform();
    const [boxes, outliers] = series as [AnyRecord, AnyRecord];
    expect(boxes.type).toBe('boxplot');
    expect(boxes.data.map((box: AnyRecord) => [box.name, box.value])).toEqual([
      ['west', [1, 2, 3, 4, 4]],
      ['east', [1, 1.5, 2.5, 3.5, 4]],
    ]);
    expect(boxes.data.map((box: AnyRecord) => box.itemStyle.color)).toEqual(['#1FA8C9', '#454E7C']);
    expect(series).toHaveLength(2);
    expect(outliers).toMatchObject({ type: 'scatter', data: [['west', 100]] });
    expect(option.xAxis.data).toEqual(['west', 'east']);
  });

  it('names boxes by group and metric with several metrics', () => {
    const { option } = transform({ metrics: ['SUM(num)', 'MAX(num)'] });
    expect(option.xAxis.data).toEqual([
      'west, SUM(num)',
      'west, MAX(num)',
      'east, SUM(num)',
      'east, MAX(num)',
    ]);
  });

  it('lists the statistics in the tooltip with the number format', () => {
    const { series } = transform({ number_format: ',.1f' });
    const html: string = series[0]!.tooltip.formatter({ dataIndex: 0 });
    expect(html).toContain('west');
    expect(html).toContain('22.0');
    expect(html).toContain('# Observations');
    expect(html).toContain('# Outliers');
  });

  it('lays x ticks out and titles the axes', () => {
    const { option } = transform({
      x_ticks_layout: '45°',
      x_axis_title: 'Region',
      y_axis_title: 'Sum',
    });
    expect(option.xAxis.axisLabel.rotate).toBe(-45);
    expect(option.xAxis.name).toBe('Region');
    expect(option.yAxis.name).toBe('Sum');
  });

  it('cross-filters on the group values', () => {
    const { props, series } = transform({}, { filterState: { selectedValues: ['east'] } });
    expect(props.crossFilter).toEqual({
      groupby: ['region'],
      valuesByName: { west: ['west'], east: ['east'] },
      selectedNames: ['east'],
    });
    expect(series[0]!.data.map((box: AnyRecord) => box.itemStyle.opacity)).toEqual([0.3, 0.6]);
  });
});
