/**
 * A deep copy of a JSON value (stored form data, dashboard metadata, layouts), so a rule that
 * rewrites it never changes its caller's objects. The packages run without DOM or Node types, so
 * this goes through JSON text rather than structuredClone; undefined stays undefined.
 */
export function copyJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
