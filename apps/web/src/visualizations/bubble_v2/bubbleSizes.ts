/**
 * Bubble diameters as Superset draws them: the size metric scaled linearly from the smallest
 * value (the minimum bubble, 5 px) to the largest (5 px + twice `max_bubble_size`); all bubbles
 * are the minimum when every size is the same.
 */

export const MINIMUM_BUBBLE_SIZE = 5;

export function bubbleSizeScale(
  sizes: ReadonlyArray<number | null>,
  maxBubbleSize: number,
): (size: number | null) => number {
  let min = Infinity;
  let max = -Infinity;
  for (const size of sizes) {
    if (size === null) continue;
    if (size < min) min = size;
    if (size > max) max = size;
  }
  const spread = max - min;
  return (size) => {
    if (size === null || !(spread > 0)) return MINIMUM_BUBBLE_SIZE;
    return ((size - min) / spread) * (maxBubbleSize * 2) + MINIMUM_BUBBLE_SIZE;
  };
}
