/**
 * Colours as deck.gl takes them ([r, g, b, a] with 0–255 channels), from the app's colour
 * controls: a scheme's colours as a layer's colour range, the fixed colour picker.
 */
import { tryParseColor, type RgbaColor } from '@panorama/core/explore/color';

export type DeckColor = [number, number, number, number];

export function toDeckColor(color: RgbaColor): DeckColor {
  return [color.r, color.g, color.b, Math.round(color.a * 255)];
}

/** The parseable colours of a scheme, in order. */
export function deckColorRange(colors: readonly string[]): DeckColor[] {
  return colors.flatMap((text) => {
    const color = tryParseColor(text);
    return color ? [toDeckColor(color)] : [];
  });
}

/** A gradient from transparent to `color` in `steps` colours (one-colour density charts). */
export function fadeInRange(color: RgbaColor, steps = 6): DeckColor[] {
  return Array.from({ length: steps }, (_, index) => {
    const opacity = ((index + 1) / steps) * color.a;
    return [color.r, color.g, color.b, Math.round(opacity * 255)];
  });
}
