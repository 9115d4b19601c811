/**
 * An id named in form data or a stored state: a positive integer, as a number or as its text
 * (URL parameters and older states carry ids as text). Anything else names nothing: null.
 */
export function positiveId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}
