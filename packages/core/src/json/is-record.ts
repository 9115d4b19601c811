/**
 * Whether a parsed JSON value is an object with named fields: not null and not an array, which
 * `typeof` also calls objects. Fields of stored JSON (form data, dashboard metadata, layouts) are
 * read through this before they are indexed.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
