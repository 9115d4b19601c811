/**
 * A SQL Lab result as the API shows it and as it is kept for later pages: Superset's column
 * descriptions (`column_name`, `name`, `type`, `type_generic`, `is_dttm`) and rows of JSON
 * values. Timestamps are ISO text without a zone (naive UTC, as Superset's json_iso_dttm_ser
 * writes them), big integers beyond 2^53 stay exact as text, binary values are base64.
 */
import type { ResultColumn } from '@panorama/core/schemas/sqllab';
import type { QueryResult } from '../../engine/connectors/connector';
import { GenericDataType, getTypeGeneric } from '@panorama/core/columns/type-names';

/** What the result cache holds under a query's results_key. */
export interface StoredResult {
  columns: ResultColumn[];
  data: Record<string, unknown>[];
}

/** SQL Lab's display limit (Superset's DISPLAY_MAX_ROW): rows sent to the browser at once. */
export const DISPLAY_MAX_ROW = 10_000;

function isoWithoutZone(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString(); // 2024-01-02T03:04:05.678Z
  const body = iso.slice(0, -1);
  return body.endsWith('.000') ? body.slice(0, -4) : body;
}

export function toJsonValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoWithoutZone(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonValue(v)]),
    );
  }
  return value;
}

export function resultColumns(columns: QueryResult['columns']): ResultColumn[] {
  return columns.map((c) => {
    const generic = getTypeGeneric(c.type);
    return {
      column_name: c.name,
      name: c.name,
      type: c.type,
      type_generic: generic,
      is_dttm: generic === GenericDataType.TEMPORAL,
    };
  });
}

export function storedResult(result: QueryResult): StoredResult {
  return {
    columns: resultColumns(result.columns),
    data: result.rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) out[key] = toJsonValue(value);
      return out;
    }),
  };
}
