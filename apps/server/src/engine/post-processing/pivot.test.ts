import { describe, expect, it } from 'vitest';
import type { Frame } from './frame';
import { expectError, frameOf, names, run, utc } from './test-support';

const d1 = utc('2021-01-01');
const d2 = utc('2021-01-02');
const d3 = utc('2021-01-03');

const frame = frameOf({ ds: 2, gender: 1, num: 0, x: 0 }, [
  [d1, 'boy', 1, 10],
  [d1, 'girl', 2, 20],
  [d1, 'boy', 3, 30],
  [d2, 'boy', 4, 40],
  [d2, null, 5, 50],
  [d3, 'girl', null, 60],
]);

function pivotOf(source: Frame, options: Record<string, unknown>) {
  return run(source, { operation: 'pivot', options });
}

/** The shared frame pivoted by day over gender. */
function pivot(options: Record<string, unknown>) {
  return pivotOf(frame, { index: ['ds'], columns: ['gender'], ...options });
}

describe('pivot', () => {
  it('spreads a single aggregate over the column values, sorted, with <NULL> for missing keys', () => {
    const out = pivot({ aggregates: { num: { operator: 'sum' } } });
    // '<' sorts before letters, so <NULL> comes first; the single aggregate's name is dropped.
    expect(names(out)).toEqual(['ds', '<NULL>', 'boy', 'girl']);
    expect(out.columns.map((c) => c.type)).toEqual([2, 0, 0, 0]);
    expect(out.rows).toEqual([
      { ds: d1, '<NULL>': null, boy: 4, girl: 2 },
      { ds: d2, '<NULL>': 5, boy: 4, girl: null },
      // Series.sum of [NaN] is 0, so this combination survives.
      { ds: d3, '<NULL>': null, boy: null, girl: 0 },
    ]);
  });

  it('drops key combinations whose aggregates are all missing, unless drop_missing_columns is false', () => {
    const dropped = pivot({ aggregates: { num: { operator: 'mean' } } });
    expect(dropped.rows).toEqual([
      { ds: d1, '<NULL>': null, boy: 2, girl: 2 },
      { ds: d2, '<NULL>': 5, boy: 4, girl: null },
    ]);
    const kept = pivot({ aggregates: { num: { operator: 'mean' } }, drop_missing_columns: false });
    expect(kept.rows).toEqual([
      { ds: d1, '<NULL>': null, boy: 2, girl: 2 },
      { ds: d2, '<NULL>': 5, boy: 4, girl: null },
      { ds: d3, '<NULL>': null, boy: null, girl: null },
    ]);
  });

  it('fills every missing cell with metric_fill_value', () => {
    const out = pivot({ aggregates: { num: { operator: 'sum' } }, metric_fill_value: 0 });
    expect(out.rows).toEqual([
      { ds: d1, '<NULL>': 0, boy: 4, girl: 2 },
      { ds: d2, '<NULL>': 5, boy: 4, girl: 0 },
      { ds: d3, '<NULL>': 0, boy: 0, girl: 0 },
    ]);
  });

  it('uses column_fill_value, or drops missing keys when it is null', () => {
    const filled = pivot({ aggregates: { num: { operator: 'sum' } }, column_fill_value: 'n/a' });
    expect(names(filled)).toEqual(['ds', 'boy', 'girl', 'n/a']);
    const dropped = pivot({ aggregates: { num: { operator: 'sum' } }, column_fill_value: null });
    expect(names(dropped)).toEqual(['ds', 'boy', 'girl']);
    expect(dropped.rows.map((r) => r.ds)).toEqual([d1, d2, d3]);
  });

  it('names columns "<value>, <column value>" with several aggregates, values in alphabetical order', () => {
    const out = pivot({
      aggregates: { x: { operator: 'max' }, num: { operator: 'sum' } },
      column_fill_value: null,
    });
    expect(names(out)).toEqual(['ds', 'num, boy', 'num, girl', 'x, boy', 'x, girl']);
    expect(out.rows[0]).toEqual({
      ds: d1,
      'num, boy': 4,
      'num, girl': 2,
      'x, boy': 30,
      'x, girl': 20,
    });
  });

  it('keys the value level by the source column, as pandas pivot_table does', () => {
    const out = pivotOf(frame, {
      index: ['gender'],
      aggregates: { avg_num: { column: 'num', operator: 'mean' } },
    });
    expect(names(out)).toEqual(['gender', 'num']);
    // Missing index keys are dropped; girl's mean skips the missing value.
    expect(out.rows).toEqual([
      { gender: 'boy', num: (1 + 3 + 4) / 3 },
      { gender: 'girl', num: 2 },
    ]);
  });

  it('keeps missing index keys as the last row when drop_missing_columns is false', () => {
    const out = pivotOf(frame, {
      index: ['gender'],
      aggregates: { num: { operator: 'sum' } },
      drop_missing_columns: false,
    });
    expect(out.rows).toEqual([
      { gender: 'boy', num: 8 },
      { gender: 'girl', num: 2 },
      { gender: null, num: 5 },
    ]);
  });

  it('builds the full cartesian product of several index columns when not dropping', () => {
    const two = frameOf({ a: 1, b: 1, v: 0 }, [
      ['p', 'x', 1],
      ['q', 'y', 2],
    ]);
    const out = pivotOf(two, {
      index: ['a', 'b'],
      aggregates: { v: { operator: 'sum' } },
      drop_missing_columns: false,
    });
    expect(out.rows).toEqual([
      { a: 'p', b: 'x', v: 1 },
      { a: 'p', b: 'y', v: null },
      { a: 'q', b: 'x', v: null },
      { a: 'q', b: 'y', v: 2 },
    ]);
  });

  describe('marginal distributions', () => {
    const clean = frameOf({ ds: 2, gender: 1, num: 0 }, [
      [d1, 'boy', 1],
      [d1, 'girl', 2],
      [d2, 'boy', 3],
      [d2, 'girl', 4],
      [d2, 'boy', 5],
    ]);
    /** `clean` pivoted with margins, summing `num` unless told otherwise. */
    const withMargins = (options: Record<string, unknown>) =>
      pivotOf(clean, {
        aggregates: { num: { operator: 'sum' } },
        marginal_distributions: true,
        ...options,
      });

    it('adds an All column and an All row of sums', () => {
      const out = withMargins({ index: ['ds'], columns: ['gender'] });
      expect(names(out)).toEqual(['ds', 'boy', 'girl', 'All']);
      expect(out.rows).toEqual([
        { ds: d1, boy: 1, girl: 2, All: 3 },
        { ds: d2, boy: 8, girl: 4, All: 12 },
        { ds: 'All', boy: 9, girl: 6, All: 15 },
      ]);
    });

    it('computes margins from the raw rows (a margin of means is not a mean of means)', () => {
      const out = withMargins({
        index: ['ds'],
        columns: ['gender'],
        aggregates: { num: { operator: 'mean' } },
        marginal_distribution_name: 'Total',
      });
      expect(out.rows).toEqual([
        { ds: d1, boy: 1, girl: 2, Total: 1.5 },
        // boy: mean(3, 5); all of d2: mean(3, 4, 5).
        { ds: d2, boy: 4, girl: 4, Total: 4 },
        // boy: mean(1, 3, 5); girl: mean(2, 4); everything: mean(1..5).
        { ds: 'Total', boy: 3, girl: 3, Total: 3 },
      ]);
    });

    it('adds only a total row without columns', () => {
      const out = withMargins({ index: ['gender'] });
      expect(out.rows).toEqual([
        { gender: 'boy', num: 9 },
        { gender: 'girl', num: 6 },
        { gender: 'All', num: 15 },
      ]);
    });

    it('refuses a margin name that is already a key', () => {
      expectError(
        () => withMargins({ index: ['gender'], marginal_distribution_name: 'boy' }),
        'Conflicting name "boy" in margins',
      );
    });
  });

  it('puts the value level last with combine_value_with_metric', () => {
    const out = pivot({
      aggregates: { num: { operator: 'sum' }, x: { operator: 'sum' } },
      column_fill_value: null,
      combine_value_with_metric: true,
    });
    expect(names(out)).toEqual(['ds', 'boy, num', 'boy, x', 'girl, num', 'girl, x']);
    expect(out.rows[0]).toEqual({
      ds: d1,
      'boy, num': 4,
      'boy, x': 40,
      'girl, num': 2,
      'girl, x': 20,
    });
  });

  it('keeps the aggregate in the label with flatten_columns false', () => {
    const out = pivot({
      aggregates: { num: { operator: 'sum' } },
      column_fill_value: null,
      flatten_columns: false,
    });
    expect(names(out)).toEqual(['ds', 'num, boy', 'num, girl']);
  });

  it('labels numeric, boolean and temporal column values the way Python prints them', () => {
    const typed = frameOf({ k: 1, year: 0, flag: 3, day: 2, v: 0 }, [['a', 2020, true, d1, 1]]);
    const out = pivotOf(typed, {
      index: ['k'],
      columns: ['year', 'flag', 'day'],
      aggregates: { v: { operator: 'sum' } },
    });
    expect(names(out)).toEqual(['k', '2020, True, 2021-01-01 00:00:00']);
  });

  it('handles empty and single-row frames', () => {
    const empty = pivotOf(frameOf({ ds: 2, g: 1, v: 0 }, []), {
      index: ['ds'],
      columns: ['g'],
      aggregates: { v: { operator: 'sum' } },
    });
    expect(names(empty)).toEqual(['ds']);
    expect(empty.rows).toEqual([]);
    const single = pivotOf(frameOf({ ds: 2, g: 1, v: 0 }, [[d1, 'a', 3]]), {
      index: ['ds'],
      columns: ['g'],
      aggregates: { v: { operator: 'sum' } },
    });
    expect(single.rows).toEqual([{ ds: d1, a: 3 }]);
  });

  it("refuses bad options with Superset's texts", () => {
    expectError(
      () => pivotOf(frame, { index: [], aggregates: { num: { operator: 'sum' } } }),
      'Pivot operation requires at least one index',
    );
    expectError(
      () => pivotOf(frame, { index: ['ds'], aggregates: {} }),
      'Pivot operation must include at least one aggregate',
    );
    expectError(
      () => pivotOf(frame, { index: ['nope'], aggregates: { num: { operator: 'sum' } } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => pivot({ columns: ['nope'], aggregates: { num: { operator: 'sum' } } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => pivot({ aggregates: { num: { operator: 'nope' } } }),
      'Invalid numpy function: nope',
    );
  });
});
