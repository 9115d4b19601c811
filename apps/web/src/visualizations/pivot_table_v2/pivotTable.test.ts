import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { cellDrillFilters, headerClickDataMask } from './pivotCrossFilter';
import { METRIC_FIELD, transformProps } from './transformProps';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { grainColumn } from '../shared/testing/grainColumnFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { testDatasource, testMetric } from '../../testing/testDatasource';

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region'],
  groupbyColumns: ['year'],
  metrics: ['sales', { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'orders' }],
  metricsLayout: 'COLUMNS',
  adhoc_filters: [],
  row_limit: 10000,
  order_desc: true,
  aggregateFunction: 'Sum',
  valueFormat: ',d',
};

const RESULT = queryResult(
  { year: 'NUMERIC', region: 'STRING', sales: 'NUMERIC', orders: 'NUMERIC' },
  [
    { year: 2020, region: 'West', sales: 100, orders: 4 },
    { year: 2021, region: 'West', sales: 150, orders: 5 },
    { year: 2020, region: 'East', sales: 80, orders: 2 },
    { year: 2021, region: 'East', sales: null, orders: 3 },
  ],
);

function props(
  formData: Partial<QueryFormData> = {},
  result: ChartDataResult = RESULT,
  extra: Partial<ChartProps> = {},
) {
  return transformProps(
    chartPropsOf({ ...FORM_DATA, ...formData }, [result], { width: 800, ...extra }),
  );
}

describe('pivot_table_v2 buildQuery', () => {
  it('groups by columns then rows and orders by the first metric', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['year', 'region']);
    expect(query.metrics).toEqual(FORM_DATA.metrics);
    expect(query.orderby).toEqual([['sales', false]]);
    expect(query.row_limit).toBe(10000);
  });

  it('orders by the sort metric ascending when asked, and dedupes dimensions', () => {
    const query = buildQuery({
      ...FORM_DATA,
      groupbyRows: ['region', 'year'],
      series_limit_metric: 'orders',
      order_desc: false,
    }).queries[0]!;
    expect(query.columns).toEqual(['year', 'region']);
    expect(query.orderby).toEqual([['orders', true]]);
  });

  it('truncates temporal dimensions to the time grain', () => {
    const query = buildQuery({
      ...FORM_DATA,
      groupbyColumns: ['ds'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { ds: true, region: false },
    }).queries[0]!;
    expect(query.columns).toEqual([grainColumn('ds', 'P1M'), 'region']);
    expect(query.extras.time_grain_sqla).toBeUndefined();
  });
});

