import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, values } from './test-support';

const frame = frameOf({ g: 1, v: 0 }, [
  ['a', 10],
  ['a', 20],
  ['b', 20],
  ['b', null],
  ['a', 5],
  [null, 1],
]);

describe('rank', () => {
  it('adds the percentile rank, ties sharing their average rank', () => {
    const out = run(frame, { operation: 'rank', options: { metric: 'v' } });
    expect(names(out)).toEqual(['g', 'v', 'rank']);
    expect(out.columns[2]).toEqual({ name: 'rank', type: 0 });
    // Present values 1, 5, 10, 20, 20: ranks 1, 2, 3, 4.5, 4.5 out of 5.
    expect(values(out, 'rank')).toEqual([0.6, 0.9, 0.9, null, 0.4, 0.2]);
  });

  it('ranks within groups; rows with a missing group get none', () => {
    const out = run(frame, { operation: 'rank', options: { metric: 'v', group_by: 'g' } });
    // a: 5, 10, 20 -> 1/3, 2/3, 1; b: 20 alone -> 1.
    expect(values(out, 'rank')).toEqual([2 / 3, 1, 1, null, 1 / 3, null]);
  });

  it('handles empty frames and refuses unknown columns', () => {
    expect(
      run(frameOf({ v: 0 }, []), { operation: 'rank', options: { metric: 'v' } }).rows,
    ).toEqual([]);
    expectError(
      () => run(frame, { operation: 'rank', options: { metric: 'nope' } }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
