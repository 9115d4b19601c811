/**
 * Break points of the deck.gl polygon chart's colour buckets (Superset's `break_points`, with
 * `num_buckets`): n + 1 ascending values make n buckets. The chart's own list wins once it holds
 * two values; until then (Superset needs only one, which colours nothing) the values are split
 * into `num_buckets` equal steps, with as many decimals as a step needs and the two ends rounded
 * outwards so every value falls inside. Superset stores the list as text; each point keeps its
 * text for the legend, which shows it as written unless a legend format is chosen.
 */
import { t } from '../../../i18n/t';

export interface BreakPoint {
  value: number;
  text: string;
}

/** Superset's count of equal buckets when the chart names none. */
const DEFAULT_BUCKETS = 10;

function parseNumber(entry: unknown): BreakPoint | null {
  if (typeof entry === 'number')
    return Number.isFinite(entry) ? { value: entry, text: String(entry) } : null;
  if (typeof entry !== 'string' || entry.trim() === '') return null;
  const value = Number(entry.trim());
  return Number.isFinite(value) ? { value, text: entry.trim() } : null;
}

function ascendingOnce(points: readonly BreakPoint[]): BreakPoint[] {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  return sorted.filter((point, index) => index === 0 || point.value !== sorted[index - 1]?.value);
}

/** The stored list's numbers in ascending order, each once, and the entries that are not numbers. */
export function readBreakPoints(stored: unknown): { points: BreakPoint[]; invalid: string[] } {
  const list: unknown[] = Array.isArray(stored) ? stored : [];
  const points: BreakPoint[] = [];
  const invalid: string[] = [];
  for (const entry of list) {
    const point = parseNumber(entry);
    if (point) points.push(point);
    else invalid.push(String(entry));
  }
  return { points: ascendingOnce(points), invalid };
}

/**
 * The stored list with `typed` added in its place by value (written plainly: " 2.5e1 " is "25"),
 * or why it cannot be: not a number, or a value already listed. Entries that are not numbers stay
 * at the end, for the user to see and remove.
 */
export function addBreakPoint(
  stored: unknown,
  typed: string,
): { list: string[] } | { error: string } {
  const added = parseNumber(typed);
  if (!added) return { error: t('Enter a number') };
  const text = String(added.value);
  const { points, invalid } = readBreakPoints(stored);
  if (points.some((point) => point.value === added.value)) {
    return { error: t('%s is already a break point', text) };
  }
  const list = ascendingOnce([...points, { value: added.value, text }]).map((point) => point.text);
  return { list: [...list, ...invalid] };
}

function fixed(value: number, precision: number): BreakPoint {
  const text = value.toFixed(precision);
  return { value: Number(text), text };
}

/** `count` equal buckets spanning the values (none without values). */
export function evenBreakPoints(values: readonly number[], count: number): BreakPoint[] {
  if (values.length === 0) return [];
  const buckets = Math.floor(count) >= 1 ? Math.floor(count) : DEFAULT_BUCKETS;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = (max - min) / buckets;
  const precision = step === 0 ? 0 : Math.max(0, Math.ceil(Math.log10(1 / step)));
  const scale = 10 ** precision;
  const points = Array.from({ length: buckets + 1 }, (_, index) => {
    if (index === 0) return fixed(Math.floor(min * scale) / scale, precision);
    if (index === buckets) return fixed(Math.ceil(max * scale) / scale, precision);
    return fixed(min + index * step, precision);
  });
  const distinct = ascendingOnce(points);
  // Equal values still make one bucket, from the value to itself.
  return distinct.length === 1 ? [distinct[0] as BreakPoint, distinct[0] as BreakPoint] : distinct;
}

/** The break points the chart buckets its values by: its own list, else equal steps. */
export function bucketBreakPoints(
  values: readonly number[],
  stored: unknown,
  count: number,
): BreakPoint[] {
  const { points } = readBreakPoints(stored);
  return points.length >= 2 ? points : evenBreakPoints(values, count);
}

/** The `break_points` control's check: every entry a number (an imported chart may hold text). */
export function validateBreakPoints(stored: unknown): string | false {
  const { invalid } = readBreakPoints(stored);
  return invalid.length === 0
    ? false
    : t('Break points must be numbers: %s', invalid.map((entry) => `"${entry}"`).join(', '));
}
