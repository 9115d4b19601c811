/**
 * The waterfall's bars, computed as Superset computes them. Rows are summed per x value (or,
 * with a breakdown, kept per breakdown value and followed by a total bar per x value); a final
 * total bar closes the chart without breakdown. Each bar starts where the running total of the
 * previous bars ended. Bars are drawn as stacked segments: an invisible "assist" segment lifts
 * an increase or decrease segment to its start; when the running total crosses zero the part
 * on the other side of zero is drawn by the assist segment in the bar's colour.
 */
import { toNumberOrNull } from '../shared/categories/groupLabels';

/** ECharts' "no value here" for a stacked bar segment. */
export const EMPTY = '-';

export type WaterfallKind = 'increase' | 'decrease' | 'total';

export interface WaterfallRow {
  /** The x value (or the total mark for the closing total). */
  x: unknown;
  /** The breakdown value (or the total mark for a period total); undefined without breakdown. */
  breakdown?: unknown;
  value: number;
}

export interface WaterfallBar {
  row: WaterfallRow;
  kind: WaterfallKind;
  /** The row's own amount (a total's amount is the running total). */
  originalValue: number;
  /** The running total after this bar. */
  totalSum: number;
  /** Segment heights; EMPTY where the bar has no such segment. */
  assist: number | typeof EMPTY;
  increase: number | typeof EMPTY;
  decrease: number | typeof EMPTY;
  total: number | typeof EMPTY;
  /** The assist segment is painted (zero crossing) in the increase or decrease colour. */
  assistPaint: 'increase' | 'decrease' | null;
}

export interface WaterfallInput {
  rows: ReadonlyArray<Record<string, unknown>>;
  xKey: string;
  breakdownKey?: string;
  metricKey: string;
  totalMark: string;
  showTotal: boolean;
}

function keyOf(value: unknown): string {
  return typeof value === 'string' ? `s:${value}` : `v:${String(value)}`;
}

/** The rows as bars will be drawn: summed per x value, with the totals Superset adds. */
export function waterfallRows(input: WaterfallInput): WaterfallRow[] {
  const { rows, xKey, breakdownKey, metricKey, totalMark, showTotal } = input;
  const groups = new Map<string, { x: unknown; rows: WaterfallRow[] }>();
  for (const row of rows) {
    const x = row[xKey];
    const key = keyOf(x);
    const group = groups.get(key) ?? { x, rows: [] };
    group.rows.push({
      x,
      ...(breakdownKey === undefined ? {} : { breakdown: row[breakdownKey] }),
      value: toNumberOrNull(row[metricKey]) ?? 0,
    });
    groups.set(key, group);
  }
  const result: WaterfallRow[] = [];
  let total = 0;
  for (const group of groups.values()) {
    const sum = group.rows.reduce((acc, row) => acc + row.value, 0);
    if (breakdownKey !== undefined) {
      result.push(...group.rows);
      if (showTotal) result.push({ x: group.x, breakdown: totalMark, value: sum });
    } else {
      result.push({ x: group.x, value: sum });
      total += sum;
    }
  }
  if (breakdownKey === undefined && showTotal) result.push({ x: totalMark, value: total });
  return result;
}

export function isTotalRow(row: WaterfallRow, totalMark: string, withBreakdown: boolean): boolean {
  return (withBreakdown && row.breakdown === totalMark) || row.x === totalMark;
}

export function waterfallBars(input: WaterfallInput): WaterfallBar[] {
  const rows = waterfallRows(input);
  const withBreakdown = input.breakdownKey !== undefined;
  let running = 0;
  let previousTotal = 0;
  return rows.map((row, index) => {
    const isTotal = isTotalRow(row, input.totalMark, withBreakdown);
    // Totals do not add to the running total (the first row always counts, as in Superset).
    if (!isTotal || index === 0) running += row.value;
    const totalSum = running;
    const crossing = Math.sign(previousTotal) !== Math.sign(totalSum);
    const value = crossing
      ? Math.sign(row.value) * (Math.abs(row.value) - Math.abs(previousTotal))
      : row.value;

    let bar: WaterfallBar;
    if (isTotal) {
      bar = {
        row,
        kind: 'total',
        originalValue: totalSum,
        totalSum,
        assist: EMPTY,
        increase: EMPTY,
        decrease: EMPTY,
        total: totalSum,
        assistPaint: null,
      };
    } else {
      const kind: WaterfallKind = value < 0 ? 'decrease' : 'increase';
      const height =
        kind === 'decrease' ? (totalSum < 0 ? value : -value) : totalSum > 0 ? value : -value;
      let assist: number;
      if (index === 0) assist = 0;
      else if (crossing || Math.abs(totalSum) > Math.abs(previousTotal)) assist = previousTotal;
      else assist = totalSum;
      bar = {
        row,
        kind,
        originalValue: row.value,
        totalSum,
        assist,
        increase: kind === 'increase' ? height : EMPTY,
        decrease: kind === 'decrease' ? height : EMPTY,
        total: EMPTY,
        assistPaint: crossing && index > 0 ? (value > 0 ? 'increase' : 'decrease') : null,
      };
    }
    previousTotal = totalSum;
    return bar;
  });
}
