import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import { colorFromBounds, MAX_COLOR, MID_COLOR, MIN_COLOR } from './boundsColor';
import { buildQuery } from './buildQuery';
import { nearestSlot, sparklineShape } from './sparklineShape';
import { pivotByTime } from './timeTableData';
import { readColumn } from './timeTableColumns';
import { contribution, periodAverage, sparklineValues, timeComparison } from './timeTableValues';
import { transformProps, type SparkCell, type ValueCell } from './transformProps';
import { renderUrlTemplate, safeLink } from './urlTemplate';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 0, 1);

// Sales per day for two regions over four days (East misses day 3).
const GROUPED_ROWS = [
  { __timestamp: T0, region: 'West', sales: 10 },
  { __timestamp: T0, region: 'East', sales: 30 },
  { __timestamp: T0 + DAY, region: 'West', sales: 20 },
  { __timestamp: T0 + DAY, region: 'East', sales: 10 },
  { __timestamp: T0 + 2 * DAY, region: 'West', sales: 40 },
  { __timestamp: T0 + 3 * DAY, region: 'West', sales: 50 },
  { __timestamp: T0 + 3 * DAY, region: 'East', sales: 25 },
];

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'time_table',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metrics: ['sales'],
  groupby: ['region'],
  limit: 10,
  row_limit: 10000,
  column_collection: [
    { key: 'c1', label: 'Change', colType: 'time', comparisonType: 'diff', timeLag: '1' },
    { key: 'c2', label: 'Share', colType: 'contrib', d3format: '.1%' },
    { key: 'c3', label: 'Trend', colType: 'spark', width: '120', height: '30', showYAxis: true },
  ],
  url: '/explore/?region={{ metric.label }}',
};

const { entries } = pivotByTime(GROUPED_ROWS, ['region'], ['sales']);

describe('time_table buildQuery', () => {
  it('asks for the metrics per time bucket, ordered by the first metric', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.is_timeseries).toBe(true);
    expect(query.metrics).toEqual(['sales']);
    expect(query.columns).toEqual(['region']);
    expect(query.granularity).toBe('ds');
    expect(query.extras.time_grain_sqla).toBe('P1D');
    expect(query.orderby).toEqual([['sales', false]]);
    expect(query.timeseries_limit).toBe(10);
  });

  it('keeps one metric when grouped and all of them otherwise', () => {
    const grouped = buildQuery({ ...FORM_DATA, metrics: ['sales', 'count'] }).queries[0]!;
    expect(grouped.metrics).toEqual(['sales']);
    const plain = buildQuery({
      ...FORM_DATA,
      groupby: [],
      metrics: ['sales', 'count'],
      order_desc: false,
    });
    expect(plain.queries[0]!.metrics).toEqual(['sales', 'count']);
    expect(plain.queries[0]!.orderby).toEqual([['sales', true]]);
  });
});

describe('time_table data and values', () => {
  it('pivots rows by time, oldest first, with nulls for missing groups', () => {
    expect(entries.map((entry) => entry.time)).toEqual([T0, T0 + DAY, T0 + 2 * DAY, T0 + 3 * DAY]);
    expect(entries[2]!.values).toEqual({ East: null, West: 40 });
    const metrics = pivotByTime([{ __timestamp: T0, a: 1, b: '2.5' }], [], ['a', 'b']);
    expect(metrics.series).toEqual(['a', 'b']);
    expect(metrics.entries[0]!.values).toEqual({ a: 1, b: 2.5 });
  });

  it('compares the latest value with a lagged one', () => {
    // West: 10, 20, 40, 50.
    expect(timeComparison(entries, 'West', 1, 'value').value).toBe(40);
    expect(timeComparison(entries, 'West', 1, 'diff').value).toBe(10);
    expect(timeComparison(entries, 'West', 2, 'perc').value).toBe(2.5);
    expect(timeComparison(entries, 'West', 3, 'perc_change').value).toBe(4);
    // A negative lag counts from the oldest entry: -1 is the first one.
    expect(timeComparison(entries, 'West', -1, 'diff').value).toBe(40);
    expect(timeComparison(entries, 'West', null, 'value').value).toBe(50);
    // East has no value two days back.
    expect(timeComparison(entries, 'East', 1, 'diff').value).toBeNull();
    expect(timeComparison(entries, 'West', 4, 'diff').error).toBe(
      'The time lag set at 4 is too large for the length of data at 4. No data available.',
    );
  });

  it('computes contributions and period averages', () => {
    // Latest day: West 50, East 25.
    expect(contribution(entries, 'West').value).toBeCloseTo(50 / 75);
    expect(contribution(entries, 'East').value).toBeCloseTo(25 / 75);
    expect(periodAverage(entries, 'West', 2).value).toBe(45);
    expect(periodAverage(entries, 'West', null).value).toBe(30);
    // East's last two days: null and 25 → only the value counts.
    expect(periodAverage(entries, 'East', 2).value).toBe(25);
  });

  it('computes sparkline values, or ratios over a period', () => {
    expect(sparklineValues(entries, 'West', null).map((p) => p.value)).toEqual([10, 20, 40, 50]);
    expect(sparklineValues(entries, 'West', 2).map((p) => p.value)).toEqual([4, 2.5]);
    expect(sparklineValues(entries, 'East', 1).map((p) => p.value)).toEqual([10 / 30, null, null]);
  });
});

