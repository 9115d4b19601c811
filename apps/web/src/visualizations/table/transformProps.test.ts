import { describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { cellBar } from './cellBars';
import { columnWidths } from './columnWidths';
import { nextSort, searchIndexes, sortedIndexes } from './rowOperations';
import { transformProps } from './transformProps';

const datasource = {
  id: 7,
  table_name: 'sales',
  verbose_map: { country: 'Country', count: 'Orders' },
  metrics: [{ metric_name: 'count', d3format: ',d' }],
  columns: [],
} as unknown as DatasourceJson;

const rows = [
  {
    country: 'France',
    order_date: Date.UTC(2021, 0, 1),
    count: 1200,
    'SUM(sales)': 12345.678,
    '%SUM(sales)': 0.5,
  },
  {
    country: 'Germany',
    order_date: Date.UTC(2021, 1, 1),
    count: 800,
    'SUM(sales)': -2000,
    '%SUM(sales)': 0.25,
  },
  {
    country: null,
    order_date: Date.UTC(2021, 2, 1),
    count: 400,
    'SUM(sales)': 6000.1,
    '%SUM(sales)': 0.25,
  },
];

const mainResult: ChartDataResult = {
  data: rows,
  colnames: ['country', 'order_date', 'count', 'SUM(sales)', '%SUM(sales)'],
  coltypes: [1, 2, 0, 0, 0],
  rowcount: 3,
};

const baseFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country', 'order_date'],
  metrics: ['count'],
  percent_metrics: ['SUM(sales)'],
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { order_date: true },
};

function props(
  formData: Partial<QueryFormData>,
  queriesData: ChartDataResult[] = [mainResult],
): ChartProps {
  return {
    formData: { ...baseFormData, ...formData },
    queriesData,
    datasource,
    width: 600,
    height: 400,
    hooks: {},
    context: 'EXPLORE',
  };
}

describe('table transformProps: columns and labels', () => {
  const result = transformProps(props({}));

  it('hides a metric used only as a percent metric', () => {
    expect(result.columns.map((c) => c.key)).toEqual([
      'country',
      'order_date',
      'count',
      '%SUM(sales)',
    ]);
  });

  it('labels columns with verbose names and kinds', () => {
    expect(result.columns.map((c) => [c.label, c.kind])).toEqual([
      ['Country', 'dimension'],
      ['order_date', 'dimension'],
      ['Orders', 'metric'],
      ['%SUM(sales)', 'percentMetric'],
    ]);
  });

  it('formats metrics with the dataset format, percents with .3%, dates by the grain, nulls as N/A', () => {
    const [country, date, count, percent] = result.columns;
    expect(count?.format(1200)).toBe('1,200');
    expect(percent?.format(0.5)).toBe('50.000%');
    expect(date?.format(Date.UTC(2021, 1, 1))).toBe('Feb 2021');
    expect(country?.format(null)).toBe('N/A');
    expect(count?.align).toBe('right');
    expect(country?.align).toBe('left');
  });

  it('uses SMART_NUMBER for metrics without a format and the column config when set', () => {
    const configured = transformProps(
      props({
        metrics: ['SUM(sales)'],
        percent_metrics: [],
        column_config: {
          'SUM(sales)': { d3NumberFormat: '$,.2f', horizontalAlign: 'center', columnWidth: 150 },
        },
      }),
    );
    const sales = configured.columns.find((c) => c.key === 'SUM(sales)');
    expect(sales?.format(12345.678)).toBe('$12,345.68');
    expect(sales?.align).toBe('center');
    expect(sales?.width).toBe(150);
    const smart = transformProps(props({ metrics: ['SUM(sales)'], percent_metrics: [] }));
    expect(smart.columns.find((c) => c.key === 'SUM(sales)')?.format(12345.678)).toBe('12.3k');
  });

  it('applies the small-number format, fraction digits and a width typed as text', () => {
    const configured = transformProps(
      props({
        metrics: ['SUM(sales)'],
        percent_metrics: [],
        column_config: {
          'SUM(sales)': { d3SmallNumberFormat: '.1%', fractionDigits: 1, columnWidth: '120' },
          count: { fractionDigits: 0, showCellBars: false, d3NumberFormat: null },
        },
      }),
    );
    const sales = configured.columns.find((c) => c.key === 'SUM(sales)');
    expect(sales?.format(0.256)).toBe('30.0%');
    expect(sales?.format(12345.678)).toBe('12.3k');
    expect(sales?.width).toBe(120);
    const count = configured.columns.find((c) => c.key === 'count');
    expect(count?.format(2.6)).toBe('3');
    expect(count?.showCellBars).toBe(false);
  });

  it('shows raw timestamps as database datetimes when not on the grain axis', () => {
    const raw = transformProps(
      props({ query_mode: 'raw', all_columns: ['order_date'], groupby: [], metrics: [] }, [
        {
          data: [{ order_date: Date.UTC(2021, 0, 2, 3, 4, 5) }],
          colnames: ['order_date'],
          coltypes: [2],
          rowcount: 1,
        },
      ]),
    );
    expect(raw.isRawRecords).toBe(true);
    expect(raw.columns[0]?.format(Date.UTC(2021, 0, 2, 3, 4, 5))).toBe('2021-01-02 03:04:05');
  });

  it('respects a custom timestamp format', () => {
    const custom = transformProps(props({ table_timestamp_format: '%d/%m/%Y' }));
    expect(custom.columns[1]?.format(Date.UTC(2021, 1, 1))).toBe('01/02/2021');
  });
});

