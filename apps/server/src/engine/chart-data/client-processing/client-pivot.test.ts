import { describe, expect, it } from 'vitest';
import { NUMERIC, STRING } from '../../post-processing/frame';
import { frameOf } from '../../post-processing/test-support';
import { pivotTableV2, type PivotOptions } from './client-pivot';

// What a pivot table's query returns: one row per (region, year), SUM(amount) as `total` and
// COUNT(*) as `n`; south has no 2024 row.
const RESULT = frameOf({ region: STRING, year: NUMERIC, total: NUMERIC, n: NUMERIC }, [
  ['north', 2023, 10, 1],
  ['north', 2024, 20, 2],
  ['south', 2023, 5, 3],
  ['east', 2024, 7, 4],
]);

const BASE: PivotOptions = {
  rows: ['region'],
  columns: ['year'],
  metrics: ['total'],
  aggregate: 'Sum',
  transpose: false,
  combineMetrics: false,
  rowTotals: false,
  colTotals: false,
  metricsOnRows: false,
};

const pivot = (options: Partial<PivotOptions>) => pivotTableV2(RESULT, { ...BASE, ...options });

describe('pivotTableV2', () => {
  it('puts the row groups down and metric × column groups across, sorted', () => {
    const grid = pivot({});
    expect(grid.rows.keys).toEqual([['east'], ['north'], ['south']]);
    expect(grid.columns.keys).toEqual([
      ['total', 2023],
      ['total', 2024],
    ]);
    expect(grid.columns.names).toEqual([null, 'year']);
    expect(grid.cells).toEqual([
      [NaN, 7],
      [10, 20],
      [5, NaN],
    ]);
  });

  it('adds totals and subtotals that aggregate the leaf cells of their block', () => {
    const grid = pivot({ rowTotals: true, colTotals: true });
    expect(grid.columns.keys).toEqual([
      ['total', 2023],
      ['total', 2024],
      ['total', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(grid.rows.keys).toEqual([['east'], ['north'], ['south'], ['Total (Sum)']]);
    // Row sums: east 7, north 10 + 20, south 5; column sums: 2023 10 + 5, 2024 20 + 7.
    expect(grid.cells).toEqual([
      [NaN, 7, 7, 7],
      [10, 20, 30, 30],
      [5, NaN, 5, 5],
      [15, 27, 42, 42],
    ]);
  });

  it('groups metrics side by side per column group when combining them', () => {
    const grid = pivot({ metrics: ['total', 'n'], combineMetrics: true });
    expect(grid.columns.keys).toEqual([
      [2023, 'total'],
      [2023, 'n'],
      [2024, 'total'],
      [2024, 'n'],
    ]);
    expect(grid.columns.names).toEqual(['year', null]);
    expect(grid.cells[1]).toEqual([10, 1, 20, 2]);
  });

  it('keeps metric-major columns in the order the metrics were given', () => {
    const grid = pivot({ metrics: ['total', 'n'] });
    expect(grid.columns.keys).toEqual([
      ['total', 2023],
      ['total', 2024],
      ['n', 2023],
      ['n', 2024],
    ]);
  });

  it('lays metrics out as rows, and transposes', () => {
    const onRows = pivot({ metricsOnRows: true });
    expect(onRows.rows.keys).toEqual([
      ['total', 'east'],
      ['total', 'north'],
      ['total', 'south'],
    ]);
    expect(onRows.columns.keys).toEqual([['2023'], ['2024']]);
    expect(onRows.cells).toEqual([
      [NaN, 7],
      [10, 20],
      [5, NaN],
    ]);
    const transposed = pivot({ transpose: true });
    expect(transposed.rows.keys).toEqual([['2023'], ['2024']]);
    expect(transposed.columns.keys).toEqual([
      ['total', 'east'],
      ['total', 'north'],
      ['total', 'south'],
    ]);
  });

  it('divides by the grand, row or column sums for the fraction aggregates', () => {
    // Grand total 42; north's row sums to 30; 2023's column sums to 15.
    expect(pivot({ aggregate: 'Sum as Fraction of Total' }).cells[1]).toEqual([10 / 42, 20 / 42]);
    expect(pivot({ aggregate: 'Sum as Fraction of Rows' }).cells[1]).toEqual([10 / 30, 20 / 30]);
    expect(pivot({ aggregate: 'Sum as Fraction of Columns' }).cells[1]).toEqual([10 / 15, 20 / 27]);
  });

  it('counts the result rows of each cell with Count', () => {
    expect(pivot({ aggregate: 'Count' }).cells).toEqual([
      [NaN, 1],
      [1, 1],
      [1, NaN],
    ]);
  });

  it('labels the single row as the total without row groups', () => {
    const grid = pivot({ rows: [] });
    expect(grid.rows.keys).toEqual([['Total (Sum)']]);
    expect(grid.cells).toEqual([[15, 27]]);
  });

  it('keeps several row levels as tuples with subtotals per group', () => {
    const grid = pivot({ rows: ['region', 'year'], columns: [], colTotals: true });
    expect(grid.rows.names).toEqual(['region', 'year']);
    expect(grid.rows.keys).toEqual([
      ['east', 2024],
      ['east', 'Subtotal'],
      ['north', 2023],
      ['north', 2024],
      ['north', 'Subtotal'],
      ['south', 2023],
      ['south', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(grid.cells.map((row) => row[0])).toEqual([7, 7, 10, 20, 30, 5, 5, 42]);
  });

  it('sorts a missing group last and labels it nan', () => {
    const frame = frameOf({ region: STRING, total: NUMERIC }, [
      [null, 1],
      ['b', 2],
      ['a', 3],
    ]);
    const grid = pivotTableV2(frame, { ...BASE, columns: [] });
    expect(grid.rows.keys).toEqual([['a'], ['b'], ['nan']]);
    expect(grid.cells).toEqual([[3], [2], [1]]);
  });
});