describe('time_table colours, sparklines and links', () => {
  it('colours by bounds', () => {
    expect(colorFromBounds(0, [0, 100])).toBe(MIN_COLOR);
    expect(colorFromBounds(50, [0, 100])).toBe(MID_COLOR);
    expect(colorFromBounds(100, [0, 100])).toBe(MAX_COLOR);
    expect(colorFromBounds(500, [0, 100])).toBe(MAX_COLOR);
    // A quarter of the way: halfway from the red to the grey, channel by channel.
    const halfway = (a: number, b: number) => Math.round(a + (b - a) / 2);
    const expected = `#${[halfway(0xca, 0xb3), halfway(0x00, 0xb3), halfway(0x20, 0xb3)]
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')}`;
    expect(colorFromBounds(25, [0, 100])).toBe(expected);
    expect(colorFromBounds(5, [3, null])).toBe(MAX_COLOR);
    expect(colorFromBounds(2, [3, null])).toBe(MIN_COLOR);
    expect(colorFromBounds(2, [null, 3])).toBe(MAX_COLOR);
    expect(colorFromBounds(2, [null, null])).toBeNull();
  });

  it('lays out a sparkline across the plot area', () => {
    const shape = sparklineShape([0, 10, null, 5], {
      width: 112,
      height: 32,
      type: 'line',
      yBounds: [null, null],
      labelWidth: 0,
    });
    // Plot 6..106 wide, four slots of 25: centres at 18.5, 43.5, 68.5, 93.5.
    expect(shape.slots).toEqual([18.5, 43.5, 68.5, 93.5]);
    expect(shape.points.map((p) => [p.x, p.y])).toEqual([
      [18.5, 26],
      [43.5, 6],
      [93.5, 16],
    ]);
    // The gap breaks the line.
    expect(shape.path).toBe('M18.5,26L43.5,6M93.5,16');
    expect(nearestSlot(shape.slots, 60)).toBe(2);
    const bars = sparklineShape([-5, 5], {
      width: 62,
      height: 32,
      type: 'bar',
      yBounds: [null, null],
      labelWidth: 0,
    });
    // Bars grow from zero, the middle of the -5..5 range.
    expect(bars.bars.map((b) => [b.y, b.height])).toEqual([
      [16, 10],
      [6, 10],
    ]);
  });

  it('fills URL templates and keeps only safe links', () => {
    expect(renderUrlTemplate('/x?r={{ metric.label }}', { metric: { label: 'a b&c' } })).toBe(
      '/x?r=a%20b%26c',
    );
    expect(
      renderUrlTemplate('javascript:alert({{metric.label}})', { metric: { label: '1' } }),
    ).toBeNull();
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLink('java\nscript:alert(1)')).toBeNull();
    expect(renderUrlTemplate('', { metric: {} })).toBeNull();
  });

  it('refuses row links that lead to another site while looking like paths', () => {
    // An empty value in the first segment turns a path into a protocol-relative URL.
    expect(renderUrlTemplate('/{{ metric.label }}/x', { metric: { label: '' } })).toBeNull();
    expect(safeLink('//evil.example/x')).toBeNull();
    expect(safeLink('/\\evil.example/x')).toBeNull();
    expect(safeLink('/explore/?slice_id=1')).toBe('/explore/?slice_id=1');
  });

  it('reads column configs with defaults', () => {
    expect(
      readColumn({ colType: 'spark', timeRatio: '2', yAxisBounds: ['', '10'] }, 3),
    ).toMatchObject({
      key: 'column-3',
      colType: 'spark',
      timeRatio: 2,
      width: 300,
      height: 50,
      yAxisBounds: [null, 10],
      sparkType: 'line',
    });
  });
});

describe('time_table transformProps', () => {
  const result: ChartDataResult = { data: GROUPED_ROWS, rowcount: GROUPED_ROWS.length };
  const props = transformProps(chartPropsOf(FORM_DATA, [result], { height: 300 }));

  it('makes one row per group with computed, formatted cells', () => {
    expect(props.rows.map((row) => row.label)).toEqual(['East', 'West']);
    const west = props.rows[1]!;
    expect((west.cells.c1 as ValueCell).value).toBe(10);
    expect((west.cells.c1 as ValueCell).text).toBe('10');
    expect((west.cells.c2 as ValueCell).text).toBe('66.7%');
    expect(west.url).toBe('/explore/?region=West');
    const spark = west.cells.c3 as SparkCell;
    expect(spark.value).toBe(50);
    expect(spark.axisLabels).toEqual({ max: '50', min: '10' });
    expect(spark.labels[0]).toEqual({ value: '10', time: '2024' });
    expect(props.defaultSort).toEqual({ key: 'c1', desc: true });
    expect(props.columns.map((column) => column.title)).toEqual(['Change', 'Share', 'Trend']);
  });

  it('makes one row per metric without a group-by', () => {
    const metrics = transformProps(
      chartPropsOf(
        { ...FORM_DATA, groupby: [], metrics: ['sales', 'orders'], url: '' },
        [
          {
            data: [
              { __timestamp: T0, sales: 1, orders: 2 },
              { __timestamp: T0 + DAY, sales: 3, orders: 8 },
            ],
            rowcount: 2,
          },
        ],
        { height: 300 },
      ),
    );
    expect(metrics.rows.map((row) => row.label)).toEqual(['sales', 'orders']);
    expect((metrics.rows[1]!.cells.c1 as ValueCell).value).toBe(6);
    expect(metrics.rows[1]!.url).toBeNull();
    expect(metrics.defaultSort).toBeNull();
  });
});
