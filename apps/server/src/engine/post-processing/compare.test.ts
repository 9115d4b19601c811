import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, values } from './test-support';

const frame = frameOf({ a: 0, b: 0 }, [
  [10, 4],
  [20, 0],
  [0, 5],
  [1, 3],
  [null, 2],
]);

function compare(compare_type: string, extra: Record<string, unknown> = {}) {
  return run(frame, {
    operation: 'compare',
    options: { source_columns: ['a'], compare_columns: ['b'], compare_type, ...extra },
  });
}

describe('compare', () => {
  it('adds <type>__<source>__<compare> columns', () => {
    const out = compare('difference');
    expect(names(out)).toEqual(['a', 'b', 'difference__a__b']);
    expect(out.columns[2]).toEqual({ name: 'difference__a__b', type: 0 });
    expect(values(out, 'difference__a__b')).toEqual([6, 20, -5, -2, null]);
  });

  it('rounds percentage and ratio to 4 places; division by zero is null', () => {
    // (10-4)/4, (20-0)/0, (0-5)/5, (1-3)/3 = -0.66666...
    expect(values(compare('percentage'), 'percentage__a__b')).toEqual([
      1.5,
      null,
      -1,
      -0.6667,
      null,
    ]);
    // 10/4, 20/0, 0/5, 1/3
    expect(values(compare('ratio'), 'ratio__a__b')).toEqual([2.5, null, 0, 0.3333, null]);
    expect(values(compare('ratio', { precision: 2 }), 'ratio__a__b')).toEqual([
      2.5,
      null,
      0,
      0.33,
      null,
    ]);
  });

  it('drops the compared columns with drop_original_columns', () => {
    const out = compare('difference', { drop_original_columns: true });
    expect(names(out)).toEqual(['difference__a__b']);
  });

  it('returns the frame unchanged for no pairs, and handles empty frames', () => {
    expect(
      run(frame, {
        operation: 'compare',
        options: { source_columns: [], compare_columns: [], compare_type: 'ratio' },
      }),
    ).toEqual(frame);
    const empty = run(frameOf({ a: 0, b: 0 }, []), {
      operation: 'compare',
      options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'ratio' },
    });
    expect(names(empty)).toEqual(['a', 'b', 'ratio__a__b']);
  });

  it("refuses bad options with Superset's texts", () => {
    expectError(
      () =>
        run(frame, {
          operation: 'compare',
          options: { source_columns: ['a'], compare_columns: [], compare_type: 'ratio' },
        }),
      '`compare_columns` must have the same length as `source_columns`.',
    );
    expectError(
      () => compare('absolute'),
      '`compare_type` must be `difference`, `percentage` or `ratio`',
    );
    expectError(
      () =>
        run(frame, {
          operation: 'compare',
          options: { source_columns: ['c'], compare_columns: ['b'], compare_type: 'ratio' },
        }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