describe('table transformProps: bars, totals, paging', () => {
  it('computes cell bar ranges for metric columns only', () => {
    const result = transformProps(props({ metrics: ['SUM(sales)'], percent_metrics: [] }));
    const sales = result.columns.find((c) => c.key === 'SUM(sales)');
    expect(sales?.showCellBars).toBe(true);
    expect(sales?.valueRange).toEqual([-2000, 12345.678]);
    expect(result.columns[0]?.showCellBars).toBe(false);
    const aligned = transformProps(
      props({ metrics: ['SUM(sales)'], percent_metrics: [], align_pn: true }),
    );
    expect(aligned.columns.find((c) => c.key === 'SUM(sales)')?.valueRange).toEqual([0, 12345.678]);
    const off = transformProps(props({ show_cell_bars: false }));
    expect(off.columns.every((c) => !c.showCellBars)).toBe(true);
  });

  it('draws bars in the number columns of raw records, unless a column turns them off', () => {
    const rawResult = {
      data: [
        { city: 'Oslo', temp: -4, day: Date.UTC(2021, 0, 1) },
        { city: 'Rome', temp: 12, day: Date.UTC(2021, 0, 2) },
      ],
      colnames: ['city', 'temp', 'day'],
      coltypes: [1, 0, 2],
      rowcount: 2,
    };
    const raw = (formData: Record<string, unknown>) =>
      transformProps(
        props(
          { query_mode: 'raw', all_columns: ['city', 'temp', 'day'], metrics: [], ...formData },
          [rawResult],
        ),
      ).columns;
    const [city, temp, day] = raw({});
    expect(temp?.showCellBars).toBe(true);
    expect(temp?.valueRange).toEqual([-4, 12]);
    expect(city?.showCellBars).toBe(false);
    expect(day?.showCellBars).toBe(false);
    expect(raw({ column_config: { temp: { showCellBars: false } } })[1]?.showCellBars).toBe(false);
    expect(raw({ show_cell_bars: false })[1]?.showCellBars).toBe(false);
    expect(
      raw({ show_cell_bars: false, column_config: { temp: { showCellBars: true } } })[1]
        ?.showCellBars,
    ).toBe(true);
  });

  it('reads the totals row from the second result', () => {
    const totals = { count: 2400, '%SUM(sales)': 1 };
    const result = transformProps(
      props({ show_totals: true }, [mainResult, { data: [totals], rowcount: 1 }]),
    );
    expect(result.totals).toEqual(totals);
    expect(transformProps(props({})).totals).toBeNull();
  });

  it('reads server paging from own state and the count result', () => {
    const result = transformProps({
      ...props({ server_pagination: true, show_totals: true }, [
        mainResult,
        { data: [{ rowcount: 123 }], rowcount: 1 },
        { data: [{ count: 5 }], rowcount: 1 },
      ]),
      ownState: { currentPage: 2, pageSize: 50 },
    });
    expect(result.serverPage).toMatchObject({ currentPage: 2, pageSize: 50, rowCount: 123 });
    expect(result.totals).toEqual({ count: 5 });
    expect(result.pageLength).toBe(0);
  });

  it('passes search and client page length', () => {
    const result = transformProps(props({ include_search: true, page_length: '20' }));
    expect(result.includeSearch).toBe(true);
    expect(result.pageLength).toBe(20);
    expect(result.serverPage).toBeNull();
  });

  it('offers cross filters on group-by columns when the host listens', () => {
    expect(transformProps(props({})).crossFilterColumns).toEqual([]);
    const listening = transformProps({
      ...props({}),
      hooks: { setDataMask: vi.fn() },
      filterState: { filters: { country: ['France'] } },
    });
    expect(listening.crossFilterColumns).toEqual(['country', 'order_date']);
    expect(listening.selectedValues).toEqual({ country: ['France'] });
    expect(listening.timeAxisColumn).toBe('order_date');
  });
});

