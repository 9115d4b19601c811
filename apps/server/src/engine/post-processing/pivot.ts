/**
 * `pivot`: Superset's pivot over pandas `pivot_table`. Rows are the distinct `index` tuples,
 * columns the aggregated source columns crossed with the distinct `columns` tuples, with pandas'
 * rules reproduced:
 *  - missing `columns` values become `column_fill_value` ('<NULL>') first;
 *  - `drop_missing_columns` (pandas `dropna`, default true) drops rows whose keys are missing,
 *    key combinations whose aggregates are all missing, and columns left entirely missing; when
 *    false, missing keys form their own group and several index columns form a full cartesian
 *    product (while columns keep only the combinations present, as Superset re-filters them);
 *  - rows and columns come out sorted (pandas sorts keys and `sort_index(axis=1)`), so value
 *    columns are in alphabetical order of their source column, whatever the aggregates order;
 *  - the pivoted value level is the aggregate's source column, as `pivot_table(values=...)`
 *    keys it (an aggregate `{"avg": {"column": "x"}}` yields columns under `x`);
 *  - `metric_fill_value` fills every missing cell, `marginal_distributions` adds pandas margins.
 * Columns keep their MultiIndex tuple (see table.ts) so rolling/rename/flatten of newer clients
 * work; their label is the old flattened one unless `flatten_columns` is false.
 */
import { aggregateByGroup, resolveAggregates, type ResolvedAggregate } from './aggregate';
import { flattenedLabel, legacyPivotLabel } from './column-labels';
import { resolveSingle, validateColumnArgs } from './column-refs';
import { groupRows } from './group-by';
import { readBool, readNames, readString, type Options } from './options';
import { addPivotMargins } from './pivot-margins';
import {
  invalid,
  MAX_RESULT_CELLS,
  PIVOT_REQUIRES_AGGREGATE,
  PIVOT_REQUIRES_INDEX,
  resultTooLarge,
} from './post-processing-errors';
import type { Column, Table } from './table';
import { compareNullsLast, isMissing, pythonStr } from './values';

export const NULL_STRING = '<NULL>';

export interface PivotValue {
  /** Source column name: the level-0 label of the value's columns. */
  name: string;
  aggregate: ResolvedAggregate;
}

/** One output value column before labelling: its value, its column-key tuple, its cells. */
export interface PivotCell {
  value: PivotValue;
  combo: unknown[];
  cells: unknown[];
}

function tupleKey(values: readonly unknown[]): string {
  return values.map((v) => (isMissing(v) ? '\u0001' : `${typeof v}:${String(v)}`)).join('\u0000');
}

function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const c = compareNullsLast(a[i], b[i], true);
    if (c !== 0) return c;
  }
  return 0;
}

/** Distinct values of each position, sorted, missing last: the levels of a MultiIndex. */
function cartesianRows(tuples: readonly unknown[][], width: number): unknown[][] {
  const levels: unknown[][] = [];
  for (let k = 0; k < width; k++) {
    const seen = new Map<string, unknown>();
    for (const t of tuples) seen.set(tupleKey([t[k]]), t[k]);
    levels.push([...seen.values()].sort((a, b) => compareNullsLast(a, b, true)));
  }
  let out: unknown[][] = [[]];
  for (const level of levels) {
    if (out.length * level.length > MAX_RESULT_CELLS)
      throw resultTooLarge(out.length * level.length);
    const next: unknown[][] = [];
    for (const prefix of out) for (const v of level) next.push([...prefix, v]);
    out = next;
  }
  return out;
}

/** The frame with missing `columns` keys replaced by `column_fill_value`. */
function fillColumnKeys(table: Table, positions: number[], fill: string): Table {
  const columns = table.columns.map((column, p) => {
    if (!positions.includes(p)) return column;
    const values = Array.from(column.values, (v) => (isMissing(v) ? fill : v));
    return { ...column, values };
  });
  return { ...table, columns };
}

