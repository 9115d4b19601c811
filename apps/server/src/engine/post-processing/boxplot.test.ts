import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run } from './test-support';

const frame = frameOf({ g: 1, m: 0 }, [
  ['a', 1],
  ['a', 2],
  ['a', 3],
  ['a', 4],
  ['a', 100],
  ['b', 4],
  ['b', 1],
  ['b', 3],
  ['b', 2],
  ['c', null],
  ['c', 5],
]);

function boxplot(whisker_type: string, extra: Record<string, unknown> = {}) {
  return run(frame, {
    operation: 'boxplot',
    options: { groupby: ['g'], metrics: ['m'], whisker_type, ...extra },
  });
}

describe('boxplot', () => {
  it('computes Tukey statistics per group, in Superset column order', () => {
    const out = boxplot('tukey');
    expect(names(out)).toEqual([
      'g',
      'm__mean',
      'm__median',
      'm__max',
      'm__min',
      'm__q1',
      'm__q3',
      'm__count',
      'm__outliers',
    ]);
    expect(out.rows).toEqual([
      // Sorted 1,2,3,4,100: midpoint q1 = 2, q3 = 4, IQR 2, fences -1 and 7.
      {
        g: 'a',
        m__mean: 22,
        m__median: 3,
        m__max: 4,
        m__min: 1,
        m__q1: 2,
        m__q3: 4,
        m__count: 5,
        m__outliers: [100],
      },
      // 1,2,3,4: q1 between 1 and 2 -> 1.5, q3 between 3 and 4 -> 3.5.
      {
        g: 'b',
        m__mean: 2.5,
        m__median: 2.5,
        m__max: 4,
        m__min: 1,
        m__q1: 1.5,
        m__q3: 3.5,
        m__count: 4,
        m__outliers: [],
      },
      // The missing value is counted but not used.
      {
        g: 'c',
        m__mean: 5,
        m__median: 5,
        m__max: 5,
        m__min: 5,
        m__q1: 5,
        m__q3: 5,
        m__count: 2,
        m__outliers: [],
      },
    ]);
  });

  it('uses the extremes with min/max whiskers', () => {
    const a = boxplot('min/max').rows[0];
    expect(a).toMatchObject({ m__max: 100, m__min: 1, m__outliers: [] });
  });

  it('uses linear percentiles with percentile whiskers, outliers above then below', () => {
    // h = 4 * 0.1 = 0.4 -> 1.4; h = 3.6 -> 4 + 0.6 * 96 = 61.6.
    const a = boxplot('percentile', { percentiles: [10, 90] }).rows[0] as Record<string, unknown>;
    expect(a.m__min).toBeCloseTo(1.4, 12);
    expect(a.m__max).toBeCloseTo(61.6, 12);
    expect(a.m__outliers).toEqual([100, 1]);
  });

  it('coerces numeric text and works without groupby and on empty frames', () => {
    const text = frameOf({ m: 1 }, [['1'], ['3'], ['x']]);
    const out = run(text, {
      operation: 'boxplot',
      options: { groupby: [], metrics: ['m'], whisker_type: 'tukey' },
    });
    expect(out.rows).toHaveLength(1);
    expect(out.rows[0]).toMatchObject({ m__mean: 2, m__median: 2, m__count: 3 });
    const empty = run(frameOf({ g: 1, m: 0 }, []), {
      operation: 'boxplot',
      options: { groupby: ['g'], metrics: ['m'], whisker_type: 'tukey' },
    });
    expect(empty.rows).toEqual([]);
  });

  it("refuses bad percentiles with Superset's text", () => {
    const message =
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value';
    expectError(() => boxplot('percentile', { percentiles: [90, 10] }), message);
    expectError(() => boxplot('percentile', { percentiles: [10] }), message);
    expectError(() => boxplot('percentile'), message);
    expectError(
      () =>
        run(frame, {
          operation: 'boxplot',
          options: { groupby: ['g'], metrics: ['nope'], whisker_type: 'tukey' },
        }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