describe('table transformProps: conditional formatting', () => {
  it('colours cells green, yellow and red by the rules', () => {
    const result = transformProps(
      props({
        conditional_formatting: [
          { column: 'count', colorScheme: 'green', operator: '>', targetValue: 500 },
          { column: 'count', colorScheme: 'red', operator: '<', targetValue: 500 },
          {
            column: '%SUM(sales)',
            colorScheme: 'yellow',
            operator: '≤ x ≤',
            targetValueLeft: 0.2,
            targetValueRight: 0.3,
          },
        ],
      }),
    );
    const count = result.colorFormatters.count;
    // 1200 is the column maximum: full opacity. 800 lies 300/700 of the way from 500.
    expect(count?.(1200)).toBe('#ACE1C4ff');
    expect(count?.(800)).toBe('#ACE1C4' + Math.round(0.46 * 255).toString(16));
    expect(count?.(400)).toBe('#EFA1AAff');
    expect(count?.(500)).toBeUndefined();
    const percent = result.colorFormatters['%SUM(sales)'];
    expect(percent?.(0.25)).toMatch(/^#FDE380/);
    expect(percent?.(0.5)).toBeUndefined();
  });

  it('ignores incomplete rules and accepts ASCII operators', () => {
    const result = transformProps(
      props({
        conditional_formatting: [
          { column: 'count', colorScheme: 'green', operator: '>' },
          { column: 'count', colorScheme: 'red', operator: '>=', targetValue: 1200 },
        ],
      }),
    );
    expect(result.colorFormatters.count?.(800)).toBeUndefined();
    expect(result.colorFormatters.count?.(1200)).toBe('#EFA1AAff');
  });

  it('shades every value between min and max with operator None', () => {
    const result = transformProps(
      props({
        conditional_formatting: [{ column: 'count', colorScheme: '#123456', operator: 'None' }],
      }),
    );
    expect(result.colorFormatters.count?.(400)).toBe('#1234564d');
    expect(result.colorFormatters.count?.(1200)).toBe('#123456ff');
  });
});

describe('table row operations', () => {
  const data = [
    { n: 3, s: 'b' },
    { n: null, s: 'a' },
    { n: 1, s: 'c' },
    { n: 2, s: 'a10' },
  ];
  const all = [0, 1, 2, 3];

  it('sorts numbers and text with missing values last', () => {
    expect(sortedIndexes(data, all, { key: 'n', desc: false })).toEqual([2, 3, 0, 1]);
    expect(sortedIndexes(data, all, { key: 'n', desc: true })).toEqual([0, 3, 2, 1]);
    expect(sortedIndexes(data, all, { key: 's', desc: false })).toEqual([1, 3, 0, 2]);
    expect(sortedIndexes(data, all, null)).toEqual(all);
  });

  it('cycles header sorting asc → desc → off', () => {
    const asc = nextSort(null, 'n');
    expect(asc).toEqual({ key: 'n', desc: false });
    expect(nextSort(asc, 'n')).toEqual({ key: 'n', desc: true });
    expect(nextSort({ key: 'n', desc: true }, 'n')).toBeNull();
    expect(nextSort(asc, 's')).toEqual({ key: 's', desc: false });
  });

  it('searches displayed text ignoring case', () => {
    const { columns } = transformProps(props({}));
    expect(searchIndexes(rows, columns, 'FRA')).toEqual([0]);
    expect(searchIndexes(rows, columns, 'n/a')).toEqual([2]);
    expect(searchIndexes(rows, columns, '')).toEqual([0, 1, 2]);
  });

  it('sorts 100,000 rows by index without copying them', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ v: (i * 7919) % 100_003 }));
    const order = sortedIndexes(
      many,
      many.map((_, i) => i),
      { key: 'v', desc: true },
    );
    expect(order).toHaveLength(100_000);
    const values = many.map((row) => row.v);
    expect(many[order[0] as number]?.v).toBe(Math.max(...values));
    expect(many[order[99_999] as number]?.v).toBe(0);
  });
});

describe('table cell bars and widths', () => {
  it('places bars from zero, or from the left when aligned', () => {
    expect(cellBar(50, [-50, 150], false)).toEqual({ left: 25, width: 25, negative: false });
    expect(cellBar(-50, [-50, 150], false)).toEqual({ left: 0, width: 25, negative: true });
    expect(cellBar(-75, [0, 150], true)).toEqual({ left: 0, width: 50, negative: true });
    expect(cellBar('x', [0, 1], true)).toBeNull();
  });

  it('fills the available width and keeps configured widths as minimums', () => {
    const { columns } = transformProps(props({ column_config: { count: { columnWidth: 90 } } }));
    const widths = columnWidths(columns, rows, 1000);
    expect(widths[2]).toBeGreaterThanOrEqual(90);
    expect(columnWidths(columns, rows, 100)[2]).toBe(90);
    expect(widths.reduce((a, b) => a + b, 0)).toBeGreaterThan(990);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000);
  });
});