describe('pivot_table_v2 transformProps', () => {
  it('puts metrics on the columns first and pivots the values', () => {
    const p = props();
    expect(p.rowAttributes.map((a) => a.id)).toEqual(['region']);
    expect(p.colAttributes.map((a) => a.id)).toEqual([METRIC_FIELD, 'year']);
    expect(p.pivot.rowKeys).toEqual([['East'], ['West']]);
    expect(p.pivot.colKeys).toEqual([
      ['sales', 2020],
      ['sales', 2021],
      ['orders', 2020],
      ['orders', 2021],
    ]);
    expect(p.formatCell(['West'], ['sales', 2021])).toBe('150');
    // A null metric value leaves its cell empty.
    expect(p.formatCell(['East'], ['sales', 2021])).toBe('');
    expect(p.showRowTotals).toBe(false);
    expect(p.showColTotals).toBe(false);
    expect(p.totalLabel).toBe('Total (Sum)');
  });

  it('computes column totals per metric and row totals across columns', () => {
    const p = props({ rowTotals: true, colTotals: true });
    // sales: 100 + 150 + 80 = 330; orders: 4 + 5 + 2 + 3 = 14.
    expect(p.pivot.value([], ['sales'])).toBe(330);
    expect(p.pivot.value([], ['sales', 2020])).toBe(180);
    expect(p.pivot.value([], ['orders', 2021])).toBe(8);
    // The row total adds every column of the row, like Superset.
    expect(p.pivot.value(['West'], [])).toBe(100 + 150 + 4 + 5);
    expect(p.pivot.value([], [])).toBe(330 + 14);
    expect(p.showRowTotals).toBe(true);
  });

  it('adds metric subtotals on the columns', () => {
    const p = props({ colSubTotals: true });
    expect(p.pivot.colKeys).toEqual([
      ['sales', 2020],
      ['sales', 2021],
      ['sales'],
      ['orders', 2020],
      ['orders', 2021],
      ['orders'],
    ]);
    expect(p.pivot.value(['West'], ['sales'])).toBe(250);
    expect(p.pivot.value(['East'], ['orders'])).toBe(5);
  });

  it('puts metrics on the rows, combined last, and transposes', () => {
    const rows = props({ metricsLayout: 'ROWS', combineMetric: true });
    expect(rows.rowAttributes.map((a) => a.id)).toEqual(['region', METRIC_FIELD]);
    expect(rows.colAttributes.map((a) => a.id)).toEqual(['year']);
    const transposed = props({ transposePivot: true });
    expect(transposed.rowAttributes.map((a) => a.id)).toEqual(['year']);
    expect(transposed.colAttributes.map((a) => a.id)).toEqual([METRIC_FIELD, 'region']);
  });

  it('forces the totals of an axis without dimensions', () => {
    const p = props({ groupbyColumns: [], metricsLayout: 'ROWS' });
    expect(p.colAttributes).toEqual([]);
    expect(p.showRowTotals).toBe(true);
    expect(p.pivot.value(['sales', 'West'], [])).toBe(250);
  });

  it('formats fractions with the value format and dates by the time grain', () => {
    const share = props({ aggregateFunction: 'Sum as Fraction of Columns', valueFormat: '.1%' });
    // West's share of 2020 sales: 100 / 180.
    expect(share.formatCell(['West'], ['sales', 2020])).toBe('55.6%');
    const result: ChartDataResult = {
      colnames: ['ds', 'region', 'sales'],
      coltypes: [2, 1, 0],
      data: [{ ds: Date.UTC(2024, 2, 1), region: 'West', sales: 1 }],
      rowcount: 1,
    };
    const dated = props(
      { groupbyColumns: ['ds'], metrics: ['sales'], time_grain_sqla: 'P1M' },
      result,
    );
    expect(dated.colAttributes[1]!.formatValue(Date.UTC(2024, 2, 1))).toBe('Mar 2024');
    const custom = props(
      { groupbyColumns: ['ds'], metrics: ['sales'], date_format: '%Y-%m-%d' },
      result,
    );
    expect(custom.colAttributes[1]!.formatValue(Date.UTC(2024, 2, 1))).toBe('2024-03-01');
  });

  it('colours cells of a metric by its conditional formatting rules, never totals', () => {
    const p = props({
      rowTotals: true,
      conditional_formatting: [
        { column: 'sales', operator: '>', targetValue: 90, colorScheme: '#ff0000' },
      ],
    });
    expect(p.cellColor(['West'], ['sales', 2021])).toMatch(/^#ff0000/);
    expect(p.cellColor(['East'], ['sales', 2020])).toBeUndefined();
    expect(p.cellColor(['West'], ['orders', 2021])).toBeUndefined();
    expect(p.cellColor(['West'], [])).toBeUndefined();
  });

  it('reads verbose names and the dataset metric format', () => {
    const p = props({}, RESULT, {
      datasource: testDatasource({
        metrics: [
          testMetric({
            metric_name: 'sales',
            verbose_name: 'Sales',
            expression: 'SUM(x)',
            d3format: '$,.2f',
          }),
        ],
        verbose_map: { region: 'Sales region' },
      }),
    });
    expect(p.rowAttributes[0]!.label).toBe('Sales region');
    expect(p.colAttributes[0]!.formatValue('sales')).toBe('Sales');
    expect(p.formatCell(['West'], ['sales', 2020])).toBe('$100.00');
    expect(p.formatCell(['West'], ['orders', 2020])).toBe('4');
  });

  it("writes a metric's saved currency, and the chart's currency_format over it", () => {
    const datasource = testDatasource({
      metrics: [testMetric({ metric_name: 'sales', d3format: '$,.2f' })],
      currency_formats: { sales: { symbol: 'USD', symbolPosition: 'prefix' } },
    });
    const saved = props({}, RESULT, { datasource });
    // The saved d3 format loses its "$": the currency writes the symbol once.
    expect(saved.formatCell(['West'], ['sales', 2020])).toBe(`$ ${d3Format(',.2f')(100)}`);
    expect(saved.formatCell(['West'], ['orders', 2020])).toBe('4');
    const euro = props({ currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } }, RESULT, {
      datasource,
    });
    expect(euro.formatCell(['West'], ['sales', 2020])).toBe(`${d3Format(',.2f')(100)} €`);
    // The chart's currency also applies to metrics without saved settings.
    expect(euro.formatCell(['West'], ['orders', 2020])).toBe(`${d3Format(',d')(4)} €`);
  });
});

describe('pivot cross filters', () => {
  const region = { id: 'region', column: 'region' };

  it('filters on a clicked header and clears it on a second click', () => {
    const mask = headerClickDataMask(region, 'West', 'West', {});
    expect(mask).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['West'] }] },
      filterState: { label: 'West', value: [['West']], selectedFilters: { region: ['West'] } },
    });
    expect(headerClickDataMask(region, 'West', 'West', { region: ['West'] })).toEqual({
      extraFormData: { filters: [] },
      filterState: { label: null, value: null, selectedFilters: null },
    });
    expect(headerClickDataMask(region, null, 'null', {}).extraFormData.filters).toEqual([
      { col: 'region', op: 'IS NULL' },
    ]);
    const month = { id: 'ds', column: 'ds', grain: 'P1M' };
    expect(headerClickDataMask(month, 5, 'x', {}).extraFormData.filters[0]).toEqual({
      col: 'ds',
      op: 'IN',
      val: [5],
      grain: 'P1M',
    });
  });

  it('drills into a cell by its dimensions, skipping the metric level', () => {
    const year = { id: 'year', column: 'year' };
    expect(cellDrillFilters([region], [null, year], ['West'], ['sales', 2020])).toEqual([
      { col: 'region', op: '==', val: 'West' },
      { col: 'year', op: '==', val: 2020 },
    ]);
  });
});
