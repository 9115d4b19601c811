/**
 * How one result value is written as text in a CSV cell: temporal columns (epoch milliseconds in
 * the frame) and Date values as `YYYY-MM-DD HH:MM:SS[.mmm]` UTC, booleans as True/False and null
 * as an empty cell, as pandas writes them in Superset's exports.
 */
import { GenericDataType } from '@panorama/core/columns/type-names';

export function formatTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2001-01-05T13:20:00.000Z
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  const millis = iso.slice(20, 23);
  return millis === '000' ? `${date} ${time}` : `${date} ${time}.${millis}`;
}

export function cellText(value: unknown, type: number | null): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : formatTimestamp(value.getTime());
  if (type === GenericDataType.TEMPORAL && typeof value === 'number' && Number.isFinite(value))
    return formatTimestamp(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return JSON.stringify(value);
}
