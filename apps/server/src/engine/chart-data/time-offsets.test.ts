import { describe, expect, it } from 'vitest';
import {
  checkTimeOffset,
  joinOffsetFrame,
  parseTimeOffset,
  resolveTimeOffset,
  shiftEpochMs,
} from './time-offsets';

const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('time offsets', () => {
  it('parses Superset’s offsets and refuses anything else', () => {
    expect(parseTimeOffset('1 year ago')).toEqual({ amount: -1, unit: 'year' });
    expect(parseTimeOffset('28 days ago')).toEqual({ amount: -28, unit: 'day' });
    expect(parseTimeOffset('104 weeks ago')).toEqual({ amount: -104, unit: 'week' });
    for (const bad of ['yesterday', '1 year', "1 year ago'; DROP TABLE x; --", '-1 day ago'])
      expect(() => parseTimeOffset(bad), bad).toThrow('Invalid time offset');
  });

  it('shifts by calendar units, clamping month ends', () => {
    expect(shiftEpochMs(utc(2024, 2, 29), { amount: -1, unit: 'year' })).toBe(utc(2023, 2, 28));
    expect(shiftEpochMs(utc(2024, 3, 31), { amount: -1, unit: 'month' })).toBe(utc(2024, 2, 29));
    expect(shiftEpochMs(utc(2024, 1, 1), { amount: 1, unit: 'quarter' })).toBe(utc(2024, 4, 1));
    expect(shiftEpochMs(utc(2024, 1, 8), { amount: -1, unit: 'week' })).toBe(utc(2024, 1, 1));
  });

  it('joins the shifted metrics on the x-axis moved forward and the other dimensions', () => {
    const main = {
      columns: [
        { name: '__timestamp', type: 2 as const },
        { name: 'origin', type: 1 as const },
        { name: 'count', type: 0 as const },
      ],
      rows: [
        { __timestamp: utc(2024, 1, 1), origin: 'SEA', count: 10 },
        { __timestamp: utc(2024, 2, 1), origin: 'SEA', count: 11 },
        { __timestamp: utc(2024, 1, 1), origin: 'LAX', count: 12 },
      ],
    };
    const shifted = {
      columns: main.columns,
      rows: [
        { __timestamp: utc(2023, 1, 1), origin: 'SEA', count: 1 },
        { __timestamp: utc(2023, 1, 1), origin: 'LAX', count: 2 },
        { __timestamp: utc(2023, 3, 1), origin: 'SEA', count: 3 },
      ],
    };
    const joined = joinOffsetFrame(main, shifted, {
      offset: '1 year ago',
      xAxis: '__timestamp',
      metricLabels: ['count'],
    });
    expect(joined.columns.map((c) => c.name)).toEqual([
      '__timestamp',
      'origin',
      'count',
      'count__1 year ago',
    ]);
    expect(joined.rows.map((r) => r['count__1 year ago'])).toEqual([1, null, 2]);
  });

  it('joins a total without an x-axis under the offset the chart asked for', () => {
    const main = { columns: [{ name: 'count', type: 0 as const }], rows: [{ count: 30 }] };
    const shifted = { columns: main.columns, rows: [{ count: 20 }] };
    const joined = joinOffsetFrame(main, shifted, {
      offset: '31 days ago',
      name: 'inherit',
      xAxis: null,
      metricLabels: ['count'],
    });
    expect(joined.rows).toEqual([{ count: 30, count__inherit: 20 }]);
  });
});

describe('resolveTimeOffset', () => {
  const from = Date.UTC(2024, 2, 1);
  const to = Date.UTC(2024, 3, 1);

  it("shifts 'inherit' by the range's length in whole days", () => {
    expect(resolveTimeOffset('inherit', from, to)).toBe('31 days ago');
  });

  it('shifts a custom start date to the range start', () => {
    expect(resolveTimeOffset('2024-01-01', from, to)).toBe('60 days ago');
  });

  it('keeps the other offsets and accepts the special ones before bounds are known', () => {
    expect(resolveTimeOffset('1 year ago', from, to)).toBe('1 year ago');
    expect(() => checkTimeOffset('inherit')).not.toThrow();
    expect(() => checkTimeOffset('2024-01-01')).not.toThrow();
    expect(() => checkTimeOffset('someday')).toThrow('Invalid time offset');
  });
});
