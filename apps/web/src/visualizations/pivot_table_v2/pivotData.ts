/**
 * The pivot engine (pure): records → cells keyed by row and column keys, with every subtotal
 * (partial key) and total (empty key) aggregated from the records themselves, never from other
 * cells, so Average, Median or Count totals are right. Keys are ordered per level by key or by
 * total value; attributes with a fixed order (the metric names) keep it. Subtotal keys come
 * after their children, or before them when shown on top.
 */
import {
  createPivotAccumulator,
  fractionBase,
  type PivotAccumulator,
  type PivotAggregate,
  type PivotCellValue,
} from '@panorama/core/pivot/pivot-aggregators';
import { fixedOrder, naturalSort } from '@panorama/core/pivot/natural-sort';

export type PivotValue = string | number | boolean | null;
export type PivotKey = PivotValue[];

export const KEY_ORDERS = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'] as const;
export type KeyOrder = (typeof KEY_ORDERS)[number];

export interface PivotOptions {
  /** Attribute (record field) names laid out down the rows and across the columns. */
  rows: readonly string[];
  cols: readonly string[];
  /** The record field holding the value to aggregate. */
  valueField: string;
  aggregateFunction: PivotAggregate;
  rowOrder: KeyOrder;
  colOrder: KeyOrder;
  /** Attributes whose values keep a given order whatever the sort (the metric names). */
  fixedOrders?: Readonly<Record<string, readonly PivotValue[]>>;
  /** Include partial keys (subtotals) in `rowKeys` / `colKeys`, and where. */
  rowSubtotals: boolean;
  colSubtotals: boolean;
  rowSubtotalsOnTop: boolean;
  colSubtotalsOnTop: boolean;
}

export interface Pivot {
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  /** Whether any record falls into the cell (an empty cell shows nothing). */
  has(rowKey: PivotKey, colKey: PivotKey): boolean;
  /** The aggregated value; `[]` as a key means the total over that axis. */
  value(rowKey: PivotKey, colKey: PivotKey): PivotCellValue;
}

/** A key as a map key: JSON keeps null, '' and numbers apart. */
export function flatKey(key: readonly PivotValue[]): string {
  return JSON.stringify(key);
}

function asPivotValue(value: unknown): PivotValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

interface KeyNode {
  key: PivotKey;
  children: Map<string, KeyNode>;
}

function newNode(key: PivotKey): KeyNode {
  return { key, children: new Map() };
}

function addPath(root: KeyNode, key: PivotKey): void {
  let node = root;
  key.forEach((_, depth) => {
    const prefix = key.slice(0, depth + 1);
    const id = flatKey(prefix);
    let child = node.children.get(id);
    if (!child) {
      child = newNode(prefix);
      node.children.set(id, child);
    }
    node = child;
  });
}

type Comparator = (left: KeyNode, right: KeyNode) => number;

function levelComparator(
  attr: string,
  order: KeyOrder,
  fixedOrders: PivotOptions['fixedOrders'],
  totalOf: (key: PivotKey) => PivotCellValue,
): Comparator {
  const last = (node: KeyNode) => node.key[node.key.length - 1] ?? null;
  const fixed = fixedOrders?.[attr];
  if (fixed) {
    const compare = fixedOrder(fixed);
    return (a, b) => compare(last(a), last(b));
  }
  const byKey: Comparator = (a, b) => naturalSort(last(a), last(b));
  switch (order) {
    case 'key_a_to_z':
      return byKey;
    case 'key_z_to_a':
      return (a, b) => byKey(b, a);
    case 'value_a_to_z':
      return (a, b) => naturalSort(totalOf(a.key), totalOf(b.key)) || byKey(a, b);
    case 'value_z_to_a':
      return (a, b) => naturalSort(totalOf(b.key), totalOf(a.key)) || byKey(a, b);
  }
}

