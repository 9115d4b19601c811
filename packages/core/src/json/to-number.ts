/**
 * A number from a JSON value or a result cell: finite numbers, big integers (drivers return
 * 64-bit integers as `bigint`) and text that reads as a finite number (DECIMAL columns and form
 * fields arrive as text; surrounding spaces allowed). Anything else, blank text, NaN and the
 * infinities included, is null, so callers never compute with a value nobody entered.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
