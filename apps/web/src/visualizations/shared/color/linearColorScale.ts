/**
 * Sequential colour scales (the `linear_color_scheme` control): a value's position between the
 * domain's ends picks a colour on the scheme's gradient, its stops spread evenly and blended in
 * RGB between neighbours. Values outside the domain take the end colours.
 */
import { getSequentialScheme } from '@panorama/core/color/color-schemes';
import { toHex, tryParseColor, type RgbaColor } from '@panorama/core/explore/color';

export type LinearColorScale = (value: number) => string;

const FALLBACK_STOP: RgbaColor = { r: 0, g: 0, b: 0, a: 1 };

/** The scheme's colour stops (unknown ids give the default sequential scheme). */
export function sequentialColors(schemeId: string | undefined): string[] {
  return getSequentialScheme(schemeId).colors;
}

/** The colour at `position` (0..1) along the stops. */
export function colorAt(stops: readonly string[], position: number): string {
  const parsed = stops.map((stop) => tryParseColor(stop) ?? FALLBACK_STOP);
  if (parsed.length === 0) return toHex(FALLBACK_STOP);
  if (parsed.length === 1) return toHex(parsed[0] as RgbaColor);
  const clamped = Math.min(1, Math.max(0, Number.isFinite(position) ? position : 0));
  const scaled = clamped * (parsed.length - 1);
  const index = Math.min(parsed.length - 2, Math.floor(scaled));
  const from = parsed[index] as RgbaColor;
  const to = parsed[index + 1] as RgbaColor;
  const fraction = scaled - index;
  const blend = (a: number, b: number) => a + (b - a) * fraction;
  return toHex({
    r: blend(from.r, to.r),
    g: blend(from.g, to.g),
    b: blend(from.b, to.b),
    a: blend(from.a, to.a),
  });
}

/** A scale over `[min, max]`; a domain of one value maps everything to the middle colour. */
export function linearColorScale(
  schemeId: string | undefined,
  [min, max]: readonly [number, number],
): LinearColorScale {
  const stops = sequentialColors(schemeId);
  const span = max - min;
  return (value) => colorAt(stops, span === 0 ? 0.5 : (value - min) / span);
}
