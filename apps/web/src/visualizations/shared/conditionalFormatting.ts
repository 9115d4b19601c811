/**
 * Conditional formatting: a rule colours a numeric column's
 * cells green, yellow or red where the operator holds, more opaque the further the value lies
 * from the cut-off towards the column's extreme (Superset's semantics). Operator None shades
 * every value by its place between the column's minimum and maximum.
 */
import { toNumber } from '@panorama/core/json/to-number';

export interface ConditionalFormattingRule {
  column?: string;
  /** 'green' | 'yellow' | 'red', or a colour as hex. */
  colorScheme?: string;
  operator?: string;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
}

export type CellColorFormatter = (value: unknown) => string | undefined;

export const COLOR_SCHEME_COLORS: Record<string, string> = {
  green: '#ACE1C4',
  yellow: '#FDE380',
  red: '#EFA1AA',
  // Superset's theme token names, seen in charts it saved.
  colorSuccess: '#ACE1C4',
  colorWarning: '#FDE380',
  colorError: '#EFA1AA',
};

/** Stronger tones for colouring text (a big number) rather than a cell background. */
export const TEXT_SCHEME_COLORS: Record<string, string> = {
  green: '#2E8B57',
  yellow: '#D4A500',
  red: '#E04355',
  colorSuccess: '#2E8B57',
  colorWarning: '#D4A500',
  colorError: '#E04355',
};

export interface ColorFunctionOptions {
  /** Fade by distance from the cut-off (cells); false gives the plain colour (text). */
  alpha?: boolean;
  palette?: Record<string, string>;
}

/** Lowest opacity when a target bounds the range; the open (None) rule starts paler. */
const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0.3;
const MAX_OPACITY = 1;

type Canonical = 'None' | '>' | '<' | '≥' | '≤' | '=' | '≠' | '< x <' | '≤ x ≤' | '≤ x <' | '< x ≤';

/** Operators as the control stores them, ASCII spellings included. */
function canonicalOperator(operator: string): Canonical | null {
  const text = operator
    .trim()
    .replace(/>=/g, '≥')
    .replace(/<=/g, '≤')
    .replace(/!=/g, '≠')
    .replace(/==/g, '=');
  const known: Canonical[] = [
    'None',
    '>',
    '<',
    '≥',
    '≤',
    '=',
    '≠',
    '< x <',
    '≤ x ≤',
    '≤ x <',
    '< x ≤',
  ];
  return known.find((candidate) => candidate === text) ?? null;
}

export function resolveSchemeColor(colorScheme: string, palette = COLOR_SCHEME_COLORS): string {
  return palette[colorScheme] ?? colorScheme;
}

/** `#rrggbb` + alpha → `#rrggbbaa`; other colour syntaxes are returned unchanged. */
export function withAlpha(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return color;
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255);
  return `#${hex[1]}${alpha.toString(16).padStart(2, '0')}`;
}

export function opacityFor(
  value: number,
  cutoff: number,
  extreme: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extreme === cutoff) return maxOpacity;
  const scaled = Math.abs(((maxOpacity - minOpacity) / (extreme - cutoff)) * (value - cutoff));
  return Math.min(maxOpacity, Math.round((scaled + minOpacity) * 100) / 100);
}

interface Span {
  cutoff: number;
  extreme: number;
}

/** The cell colour function of one rule over the column's values. */
export function colorFunction(
  rule: ConditionalFormattingRule,
  columnValues: readonly number[],
  options: ColorFunctionOptions = {},
): CellColorFormatter {
  const none: CellColorFormatter = () => undefined;
  if (!rule.operator || !rule.colorScheme) return none;
  const operator = canonicalOperator(rule.operator);
  if (!operator) return none;
  const color = resolveSchemeColor(rule.colorScheme, options.palette);
  const fade = options.alpha ?? true;
  const target = toNumber(rule.targetValue);
  const left = toNumber(rule.targetValueLeft);
  const right = toNumber(rule.targetValueRight);
  const isBetween = operator.includes('x');
  if (isBetween && (left === null || right === null)) return none;
  if (!isBetween && operator !== 'None' && target === null) return none;

  let min = Infinity;
  let max = -Infinity;
  for (const value of columnValues) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const t = target ?? 0;
  const l = left ?? 0;
  const r = right ?? 0;
  let minOpacity = MIN_OPACITY_BOUNDED;

  let spanOf: (value: number) => Span | null;
  switch (operator) {
    case 'None':
      minOpacity = MIN_OPACITY_UNBOUNDED;
      spanOf = (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : null);
      break;
    case '>':
      spanOf = (v) => (v > t ? { cutoff: t, extreme: max } : null);
      break;
    case '<':
      spanOf = (v) => (v < t ? { cutoff: t, extreme: min } : null);
      break;
    case '≥':
      spanOf = (v) => (v >= t ? { cutoff: t, extreme: max } : null);
      break;
    case '≤':
      spanOf = (v) => (v <= t ? { cutoff: t, extreme: min } : null);
      break;
    case '=':
      spanOf = (v) => (v === t ? { cutoff: t, extreme: t } : null);
      break;
    case '≠': {
      // Shade towards whichever extreme lies further from the target.
      const extreme = Math.abs(t - min) > Math.abs(max - t) ? min : max;
      spanOf = (v) => (v !== t ? { cutoff: t, extreme } : null);
      break;
    }
    case '< x <':
      spanOf = (v) => (v > l && v < r ? { cutoff: l, extreme: r } : null);
      break;
    case '≤ x ≤':
      spanOf = (v) => (v >= l && v <= r ? { cutoff: l, extreme: r } : null);
      break;
    case '≤ x <':
      spanOf = (v) => (v >= l && v < r ? { cutoff: l, extreme: r } : null);
      break;
    case '< x ≤':
      spanOf = (v) => (v > l && v <= r ? { cutoff: l, extreme: r } : null);
      break;
  }

  return (value) => {
    const number = toNumber(value);
    if (number === null) return undefined;
    const span = spanOf(number);
    if (!span) return undefined;
    if (!fade) return color;
    return withAlpha(color, opacityFor(number, span.cutoff, span.extreme, minOpacity));
  };
}

/**
 * One colour function per column that has rules; a later rule that matches wins over an earlier
 * one (the list reads as "and then").
 */
export function buildColorFormatters(
  rules: readonly ConditionalFormattingRule[] | undefined,
  rows: readonly Record<string, unknown>[],
  options: ColorFunctionOptions = {},
): Map<string, CellColorFormatter> {
  const byColumn = new Map<string, CellColorFormatter[]>();
  for (const rule of rules ?? []) {
    if (!rule.column) continue;
    const key = rule.column;
    const values: number[] = [];
    for (const row of rows) {
      const number = toNumber(row[key]);
      if (number !== null) values.push(number);
    }
    const list = byColumn.get(key) ?? [];
    list.push(colorFunction(rule, values, options));
    byColumn.set(key, list);
  }
  const result = new Map<string, CellColorFormatter>();
  for (const [key, functions] of byColumn) {
    result.set(key, (value) => {
      let color: string | undefined;
      for (const fn of functions) color = fn(value) ?? color;
      return color;
    });
  }
  return result;
}

/** The `conditional_formatting` form-data value as rules (anything else is ignored). */
export function readConditionalFormatting(value: unknown): ConditionalFormattingRule[] {
  return Array.isArray(value)
    ? value.filter(
        (rule): rule is ConditionalFormattingRule => typeof rule === 'object' && rule !== null,
      )
    : [];
}
