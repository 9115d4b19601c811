/**
 * Colour values of the chart editor: parsing the strings users and schemes write (hex, `rgb()`,
 * `rgba()`), the `{r, g, b, a}` object the colour picker stores in form data (Superset's shape),
 * opacity and the black-or-white text rule that keeps labels legible on any fill.
 */

export interface RgbaColor {
  /** 0..255 */
  r: number;
  g: number;
  b: number;
  /** Opacity, 0..1. */
  a: number;
}

export const INVALID_COLOR_ERROR = 'Invalid color';
export const OPACITY_RANGE_ERROR = 'Opacity must be between 0 and 1';

/** Text on a colour brighter than this (weighted 0..255 scale) is black, else white. */
export const LUMINANCE_THRESHOLD = 186;

export class InvalidColorError extends Error {
  constructor() {
    super(INVALID_COLOR_ERROR);
    this.name = 'InvalidColorError';
  }
}

// The few names the built-in colour schemes use; anything richer should be written as hex.
const NAMED_COLORS: Record<string, RgbaColor> = {
  black: { r: 0, g: 0, b: 0, a: 1 },
  white: { r: 255, g: 255, b: 255, a: 1 },
  red: { r: 255, g: 0, b: 0, a: 1 },
  green: { r: 0, g: 128, b: 0, a: 1 },
  blue: { r: 0, g: 0, b: 255, a: 1 },
  yellow: { r: 255, g: 255, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

const HEX_PATTERN = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_PATTERN = /^rgba?\((.*)\)$/i;

export function isValidOpacity(opacity: unknown): opacity is number {
  return typeof opacity === 'number' && Number.isFinite(opacity) && opacity >= 0 && opacity <= 1;
}

/** The `{r, g, b, a}` object of form data, with every channel in range. */
export function isRgbaColor(value: unknown): value is RgbaColor {
  if (typeof value !== 'object' || value === null) return false;
  const { r, g, b, a } = value as Record<string, unknown>;
  return isChannel(r) && isChannel(g) && isChannel(b) && isValidOpacity(a);
}

function isChannel(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 255;
}

function parseHex(digits: string): RgbaColor {
  const full =
    digits.length <= 4
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  const alpha = full.length === 8 ? Math.round((channel(3) / 255) * 1000) / 1000 : 1;
  return { r: channel(0), g: channel(1), b: channel(2), a: alpha };
}

/** One `rgb()` channel: 0..255 or a percentage. */
function parseChannel(text: string): number | null {
  const percent = text.endsWith('%');
  const number = Number(percent ? text.slice(0, -1) : text);
  if (text === '' || text === '%' || !Number.isFinite(number)) return null;
  const value = percent ? (number / 100) * 255 : number;
  return value >= 0 && value <= 255 ? Math.round(value) : null;
}

function parseAlpha(text: string): number | null {
  const percent = text.endsWith('%');
  const number = Number(percent ? text.slice(0, -1) : text);
  if (text === '' || text === '%' || !Number.isFinite(number)) return null;
  const value = percent ? number / 100 : number;
  return isValidOpacity(value) ? value : null;
}

/** `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)` and the space form `rgb(1 2 3 / 50%)`. */
function parseFunction(body: string): RgbaColor | null {
  const [channelsPart, slashAlpha, ...extra] = body.split('/');
  if (extra.length > 0 || channelsPart === undefined) return null;
  const parts = channelsPart.includes(',')
    ? channelsPart.split(',').map((part) => part.trim())
    : channelsPart.trim().split(/\s+/);
  if (slashAlpha !== undefined) {
    if (parts.length !== 3) return null;
    parts.push(slashAlpha.trim());
  }
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b] = parts.slice(0, 3).map(parseChannel);
  const a = parts[3] === undefined ? 1 : parseAlpha(parts[3]);
  if (r == null || g == null || b == null || a === null) return null;
  return { r, g, b, a };
}

/** Parses a colour string, or returns null when it is not one. */
export function tryParseColor(text: string): RgbaColor | null {
  const trimmed = text.trim().toLowerCase();
  const named = NAMED_COLORS[trimmed];
  if (named) return { ...named };
  const hex = HEX_PATTERN.exec(trimmed);
  if (hex?.[1]) return parseHex(hex[1]);
  const fn = FUNCTION_PATTERN.exec(trimmed);
  if (fn?.[1] !== undefined) return parseFunction(fn[1]);
  return null;
}

/** Parses a colour string; throws `InvalidColorError` ('Invalid color') when it is not one. */
export function parseColor(text: string): RgbaColor {
  const color = tryParseColor(text);
  if (!color) throw new InvalidColorError();
  return color;
}

/** The same colour with another opacity; throws a RangeError outside 0..1. */
export function withOpacity(color: RgbaColor, opacity: number): RgbaColor {
  if (!isValidOpacity(opacity)) throw new RangeError(OPACITY_RANGE_ERROR);
  return { ...color, a: opacity };
}

export function toRgbaString({ r, g, b, a }: RgbaColor): string {
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** `#rrggbb`, or `#rrggbbaa` when the colour is not fully opaque. */
export function toHex({ r, g, b, a }: RgbaColor): string {
  const hex = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}${a < 1 ? hex(a * 255) : ''}`;
}

/** Perceived brightness on a 0..255 scale (the weights of ITU-R BT.601). */
export function perceivedBrightness({ r, g, b }: RgbaColor): number {
  return r * 0.299 + g * 0.587 + b * 0.114;
}

/** Black text on colours brighter than the threshold (186), white text otherwise. */
export function contrastingTextColor(background: RgbaColor | string): '#000000' | '#FFFFFF' {
  const color = typeof background === 'string' ? parseColor(background) : background;
  return perceivedBrightness(color) > LUMINANCE_THRESHOLD ? '#000000' : '#FFFFFF';
}
