/**
 * A connector result as the Frame the rest of the pipeline works on: temporal values as epoch
 * milliseconds (JSON-friendly, what Superset serialises) and a GenericDataType per column, taken
 * from the engine's type name or, where the engine gives none that we know (SQLite expressions,
 * JSON), inferred from the values as pandas would.
 */
import type { QueryResult } from '../connectors/connector';
import type { Frame } from '../post-processing/frame';
import { GenericDataType, getTypeGeneric } from '@panorama/core/columns/type-names';

export type ColumnType = Frame['columns'][number]['type'];

function kindOf(value: unknown): ColumnType | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return GenericDataType.TEMPORAL;
  if (typeof value === 'number' || typeof value === 'bigint') return GenericDataType.NUMERIC;
  if (typeof value === 'boolean') return GenericDataType.BOOLEAN;
  if (typeof value === 'string') return GenericDataType.STRING;
  return null;
}

/** The one kind all non-null values share, or null when they are mixed or opaque. */
function inferType(rows: Record<string, unknown>[], name: string): ColumnType {
  let seen: ColumnType | undefined;
  for (const row of rows) {
    const kind = kindOf(row[name]);
    if (kind === undefined) continue;
    if (kind === null || (seen !== undefined && seen !== kind)) return null;
    seen = kind;
  }
  return seen ?? null;
}

/** Converts in place (the rows are the connector's own fresh objects) and returns the frame. */
export function toFrame(result: QueryResult): Frame {
  const { rows } = result;
  const columns = result.columns.map((c) => ({
    name: c.name,
    type: getTypeGeneric(c.type) ?? inferType(rows, c.name),
  }));
  for (const row of rows) {
    for (const { name } of columns) {
      const value = row[name];
      if (value instanceof Date) row[name] = value.getTime();
    }
  }
  return { columns, rows };
}
