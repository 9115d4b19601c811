/**
 * A time-series table value's colour from the column's `bounds` (pure): with both bounds, red
 * at the minimum through grey in the middle to blue at the maximum (clamped beyond them); with
 * one bound, blue on the good side of it and red on the other. Colour-blind safe pair.
 */
import { parseColor, toHex } from '@panorama/core/explore/color';
import type { Bounds } from './timeTableColumns';

export const MIN_COLOR = '#ca0020';
export const MID_COLOR = '#b3b3b3';
export const MAX_COLOR = '#0571b0';

function mix(from: string, to: string, share: number): string {
  const a = parseColor(from);
  const b = parseColor(to);
  const channel = (x: number, y: number) => Math.round(x + (y - x) * share);
  return toHex({
    r: channel(a.r, b.r),
    g: channel(a.g, b.g),
    b: channel(a.b, b.b),
    a: 1,
  }).toLowerCase();
}

export function colorFromBounds(value: number | null, [min, max]: Bounds): string | null {
  if (min !== null && max !== null) {
    if (max === min) return (value ?? 0) >= max ? MAX_COLOR : MIN_COLOR;
    // Position between the bounds, 0 at `min` and 1 at `max` (either may be the larger).
    const position = Math.min(1, Math.max(0, ((value ?? 0) - min) / (max - min)));
    return position <= 0.5
      ? mix(MIN_COLOR, MID_COLOR, position * 2)
      : mix(MID_COLOR, MAX_COLOR, (position - 0.5) * 2);
  }
  if (min !== null) return value !== null && value >= min ? MAX_COLOR : MIN_COLOR;
  if (max !== null) return value !== null && value < max ? MAX_COLOR : MIN_COLOR;
  return null;
}
