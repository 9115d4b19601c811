/**
 * The Partition Chart's "Advanced Analytics" resampling (resample_rule / resample_method), as
 * Superset's legacy partition applies it to every level: the level's sums per time bucket (0
 * where a group has no row) are resampled, then the rolling window and the contribution apply to
 * the resampled buckets. Expected numbers are worked out by hand from the rows below.
 */
import { describe, expect, it } from 'vitest';
import { sampleTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { transformProps, type PartitionItem } from './transformProps';

/** 1 January 2024 was a Monday. */
const day = (date: number) => Date.UTC(2024, 0, date);

// Days 1, 2, 4 and 8 of January 2024; B has no row on the 2nd, A none on the 8th.
const ROWS = [
  { ds: day(1), region: 'A', value: 1 },
  { ds: day(1), region: 'B', value: 10 },
  { ds: day(2), region: 'A', value: 2 },
  { ds: day(4), region: 'A', value: 4 },
  { ds: day(4), region: 'B', value: 40 },
  { ds: day(8), region: 'B', value: 80 },
];

const transform = sampleTransform(transformProps, {
  formData: {
    datasource: '7__table',
    viz_type: 'partition',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1D',
    groupby: ['region'],
    metrics: ['value'],
    time_series_option: 'adv_anal',
    date_time_format: '%Y-%m-%d',
    partition_limit: '0',
    partition_threshold: '0',
  },
  queriesData: [queryResult({ ds: 'TEMPORAL', region: 'STRING', value: 'NUMERIC' }, ROWS)],
});

function itemsOf(formData: Record<string, unknown>): PartitionItem[] {
  return transform(formData).icicles[0]!.items;
}

/** The drawn date buckets, earliest first, as `YYYY-MM-DD`. */
function dates(items: PartitionItem[]): string[] {
  return items
    .filter((item) => item.depth === 1)
    .map((item) => item.node.name)
    .sort();
}

/** Values by date name: the bucket's total, then regions A and B. */
function table(items: PartitionItem[]): Record<string, [number, number, number]> {
  const out: Record<string, [number, number, number]> = {};
  for (const bucket of items.filter((item) => item.depth === 1)) {
    const region = (name: string) =>
      items.find((item) => item.parentId === bucket.id && item.node.name === name)?.node.value;
    out[bucket.node.name] = [bucket.node.value, region('A') ?? NaN, region('B') ?? NaN];
  }
  return out;
}

describe('partition Advanced Analytics resampling', () => {
  it('without a rule or a method draws the days that have rows', () => {
    expect(dates(itemsOf({}))).toEqual(['2024-01-01', '2024-01-02', '2024-01-04', '2024-01-08']);
    expect(dates(itemsOf({ resample_method: 'sum' }))).toHaveLength(4);
    expect(dates(itemsOf({ resample_rule: '1D' }))).toHaveLength(4);
  });

  it('1D asfreq adds the missing days without values', () => {
    const values = table(itemsOf({ resample_rule: '1D', resample_method: 'asfreq' }));
    expect(Object.keys(values).sort()).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-07',
      '2024-01-08',
    ]);
    expect(values['2024-01-02']).toEqual([2, 2, 0]);
    expect(values['2024-01-03']).toEqual([NaN, NaN, NaN]);
    expect(values['2024-01-08']).toEqual([80, 0, 80]);
  });

  it('1D ffill and bfill carry the nearest day forward or back', () => {
    const forward = table(itemsOf({ resample_rule: '1D', resample_method: 'ffill' }));
    expect(forward['2024-01-03']).toEqual([2, 2, 0]);
    expect(forward['2024-01-07']).toEqual([44, 4, 40]);
    const backward = table(itemsOf({ resample_rule: '1D', resample_method: 'bfill' }));
    expect(backward['2024-01-03']).toEqual([44, 4, 40]);
    expect(backward['2024-01-05']).toEqual([80, 0, 80]);
  });

  it('1W sums weeks ending on Sunday, labelled with the Sunday', () => {
    const values = table(itemsOf({ resample_rule: '1W', resample_method: 'sum' }));
    expect(values).toEqual({
      '2024-01-07': [57, 7, 50],
      '2024-01-14': [80, 0, 80],
    });
  });

  it('7D mean and median count a group without a row that day as 0', () => {
    const mean = table(itemsOf({ resample_rule: '7D', resample_method: 'mean' }));
    expect(Object.keys(mean).sort()).toEqual(['2024-01-01', '2024-01-08']);
    expect(mean['2024-01-01']![0]).toBeCloseTo(57 / 3);
    expect(mean['2024-01-01']![1]).toBeCloseTo(7 / 3);
    expect(mean['2024-01-01']![2]).toBeCloseTo(50 / 3);
    expect(mean['2024-01-08']).toEqual([80, 0, 80]);
    // Each level is resampled on its own: the total's median (of 11, 2, 44) is not A's + B's.
    const median = table(itemsOf({ resample_rule: '7D', resample_method: 'median' }));
    expect(median['2024-01-01']).toEqual([11, 2, 10]);
  });

  it('1M sums the month, labelled with its last day as pandas does', () => {
    expect(table(itemsOf({ resample_rule: '1M', resample_method: 'sum' }))).toEqual({
      '2024-01-31': [137, 7, 130],
    });
  });

  it('resamples before the rolling window and the contribution', () => {
    const rolling = table(
      itemsOf({
        resample_rule: '1D',
        resample_method: 'ffill',
        rolling_type: 'sum',
        rolling_periods: 2,
      }),
    );
    // A by day after ffill: 1, 2, 2, 4, 4, 4, 4, 0.
    expect(
      Object.keys(rolling)
        .sort()
        .map((date) => rolling[date]![1]),
    ).toEqual([1, 3, 4, 6, 8, 8, 8, 4]);
    const shares = table(
      itemsOf({ resample_rule: '1W', resample_method: 'sum', contribution: true }),
    );
    expect(shares['2024-01-07']![0]).toBe(1);
    expect(shares['2024-01-07']![1]).toBeCloseTo(7 / 57);
    expect(shares['2024-01-07']![2]).toBeCloseTo(50 / 57);
  });

  it('applies only to the Advanced Analytics option', () => {
    const plain = itemsOf({
      time_series_option: 'time_series',
      resample_rule: '1D',
      resample_method: 'asfreq',
    });
    expect(dates(plain)).toHaveLength(4);
  });

  it('refuses a rule or a method pandas does not know', () => {
    expect(() => itemsOf({ resample_rule: '1X', resample_method: 'sum' })).toThrow(
      'Invalid frequency: 1X',
    );
    expect(() => itemsOf({ resample_rule: '1D', resample_method: 'nearest' })).toThrow(
      'Resample method should be in',
    );
  });
});
