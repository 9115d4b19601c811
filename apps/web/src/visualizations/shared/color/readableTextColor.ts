/**
 * Label colour on a filled shape: black on light fills, white on dark ones (the brightness rule of
 * core's `contrastingTextColor`, so labels stay legible); fills that do not parse (a hand-written
 * label colour) keep ECharts' default.
 */
import { contrastingTextColor, tryParseColor } from '@panorama/core/explore/color';

export function readableTextColor(fill: string): string | undefined {
  const color = tryParseColor(fill);
  return color ? contrastingTextColor(color) : undefined;
}