export function pivot(input: Table, options: Options): Table {
  validateColumnArgs(input, options, 'index', 'columns');
  const index = readNames(options, 'index');
  const columns = readNames(options, 'columns');
  if (index.length === 0) throw invalid(PIVOT_REQUIRES_INDEX);
  const aggregatesOption = options.aggregates;
  if (
    !aggregatesOption ||
    typeof aggregatesOption !== 'object' ||
    Object.keys(aggregatesOption).length === 0
  ) {
    throw invalid(PIVOT_REQUIRES_AGGREGATE);
  }
  const dropna = readBool(options, 'drop_missing_columns', true);
  const columnFill =
    options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value;
  const metricFill = options.metric_fill_value ?? null;
  const margins = readBool(options, 'marginal_distributions', false);
  const marginName = readString(options, 'marginal_distribution_name') ?? 'All';
  const combine = readBool(options, 'combine_value_with_metric', false);

  const indexPositions = index.map((name) => resolveSingle(input, name));
  const columnPositions = columns.map((name) => resolveSingle(input, name));
  // Python truthiness: an empty or null fill value leaves missing keys missing.
  const table =
    columnPositions.length > 0 && columnFill !== null && columnFill !== '' && columnFill !== false
      ? fillColumnKeys(input, columnPositions, pythonStr(columnFill))
      : input;

  const resolved = resolveAggregates(table, aggregatesOption);
  // pandas keys aggfunc by source column: a later aggregate on the same column replaces the
  // function but keeps the first position; the value level is then sorted.
  const byColumn = new Map<string, ResolvedAggregate>();
  for (const agg of resolved) byColumn.set(agg.column, agg);
  const values: PivotValue[] = [...byColumn.entries()]
    .map(([name, aggregate]) => ({ name, aggregate }))
    .sort((a, b) => compareNullsLast(a.name, b.name, true));

  const width = indexPositions.length;
  const groups = groupRows(table, [...indexPositions, ...columnPositions], dropna);
  const aggregated = values.map((v) => aggregateByGroup(table, v.aggregate, groups));

  // Long format -> wide. Groups come sorted by (index..., columns...), so a new output row starts
  // whenever an index key changes; column tuples are told apart by their key ranks.
  const { codes, cardinalities } = groups;
  const comboWidth = columnPositions.length;
  const comboProduct = cardinalities.slice(width).reduce((a, b) => a * b, 1);
  const comboCode = (g: number): number | string => {
    if (comboProduct <= Number.MAX_SAFE_INTEGER) {
      let code = 0;
      for (let k = width; k < width + comboWidth; k++) {
        code = code * (cardinalities[k] as number) + ((codes[k] as Int32Array)[g] as number);
      }
      return code;
    }
    return codes
      .slice(width)
      .map((c) => c[g])
      .join(',');
  };
  const rowKeys: unknown[][] = [];
  const comboIds = new Map<number | string, number>();
  const comboFirstGroup: number[] = [];
  const kept: number[] = [];
  const rowOfGroup = new Int32Array(groups.count);
  const comboOfGroup = new Int32Array(groups.count);
  const keyTuple = (g: number, from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => groups.keyValue(from + k, g));
  let previous = -1;
  for (let g = 0; g < groups.count; g++) {
    if (dropna && aggregated.every((cells) => isMissing(cells[g]))) continue;
    let sameRow = previous >= 0;
    for (let k = 0; k < width && sameRow; k++) {
      const c = codes[k] as Int32Array;
      sameRow = c[g] === c[previous];
    }
    if (!sameRow) rowKeys.push(keyTuple(g, 0, width));
    previous = g;
    const code = comboCode(g);
    let comboId = comboIds.get(code);
    if (comboId === undefined) {
      comboId = comboFirstGroup.length;
      comboIds.set(code, comboId);
      comboFirstGroup.push(g);
    }
    rowOfGroup[g] = rowKeys.length - 1;
    comboOfGroup[g] = comboId;
    kept.push(g);
  }
  const comboKeys = comboFirstGroup.map((g) => keyTuple(g, width, width + comboWidth));

  // Without `columns` every value has exactly one column, even when no row survived.
  if (comboWidth === 0 && comboKeys.length === 0) comboKeys.push([]);
  let rows = rowKeys;
  let outputRowOf: (row: number) => number = (row) => row;
  if (!dropna && width > 1) {
    rows = cartesianRows(rowKeys, width);
    const rowOf = new Map(rows.map((key, r) => [tupleKey(key), r]));
    const mapped = rowKeys.map((key) => rowOf.get(tupleKey(key)) as number);
    outputRowOf = (row) => mapped[row] as number;
  }
  const comboRank = (c: number, k: number) =>
    (codes[width + k] as Int32Array)[comboFirstGroup[c] as number] as number;
  const comboOrder = comboKeys
    .map((_, c) => c)
    .sort((a, b) => {
      for (let k = 0; k < comboWidth; k++) {
        const d = comboRank(a, k) - comboRank(b, k);
        if (d !== 0) return d;
      }
      return 0;
    });
  const slotOfCombo = new Int32Array(comboKeys.length);
  comboOrder.forEach((c, slot) => {
    slotOfCombo[c] = slot;
  });

  const cellCount = rows.length * values.length * Math.max(1, comboOrder.length);
  if (cellCount > MAX_RESULT_CELLS) throw resultTooLarge(cellCount);

  let pivotCells: PivotCell[] = [];
  values.forEach((value, v) => {
    const source = aggregated[v] as ArrayLike<unknown>;
    const byCombo = comboOrder.map(() => new Array<unknown>(rows.length).fill(NaN));
    for (const g of kept) {
      const slot = byCombo[slotOfCombo[comboOfGroup[g] as number] as number] as unknown[];
      slot[outputRowOf(rowOfGroup[g] as number)] = source[g];
    }
    comboOrder.forEach((c, slot) => {
      pivotCells.push({
        value,
        combo: comboKeys[c] as unknown[],
        cells: byCombo[slot] as unknown[],
      });
    });
  });

  if (metricFill !== null) {
    for (const pc of pivotCells) {
      for (let r = 0; r < pc.cells.length; r++)
        if (isMissing(pc.cells[r])) pc.cells[r] = metricFill;
    }
  }

  if (margins) {
    const withMargins = addPivotMargins({
      table,
      rows,
      pivotCells,
      values,
      indexPositions,
      columnPositions,
      marginName,
      dropna,
    });
    rows = withMargins.rows;
    pivotCells = withMargins.pivotCells;
  }

  if (dropna) pivotCells = pivotCells.filter((pc) => pc.cells.some((v) => !isMissing(v)));

  return buildPivotTable({
    table,
    rows,
    pivotCells,
    indexPositions,
    columns,
    columnPositions,
    combine,
    singleAggregate: resolved.length === 1,
    flattenColumns: options.flatten_columns !== false,
    resetIndex: options.reset_index === true,
    index,
  });
}

