/**
 * pandas `groupby(keys, sort=True, dropna=...)`: rows bucketed by their key tuple, groups in
 * ascending key order (missing keys last when kept), row positions in original order.
 *
 * Each key column is factorised once into the sort rank of its value, so a key tuple is a
 * mixed-radix number: grouping is a Map over numbers and ordering groups a native numeric sort.
 * Only when the product of cardinalities passes 2^53 does it fall back to text keys. Group keys
 * and position lists are built on demand: a pivot of 100k rows into 100k cells needs neither,
 * and allocating them is most of the cost.
 */
import type { Table } from './table';
import { compareNullsLast, isMissing } from './values';

export interface Groups {
  /** Number of groups. */
  readonly count: number;
  /** Group number of every row, -1 for rows dropped for a missing key. */
  readonly groupOf: Int32Array;
  /** Per key column, per group: the rank of the group's key value (missing ranks last). */
  readonly codes: readonly Int32Array[];
  /** Per key column: number of distinct ranks, missing included. */
  readonly cardinalities: readonly number[];
  /** Key value of column `k` for group `g` (null when missing). */
  keyValue(k: number, g: number): unknown;
  /** One key tuple per group, in group order (built on first use). */
  readonly keys: unknown[][];
  /** The row positions of each group (built on first use). */
  readonly rows: Int32Array[];
}

interface Factorized {
  /** Rank of each row's value in sorted order; `missing` for missing values. */
  rank: Int32Array;
  /** Distinct values by rank. */
  sorted: unknown[];
  missing: number;
}

function factorize(values: ArrayLike<unknown>, n: number): Factorized {
  const ids = new Map<unknown, number>();
  const uniques: unknown[] = [];
  const raw = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (isMissing(v)) {
      raw[i] = -1;
      continue;
    }
    let id = ids.get(v);
    if (id === undefined) {
      id = uniques.length;
      ids.set(v, id);
      uniques.push(v);
    }
    raw[i] = id;
  }
  const order = uniques
    .map((_, i) => i)
    .sort((a, b) => compareNullsLast(uniques[a], uniques[b], true));
  const rankOf = new Int32Array(uniques.length);
  order.forEach((id, r) => {
    rankOf[id] = r;
  });
  const missing = uniques.length;
  const rank = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const id = raw[i] as number;
    rank[i] = id < 0 ? missing : (rankOf[id] as number);
  }
  return { rank, sorted: order.map((id) => uniques[id]), missing };
}

