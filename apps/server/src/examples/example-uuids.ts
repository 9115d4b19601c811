/**
 * Fixed uuids of the objects the examples bring: derived from what they are (an example table's
 * name, a chart's dashboard and key), so every instance gives the same object the same uuid and
 * the example dashboards bundle can name the example datasets the loader registered.
 */
import crypto from 'node:crypto';

/** A SHA-256 digest of the parts shaped as an RFC 9562 version-8 (derived) UUID. */
function derivedUuid(parts: readonly string[]): string {
  const bytes = crypto
    .createHash('sha256')
    .update(JSON.stringify(['panorama-examples', ...parts]))
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function exampleDatasetUuid(tableName: string): string {
  return derivedUuid(['dataset', tableName]);
}

export function exampleChartUuid(dashboardSlug: string, chartKey: string): string {
  return derivedUuid(['chart', dashboardSlug, chartKey]);
}
