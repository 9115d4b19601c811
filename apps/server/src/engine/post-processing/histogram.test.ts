import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run } from './test-support';

const frame = frameOf({ g: 1, x: 0, s: 1 }, [
  ['a', 0, 'p'],
  ['a', 1, 'p'],
  ['b', 2, 'p'],
  ['b', 3, 'p'],
  ['a', 10, 'p'],
  ['b', null, 'p'],
]);

function histogram(options: Record<string, unknown>, input = frame) {
  return run(input, { operation: 'histogram', options: { column: 'x', ...options } });
}

describe('histogram', () => {
  it('counts values in equal bins over the range, the last bin closed', () => {
    // Edges 0, 2, 4, 6, 8, 10: [0,2) holds 0 and 1, [2,4) holds 2 and 3, [8,10] holds 10.
    const out = histogram({});
    expect(names(out)).toEqual(['0 - 2', '2 - 4', '4 - 6', '6 - 8', '8 - 10']);
    expect(out.rows).toEqual([{ '0 - 2': 2, '2 - 4': 2, '4 - 6': 0, '6 - 8': 0, '8 - 10': 1 }]);
  });

  it('accumulates and normalises', () => {
    expect(histogram({ cumulative: true }).rows).toEqual([
      { '0 - 2': 2, '2 - 4': 4, '4 - 6': 4, '6 - 8': 4, '8 - 10': 5 },
    ]);
    expect(histogram({ normalize: true }).rows).toEqual([
      { '0 - 2': 0.4, '2 - 4': 0.4, '4 - 6': 0, '6 - 8': 0, '8 - 10': 0.2 },
    ]);
  });

  it('puts groupby columns first, one row per group, bins shared by all groups', () => {
    const out = histogram({ groupby: ['g'], bins: 2 });
    // Edges 0, 5, 10.
    expect(names(out)).toEqual(['g', '0 - 5', '5 - 10']);
    expect(out.rows).toEqual([
      { g: 'a', '0 - 5': 2, '5 - 10': 1 },
      { g: 'b', '0 - 5': 2, '5 - 10': 0 },
    ]);
    // Normalised over every cell of every group: 5 values.
    expect(histogram({ groupby: ['g'], bins: 2, normalize: true }).rows).toEqual([
      { g: 'a', '0 - 5': 0.4, '5 - 10': 0.2 },
      { g: 'b', '0 - 5': 0.4, '5 - 10': 0 },
    ]);
  });

  it('truncates labels like Python int and widens a constant range by 0.5', () => {
    const narrow = frameOf({ x: 0 }, [[0.5], [1.5]]);
    // Edges 0.5, 1.0, 1.5.
    expect(histogram({ bins: 2 }, narrow).rows).toEqual([{ '0 - 1': 1, '1 - 1': 1 }]);
    const constant = frameOf({ x: 0 }, [[3], [3]]);
    // Edges 2.5, 3, 3.5: both values sit on the middle edge, in the second bin.
    expect(histogram({ bins: 2 }, constant).rows).toEqual([{ '2 - 3': 0, '3 - 3': 2 }]);
  });

  it('spans 0..1 for an empty frame', () => {
    expect(histogram({ bins: 2 }, frameOf({ x: 0 }, [])).rows).toEqual([
      { '0 - 0': 0, '0 - 1': 0 },
    ]);
  });

  it('refuses bad options', () => {
    expectError(() => histogram({ bins: 0 }), '`bins` must be an integer between 1 and 1000');
    expectError(() => histogram({ bins: 1001 }), '`bins` must be an integer between 1 and 1000');
    expectError(() => histogram({ bins: 2.5 }), '`bins` must be an integer between 1 and 1000');
    expectError(() => histogram({ column: 's' }), "The column 's' must be numeric.");
    expectError(
      () => histogram({ column: 'nope' }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
