/**
 * Series resampled together as pandas `df.resample(rule).<method>()` does; expected labels and
 * values are worked out by hand (times built with Date.UTC, not the code under test).
 */
import { describe, expect, it } from 'vitest';
import { resampleSeries } from './resample-series';

const day = (month: number, date: number) => Date.UTC(2021, month - 1, date);

// 1, 2 and 4 January 2021, with a gap on the 3rd; the second series has a missing value.
const TIMES = [day(1, 1), day(1, 2), day(1, 4)];
const SERIES = [
  [1, 2, 4],
  [10, Number.NaN, 40],
];

describe('resampleSeries', () => {
  it('upsamples to every day: asfreq leaves the new day missing, ffill/bfill/linear fill it', () => {
    const days = [day(1, 1), day(1, 2), day(1, 3), day(1, 4)];
    const asfreq = resampleSeries(TIMES, SERIES, '1D', 'asfreq');
    expect(asfreq.times).toEqual(days);
    expect(asfreq.series).toEqual([
      [1, 2, NaN, 4],
      [10, NaN, NaN, 40],
    ]);
    expect(resampleSeries(TIMES, SERIES, '1D', 'ffill').series).toEqual([
      [1, 2, 2, 4],
      [10, 10, 10, 40],
    ]);
    expect(resampleSeries(TIMES, SERIES, '1D', 'bfill').series).toEqual([
      [1, 2, 4, 4],
      [10, 40, 40, 40],
    ]);
    expect(resampleSeries(TIMES, SERIES, '1D', 'linear').series).toEqual([
      [1, 2, 3, 4],
      [10, 20, 30, 40],
    ]);
  });

  it('aggregates buckets, skipping missing values; an empty bucket sums to 0', () => {
    const twoDays = resampleSeries(TIMES, SERIES, '2D', 'sum');
    expect(twoDays.times).toEqual([day(1, 1), day(1, 3)]);
    expect(twoDays.series).toEqual([
      [3, 4],
      [10, 40],
    ]);
    const sparse = resampleSeries([day(1, 1), day(1, 5)], [[1, 5]], '2D', 'sum');
    expect(sparse.series).toEqual([[1, 0, 5]]);
    expect(resampleSeries([day(1, 1), day(1, 5)], [[1, 5]], '2D', 'mean').series).toEqual([
      [1, NaN, 5],
    ]);
    expect(resampleSeries(TIMES, SERIES, '1W', 'median')).toEqual({
      times: [day(1, 3), day(1, 10)],
      series: [
        [1.5, 4],
        [10, 40],
      ],
    });
  });

  it('labels month buckets with the month end (1M) or start (MS)', () => {
    const times = [day(1, 15), day(2, 3), day(2, 20)];
    expect(resampleSeries(times, [[1, 2, 3]], '1M', 'sum')).toEqual({
      times: [day(1, 31), day(2, 28)],
      series: [[1, 5]],
    });
    expect(resampleSeries(times, [[1, 2, 3]], 'MS', 'mean')).toEqual({
      times: [day(1, 1), day(2, 1)],
      series: [[1, 2.5]],
    });
  });

  it("fails with Superset's texts for an unknown rule or method", () => {
    expect(() => resampleSeries(TIMES, SERIES, '1X', 'sum')).toThrow('Invalid frequency: 1X');
    expect(() => resampleSeries(TIMES, SERIES, '1D', 'nearest')).toThrow(
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
  });

  it('lets the caller refuse too many buckets', () => {
    const checkSize = (count: number) => {
      if (count > 2) throw new Error(`too many: ${count}`);
    };
    expect(() => resampleSeries(TIMES, SERIES, '1D', 'sum', { checkSize })).toThrow('too many: 3');
  });
});
