import { describe, expect, it } from 'vitest';
import { expectClose, expectError, frameOf, names, run, values } from './test-support';

// g=a: x = 1, 2, null; g=b: x = 4; g=null: x = 10 (dropped: pandas drops missing group keys).
const frame = frameOf({ g: 1, x: 0, s: 1 }, [
  ['b', 4, 'q'],
  ['a', 1, 'z'],
  ['a', 2, 'm'],
  ['a', null, null],
  [null, 10, 'x'],
]);

function agg(operator: string, options?: Record<string, unknown>, column = 'x') {
  return run(frame, {
    operation: 'aggregate',
    options: {
      groupby: ['g'],
      aggregates: { out: { operator, column, ...(options ? { options } : {}) } },
    },
  });
}

describe('aggregate', () => {
  it('groups in key order, drops missing keys, keeps key types', () => {
    const out = agg('sum');
    expect(names(out)).toEqual(['g', 'out']);
    expect(out.columns).toEqual([
      { name: 'g', type: 1 },
      { name: 'out', type: 0 },
    ]);
    expect(values(out, 'g')).toEqual(['a', 'b']);
    expect(values(out, 'out')).toEqual([3, 4]);
  });

  it('skips missing values where numpy defers to the Series method', () => {
    expect(values(agg('mean'), 'out')).toEqual([1.5, 4]);
    expect(values(agg('max'), 'out')).toEqual([2, 4]);
    expect(values(agg('min'), 'out')).toEqual([1, 4]);
    expect(values(agg('prod'), 'out')).toEqual([2, 4]);
    expect(values(agg('nansum'), 'out')).toEqual([3, 4]);
    expect(values(agg('nanmedian'), 'out')).toEqual([1.5, 4]);
    // Population std/var (numpy's ddof=0) of [1, 2]: variance 0.25.
    expect(values(agg('std'), 'out')).toEqual([0.5, 0]);
    expect(values(agg('var'), 'out')).toEqual([0.25, 0]);
  });

  it('honours ddof in options (sample std of [1, 2] is sqrt(0.5); one value has none)', () => {
    expectClose(values(agg('std', { ddof: 1 }), 'out'), [Math.SQRT1_2, null]);
  });

  it('propagates missing values for median, percentile and average, as numpy arrays do', () => {
    expect(values(agg('median'), 'out')).toEqual([null, 4]);
    expect(values(agg('average'), 'out')).toEqual([null, 4]);
    expect(values(agg('percentile', { q: 50 }), 'out')).toEqual([null, 4]);
    // nanpercentile(25) of [1, 2]: 1 + 0.25 * (2 - 1).
    expect(values(agg('nanpercentile', { q: 25 }), 'out')).toEqual([1.25, 4]);
  });

  it('counts every row of a group with count, non-zero values with count_nonzero', () => {
    expect(values(agg('count'), 'out')).toEqual([3, 1]);
    // NaN is not zero for numpy.
    expect(values(agg('count_nonzero'), 'out')).toEqual([3, 1]);
  });

  it('argmin/argmax are positions within the group', () => {
    expect(values(agg('argmin'), 'out')).toEqual([0, 0]);
    expect(values(agg('argmax'), 'out')).toEqual([1, 0]);
  });

  it('min/max of a text column keep the text and its type', () => {
    const out = agg('max', undefined, 's');
    expect(values(out, 'out')).toEqual(['z', 'q']);
    expect(out.columns[1]).toEqual({ name: 'out', type: 1 });
  });

  it('aggregates the whole frame as one row without groupby', () => {
    const out = run(frame, {
      operation: 'aggregate',
      options: {
        groupby: [],
        aggregates: {
          total: { column: 'x', operator: 'sum' },
          n: { column: 'x', operator: 'count' },
        },
      },
    });
    expect(names(out)).toEqual(['total', 'n']);
    expect(out.rows).toEqual([{ total: 17, n: 5 }]);
  });

  it('uses the output name as the column when `column` is omitted', () => {
    const out = run(frame, {
      operation: 'aggregate',
      options: { groupby: 'g', aggregates: { x: { operator: 'sum' } } },
    });
    expect(out.rows).toEqual([
      { g: 'a', x: 3 },
      { g: 'b', x: 4 },
    ]);
  });

  it('orders multi-key groups by every key', () => {
    const multi = frameOf({ k1: 1, k2: 0, v: 0 }, [
      ['b', 2, 1],
      ['a', 10, 2],
      ['a', 9, 3],
      ['b', 2, 4],
    ]);
    const out = run(multi, {
      operation: 'aggregate',
      options: { groupby: ['k1', 'k2'], aggregates: { v: { operator: 'sum' } } },
    });
    expect(out.rows).toEqual([
      { k1: 'a', k2: 9, v: 3 },
      { k1: 'a', k2: 10, v: 2 },
      { k1: 'b', k2: 2, v: 5 },
    ]);
  });

  it('returns no rows for an empty frame, with or without groupby', () => {
    const empty = frameOf({ g: 1, x: 0 }, []);
    const grouped = run(empty, {
      operation: 'aggregate',
      options: { groupby: ['g'], aggregates: { x: { operator: 'sum' } } },
    });
    expect(names(grouped)).toEqual(['g', 'x']);
    expect(grouped.rows).toEqual([]);
    const whole = run(empty, {
      operation: 'aggregate',
      options: { aggregates: { x: { operator: 'sum' } } },
    });
    expect(whole.rows).toEqual([]);
  });

  it('aggregates a single row', () => {
    const one = frameOf({ g: 1, x: 0 }, [['a', 7]]);
    const out = run(one, {
      operation: 'aggregate',
      options: { groupby: ['g'], aggregates: { x: { operator: 'mean' } } },
    });
    expect(out.rows).toEqual([{ g: 'a', x: 7 }]);
  });

  it("refuses bad configs with Superset's texts", () => {
    expectError(
      () => run(frame, { operation: 'aggregate', options: { groupby: ['nope'], aggregates: {} } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () =>
        run(frame, {
          operation: 'aggregate',
          options: { groupby: ['g'], aggregates: { y: { operator: 'sum' } } },
        }),
      'Column referenced by aggregate is undefined: y',
    );
    expectError(
      () =>
        run(frame, {
          operation: 'aggregate',
          options: { groupby: ['g'], aggregates: { x: { column: 'x' } } },
        }),
      'Operator undefined for aggregator: x',
    );
    expectError(() => agg('mode'), 'Invalid numpy function: mode');
    expectError(() => agg('cumsum'), 'Must produce aggregated value');
    expectError(
      () => agg('percentile'),
      "percentile() missing 1 required positional argument: 'q'",
    );
  });
});
