/**
 * `aggregate`: group by `groupby` (or take the whole frame as one group) and apply the
 * "aggregates" config `{<output name>: {operator, column?, options?}}`. The config is resolved by
 * `resolveAggregates`, shared with `pivot` (Superset's `_get_aggregate_funcs`).
 */
import { hasReference, resolveSingle, validateColumnArgs } from './column-refs';
import { NUMERIC, type GenericType } from './frame';
import { groupRows, type Groups } from './group-by';
import { keepsSourceType, NUMPY_FUNCTIONS, type AggregateFunction } from './numpy-functions';
import { readNames, type Options } from './options';
import {
  aggregateColumnUndefined,
  aggregateOperatorUndefined,
  invalid,
  invalidNumpyFunction,
} from './post-processing-errors';
import type { Column, ColumnValues, Table } from './table';
import { numericValues, isNumericColumn, pythonRepr } from './values';

export interface ResolvedAggregate {
  name: string;
  column: string;
  position: number;
  operator: string;
  fn: AggregateFunction;
  options: Record<string, unknown>;
  type: GenericType;
}

/** Validates an aggregates config in Superset's order: column, then operator, then the function. */
export function resolveAggregates(table: Table, aggregates: unknown): ResolvedAggregate[] {
  if (aggregates === undefined || aggregates === null) return [];
  if (typeof aggregates !== 'object' || Array.isArray(aggregates)) {
    throw invalid(`Invalid value for \`aggregates\`: ${pythonRepr(aggregates)}`);
  }
  return Object.entries(aggregates as Record<string, unknown>).map(([name, raw]) => {
    const config = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const column = typeof config.column === 'string' ? config.column : name;
    if (!hasReference(table, column)) throw aggregateColumnUndefined(column);
    if (!('operator' in config)) throw aggregateOperatorUndefined(name);
    const operator = String(config.operator);
    const fn = NUMPY_FUNCTIONS.get(operator);
    if (fn === undefined) throw invalidNumpyFunction(operator);
    const options = (
      config.options && typeof config.options === 'object' ? config.options : {}
    ) as Record<string, unknown>;
    const position = resolveSingle(table, column);
    const source = table.columns[position] as Column;
    const type = keepsSourceType(operator) && !isNumericColumn(source) ? source.type : NUMERIC;
    return { name, column, position, operator, fn, options, type };
  });
}

/**
 * One pass over the rows for the common reductions of numeric columns (pivots of timeseries use
 * `mean` on every cell), instead of gathering every group into arrays.
 */
function reduceByGroup(
  operator: string,
  nums: Float64Array,
  groups: Groups,
): Float64Array | undefined {
  const { count } = groups;
  const { groupOf } = groups;
  const n = nums.length;
  switch (operator) {
    case 'count': {
      const sizes = new Float64Array(count);
      for (let i = 0; i < n; i++) {
        const g = groupOf[i] as number;
        if (g >= 0) sizes[g] = (sizes[g] as number) + 1;
      }
      return sizes;
    }
    case 'sum':
    case 'nansum':
    case 'mean':
    case 'nanmean': {
      const sum = new Float64Array(count);
      const compensation = new Float64Array(count);
      const present = new Float64Array(count);
      for (let i = 0; i < n; i++) {
        const g = groupOf[i] as number;
        const x = nums[i] as number;
        if (g < 0 || Number.isNaN(x)) continue;
        const s = sum[g] as number;
        const t = s + x;
        compensation[g] =
          (compensation[g] as number) + (Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s);
        sum[g] = t;
        present[g] = (present[g] as number) + 1;
      }
      const mean = operator === 'mean' || operator === 'nanmean';
      return sum.map((s, g) => {
        const total = s + (compensation[g] as number);
        if (!mean) return total;
        const m = present[g] as number;
        return m === 0 ? NaN : total / m;
      });
    }
    case 'min':
    case 'max':
    case 'nanmin':
    case 'nanmax': {
      const out = new Float64Array(count).fill(NaN);
      const max = operator.endsWith('max');
      for (let i = 0; i < n; i++) {
        const g = groupOf[i] as number;
        const x = nums[i] as number;
        if (g < 0 || Number.isNaN(x)) continue;
        const current = out[g] as number;
        if (Number.isNaN(current) || (max ? x > current : x < current)) out[g] = x;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Applies one resolved aggregate to every group of a grouping. */
export function aggregateByGroup(
  table: Table,
  aggregate: ResolvedAggregate,
  groups: Groups,
): ColumnValues {
  const source = table.columns[aggregate.position] as Column;
  if (isNumericColumn(source)) {
    const fast = reduceByGroup(aggregate.operator, numericValues(source), groups);
    if (fast !== undefined) return fast;
  }
  return aggregateGroups(table, aggregate, groups.rows);
}

/** Applies one resolved aggregate to every group (row position lists) of its column. */
export function aggregateGroups(
  table: Table,
  aggregate: ResolvedAggregate,
  groups: readonly ArrayLike<number>[],
): unknown[] {
  const source = table.columns[aggregate.position] as Column;
  const numeric = isNumericColumn(source);
  const nums = numericValues(source);
  return groups.map((positions) => {
    const size = positions.length;
    const groupNums = new Float64Array(size);
    const raw = new Array<unknown>(size);
    for (let i = 0; i < size; i++) {
      const p = positions[i] as number;
      groupNums[i] = nums[p] as number;
      raw[i] = source.values[p];
    }
    return aggregate.fn({ nums: groupNums, raw, numeric }, aggregate.options);
  });
}

export function aggregate(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'groupby');
  const groupby = readNames(options, 'groupby');
  const aggregates = resolveAggregates(table, options.aggregates);
  const keyPositions = groupby.map((name) => resolveSingle(table, name));

  // Without groupby Superset groups by a constant: one group, or none for an empty frame.
  const groups = groupRows(table, keyPositions);
  const keyColumns: Column[] = keyPositions.map((position, k) => {
    const source = table.columns[position] as Column;
    const values = Array.from({ length: groups.count }, (_, g) => groups.keyValue(k, g));
    return { name: source.name, type: source.type, values };
  });
  const aggregateColumns: Column[] = aggregates.map((agg) => ({
    name: agg.name,
    type: agg.type,
    values: aggregateByGroup(table, agg, groups),
  }));
  return { columns: [...keyColumns, ...aggregateColumns], length: groups.count, index: [] };
}