export function groupRows(table: Table, keyPositions: readonly number[], dropna = true): Groups {
  const n = table.length;
  const factors = keyPositions.map((p) => factorize(table.columns[p]?.values ?? [], n));
  const cardinalities = factors.map((f) => f.missing + 1);
  const numeric = cardinalities.reduce((a, b) => a * b, 1) <= Number.MAX_SAFE_INTEGER;

  const groupOf = new Int32Array(n);
  const firstRow: number[] = [];
  let order: ArrayLike<number>;
  const product = cardinalities.reduce((a, b) => a * b, 1);
  if (product <= Math.max(4 * n, 65_536)) {
    // Few possible tuples: a dense table indexed by code, scanned in code (= key) order.
    const rowCode = new Int32Array(n);
    const first = new Int32Array(product).fill(-1);
    for (let i = 0; i < n; i++) {
      let code = 0;
      let missing = false;
      for (let k = 0; k < factors.length; k++) {
        const f = factors[k] as Factorized;
        const r = f.rank[i] as number;
        if (r === f.missing) missing = true;
        code = code * (cardinalities[k] as number) + r;
      }
      if (missing && dropna) code = -1;
      else if (first[code] === -1) first[code] = i;
      rowCode[i] = code;
    }
    for (let code = 0; code < product; code++) {
      const row = first[code] as number;
      if (row < 0) continue;
      first[code] = firstRow.length;
      firstRow.push(row);
    }
    for (let i = 0; i < n; i++) {
      const code = rowCode[i] as number;
      groupOf[i] = code < 0 ? -1 : (first[code] as number);
    }
    order = Int32Array.from({ length: firstRow.length }, (_, g) => g);
  } else {
    const ids = new Map<number | string, number>();
    const groupCodes: number[] = [];
    for (let i = 0; i < n; i++) {
      let code = 0;
      let text = '';
      let missing = false;
      for (let k = 0; k < factors.length; k++) {
        const f = factors[k] as Factorized;
        const r = f.rank[i] as number;
        if (r === f.missing) missing = true;
        if (numeric) code = code * (cardinalities[k] as number) + r;
        else text += `${r},`;
      }
      if (missing && dropna) {
        groupOf[i] = -1;
        continue;
      }
      const id = numeric ? code : text;
      let g = ids.get(id);
      if (g === undefined) {
        g = firstRow.length;
        ids.set(id, g);
        firstRow.push(i);
        groupCodes.push(code);
      }
      groupOf[i] = g;
    }
    if (numeric) {
      // Distinct codes: a native numeric sort of the codes gives the group order directly.
      const sortedCodes = Float64Array.from(groupCodes).sort();
      order = Int32Array.from(sortedCodes, (code) => ids.get(code) as number);
    } else {
      const rankAt = (g: number, k: number) =>
        (factors[k] as Factorized).rank[firstRow[g] as number] as number;
      order = Array.from({ length: firstRow.length }, (_, g) => g).sort((a, b) => {
        for (let k = 0; k < factors.length; k++) {
          const c = rankAt(a, k) - rankAt(b, k);
          if (c !== 0) return c;
        }
        return 0;
      });
    }
  }
  const count = firstRow.length;
  const rankOfGroup = new Int32Array(count);
  for (let r = 0; r < count; r++) rankOfGroup[order[r] as number] = r;
  for (let i = 0; i < n; i++) {
    const g = groupOf[i] as number;
    if (g >= 0) groupOf[i] = rankOfGroup[g] as number;
  }
  const codes = factors.map((f) => {
    const out = new Int32Array(count);
    for (let r = 0; r < count; r++)
      out[r] = f.rank[firstRow[order[r] as number] as number] as number;
    return out;
  });

  const keyValue = (k: number, g: number): unknown => {
    const f = factors[k] as Factorized;
    const r = (codes[k] as Int32Array)[g] as number;
    return r === f.missing ? null : f.sorted[r];
  };

  let keys: unknown[][] | undefined;
  let rows: Int32Array[] | undefined;
  return {
    count,
    groupOf,
    codes,
    cardinalities,
    keyValue,
    get keys() {
      keys ??= Array.from({ length: count }, (_, g) => factors.map((_f, k) => keyValue(k, g)));
      return keys;
    },
    get rows() {
      if (rows === undefined) {
        const sizes = new Int32Array(count);
        for (let i = 0; i < n; i++) {
          const g = groupOf[i] as number;
          if (g >= 0) sizes[g] = (sizes[g] as number) + 1;
        }
        // One buffer, one view per group.
        const positions = new Int32Array(n);
        const starts = new Int32Array(count + 1);
        for (let g = 0; g < count; g++)
          starts[g + 1] = (starts[g] as number) + (sizes[g] as number);
        const fill = starts.slice(0, count);
        for (let i = 0; i < n; i++) {
          const g = groupOf[i] as number;
          if (g < 0) continue;
          positions[fill[g] as number] = i;
          fill[g] = (fill[g] as number) + 1;
        }
        rows = Array.from({ length: count }, (_, g) =>
          positions.subarray(starts[g] as number, starts[g + 1] as number),
        );
      }
      return rows;
    },
  };
}

/**
 * The table's rows grouped by the key columns at `keyPositions`; without keys, every row in one
 * group with an empty key (no group at all for an empty table unless `emptyTableIsAGroup`).
 */
export function groupRowsOrAll(
  table: Table,
  keyPositions: readonly number[],
  emptyTableIsAGroup: boolean,
): { keys: unknown[][]; rows: ArrayLike<number>[] } {
  if (keyPositions.length > 0) return groupRows(table, keyPositions);
  if (table.length === 0 && !emptyTableIsAGroup) return { keys: [], rows: [] };
  return { keys: [[]], rows: [Int32Array.from({ length: table.length }, (_, i) => i)] };
}
