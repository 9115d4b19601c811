import { describe, expect, it } from 'vitest';
import { expectClose, expectError, frameOf, names, run, utc, values } from './test-support';

const xs = [1, 2, null, 4, 8];
const frame = frameOf(
  { ds: 2, x: 0 },
  xs.map((x, i) => [utc(`2021-01-0${i + 1}`), x]),
);

function roll(options: Record<string, unknown>, input = frame) {
  return run(input, { operation: 'rolling', options: { columns: { x: 'x' }, ...options } });
}

/** Sample skewness and excess kurtosis (pandas' bias-corrected estimators), written out naively. */
function naiveMoments(sample: number[]): { skew: number; kurt: number } {
  const n = sample.length;
  const mean = sample.reduce((a, b) => a + b, 0) / n;
  const m = (k: number) => sample.reduce((a, b) => a + (b - mean) ** k, 0) / n;
  const g1 = m(3) / m(2) ** 1.5;
  const g2 = m(4) / m(2) ** 2 - 3;
  return {
    skew: (Math.sqrt(n * (n - 1)) / (n - 2)) * g1,
    kurt: ((n - 1) / ((n - 2) * (n - 3))) * ((n + 1) * g2 + 6),
  };
}

describe('rolling', () => {
  it('needs `window` present values by default (min_periods = window)', () => {
    // Windows: [1], [1,2], [2,-], [-,4], [4,8].
    expect(values(roll({ rolling_type: 'sum', window: 2 }), 'x')).toEqual([
      null,
      3,
      null,
      null,
      12,
    ]);
    expect(values(roll({ rolling_type: 'min', window: 2 }), 'x')).toEqual([null, 1, null, null, 4]);
    expect(values(roll({ rolling_type: 'max', window: 2 }), 'x')).toEqual([null, 2, null, null, 8]);
  });

  it('drops the first min_periods rows', () => {
    // Windows of 3 with at least 1 value: [1], [1,2], [1,2,-], [2,-,4], [-,4,8].
    const out = roll({ rolling_type: 'mean', window: 3, min_periods: 1 });
    expect(values(out, 'x')).toEqual([1.5, 1.5, 3, 6]);
    expect(values(out, 'ds')).toEqual([
      utc('2021-01-02'),
      utc('2021-01-03'),
      utc('2021-01-04'),
      utc('2021-01-05'),
    ]);
    expect(values(roll({ rolling_type: 'median', window: 3, min_periods: 1 }), 'x')).toEqual([
      1.5, 1.5, 3, 6,
    ]);
  });

  it('keeps every row with min_periods 0 (the chart default)', () => {
    expect(values(roll({ rolling_type: 'sum', window: 2, min_periods: 0 }), 'x')).toEqual([
      1, 3, 2, 4, 12,
    ]);
  });

  it('uses the sample standard deviation (ddof 1)', () => {
    // Windows [1], [1,2], [1,2,-], [2,-,4], [-,4,8]; min_periods 2 drops the first two rows.
    const out = roll({ rolling_type: 'std', window: 3, min_periods: 2 });
    expectClose(values(out, 'x'), [Math.sqrt(0.5), Math.sqrt(2), Math.sqrt(8)]);
    // By default a window needs 3 present values, which no window here has.
    expect(values(roll({ rolling_type: 'std', window: 3 }), 'x')).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const variance = roll(
      { rolling_type: 'var', window: 3, min_periods: 3, rolling_type_options: { ddof: 0 } },
      frameOf({ x: 0 }, [[1], [2], [3]]),
    );
    // Population variance of [1,2,3] is 2/3; min_periods 3 drops the first three rows... of three.
    expect(variance.rows).toEqual([]);
    const kept = roll(
      { rolling_type: 'var', window: 3, rolling_type_options: { ddof: 0 } },
      frameOf({ x: 0 }, [[1], [2], [3]]),
    );
    expectClose(values(kept, 'x'), [null, null, 2 / 3]);
  });

  it('counts present values, requiring `window` rows', () => {
    expect(values(roll({ rolling_type: 'count', window: 2 }), 'x')).toEqual([null, 2, 1, 1, 2]);
  });

  it('computes quantiles from rolling_type_options', () => {
    const ys = frameOf({ y: 0 }, [[1], [2], [3], [4], [10]]);
    const out = run(ys, {
      operation: 'rolling',
      options: {
        rolling_type: 'quantile',
        window: 4,
        min_periods: 4,
        columns: { y: 'y' },
        rolling_type_options: { quantile: 0.25 },
      },
    });
    // [1,2,3,4]: position 0.75 -> 1.75; [2,3,4,10] -> 2.75; the first four rows are dropped.
    expect(values(out, 'y')).toEqual([2.75]);
    const all = run(ys, {
      operation: 'rolling',
      options: {
        rolling_type: 'quantile',
        window: 4,
        columns: { y: 'y' },
        rolling_type_options: { quantile: 0.25 },
      },
    });
    expect(values(all, 'y')).toEqual([null, null, null, 1.75, 2.75]);
  });

  it('centres the window on the row with center', () => {
    const four = frameOf({ x: 0 }, [[1], [2], [3], [4]]);
    // Windows [1,2], [1,2,3], [2,3,4], [3,4]; min_periods 1 drops the first row.
    expect(
      values(roll({ rolling_type: 'sum', window: 3, min_periods: 1, center: true }, four), 'x'),
    ).toEqual([6, 9, 7]);
  });

  it('computes skew and kurtosis like pandas', () => {
    const sample = frameOf({ x: 0 }, [[1], [2], [4], [8]]);
    const skew = values(roll({ rolling_type: 'skew', window: 3 }, sample), 'x');
    expectClose(skew, [null, null, naiveMoments([1, 2, 4]).skew, naiveMoments([2, 4, 8]).skew]);
    // Hand value: 10 / 7 * sqrt(3 / 7).
    expectClose([skew[2]], [(10 / 7) * Math.sqrt(3 / 7)]);
    const kurt = values(roll({ rolling_type: 'kurt', window: 4 }, sample), 'x');
    expectClose(kurt, [null, null, null, naiveMoments([1, 2, 4, 8]).kurt]);
    // A constant window has skew 0 and kurtosis -3 in pandas.
    const flat = frameOf({ x: 0 }, [[5], [5], [5], [5]]);
    expect(values(roll({ rolling_type: 'skew', window: 3 }, flat), 'x')).toEqual([
      null,
      null,
      0,
      0,
    ]);
    expect(values(roll({ rolling_type: 'kurt', window: 4 }, flat), 'x')).toEqual([
      null,
      null,
      null,
      -3,
    ]);
  });

  it('treats rolling_type cumsum as a running total', () => {
    expect(values(roll({ rolling_type: 'cumsum' }), 'x')).toEqual([1, 3, 3, 7, 15]);
  });

  it('adds a column for {source: target} and rolls every value column with is_pivot_df', () => {
    const added = roll({ rolling_type: 'sum', window: 2, min_periods: 0, columns: { x: 'x_sum' } });
    expect(names(added)).toEqual(['ds', 'x', 'x_sum']);
    expect(values(added, 'x')).toEqual(xs);
    expect(values(added, 'x_sum')).toEqual([1, 3, 2, 4, 12]);
    expect(added.columns[2]).toEqual({ name: 'x_sum', type: 0 });

    const two = frameOf({ ds: 2, a: 0, b: 0 }, [
      [utc('2021-01-01'), 1, 10],
      [utc('2021-01-02'), 2, 20],
    ]);
    const all = run(two, {
      operation: 'rolling',
      options: { rolling_type: 'sum', window: 2, min_periods: 0, is_pivot_df: true },
    });
    expect(all.rows).toEqual([
      { ds: utc('2021-01-01'), a: 1, b: 10 },
      { ds: utc('2021-01-02'), a: 3, b: 30 },
    ]);
  });

  it('supports weighted windows (win_type)', () => {
    const three = frameOf({ x: 0 }, [[1], [2], [4]]);
    expect(
      values(roll({ rolling_type: 'mean', window: 3, win_type: 'boxcar' }, three), 'x'),
    ).toEqual([null, null, 7 / 3]);
    // scipy triang(3) = [0.5, 1, 0.5]: (0.5 + 2 + 2) / 2.
    expect(
      values(roll({ rolling_type: 'mean', window: 3, win_type: 'triang' }, three), 'x'),
    ).toEqual([null, null, 2.25]);
    expect(
      values(roll({ rolling_type: 'sum', window: 3, win_type: 'triang' }, three), 'x'),
    ).toEqual([null, null, 4.5]);
    expectError(
      () => roll({ rolling_type: 'mean', window: 3, win_type: 'gaussian' }, three),
      'Invalid options for mean: {}',
    );
    expectError(
      () => roll({ rolling_type: 'median', window: 3, win_type: 'boxcar' }, three),
      'Invalid rolling_type: median',
    );
    expectError(
      () => roll({ rolling_type: 'mean', window: 3, win_type: 'nope' }, three),
      'Invalid win_type nope',
    );
  });

  it('handles empty and single-row frames', () => {
    expect(roll({ rolling_type: 'mean', window: 2 }, frameOf({ x: 0 }, [])).rows).toEqual([]);
    expect(
      roll({ rolling_type: 'mean', window: 2, min_periods: 0 }, frameOf({ x: 0 }, [[3]])).rows,
    ).toEqual([{ x: 3 }]);
  });

  it("refuses bad options with Superset's texts", () => {
    expectError(() => roll({ rolling_type: 'sum' }), 'Undefined window for rolling operation');
    expectError(() => roll({ rolling_type: 'sum', window: 0 }), 'Window must be > 0');
    expectError(() => roll({ rolling_type: 'ewm', window: 2 }), 'Invalid rolling_type: ewm');
    expectError(
      () => roll({ rolling_type: 'quantile', window: 2 }),
      'Invalid options for quantile: {}',
    );
    expectError(
      () => roll({ rolling_type: 'sum', window: 2, rolling_type_options: { foo: 'bar' } }),
      "Invalid options for sum: {'foo': 'bar'}",
    );
    expectError(
      () => roll({ rolling_type: 'sum', window: 2, columns: { nope: 'nope' } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => roll({ rolling_type: 'sum', window: 2, min_periods: 3 }),
      'min_periods 3 must be <= window 2',
    );
  });
});
