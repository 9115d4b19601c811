import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, values } from './test-support';

const frame = frameOf({ k: 1, x: 0 }, [
  ['a', 1],
  ['b', null],
  ['c', 3],
  ['d', -2],
]);

function cum(operator: string, columns: unknown = { x: 'x' }) {
  return run(frame, { operation: 'cum', options: { operator, columns } });
}

describe('cum', () => {
  it('runs a total through gaps (missing counts as 0, as current Superset fills it)', () => {
    expect(values(cum('sum'), 'x')).toEqual([1, 1, 4, 2]);
  });

  it('keeps gaps missing for prod, min and max', () => {
    expect(values(cum('prod'), 'x')).toEqual([1, null, 3, -6]);
    expect(values(cum('min'), 'x')).toEqual([1, null, 1, -2]);
    expect(values(cum('max'), 'x')).toEqual([1, null, 3, 3]);
  });

  it('writes to a new column for {source: target} and accepts a list of names', () => {
    const out = cum('sum', { x: 'running' });
    expect(names(out)).toEqual(['k', 'x', 'running']);
    expect(values(out, 'x')).toEqual([1, null, 3, -2]);
    expect(values(out, 'running')).toEqual([1, 1, 4, 2]);
    expect(values(cum('max', ['x']), 'x')).toEqual([1, null, 3, 3]);
  });

  it('leaves the frame unchanged without columns, and handles empty frames', () => {
    expect(cum('sum', {}).rows).toEqual(frame.rows);
    expect(
      run(frameOf({ x: 0 }, []), {
        operation: 'cum',
        options: { operator: 'sum', columns: { x: 'x' } },
      }).rows,
    ).toEqual([]);
  });

  it("refuses bad options with Superset's texts", () => {
    expectError(() => cum('avg'), 'Invalid cumulative operator: avg');
    expectError(
      () => run(frame, { operation: 'cum', options: { columns: { x: 'x' } } }),
      'Invalid cumulative operator: None',
    );
    expectError(() => cum('sum', { y: 'y' }), 'Referenced columns not available in DataFrame.');
  });
});
