import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, values } from './test-support';

const frame = frameOf({ a: 0, b: 0 }, [
  [1, 10],
  [4, 40],
  [null, 90],
  [10, 100],
]);

describe('diff', () => {
  it('subtracts the value `periods` rows earlier; gaps and the first rows are missing', () => {
    const one = run(frame, { operation: 'diff', options: { columns: { a: 'a' } } });
    expect(values(one, 'a')).toEqual([null, 3, null, null]);
    const two = run(frame, { operation: 'diff', options: { columns: { a: 'a' }, periods: 2 } });
    expect(values(two, 'a')).toEqual([null, null, null, 6]);
    const back = run(frame, { operation: 'diff', options: { columns: { b: 'b' }, periods: -1 } });
    expect(values(back, 'b')).toEqual([-30, -50, -10, null]);
  });

  it('subtracts the column to the left with axis 1', () => {
    const out = run(frame, {
      operation: 'diff',
      options: { columns: { a: 'a', b: 'b' }, axis: 1 },
    });
    expect(values(out, 'a')).toEqual([null, null, null, null]);
    expect(values(out, 'b')).toEqual([9, 36, null, 90]);
  });

  it('adds a column for {source: target}', () => {
    const out = run(frame, { operation: 'diff', options: { columns: { b: 'db' } } });
    expect(names(out)).toEqual(['a', 'b', 'db']);
    expect(values(out, 'db')).toEqual([null, 30, 50, 10]);
  });

  it('handles empty and single-row frames', () => {
    expect(
      run(frameOf({ a: 0 }, []), { operation: 'diff', options: { columns: { a: 'a' } } }).rows,
    ).toEqual([]);
    expect(
      run(frameOf({ a: 0 }, [[5]]), { operation: 'diff', options: { columns: { a: 'a' } } }).rows,
    ).toEqual([{ a: null }]);
  });

  it('refuses unknown columns', () => {
    expectError(
      () => run(frame, { operation: 'diff', options: { columns: { c: 'c' } } }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
