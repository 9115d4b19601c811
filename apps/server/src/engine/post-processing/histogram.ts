/**
 * `histogram`: counts of `column` in `bins` equal-width bins over its non-missing range (numpy
 * `histogram_bin_edges`: an empty column spans 0..1, a constant one value ± 0.5), one row per
 * `groupby` group (a single row without groupby), groupby columns first. Bins are half-open
 * `[lo, hi)` except the last, which is closed, as numpy counts; a bin's label is
 * `"<int(lo)> - <int(hi)>"` with Python's truncating `int`. `cumulative` turns counts into running
 * totals and `normalize` divides every cell by the sum of all cells.
 */
import { requireColumns, resolveSingle } from './column-refs';
import { NUMERIC } from './frame';
import { groupRowsOrAll } from './group-by';
import { readBool, readNames, readString, type Options } from './options';
import {
  histogramBinsInvalid,
  histogramColumnNotNumeric,
  invalid,
  MAX_HISTOGRAM_BINS,
  MAX_RESULT_CELLS,
  resultTooLarge,
} from './post-processing-errors';
import { nanMax, nanMin } from '@panorama/core/stats/nan-stats';
import type { Column, Table } from './table';
import { isNumericColumn, numericValues } from './values';

/** numpy `linspace(first, last, count)`: `i * step + first`, the last edge exactly `last`. */
export function binEdges(values: Float64Array, bins: number): Float64Array {
  let first = nanMin(values);
  let last = nanMax(values);
  if (Number.isNaN(first)) {
    first = 0;
    last = 1;
  } else if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const edges = new Float64Array(bins + 1);
  const step = (last - first) / bins;
  for (let i = 0; i < bins; i++) edges[i] = i * step + first;
  edges[bins] = last;
  return edges;
}

function countInto(
  values: Float64Array,
  positions: ArrayLike<number>,
  edges: Float64Array,
): Float64Array {
  const bins = edges.length - 1;
  const counts = new Float64Array(bins);
  const lo = edges[0] as number;
  const hi = edges[bins] as number;
  for (let i = 0; i < positions.length; i++) {
    const x = values[positions[i] as number] as number;
    if (Number.isNaN(x) || x < lo || x > hi) continue;
    // Last edge <= x: binary search over the edges, the top edge belonging to the last bin.
    let a = 0;
    let b = bins;
    while (b - a > 1) {
      const mid = (a + b) >> 1;
      if ((edges[mid] as number) <= x) a = mid;
      else b = mid;
    }
    counts[a] = (counts[a] as number) + 1;
  }
  return counts;
}

function binLabel(x: number): string {
  return String(Math.trunc(x) || 0);
}

export function histogram(table: Table, options: Options): Table {
  const column = readString(options, 'column');
  if (column === undefined) {
    throw invalid("histogram() missing 1 required positional argument: 'column'");
  }
  const groupby = readNames(options, 'groupby');
  const bins = options.bins ?? 5;
  if (
    typeof bins !== 'number' ||
    !Number.isInteger(bins) ||
    bins < 1 ||
    bins > MAX_HISTOGRAM_BINS
  ) {
    throw histogramBinsInvalid();
  }
  requireColumns(table, [column, ...groupby]);
  const source = table.columns[resolveSingle(table, column)] as Column;
  if (!isNumericColumn(source)) throw histogramColumnNotNumeric(column);
  const values = numericValues(source);
  const edges = binEdges(values, bins);

  const keyPositions = groupby.map((name) => resolveSingle(table, name));
  const { keys, rows: groups } = groupRowsOrAll(table, keyPositions, true);
  if (keys.length * bins > MAX_RESULT_CELLS) throw resultTooLarge(keys.length * bins);

  const rows = groups.map((positions) => {
    const counts = countInto(values, positions, edges);
    if (readBool(options, 'cumulative', false)) {
      for (let k = 1; k < counts.length; k++)
        counts[k] = (counts[k] as number) + (counts[k - 1] as number);
    }
    return counts;
  });
  if (readBool(options, 'normalize', false)) {
    let total = 0;
    for (const counts of rows) for (const c of counts) total += c;
    for (const counts of rows)
      for (let k = 0; k < counts.length; k++) counts[k] = (counts[k] as number) / total;
  }

  // Labels can repeat (narrow ranges truncate alike); like a Python dict, the first position
  // stays and the last bin's values win.
  const labels: string[] = [];
  const binOfLabel = new Map<string, number>();
  for (let k = 0; k < bins; k++) {
    const label = `${binLabel(edges[k] as number)} - ${binLabel(edges[k + 1] as number)}`;
    if (!binOfLabel.has(label)) labels.push(label);
    binOfLabel.set(label, k);
  }
  const keyColumns: Column[] = keyPositions.map((position, k) => {
    const key = table.columns[position] as Column;
    return { name: key.name, type: key.type, values: keys.map((tuple) => tuple[k]) };
  });
  const binColumns: Column[] = labels.map((label) => {
    const k = binOfLabel.get(label) as number;
    return {
      name: label,
      type: NUMERIC,
      values: Float64Array.from(rows, (counts) => counts[k] as number),
    };
  });
  return { columns: [...keyColumns, ...binColumns], length: keys.length, index: [] };
}
