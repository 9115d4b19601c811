/**
 * The calendar's colour steps (the `steps` control): the metric's range is cut into that many
 * equal buckets, each painted with a colour evenly spaced along the linear scheme, lightest for
 * the lowest bucket. Cells without data are grey.
 */
import { colorAt, sequentialColors } from '../shared/color/linearColorScale';

export const EMPTY_CELL_COLOR = '#EDEDED';

export interface ColorStep {
  color: string;
  from: number;
  to: number;
}

export function colorSteps(
  schemeId: string | undefined,
  steps: number,
  [min, max]: readonly [number, number],
): ColorStep[] {
  const count = Math.max(1, Math.round(steps));
  const stops = sequentialColors(schemeId);
  const width = (max - min) / count;
  return Array.from({ length: count }, (_, index) => ({
    color: colorAt(stops, count === 1 ? 1 : index / (count - 1)),
    from: min + index * width,
    to: index === count - 1 ? max : min + (index + 1) * width,
  }));
}

/** The bucket of `value`; the maximum falls in the last one, a flat range in the last too. */
export function stepIndex(
  value: number,
  [min, max]: readonly [number, number],
  count: number,
): number {
  if (count <= 1 || max === min) return Math.max(0, count - 1);
  const index = Math.floor(((value - min) / (max - min)) * count);
  return Math.min(count - 1, Math.max(0, index));
}
