/**
 * Result rows → the heatmap's matrix: the distinct x and y values in axis order, one cell per
 * row with its metric and rank, and metric totals per x, per y and overall (the tooltip's
 * percentages). Axis order: by the values themselves (`alpha_*`: numbers numerically, text
 * alphabetically, missing values last) or by each value's metric total (`value_*`); without a
 * sort, the order the query returned.
 */
import { parseMetricValue } from '../shared/formDataMetrics';
import { toPrimitive, type Primitive } from '../shared/categories/groupValues';
import type { AxisSort } from './heatmapFormData';

export interface HeatmapCell {
  x: number;
  y: number;
  value: number;
  /** Percentile rank (0..1) from the query's `rank` post-processing; null when missing. */
  rank: number | null;
}

export interface HeatmapMatrix {
  xValues: Primitive[];
  yValues: Primitive[];
  cells: HeatmapCell[];
  xTotals: number[];
  yTotals: number[];
  total: number;
}

export interface HeatmapMatrixInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  xColumn: string;
  yColumn: string;
  metric: string;
  sortX?: AxisSort;
  sortY?: AxisSort;
}

function compareValues(a: Primitive, b: Primitive): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** The axis values in display order. */
function orderAxis(
  values: Primitive[],
  totals: Map<Primitive, number>,
  sort: AxisSort | undefined,
): Primitive[] {
  if (!sort) return values;
  const byValue = sort.startsWith('value');
  const direction = sort.endsWith('asc') ? 1 : -1;
  return [...values].sort((a, b) => {
    const order = byValue ? (totals.get(a) ?? 0) - (totals.get(b) ?? 0) : compareValues(a, b);
    // Missing values stay last whichever way the axis runs.
    if (!byValue && (a === null || b === null)) return order;
    return order * direction;
  });
}

export function buildHeatmapMatrix(input: HeatmapMatrixInput): HeatmapMatrix {
  const { rows, xColumn, yColumn, metric } = input;
  const xSeen: Primitive[] = [];
  const ySeen: Primitive[] = [];
  const xSums = new Map<Primitive, number>();
  const ySums = new Map<Primitive, number>();
  const present: Array<{ x: Primitive; y: Primitive; value: number; rank: number | null }> = [];

  for (const row of rows) {
    const x = toPrimitive(row[xColumn]);
    const y = toPrimitive(row[yColumn]);
    if (!xSums.has(x)) {
      xSums.set(x, 0);
      xSeen.push(x);
    }
    if (!ySums.has(y)) {
      ySums.set(y, 0);
      ySeen.push(y);
    }
    const value = parseMetricValue(row[metric]);
    if (value === null) continue;
    xSums.set(x, (xSums.get(x) ?? 0) + value);
    ySums.set(y, (ySums.get(y) ?? 0) + value);
    present.push({ x, y, value, rank: parseMetricValue(row.rank) });
  }

  const xValues = orderAxis(xSeen, xSums, input.sortX);
  const yValues = orderAxis(ySeen, ySums, input.sortY);
  const xIndex = new Map(xValues.map((value, index) => [value, index]));
  const yIndex = new Map(yValues.map((value, index) => [value, index]));
  return {
    xValues,
    yValues,
    cells: present.map((cell) => ({
      x: xIndex.get(cell.x) ?? 0,
      y: yIndex.get(cell.y) ?? 0,
      value: cell.value,
      rank: cell.rank,
    })),
    xTotals: xValues.map((value) => xSums.get(value) ?? 0),
    yTotals: yValues.map((value) => ySums.get(value) ?? 0),
    total: present.reduce((sum, cell) => sum + cell.value, 0),
  };
}
