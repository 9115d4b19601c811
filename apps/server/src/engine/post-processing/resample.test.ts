import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, utc, values } from './test-support';

function series(points: [string, number | null][]) {
  return frameOf(
    { __timestamp: 2, v: 0 },
    points.map(([iso, v]) => [utc(iso), v]),
  );
}

function resample(
  frame: ReturnType<typeof series>,
  rule: string,
  method: string,
  extra: Record<string, unknown> = {},
) {
  return run(frame, { operation: 'resample', options: { rule, method, ...extra } });
}

// Days 1, 2 and 4: not evenly spaced, so labels are looked up exactly.
const daily = series([
  ['2021-01-01', 1],
  ['2021-01-02', 2],
  ['2021-01-04', 4],
]);
const days = ['2021-01-01', '2021-01-02', '2021-01-03', '2021-01-04'].map((d) => utc(d));

describe('resample', () => {
  it('asfreq: one row per label, missing where nothing was recorded; fill_value fills', () => {
    const out = resample(daily, '1D', 'asfreq');
    expect(values(out, '__timestamp')).toEqual(days);
    expect(values(out, 'v')).toEqual([1, 2, null, 4]);
    expect(values(resample(daily, '1D', 'asfreq', { fill_value: 0 }), 'v')).toEqual([1, 2, 0, 4]);
    expect(out.columns).toEqual([
      { name: '__timestamp', type: 2 },
      { name: 'v', type: 0 },
    ]);
  });

  it('asfreq with fill_value also fills recorded gaps and can span the queried range', () => {
    const gap = series([
      ['2021-01-02', null],
      ['2021-01-03', 3],
    ]);
    const out = resample(gap, 'D', 'asfreq', {
      fill_value: 0,
      time_range_start: '2021-01-01T00:00:00',
      time_range_end: '2021-01-05T00:00:00',
    });
    expect(values(out, '__timestamp')).toEqual(days);
    expect(values(out, 'v')).toEqual([0, 0, 3, 0]);
  });

  it('ffill / bfill / linear fill the new rows', () => {
    expect(values(resample(daily, '1D', 'ffill'), 'v')).toEqual([1, 2, 2, 4]);
    expect(values(resample(daily, '1D', 'bfill'), 'v')).toEqual([1, 2, 4, 4]);
    expect(values(resample(daily, '1D', 'linear'), 'v')).toEqual([1, 2, 3, 4]);
  });

  it('looks up values at the labels when times are off the grid', () => {
    const noon = series([
      ['2021-01-01T12:00', 1],
      ['2021-01-02T12:00', 2],
      ['2021-01-04T12:00', 4],
    ]);
    expect(values(resample(noon, '1D', 'asfreq'), 'v')).toEqual([null, null, null, null]);
    // Last value at or before each midnight; then the leading gap stays (nothing before it).
    expect(values(resample(noon, '1D', 'ffill'), 'v')).toEqual([null, 1, 2, 2]);
    expect(values(resample(noon, '1D', 'bfill'), 'v')).toEqual([1, 2, 4, 4]);
    // Linear by position: no value is on a label, so nothing to interpolate from.
    expect(values(resample(noon, '1D', 'linear'), 'v')).toEqual([null, null, null, null]);
  });

  it('relabels evenly spaced rows instead (pandas shortcut)', () => {
    const regular = series([
      ['2021-01-01T12:00', 1],
      ['2021-01-02T12:00', 2],
      ['2021-01-03T12:00', 3],
    ]);
    const out = resample(regular, '1D', 'asfreq');
    expect(values(out, '__timestamp')).toEqual(days.slice(0, 3));
    expect(values(out, 'v')).toEqual([1, 2, 3]);
  });

  it('linear interpolation keeps leading gaps and carries the last value forward', () => {
    const sparse = frameOf({ t: 2, v: 0 }, [
      [utc('2021-01-01'), null],
      [utc('2021-01-02'), 2],
      [utc('2021-01-05'), 8],
      [utc('2021-01-06'), null],
    ]);
    expect(values(resample(sparse, 'D', 'linear'), 'v')).toEqual([null, 2, 4, 6, 8, 8]);
  });

  it('sum / mean / median aggregate each bucket; empty buckets sum to 0', () => {
    const hourly = series([
      ['2021-01-01T00:00', 1],
      ['2021-01-01T12:00', 3],
      ['2021-01-01T18:00', 10],
      ['2021-01-03T06:00', 5],
      ['2021-01-03T07:00', null],
    ]);
    expect(values(resample(hourly, '1D', 'sum'), 'v')).toEqual([14, 0, 5]);
    expect(values(resample(hourly, '1D', 'mean'), 'v')).toEqual([14 / 3, null, 5]);
    expect(values(resample(hourly, '1D', 'median'), 'v')).toEqual([3, null, 5]);
    expect(values(resample(hourly, '12H', 'sum'), '__timestamp')).toEqual(
      [
        '2021-01-01T00:00',
        '2021-01-01T12:00',
        '2021-01-02T00:00',
        '2021-01-02T12:00',
        '2021-01-03T00:00',
      ].map(utc),
    );
    expect(values(resample(hourly, '12H', 'sum'), 'v')).toEqual([1, 13, 0, 0, 5]);
  });

  it('labels 1M buckets with month ends, MS with month starts', () => {
    const monthly = series([
      ['2021-01-15', 1],
      ['2021-01-20', 2],
      ['2021-03-01', 3],
    ]);
    const ends = resample(monthly, '1M', 'sum');
    expect(values(ends, '__timestamp')).toEqual(
      ['2021-01-31', '2021-02-28', '2021-03-31'].map(utc),
    );
    expect(values(ends, 'v')).toEqual([3, 0, 3]);
    const starts = resample(monthly, 'MS', 'sum');
    expect(values(starts, '__timestamp')).toEqual(
      ['2021-01-01', '2021-02-01', '2021-03-01'].map(utc),
    );
    expect(values(starts, 'v')).toEqual([3, 0, 3]);
  });

  it('handles weeks (ending Sunday), 7-day steps, quarters and years', () => {
    // 2021-01-04 is a Monday, 2021-01-10 a Sunday.
    const week = series([
      ['2021-01-04', 1],
      ['2021-01-10', 2],
      ['2021-01-11', 3],
    ]);
    const w = resample(week, 'W', 'sum');
    expect(values(w, '__timestamp')).toEqual(['2021-01-10', '2021-01-17'].map(utc));
    expect(values(w, 'v')).toEqual([3, 3]);
    const seven = resample(
      series([
        ['2021-01-01', 1],
        ['2021-01-09', 2],
      ]),
      '7D',
      'sum',
    );
    expect(values(seven, '__timestamp')).toEqual(['2021-01-01', '2021-01-08'].map(utc));
    expect(values(seven, 'v')).toEqual([1, 2]);
    const quarters = resample(
      series([
        ['2021-02-10', 1],
        ['2021-05-01', 2],
      ]),
      'Q',
      'sum',
    );
    expect(values(quarters, '__timestamp')).toEqual(['2021-03-31', '2021-06-30'].map(utc));
    const yearStarts = resample(
      series([
        ['2020-06-01', 1],
        ['2022-02-01', 2],
      ]),
      '1AS',
      'sum',
    );
    expect(values(yearStarts, '__timestamp')).toEqual(
      ['2020-01-01', '2021-01-01', '2022-01-01'].map(utc),
    );
    expect(values(yearStarts, 'v')).toEqual([1, 0, 2]);
    const yearEnds = resample(series([['2021-05-01', 1]]), 'A', 'sum');
    expect(values(yearEnds, '__timestamp')).toEqual([utc('2021-12-31')]);
    const minutes = resample(
      series([
        ['2021-01-01T00:00', 1],
        ['2021-01-01T00:02', 2],
      ]),
      '1T',
      'asfreq',
    );
    expect(values(minutes, 'v')).toEqual([1, null, 2]);
  });

  it('finds the time column: the index option, the pivot index, or the first temporal column', () => {
    const two = frameOf({ label: 1, created: 2, updated: 2, v: 0 }, [
      ['a', utc('2021-01-01'), utc('2021-02-01'), 1],
      ['b', utc('2021-01-03'), utc('2021-02-02'), 3],
    ]);
    expect(
      values(
        run(two, { operation: 'resample', options: { rule: 'D', method: 'asfreq' } }),
        'created',
      ),
    ).toHaveLength(3);
    expect(
      values(
        run(two, {
          operation: 'resample',
          options: { rule: 'D', method: 'asfreq', index: 'updated' },
        }),
        'updated',
      ),
    ).toHaveLength(2);
    const pivoted = run(
      two,
      {
        operation: 'pivot',
        options: { index: ['updated'], aggregates: { v: { operator: 'sum' } } },
      },
      { operation: 'resample', options: { rule: 'D', method: 'asfreq', fill_value: 0 } },
    );
    expect(names(pivoted)).toEqual(['updated', 'v']);
    expect(values(pivoted, 'v')).toEqual([1, 3]);
  });

  it('sorts rows by time first and drops rows without a time', () => {
    const unsorted = series([
      ['2021-01-02', 2],
      ['2021-01-01', 1],
    ]);
    unsorted.rows.push({ __timestamp: null, v: 9 });
    expect(values(resample(unsorted, 'D', 'asfreq'), 'v')).toEqual([1, 2]);
  });

  it('resamples each group with the old groupby_columns option', () => {
    const grouped = frameOf({ t: 2, g: 1, v: 0 }, [
      [utc('2021-01-01'), 'a', 1],
      [utc('2021-01-03'), 'a', 3],
      [utc('2021-01-02'), 'b', 5],
    ]);
    const out = run(grouped, {
      operation: 'resample',
      options: { rule: 'D', method: 'ffill', groupby_columns: ['g'] },
    });
    expect(out.rows).toEqual([
      { t: utc('2021-01-01'), g: 'a', v: 1 },
      { t: utc('2021-01-02'), g: 'a', v: 1 },
      { t: utc('2021-01-02'), g: 'b', v: 5 },
      { t: utc('2021-01-03'), g: 'a', v: 3 },
    ]);
  });

  it('handles empty and single-row frames', () => {
    expect(resample(series([]), 'D', 'asfreq').rows).toEqual([]);
    expect(resample(series([['2021-01-01', 7]]), 'D', 'sum').rows).toEqual([
      { __timestamp: utc('2021-01-01'), v: 7 },
    ]);
  });

  it("refuses bad options with Superset's texts", () => {
    expectError(
      () =>
        run(frameOf({ v: 0 }, [[1]]), {
          operation: 'resample',
          options: { rule: 'D', method: 'asfreq' },
        }),
      'Resample operation requires DatetimeIndex',
    );
    expectError(
      () => resample(daily, 'D', 'zerofill'),
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
    expectError(() => resample(daily, '0D', 'sum'), 'Invalid frequency: 0D');
    expectError(() => resample(daily, 'fortnight', 'sum'), 'Invalid frequency: fortnight');
    const duplicated = series([
      ['2021-01-01', 1],
      ['2021-01-01', 2],
    ]);
    expectError(
      () => resample(duplicated, 'D', 'asfreq'),
      'cannot reindex on an axis with duplicate labels',
    );
  });
});