function orderedKeys(
  root: KeyNode,
  attrs: readonly string[],
  order: KeyOrder,
  fixedOrders: PivotOptions['fixedOrders'],
  totalOf: (key: PivotKey) => PivotCellValue,
  withPartials: boolean,
  partialsOnTop: boolean,
): PivotKey[] {
  const comparators = attrs.map((attr) => levelComparator(attr, order, fixedOrders, totalOf));
  const keys: PivotKey[] = [];
  const visit = (node: KeyNode, depth: number) => {
    const compare = comparators[depth] as Comparator;
    for (const child of [...node.children.values()].sort(compare)) {
      const isLeaf = depth === attrs.length - 1;
      const partial = withPartials && !isLeaf;
      if (partial && partialsOnTop) keys.push(child.key);
      if (isLeaf) keys.push(child.key);
      else visit(child, depth + 1);
      if (partial && !partialsOnTop) keys.push(child.key);
    }
  };
  if (attrs.length > 0) visit(root, 0);
  return keys;
}

export function buildPivot(
  records: ReadonlyArray<Record<string, unknown>>,
  options: PivotOptions,
): Pivot {
  const { rows, cols, valueField, aggregateFunction } = options;
  // cells[flat row prefix][flat col prefix]; prefix length 0 is the total over that axis.
  const cells = new Map<string, Map<string, PivotAccumulator>>();
  const rowRoot = newNode([]);
  const colRoot = newNode([]);

  const cellFor = (rowId: string, colId: string): PivotAccumulator => {
    let byCol = cells.get(rowId);
    if (!byCol) {
      byCol = new Map();
      cells.set(rowId, byCol);
    }
    let accumulator = byCol.get(colId);
    if (!accumulator) {
      accumulator = createPivotAccumulator(aggregateFunction);
      byCol.set(colId, accumulator);
    }
    return accumulator;
  };

  for (const record of records) {
    const rowKey = rows.map((attr) => asPivotValue(record[attr]));
    const colKey = cols.map((attr) => asPivotValue(record[attr]));
    addPath(rowRoot, rowKey);
    addPath(colRoot, colKey);
    const rowIds = rowKey.map((_, i) => flatKey(rowKey.slice(0, i + 1)));
    const colIds = colKey.map((_, i) => flatKey(colKey.slice(0, i + 1)));
    rowIds.unshift(flatKey([]));
    colIds.unshift(flatKey([]));
    const value = record[valueField];
    for (const rowId of rowIds) {
      for (const colId of colIds) cellFor(rowId, colId).push(value);
    }
  }

  const accumulatorAt = (rowKey: PivotKey, colKey: PivotKey) =>
    cells.get(flatKey(rowKey))?.get(flatKey(colKey));
  const base = fractionBase(aggregateFunction);

  const value = (rowKey: PivotKey, colKey: PivotKey): PivotCellValue => {
    const accumulator = accumulatorAt(rowKey, colKey);
    if (!accumulator) return null;
    const own = accumulator.value();
    if (!base) return own;
    const denominator = (
      base === 'total'
        ? accumulatorAt([], [])
        : base === 'row'
          ? accumulatorAt(rowKey, [])
          : accumulatorAt([], colKey)
    )?.value();
    if (typeof own !== 'number' || typeof denominator !== 'number' || denominator === 0) {
      return null;
    }
    return own / denominator;
  };

  return {
    rowKeys: orderedKeys(
      rowRoot,
      rows,
      options.rowOrder,
      options.fixedOrders,
      (key) => value(key, []),
      options.rowSubtotals,
      options.rowSubtotalsOnTop,
    ),
    colKeys: orderedKeys(
      colRoot,
      cols,
      options.colOrder,
      options.fixedOrders,
      (key) => value([], key),
      options.colSubtotals,
      options.colSubtotalsOnTop,
    ),
    has: (rowKey, colKey) => accumulatorAt(rowKey, colKey) !== undefined,
    value,
  };
}
