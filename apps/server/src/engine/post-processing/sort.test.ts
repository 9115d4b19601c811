import { describe, expect, it } from 'vitest';
import { expectError, frameOf, run, utc, values } from './test-support';

const frame = frameOf({ name: 1, n: 0 }, [
  ['c', 2],
  ['a', null],
  ['b', 1],
  ['a', 3],
  ['d', 2],
]);

describe('sort', () => {
  it('sorts by one column, missing values last in both directions, ties in input order', () => {
    expect(values(run(frame, { operation: 'sort', options: { by: 'n' } }), 'name')).toEqual([
      'b',
      'c',
      'd',
      'a',
      'a',
    ]);
    expect(
      values(run(frame, { operation: 'sort', options: { by: ['n'], ascending: false } }), 'name'),
    ).toEqual(['a', 'c', 'd', 'b', 'a']);
    expect(
      values(run(frame, { operation: 'sort', options: { by: ['n'], ascending: false } }), 'n'),
    ).toEqual([3, 2, 2, 1, null]);
  });

  it('sorts by several columns with one direction each', () => {
    const out = run(frame, {
      operation: 'sort',
      options: { by: ['name', 'n'], ascending: [true, false] },
    });
    expect(out.rows).toEqual([
      { name: 'a', n: 3 },
      { name: 'a', n: null },
      { name: 'b', n: 1 },
      { name: 'c', n: 2 },
      { name: 'd', n: 2 },
    ]);
  });

  it('accepts the old {columns: {name: ascending}} shape', () => {
    const out = run(frame, { operation: 'sort', options: { columns: { n: false, name: true } } });
    expect(values(out, 'name')).toEqual(['a', 'c', 'd', 'b', 'a']);
  });

  it('is a no-op without `by` or an index sort', () => {
    expect(run(frame, { operation: 'sort', options: {} })).toEqual(frame);
    expect(run(frame, { operation: 'sort', options: { is_sort_index: true } })).toEqual(frame);
  });

  it('sorts by the pivot index with is_sort_index', () => {
    const ts = frameOf({ ds: 2, v: 0 }, [
      [utc('2021-01-02'), 2],
      [utc('2021-01-01'), 1],
    ]);
    const out = run(
      ts,
      { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
    );
    expect(values(out, 'ds')).toEqual([utc('2021-01-02'), utc('2021-01-01')]);
  });

  it('handles empty frames', () => {
    expect(run(frameOf({ n: 0 }, []), { operation: 'sort', options: { by: 'n' } }).rows).toEqual(
      [],
    );
  });

  it('refuses unknown columns and mismatched directions', () => {
    expectError(
      () => run(frame, { operation: 'sort', options: { by: 'nope' } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => run(frame, { operation: 'sort', options: { columns: { nope: true } } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => run(frame, { operation: 'sort', options: { by: ['n'], ascending: [true, false] } }),
      'Length of ascending (2) != length of by (1)',
    );
  });
});
