import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { compareWithControl } from './pairedTTest';
import { transformProps } from './transformProps';

function props(formData: Partial<QueryFormData>, result: ChartDataResult): ChartProps {
  return {
    formData: {
      datasource: '1__table',
      viz_type: 'paired_ttest',
      metrics: ['count', 'delay'],
      groupby: ['origin'],
      ...formData,
    },
    queriesData: [result],
    datasource: null,
    width: 600,
    height: 400,
    hooks: {},
    context: 'DASHBOARD',
  };
}

const month = (m: number) => Date.UTC(2015, m, 1);
const rows = [
  { __timestamp: month(1), origin: 'SEA', count: 12, delay: 3 },
  { __timestamp: month(0), origin: 'SEA', count: 10, delay: 2 },
  { __timestamp: month(0), origin: 'LAX', count: 11, delay: 4 },
  { __timestamp: month(1), origin: 'LAX', count: '15', delay: 5 },
  { __timestamp: month(2), origin: 'LAX', count: 10, delay: 1 },
  { __timestamp: month(0), origin: null, count: 1, delay: 1 },
];

describe('paired_ttest transformProps', () => {
  it('builds one table per metric with each group series over the buckets, oldest first', () => {
    const p = transformProps(props({}, { data: rows, rowcount: rows.length }));
    expect(p.groupLabels).toEqual(['origin']);
    expect(p.metrics.map((m) => m.label)).toEqual(['count', 'delay']);
    const count = p.metrics[0];
    expect(count?.groups.map((g) => g.names)).toEqual([['LAX'], ['SEA'], ['NULL']]);
    expect(count?.groups.map((g) => g.values)).toEqual([
      [11, 15, 10],
      [10, 12, null],
      [1, null, null],
    ]);
  });

  it("reads the test's parameters with Superset's defaults", () => {
    expect(transformProps(props({}, { data: rows })).options).toEqual({
      alpha: 0.05,
      pValuePrecision: 6,
      liftPrecision: 4,
    });
    expect(
      transformProps(
        props(
          { significance_level: '0.1', pvalue_precision: '3', liftvalue_precision: 2 },
          { data: rows },
        ),
      ).options,
    ).toEqual({ alpha: 0.1, pValuePrecision: 3, liftPrecision: 2 });
  });

  it('gives the rows the component compares against the first group', () => {
    const p = transformProps(props({}, { data: rows }));
    const series = p.metrics[0]?.groups.map((g) => g.values) ?? [];
    const [control, sea] = compareWithControl(series, 0, p.options);
    expect(control?.pValue).toBe('control');
    // SEA (10 + 12 + 0 = 22) against LAX (36): a lift of −38.8889 %.
    expect(sea?.lift).toBe('-38.8889');
  });
});
