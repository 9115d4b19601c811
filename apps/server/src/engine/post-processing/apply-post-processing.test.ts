import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './apply-post-processing';
import { expectError, frameOf, names, run, utc } from './test-support';

const d1 = utc('2021-01-01');
const d2 = utc('2021-01-02');
const d3 = utc('2021-01-03');
const frame = frameOf({ ds: 2, gender: 1, 'SUM(num)': 0 }, [
  [d1, 'boy', 1],
  [d1, 'girl', 2],
  [d2, 'boy', 3],
  [d3, 'girl', 4],
]);

/** The pivot step of a timeseries chart grouped by gender. */
const pivotByGender = (options: Record<string, unknown> = {}) => ({
  operation: 'pivot',
  options: {
    index: ['ds'],
    columns: ['gender'],
    aggregates: { 'SUM(num)': { operator: 'mean' } },
    ...options,
  },
});

describe('applyPostProcessing', () => {
  it('runs a current Superset timeseries chain: pivot, rolling, rename, flatten', () => {
    const out = run(
      frame,
      pivotByGender({ drop_missing_columns: false }),
      {
        operation: 'rolling',
        options: {
          rolling_type: 'sum',
          window: 2,
          min_periods: 0,
          columns: { 'SUM(num)': 'SUM(num)' },
          is_pivot_df: true,
        },
      },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    );
    expect(out.columns).toEqual([
      { name: 'ds', type: 2 },
      { name: 'boy', type: 0 },
      { name: 'girl', type: 0 },
    ]);
    // Rolling sums over two days, a missing day counting as nothing.
    expect(out.rows).toEqual([
      { ds: d1, boy: 1, girl: 2 },
      { ds: d2, boy: 4, girl: 2 },
      { ds: d3, boy: 3, girl: 4 },
    ]);
  });

  it('keeps the metric in the labels when the chart does not truncate it', () => {
    const out = run(frame, pivotByGender(), { operation: 'flatten' });
    expect(names(out)).toEqual(['ds', 'SUM(num), boy', 'SUM(num), girl']);
  });

  describe('on pivoted (MultiIndex) frames', () => {
    const shifted = frameOf({ ds: 2, g: 1, m: 0, 'm__1 year ago': 0 }, [
      [d1, 'a', 1, 2],
      [d1, 'b', 3, 4],
      [d2, 'a', 5, 10],
      [d2, 'b', 7, 14],
    ]);
    const pivot = {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['g'],
        aggregates: { m: { operator: 'mean' }, 'm__1 year ago': { operator: 'mean' } },
      },
    };

    it('compares metric blocks dimension by dimension', () => {
      const out = run(
        shifted,
        pivot,
        {
          operation: 'compare',
          options: {
            source_columns: ['m'],
            compare_columns: ['m__1 year ago'],
            compare_type: 'difference',
            drop_original_columns: true,
          },
        },
        { operation: 'flatten' },
      );
      expect(out.rows).toEqual([
        { ds: d1, 'difference__m__m__1 year ago, a': -1, 'difference__m__m__1 year ago, b': -1 },
        { ds: d2, 'difference__m__m__1 year ago, a': -5, 'difference__m__m__1 year ago, b': -7 },
      ]);
    });

    it('totals each time shift separately for row contributions', () => {
      const out = run(
        shifted,
        pivot,
        { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
        { operation: 'flatten' },
      );
      expect(names(out)).toEqual(['ds', 'm, a', 'm, b', 'm__1 year ago, a', 'm__1 year ago, b']);
      expect(out.rows[0]).toEqual({
        ds: d1,
        'm, a': 0.25,
        'm, b': 0.75,
        'm__1 year ago, a': 2 / 6,
        'm__1 year ago, b': 4 / 6,
      });
      expect(out.rows[1]).toEqual({
        ds: d2,
        'm, a': 5 / 12,
        'm, b': 7 / 12,
        'm__1 year ago, a': 10 / 24,
        'm__1 year ago, b': 14 / 24,
      });
    });

    it('rolls a metric block into a new block', () => {
      const out = run(
        shifted,
        pivot,
        { operation: 'cum', options: { operator: 'sum', columns: { m: 'm_total' } } },
        { operation: 'flatten' },
      );
      expect(names(out)).toEqual([
        'ds',
        'm, a',
        'm, b',
        'm__1 year ago, a',
        'm__1 year ago, b',
        'm_total, a',
        'm_total, b',
      ]);
      expect(out.rows.map((r) => [r['m_total, a'], r['m_total, b']])).toEqual([
        [1, 3],
        [6, 10],
      ]);
    });
  });

  it('does not change the input frame', () => {
    const copy = structuredClone(frame);
    run(
      frame,
      { operation: 'sort', options: { by: 'SUM(num)', ascending: false } },
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } } },
    );
    expect(frame).toEqual(copy);
  });

  it('turns NaN and infinities into null and normalises driver values', () => {
    const raw = {
      columns: [
        { name: 't', type: 2 as const },
        { name: 'v', type: 0 as const },
        { name: 'w', type: 0 as const },
      ],
      rows: [
        { t: new Date(d1), v: NaN, w: 10n },
        { t: d2, v: Infinity, w: '2.5' },
      ],
    };
    const out = applyPostProcessing(raw, [
      { operation: 'diff', options: { columns: { w: 'dw' } } },
    ]);
    expect(out.rows).toEqual([
      { t: d1, v: null, w: 10, dw: null },
      { t: d2, v: null, w: '2.5', dw: -7.5 },
    ]);
  });

  it('keeps a dimension value named __proto__ as an ordinary column', () => {
    const tricky = frameOf({ k: 1, g: 1, v: 0 }, [['a', '__proto__', 1]]);
    const out = run(tricky, {
      operation: 'pivot',
      options: { index: ['k'], columns: ['g'], aggregates: { v: { operator: 'sum' } } },
    });
    const row = out.rows[0] as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(['k', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('refuses results that would not fit in memory instead of exhausting it', () => {
    const century = frameOf({ t: 2, v: 0 }, [
      [utc('2000-01-01'), 1],
      [utc('2100-01-01'), 2],
    ]);
    // 2 columns x 5,000,001 minute labels is the first size past 10,000,000 cells.
    expectError(
      () => run(century, { operation: 'resample', options: { rule: '1T', method: 'asfreq' } }),
      'Post-processing result too large: 10000002 cells (the limit is 10000000)',
    );
    const wide = frameOf(
      { a: 0, b: 0, v: 0 },
      Array.from({ length: 4000 }, (_, i) => [i, -i, 1]),
    );
    // 4000 x 4000 index tuples when missing combinations are kept.
    expectError(
      () =>
        run(wide, {
          operation: 'pivot',
          options: {
            index: ['a', 'b'],
            aggregates: { v: { operator: 'sum' } },
            drop_missing_columns: false,
          },
        }),
      'Post-processing result too large: 16000000 cells (the limit is 10000000)',
    );
  });

  it('returns the frame as is without rules', () => {
    expect(applyPostProcessing(frame, [])).toBe(frame);
  });

  it("refuses bad rules with Superset's texts", () => {
    expectError(
      () => applyPostProcessing(frame, [{ options: {} } as never]),
      '`operation` property of post processing object undefined',
    );
    expectError(
      () => applyPostProcessing(frame, [{ operation: '' }]),
      '`operation` property of post processing object undefined',
    );
    expectError(
      () => run(frame, { operation: 'transpose' }),
      'Unsupported post processing operation: transpose',
    );
    expectError(
      () => run(frame, { operation: 'constructor' }),
      'Unsupported post processing operation: constructor',
    );
    expectError(
      () => run(frame, { operation: 'prophet', options: { time_grain: 'P1D' } }),
      '`prophet` package not installed',
    );
  });
});