interface BuildInput {
  table: Table;
  rows: unknown[][];
  pivotCells: PivotCell[];
  indexPositions: number[];
  columns: string[];
  columnPositions: number[];
  combine: boolean;
  singleAggregate: boolean;
  flattenColumns: boolean;
  resetIndex: boolean;
  index: string[];
}

function buildPivotTable(input: BuildInput): Table {
  const { table, rows, indexPositions, columnPositions } = input;
  const hasColumns = columnPositions.length > 0;
  let cells = input.pivotCells;
  if (input.combine && hasColumns) {
    // pandas `stack(0).unstack()`: the value level moves last and columns re-sort by combo.
    cells = [...cells].sort(
      (a, b) =>
        compareTuples(a.combo, b.combo) || compareNullsLast(a.value.name, b.value.name, true),
    );
  }
  const indexColumns: Column[] = indexPositions.map((position, k) => {
    const source = table.columns[position] as Column;
    return { name: source.name, type: source.type, values: rows.map((key) => key[k] ?? null) };
  });
  const valueColumns: Column[] = cells.map((pc) => {
    const type = pc.value.aggregate.type;
    if (!hasColumns) return { name: pc.value.name, type, values: pc.cells };
    const comboLabels = pc.combo.map((v, k) => {
      if (v === null) return null;
      const position = columnPositions[k];
      const keyType = position === undefined ? null : (table.columns[position] as Column).type;
      return typeof v === 'string' ? v : pythonStr(v, keyType);
    });
    const levels = input.combine
      ? [...comboLabels, pc.value.name]
      : [pc.value.name, ...comboLabels];
    const name = !input.flattenColumns
      ? flattenedLabel(levels)
      : input.singleAggregate
        ? legacyPivotLabel(comboLabels)
        : legacyPivotLabel(levels);
    return { name, type, values: pc.cells, levels };
  });
  const levelNames = hasColumns
    ? input.combine
      ? [...input.columns, null]
      : [null, ...input.columns]
    : undefined;
  return {
    columns: [...indexColumns, ...valueColumns],
    length: rows.length,
    index: input.resetIndex ? input.index.slice(1) : [...input.index],
    ...(levelNames ? { levelNames } : {}),
  };
}
