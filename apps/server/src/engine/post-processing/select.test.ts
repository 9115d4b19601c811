import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run } from './test-support';

const frame = frameOf({ a: 0, b: 1, c: 0 }, [[1, 'x', 3]]);

describe('select', () => {
  it('selects and reorders, then excludes, then renames', () => {
    const out = run(frame, {
      operation: 'select',
      options: { columns: ['c', 'a', 'b'], exclude: ['b'], rename: { c: 'z' } },
    });
    expect(names(out)).toEqual(['z', 'a']);
    expect(out.rows).toEqual([{ z: 3, a: 1 }]);
    expect(out.columns).toEqual([
      { name: 'z', type: 0 },
      { name: 'a', type: 0 },
    ]);
  });

  it('keeps every column when none are listed', () => {
    expect(names(run(frame, { operation: 'select', options: { exclude: ['a'] } }))).toEqual([
      'b',
      'c',
    ]);
    expect(run(frame, { operation: 'select', options: {} })).toEqual(frame);
    expect(
      run(frameOf({ a: 0 }, []), { operation: 'select', options: { columns: ['a'] } }).rows,
    ).toEqual([]);
  });

  it("refuses unknown columns with Superset's texts", () => {
    expectError(
      () => run(frame, { operation: 'select', options: { columns: ['nope'] } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => run(frame, { operation: 'select', options: { rename: { nope: 'x' } } }),
      'Referenced columns not available in DataFrame.',
    );
    expectError(
      () => run(frame, { operation: 'select', options: { columns: ['a'], exclude: ['b', 'c'] } }),
      'Referenced columns not available in DataFrame: b, c',
    );
  });
});
