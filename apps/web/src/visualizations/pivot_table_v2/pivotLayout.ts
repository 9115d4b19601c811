/**
 * Table layout of a pivot (pure): which keys show once some header cells are collapsed, and how
 * many rows (or columns) each header cell spans, so equal leading values merge into one cell.
 */
import { flatKey, type PivotKey } from './pivotData';

/** Keys not hidden by a collapsed ancestor (a collapsed key itself stays, as its subtotal). */
export function visibleKeys(keys: readonly PivotKey[], collapsed: ReadonlySet<string>): PivotKey[] {
  if (collapsed.size === 0) return [...keys];
  return keys.filter((key) => {
    for (let length = 1; length < key.length; length += 1) {
      if (collapsed.has(flatKey(key.slice(0, length)))) return false;
    }
    return true;
  });
}

/**
 * For each key and each of its levels: the number of consecutive keys the header cell spans
 * (on the first key of the run) or -1 (covered by the cell above or to the left).
 */
export function attrSpans(keys: readonly PivotKey[]): number[][] {
  const spans: number[][] = [];
  // Index of the key where the current run of each level started.
  const runStart: number[] = [];
  keys.forEach((key, index) => {
    const previous = index > 0 ? keys[index - 1] : undefined;
    const row: number[] = [];
    let depth = 0;
    while (
      previous !== undefined &&
      depth < Math.min(previous.length, key.length) &&
      Object.is(previous[depth], key[depth])
    ) {
      row.push(-1);
      const start = runStart[depth] as number;
      (spans[start] as number[])[depth] = ((spans[start] as number[])[depth] as number) + 1;
      depth += 1;
    }
    for (; depth < key.length; depth += 1) {
      runStart[depth] = index;
      row.push(1);
    }
    spans.push(row);
  });
  return spans;
}

/** Keys of one length: what "collapse all" at a level hides below. */
export function keysAtLevel(keys: readonly PivotKey[], level: number): string[] {
  return keys.filter((key) => key.length === level + 1).map(flatKey);
}
