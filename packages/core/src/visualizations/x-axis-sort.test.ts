import { describe, expect, it } from 'vitest';
import { sortXAxisRows, xAxisSortOf, type XAxisSort } from './x-axis-sort';

const single = { xAxisLabel: 'origin', metricLabels: ['count', 'SUM(delay)'], grouped: false };
const grouped = { ...single, grouped: true };

describe('xAxisSortOf', () => {
  it('sorts by the axis labels or by a metric of the chart', () => {
    expect(xAxisSortOf({ x_axis_sort: 'origin', x_axis_sort_asc: false }, single)).toEqual({
      kind: 'label',
      ascending: false,
    });
    expect(xAxisSortOf({ x_axis_sort: 'count' }, single)).toEqual({
      kind: 'column',
      column: 'count',
      ascending: true,
    });
  });

  it('keeps the query order when unset or when the sort names something the chart lacks', () => {
    expect(xAxisSortOf({}, single)).toBeNull();
    expect(xAxisSortOf({ x_axis_sort: 'AVG(distance)' }, single)).toBeNull();
  });

  it('scores grouped rows by name ascending unless told otherwise', () => {
    expect(xAxisSortOf({ x_axis_sort: 'count' }, grouped)).toEqual({
      kind: 'series',
      type: 'name',
      ascending: true,
    });
    expect(
      xAxisSortOf({ x_axis_sort_series: 'max', x_axis_sort_series_ascending: false }, grouped),
    ).toEqual({ kind: 'series', type: 'max', ascending: false });
    expect(xAxisSortOf({ x_axis_sort_series: 'median' }, grouped)).toBeNull();
  });
});

describe('sortXAxisRows', () => {
  // Flights per origin; LAS and PHX tie on count, SEA has no delay total.
  const rows = [
    { origin: 'DEN', count: 40, 'SUM(delay)': 120 },
    { origin: 'LAS', count: 25, 'SUM(delay)': 300 },
    { origin: 'ATL', count: 90, 'SUM(delay)': -5 },
    { origin: 'PHX', count: 25, 'SUM(delay)': 10 },
    { origin: 'SEA', count: 60, 'SUM(delay)': null },
  ];
  const origins = (sorted: ReadonlyArray<{ origin: string }>) => sorted.map((row) => row.origin);
  const by = (sort: XAxisSort) => origins(sortXAxisRows(rows, sort, 'origin'));

  it('orders by a metric, ties in query order, missing values last both ways', () => {
    expect(by({ kind: 'column', column: 'count', ascending: false })).toEqual([
      'ATL',
      'SEA',
      'DEN',
      'LAS',
      'PHX',
    ]);
    expect(by({ kind: 'column', column: 'count', ascending: true })).toEqual([
      'LAS',
      'PHX',
      'DEN',
      'SEA',
      'ATL',
    ]);
    expect(by({ kind: 'column', column: 'SUM(delay)', ascending: false })).toEqual([
      'LAS',
      'DEN',
      'PHX',
      'ATL',
      'SEA',
    ]);
    expect(by({ kind: 'column', column: 'SUM(delay)', ascending: true })).toEqual([
      'ATL',
      'PHX',
      'DEN',
      'LAS',
      'SEA',
    ]);
  });

  it('orders by the labels, numbers by value', () => {
    expect(by({ kind: 'label', ascending: true })).toEqual(['ATL', 'DEN', 'LAS', 'PHX', 'SEA']);
    expect(by({ kind: 'label', ascending: false })).toEqual(['SEA', 'PHX', 'LAS', 'DEN', 'ATL']);
    const numeric = [{ bucket: 10 }, { bucket: 9 }, { bucket: 100 }];
    expect(
      sortXAxisRows(numeric, { kind: 'label', ascending: true }, 'bucket').map((r) => r.bucket),
    ).toEqual([9, 10, 100]);
  });

  it('does not change its input', () => {
    const before = origins(rows);
    sortXAxisRows(rows, { kind: 'label', ascending: false }, 'origin');
    expect(origins(rows)).toEqual(before);
  });

  describe('grouped rows (one column per series)', () => {
    // Per carrier: ua = [5, 1, 7], aa = [3, null, 1], dl = [4, 9, 2] for x = b, A, c.
    const wide = [
      { x: 'b', ua: 5, aa: 3, dl: 4 },
      { x: 'A', ua: 1, aa: null, dl: 9 },
      { x: 'c', ua: 7, aa: 1, dl: 2 },
    ];
    const xs = (sort: XAxisSort) => sortXAxisRows(wide, sort, 'x').map((row) => row.x);

    it('scores each x by its series (sum 12/10/10, min 3/1/1, max 5/9/7, avg 4/5/3.33)', () => {
      expect(xs({ kind: 'series', type: 'sum', ascending: false })).toEqual(['b', 'A', 'c']);
      expect(xs({ kind: 'series', type: 'min', ascending: true })).toEqual(['A', 'c', 'b']);
      expect(xs({ kind: 'series', type: 'max', ascending: false })).toEqual(['A', 'c', 'b']);
      expect(xs({ kind: 'series', type: 'avg', ascending: true })).toEqual(['c', 'b', 'A']);
    });

    it('orders names without regard to case', () => {
      expect(xs({ kind: 'series', type: 'name', ascending: true })).toEqual(['A', 'b', 'c']);
      expect(xs({ kind: 'series', type: 'name', ascending: false })).toEqual(['c', 'b', 'A']);
    });
  });
});
