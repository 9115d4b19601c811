/**
 * Column definitions of the data table. A column's type is Superset's GenericDataType, which the
 * chart data API sends as `coltypes` (0 numeric, 1 string, 2 temporal, 3 boolean); it decides
 * alignment, sorting and whether the temporal-format choice applies.
 */

import { GenericDataType } from '@panorama/core/columns/type-names';

export { GenericDataType };

/** One row of query results, keyed by column name. */
export type DataRow = Readonly<Record<string, unknown>>;

export interface DataTableColumn {
  /** The key of the value in each row (the result's column name). */
  key: string;
  /** Header text; the key when absent. */
  label?: string;
  type: GenericDataType;
  /** Initial width in pixels; auto-sized from the content when absent. */
  width?: number;
}

function isGenericDataType(value: unknown): value is GenericDataType {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The type of a column whose server type is unknown: from its first non-null value. */
export function inferColumnType(rows: readonly DataRow[], key: string): GenericDataType {
  for (const row of rows) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' || typeof value === 'bigint') return GenericDataType.NUMERIC;
    if (typeof value === 'boolean') return GenericDataType.BOOLEAN;
    return GenericDataType.STRING;
  }
  return GenericDataType.STRING;
}

/**
 * Columns of a chart data result: `colnames` in order with their `coltypes`; when the server sent
 * no names, the keys of the first row; when a type is missing or unknown, inferred from the data.
 */
export function columnsFromResult(
  colnames: readonly string[] | undefined,
  coltypes: readonly (number | null)[] | undefined,
  rows: readonly DataRow[],
): DataTableColumn[] {
  const names = colnames ?? Object.keys(rows[0] ?? {});
  return names.map((key, index) => {
    const sent = coltypes?.[index];
    return { key, type: isGenericDataType(sent) ? sent : inferColumnType(rows, key) };
  });
}
