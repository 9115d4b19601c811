import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import { buildQuery, readBins } from './buildQuery';
import { binEdges, transformProps } from './transformProps';
import { chartPropsOf, readEChartsProps } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '4__table',
  viz_type: 'histogram_v2',
  column: 'age',
  groupby: ['gender'],
  adhoc_filters: [],
  row_limit: 10000,
  bins: 2,
  color_scheme: 'supersetColors',
};

/** Ages 0, 1, 10 (girls) and 2, 3 (boys) in two bins over 0..10: [0, 5) and [5, 10]. */
const RESULT = queryResult({ gender: 'STRING', '0 - 5': 'NUMERIC', '5 - 10': 'NUMERIC' }, [
  { gender: 'girl', '0 - 5': 2, '5 - 10': 1 },
  { gender: 'boy', '0 - 5': 2, '5 - 10': 0 },
]);

function transform(formData: Partial<QueryFormData> = {}, result = RESULT) {
  const { option, seriesList } = readEChartsProps(
    transformProps(chartPropsOf({ ...FORM_DATA, ...formData }, [result])),
  );
  return { option, series: seriesList };
}

describe('histogram_v2 buildQuery', () => {
  it('selects raw values and bins them on the server with its option names', () => {
    const query = buildQuery({ ...FORM_DATA, cumulative: true }).queries[0]!;
    expect(query.columns).toEqual(['gender', 'age']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.row_limit).toBe(10000);
    expect(query.post_processing).toEqual([
      {
        operation: 'histogram',
        options: {
          column: 'age',
          groupby: ['gender'],
          bins: 2,
          cumulative: true,
          normalize: false,
        },
      },
    ]);
  });

  it('reads bins like Superset: numeric text counts, nonsense is 5', () => {
    expect(readBins('10')).toBe(10);
    expect(readBins('many')).toBe(5);
    expect(readBins(undefined)).toBe(5);
  });
});

describe('histogram_v2 transformProps', () => {
  it('draws one bar series per group over the bins', () => {
    const { series, option } = transform();
    expect(series.map((entry) => [entry.name, entry.data])).toEqual([
      ['girl', [2, 1]],
      ['boy', [2, 0]],
    ]);
    expect(series.map((entry) => entry.itemStyle.color)).toEqual(['#1FA8C9', '#454E7C']);
    expect(option.xAxis.data).toEqual(['0 - 5', '5 - 10']);
    expect(option.legend.data).toEqual(['girl', 'boy']);
  });

  it('names the single series after the column without group-by', () => {
    const single: ChartDataResult = {
      colnames: ['0 - 5', '5 - 10'],
      coltypes: [0, 0],
      data: [{ '0 - 5': 4, '5 - 10': 1 }],
      rowcount: 1,
    };
    const { series } = transform({ groupby: [] }, single);
    expect(series.map((entry) => [entry.name, entry.data])).toEqual([['age', [4, 1]]]);
  });

  it('formats bin edges and values, shares and totals in the tooltip', () => {
    const { option, series } = transform({ x_axis_format: '.1f', y_axis_format: ',d' });
    expect(option.xAxis.data).toEqual(['0.0 - 5.0', '5.0 - 10.0']);
    expect(series[0]!.label.formatter({ value: 2 })).toBe('2');
    const html: string = option.tooltip.formatter([
      { seriesName: 'girl', value: 2, name: '0.0 - 5.0', color: '#1FA8C9' },
      { seriesName: 'boy', value: 2, name: '0.0 - 5.0', color: '#454E7C' },
    ]);
    // Each group holds 2 of the bin's 4 values: 50 %.
    expect(html).toContain('50.00%');
    expect(html).toContain('Total');
    expect(html).toContain('100.00%');
    const normalized: string = transform({ normalize: true }).option.tooltip.formatter([
      { seriesName: 'girl', value: 0.4, name: '0 - 5' },
    ]);
    expect(normalized).not.toContain('%');
  });

  it('reads negative bin edges', () => {
    expect(binEdges('-10 - -5')).toEqual([-10, -5]);
    expect(binEdges('0 - 1')).toEqual([0, 1]);
    expect(binEdges('gender')).toBeNull();
  });
});
