/**
 * Analogous colours (Superset's USE_ANALAGOUS_COLORS): when a chart has more categories than its
 * scheme has colours, the scheme is extended with colours of neighbouring hue instead of starting
 * over. As Superset builds it: with `multiple` = categories ÷ scheme length (rounded down), each
 * scheme colour yields `multiple + 3` hues 12° apart (a 360° wheel in 30 slices) centred on its
 * own, the first three are dropped as too close to the scheme, and the rest are interleaved: the
 * first of every colour, then the second of every colour, and so on.
 *
 * Superset's spacing brings a scheme colour back once the multiple reaches 3; here a colour that
 * repeats an earlier one of the range is left out and the multiple grows until every category has
 * a colour of its own (or stops growing, for schemes of greys, whose hues cannot turn).
 */

interface Hsl {
  /** Degrees, 0 to 360. */
  h: number;
  s: number;
  l: number;
}

const SLICES = 30;
const DROPPED = 3;
const MAX_IDLE_STEPS = 3;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(color: string): [number, number, number] | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  let digits = match[1] as string;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function toHsl([r, g, b]: [number, number, number]): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function hueChannel(p: number, q: number, t: number): number {
  const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (u < 1 / 6) return p + (q - p) * 6 * u;
  if (u < 1 / 2) return q;
  if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
  return p;
}

function hslToHex({ h, s, l }: Hsl): string {
  let rgb: number[];
  if (s === 0) rgb = [l, l, l];
  else {
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const t = h / 360;
    rgb = [hueChannel(p, q, t + 1 / 3), hueChannel(p, q, t), hueChannel(p, q, t - 1 / 3)];
  }
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `count` hues 12° apart around the colour, the colour itself first (tinycolor's analogous). */
function analogousOf(color: string, count: number): string[] {
  const rgb = parseHex(color);
  if (!rgb) return [];
  const hsl = toHsl(rgb);
  const part = 360 / SLICES;
  const out = [hslToHex(hsl)];
  let h = (hsl.h - Math.floor((part * count) / 2) + 720) % 360;
  for (let i = 1; i < count; i += 1) {
    h = (h + part) % 360;
    out.push(hslToHex({ ...hsl, h }));
  }
  return out;
}

/** The colours Superset adds to a scheme for a multiple, in its order. */
export function analogousColors(colors: readonly string[], multiple: number): string[] {
  if (multiple < 1) return [];
  const perColor = colors.map((color) => analogousOf(color, multiple + DROPPED).slice(DROPPED));
  const out: string[] = [];
  for (let i = 0; i < multiple; i += 1) {
    for (const list of perColor) if (list[i] !== undefined) out.push(list[i] as string);
  }
  return out;
}

/** The scheme followed by its analogous colours for `multiple`, each colour once. */
function distinctRange(colors: readonly string[], multiple: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const color of [...colors, ...analogousColors(colors, multiple)]) {
    const key = color.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(color);
  }
  return out;
}

/**
 * The colours a scale hands out for `categoryCount` categories: the scheme alone while it is long
 * enough, else the scheme extended with analogous colours (see above).
 */
export function analogousColorRange(
  colors: readonly string[],
  categoryCount: number,
): readonly string[] {
  if (colors.length === 0 || categoryCount <= colors.length) return colors;
  let multiple = Math.floor(categoryCount / colors.length);
  let range = distinctRange(colors, multiple);
  // A larger multiple adds colours unless the scheme's hues cannot turn (greys): stop after a
  // few steps without progress.
  let idle = 0;
  while (range.length < categoryCount && idle < MAX_IDLE_STEPS) {
    multiple += 1;
    const next = distinctRange(colors, multiple);
    idle = next.length > range.length ? 0 : idle + 1;
    if (next.length > range.length) range = next;
  }
  return range;
}
