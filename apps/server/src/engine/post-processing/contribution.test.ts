import { describe, expect, it } from 'vitest';
import { expectError, frameOf, names, run, utc, values } from './test-support';

const d = [utc('2021-01-01'), utc('2021-01-02'), utc('2021-01-03')];
const frame = frameOf({ ds: 2, a: 0, b: 0, s: 1 }, [
  [d[0], 1, 1, 'x'],
  [d[1], 3, 1, 'y'],
  [d[2], null, 2, 'z'],
]);

describe('contribution', () => {
  it('divides by column totals, missing cells counting as 0 (orientation column is the default)', () => {
    const out = run(frame, { operation: 'contribution' });
    expect(names(out)).toEqual(['ds', 'a', 'b', 's']);
    expect(values(out, 'a')).toEqual([0.25, 0.75, 0]);
    expect(values(out, 'b')).toEqual([0.25, 0.25, 0.5]);
    expect(values(out, 'ds')).toEqual(d);
    expect(values(out, 's')).toEqual(['x', 'y', 'z']);
  });

  it('divides by row totals that skip missing cells, which stay missing', () => {
    const out = run(frame, { operation: 'contribution', options: { orientation: 'row' } });
    expect(values(out, 'a')).toEqual([0.5, 0.75, null]);
    expect(values(out, 'b')).toEqual([0.5, 0.25, 1]);
  });

  it('totals time-shifted columns separately in row orientation', () => {
    const shifted = frameOf({ a: 0, b: 0, 'a__1 year ago': 0, 'b__1 year ago': 0 }, [[1, 3, 2, 8]]);
    const out = run(shifted, {
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: ['1 year ago'] },
    });
    expect(out.rows).toEqual([{ a: 0.25, b: 0.75, 'a__1 year ago': 0.2, 'b__1 year ago': 0.8 }]);
  });

  it('writes selected columns to rename_columns, keeping the originals', () => {
    const out = run(frame, {
      operation: 'contribution',
      options: { columns: ['b'], rename_columns: ['%b'] },
    });
    expect(names(out)).toEqual(['ds', 'a', 'b', 's', '%b']);
    expect(values(out, 'b')).toEqual([1, 1, 2]);
    expect(values(out, '%b')).toEqual([0.25, 0.25, 0.5]);
  });

  it('gives null for a zero total, and handles empty frames', () => {
    const zero = frameOf({ a: 0 }, [[0], [0]]);
    expect(values(run(zero, { operation: 'contribution' }), 'a')).toEqual([null, null]);
    expect(run(frameOf({ a: 0 }, []), { operation: 'contribution' }).rows).toEqual([]);
  });

  it("refuses bad options with Superset's texts", () => {
    expectError(
      () => run(frame, { operation: 'contribution', options: { columns: ['s'] } }),
      'Column "s" is not numeric or does not exists in the query results.',
    );
    expectError(
      () =>
        run(frame, {
          operation: 'contribution',
          options: { columns: ['a'], rename_columns: ['x', 'y'] },
        }),
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
    expectError(
      () => run(frame, { operation: 'contribution', options: { columns: ['nope'] } }),
      'Referenced columns not available in DataFrame.',
    );
  });
});
