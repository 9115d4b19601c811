import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, utc, type Rule } from './test-support';

const frame = frameOf({ ds: 2, g: 1, 'SUM(num)': 0 }, [
  [utc('2021-01-01'), 'boy', 1],
  [utc('2021-01-01'), 'girl', 2],
]);
const pivot: Rule = {
  operation: 'pivot',
  options: { index: ['ds'], columns: ['g'], aggregates: { 'SUM(num)': { operator: 'mean' } } },
};

describe('rename', () => {
  it('renames flat columns', () => {
    const out = run(frame, { operation: 'rename', options: { columns: { 'SUM(num)': 'total' } } });
    expect(names(out)).toEqual(['ds', 'g', 'total']);
    expect(out.rows[0]).toEqual({ ds: utc('2021-01-01'), g: 'boy', total: 1 });
  });

  it('renames a level of pivoted columns, which flatten then joins', () => {
    const out = run(
      frame,
      pivot,
      { operation: 'rename', options: { columns: { 'SUM(num)': 'n' }, level: 0 } },
      { operation: 'flatten' },
    );
    expect(names(out)).toEqual(['ds', 'n, boy', 'n, girl']);
  });

  it('drops the metric level when renamed to null (single-metric charts)', () => {
    const out = run(
      frame,
      pivot,
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    );
    expect(names(out)).toEqual(['ds', 'boy', 'girl']);
    expect(out.rows).toEqual([{ ds: utc('2021-01-01'), boy: 1, girl: 2 }]);
  });

  it('is a no-op without columns', () => {
    expect(run(frame, { operation: 'rename', options: { columns: {} } })).toEqual(frame);
  });

  it("refuses bad renames with Superset's texts", () => {
    expectError(
      () => run(frame, { operation: 'rename', options: { columns: { g: 'ds' } } }),
      'Label already exists',
    );
    expectError(
      () => run(frame, { operation: 'rename', options: { columns: { nope: 'x' } } }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
