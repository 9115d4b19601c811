import { describe, expect, it } from 'vitest';
import { frameOf, names, run, utc } from './test-support';

const d1 = utc('2021-01-01');
const frame = frameOf({ ds: 2, city: 1, a: 0, b: 0 }, [
  [d1, 'Paris, FR', 1, 10],
  [d1, 'Rome', 2, 20],
]);
const pivot = {
  operation: 'pivot',
  options: {
    index: ['ds'],
    columns: ['city'],
    aggregates: { a: { operator: 'sum' }, b: { operator: 'sum' } },
  },
};

describe('flatten', () => {
  it('joins every level with ", ", escaping commas inside a level', () => {
    const out = run(frame, pivot, { operation: 'flatten' });
    expect(names(out)).toEqual(['ds', 'a, Paris\\, FR', 'a, Rome', 'b, Paris\\, FR', 'b, Rome']);
    expect(out.rows).toEqual([
      { ds: d1, 'a, Paris\\, FR': 1, 'a, Rome': 2, 'b, Paris\\, FR': 10, 'b, Rome': 20 },
    ]);
    expect(out.columns.map((c) => c.type)).toEqual([2, 0, 0, 0, 0]);
  });

  it('keeps the aggregate level a single-aggregate pivot leaves out of its own labels', () => {
    const single = {
      operation: 'pivot',
      options: { index: ['ds'], columns: ['city'], aggregates: { a: { operator: 'sum' } } },
    };
    expect(names(run(frame, single))).toEqual(['ds', 'Paris, FR', 'Rome']);
    expect(names(run(frame, single, { operation: 'flatten' }))).toEqual([
      'ds',
      'a, Paris\\, FR',
      'a, Rome',
    ]);
  });

  it('drops levels by position or name', () => {
    expect(
      names(run(frame, pivot, { operation: 'flatten', options: { drop_levels: [0] } })),
    ).toEqual(['ds', 'Paris\\, FR', 'Rome', 'Paris\\, FR', 'Rome']);
    expect(
      names(run(frame, pivot, { operation: 'flatten', options: { drop_levels: ['city'] } })),
    ).toEqual(['ds', 'a', 'a', 'b', 'b']);
  });

  it('leaves flat frames alone', () => {
    expect(run(frame, { operation: 'flatten' })).toEqual(frame);
    expect(run(frameOf({ a: 0 }, []), { operation: 'flatten' }).rows).toEqual([]);
  });

  it('forgets the index (a later index sort keeps the order)', () => {
    const unsorted = frameOf({ ds: 2, city: 1, a: 0 }, [
      [utc('2021-01-02'), 'Rome', 1],
      [d1, 'Rome', 2],
    ]);
    const single = {
      operation: 'pivot',
      options: { index: ['ds'], aggregates: { a: { operator: 'sum' } } },
    };
    const kept = run(
      unsorted,
      single,
      { operation: 'flatten', options: { reset_index: false } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
    );
    expect(kept.rows.map((r) => r.ds)).toEqual([utc('2021-01-02'), d1]);
    const reset = run(
      unsorted,
      single,
      { operation: 'flatten' },
      { operation: 'sort', options: { is_sort_index: true } },
    );
    expect(reset.rows.map((r) => r.ds)).toEqual([d1, utc('2021-01-02')]);
  });
});
