/**
 * pandas `pivot_table(margins=True)`: totals computed from the raw rows with each value's own
 * aggregate (a margin of means is the mean of the rows, not the mean of the means).
 *  - with `columns`: after each value's block a column `(value, 'All', '', ...)` aggregating the
 *    rows of each index tuple, and a last row `('All', '', ...)` aggregating the rows of each
 *    column tuple, the grand total where both meet;
 *  - without `columns`: only the last row, holding the grand totals.
 * With `dropna`, rows with any missing key or value are left out of the margins, as pandas does.
 */
import { aggregateGroups } from './aggregate';
import { groupRows } from './group-by';
import type { PivotCell, PivotValue } from './pivot';
import { invalid } from './post-processing-errors';
import { takeRows, type Column, type Table } from './table';
import { isMissing } from './values';

export interface MarginInput {
  table: Table;
  rows: unknown[][];
  pivotCells: PivotCell[];
  values: PivotValue[];
  indexPositions: number[];
  columnPositions: number[];
  marginName: string;
  dropna: boolean;
}

function tupleKey(values: readonly unknown[]): string {
  return values.map((v) => (isMissing(v) ? '\u0001' : `${typeof v}:${String(v)}`)).join('\u0000');
}

/** Aggregates of `value` over `table` grouped by `positions`, keyed by the group tuple. */
function marginBy(table: Table, positions: number[], value: PivotValue): Map<string, unknown> {
  const agg = value.aggregate;
  if (positions.length === 0) {
    const all = Int32Array.from({ length: table.length }, (_, i) => i);
    return new Map([['', table.length > 0 ? aggregateGroups(table, agg, [all])[0] : NaN]]);
  }
  const groups = groupRows(table, positions);
  const cells = aggregateGroups(table, agg, groups.rows);
  return new Map(groups.keys.map((key, g) => [tupleKey(key), cells[g]]));
}

export function addPivotMargins(input: MarginInput): {
  rows: unknown[][];
  pivotCells: PivotCell[];
} {
  const { table, marginName, indexPositions, columnPositions, values } = input;
  for (const position of [...indexPositions, ...columnPositions.slice(1)]) {
    if ((table.columns[position] as Column).values.some((v) => v === marginName)) {
      throw invalid(`Conflicting name "${marginName}" in margins`);
    }
  }
  // Only the key and value columns matter; with dropna, rows missing any of them are ignored.
  const involved = [
    ...new Set([...indexPositions, ...columnPositions, ...values.map((v) => v.aggregate.position)]),
  ];
  let data = table;
  if (input.dropna) {
    const keep: number[] = [];
    for (let i = 0; i < table.length; i++) {
      if (involved.every((p) => !isMissing((table.columns[p] as Column).values[i]))) keep.push(i);
    }
    data = takeRows(table, keep);
  }

  const marginRow = [marginName, ...indexPositions.slice(1).map(() => '')];
  const rows = [...input.rows, marginRow];
  const grand = new Map(values.map((v) => [v.name, marginBy(data, [], v).get('')]));

  if (columnPositions.length === 0) {
    const pivotCells = input.pivotCells.map((pc) => ({
      ...pc,
      cells: [...pc.cells, grand.get(pc.value.name)],
    }));
    return { rows, pivotCells };
  }

  const marginCombo = [marginName, ...columnPositions.slice(1).map(() => '')];
  const pivotCells: PivotCell[] = [];
  for (const value of values) {
    const byRow = marginBy(data, indexPositions, value);
    const byCombo = marginBy(data, columnPositions, value);
    for (const pc of input.pivotCells.filter((c) => c.value === value)) {
      pivotCells.push({ ...pc, cells: [...pc.cells, byCombo.get(tupleKey(pc.combo)) ?? NaN] });
    }
    const cells: unknown[] = input.rows.map((key) => byRow.get(tupleKey(key)) ?? NaN);
    cells.push(grand.get(value.name));
    pivotCells.push({ value, combo: marginCombo, cells });
  }
  return { rows, pivotCells };
}
