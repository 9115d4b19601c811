/**
 * Geometry of a metric cell's bar. Aligned (`align_pn`): every bar starts at the left, its length
 * |value| / max |value|. Otherwise bars grow from the zero line, placed where zero falls between
 * the column's minimum and maximum, so negative values point left.
 */

export interface CellBar {
  /** Offset of the bar's left edge, percent of the cell width. */
  left: number;
  /** Bar length, percent of the cell width. */
  width: number;
  negative: boolean;
}

export function cellBar(
  value: unknown,
  range: [number, number] | null,
  alignPositiveNegative: boolean,
): CellBar | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || !range) return null;
  const [min, max] = range;
  const negative = value < 0;
  if (alignPositiveNegative) {
    if (max === 0) return null;
    return { left: 0, width: Math.min(100, Math.abs((value / max) * 100)), negative };
  }
  const positiveExtent = Math.max(max, 0);
  const negativeExtent = Math.abs(Math.min(min, 0));
  const total = positiveExtent + negativeExtent;
  if (total === 0) return null;
  const width = (Math.abs(value) / total) * 100;
  const zero = (negativeExtent / total) * 100;
  return { left: negative ? zero - width : zero, width, negative };
}

/** Bar colours: green / red when positive and negative are told apart, else neutral grey. */
export function cellBarColor(bar: CellBar, colorPositiveNegative: boolean): string {
  if (!colorPositiveNegative) return 'rgba(0, 0, 0, 0.12)';
  return bar.negative ? 'rgba(224, 67, 85, 0.25)' : 'rgba(90, 193, 137, 0.3)';
}
