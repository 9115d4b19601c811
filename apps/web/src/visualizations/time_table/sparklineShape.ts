/**
 * A table cell's sparkline as SVG geometry (pure): one slot per value across the width, the
 * value axis over the data's range (or the column's y-axis bounds), a line broken at missing
 * values or one bar per value, and room on the right for min/max labels when the axis shows.
 */
import type { SparkType } from './timeTableColumns';

export const SPARKLINE_MARGIN = 6;

export interface SparklinePoint {
  index: number;
  x: number;
  y: number;
}

export interface SparklineBar {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SparklineShape {
  /** The plot area inside the margins. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The value range the plot spans. */
  min: number;
  max: number;
  /** Line path data ('' for bars or no values). */
  path: string;
  points: SparklinePoint[];
  bars: SparklineBar[];
  /** Centre x of every slot, valued or not (hover snaps to slots). */
  slots: number[];
}

export interface SparklineOptions {
  width: number;
  height: number;
  type: SparkType;
  /** `[min, max]` overriding the data's range where set. */
  yBounds: [number | null, number | null];
  /** Extra room on the right for axis labels. */
  labelWidth: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function sparklineShape(
  values: ReadonlyArray<number | null>,
  options: SparklineOptions,
): SparklineShape {
  const left = SPARKLINE_MARGIN;
  const right = Math.max(left + 1, options.width - SPARKLINE_MARGIN - options.labelWidth);
  const top = SPARKLINE_MARGIN;
  const bottom = Math.max(top + 1, options.height - SPARKLINE_MARGIN);
  const valid = values.filter((value): value is number => value !== null);
  let min = options.yBounds[0] ?? (valid.length ? Math.min(...valid) : 0);
  let max = options.yBounds[1] ?? (valid.length ? Math.max(...valid) : 1);
  if (options.type === 'bar' && options.yBounds[0] === null) min = Math.min(0, min);
  if (options.type === 'bar' && options.yBounds[1] === null) max = Math.max(0, max);
  if (min === max) {
    // A flat series sits in the middle of the cell.
    const pad = Math.abs(min) / 2 || 1;
    min -= pad;
    max += pad;
  }

  const step = values.length > 0 ? (right - left) / values.length : 0;
  const slots = values.map((_, index) => round(left + step * (index + 0.5)));
  const toY = (value: number) => {
    const share = (value - min) / (max - min);
    return round(bottom - Math.min(1, Math.max(0, share)) * (bottom - top));
  };

  const points: SparklinePoint[] = [];
  const bars: SparklineBar[] = [];
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const x = slots[index] as number;
    const y = toY(value);
    points.push({ index, x, y });
    if (options.type === 'bar') {
      const base = toY(Math.min(Math.max(0, min), max));
      const width = round(Math.max(1, step * 0.6));
      bars.push({
        index,
        x: round(x - width / 2),
        y: Math.min(y, base),
        width,
        height: round(Math.abs(base - y)),
      });
    } else {
      path += `${drawing ? 'L' : 'M'}${x},${y}`;
      drawing = true;
    }
  });
  return { left, right, top, bottom, min, max, path, points, bars, slots };
}

/** The slot nearest to a horizontal position. */
export function nearestSlot(slots: readonly number[], x: number): number {
  let best = -1;
  let distance = Infinity;
  slots.forEach((slot, index) => {
    const d = Math.abs(slot - x);
    if (d < distance) {
      distance = d;
      best = index;
    }
  });
  return best;
}
