/**
 * The parts of a dataset column and saved metric the adhoc rules read. The web's
 * `DatasourceColumn` / `DatasourceMetric` fit these shapes; core cannot import them.
 */
import { GenericDataType, isBooleanTypeName, isIntegerTypeName } from '../columns/type-names';

export interface ColumnMeta {
  column_name: string;
  verbose_name?: string | null;
  type?: string | null;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic?: number | null;
  is_dttm?: boolean | null;
  /** Calculated columns carry their SQL expression; physical columns have none. */
  expression?: string | null;
  advanced_data_type?: string | null;
  filterable?: boolean | null;
}

export interface SavedMetricMeta {
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
}

/** Superset's GenericDataType under the name the adhoc rules use. */
export const GENERIC_TYPE = GenericDataType;
export type GenericType = GenericDataType;

/** `VARCHAR(255)` → `VARCHAR`, `integer unsigned` → `INTEGER`. */
function baseTypeName(type: string | null | undefined): string {
  if (!type) return '';
  return type.trim().toUpperCase().replace(/\(.*$/, '').split(/\s+/)[0] ?? '';
}

export function isBooleanColumn(column: ColumnMeta): boolean {
  if (column.type_generic === GENERIC_TYPE.BOOLEAN) return true;
  return isBooleanTypeName(column.type);
}

export function isIntegerColumn(column: ColumnMeta): boolean {
  return isIntegerTypeName(column.type);
}

export function isCalculatedColumn(column: ColumnMeta): boolean {
  return typeof column.expression === 'string' && column.expression.trim() !== '';
}

export function isTemporalColumn(column: ColumnMeta): boolean {
  return column.is_dttm === true || genericTypeOf(column) === GENERIC_TYPE.TEMPORAL;
}

/**
 * The column's generic type: `type_generic` when the server sent it, else a guess from the
 * database type name (datasets created before type_generic was stored have none).
 */
export function genericTypeOf(column: ColumnMeta): GenericType | null {
  const known = column.type_generic;
  if (
    known === GENERIC_TYPE.NUMERIC ||
    known === GENERIC_TYPE.STRING ||
    known === GENERIC_TYPE.TEMPORAL ||
    known === GENERIC_TYPE.BOOLEAN
  )
    return known;
  if (column.is_dttm) return GENERIC_TYPE.TEMPORAL;
  const base = baseTypeName(column.type);
  if (base === '') return null;
  if (base === 'BOOL' || base === 'BOOLEAN') return GENERIC_TYPE.BOOLEAN;
  if (/DATE|TIME/.test(base) && base !== 'INTERVAL') return GENERIC_TYPE.TEMPORAL;
  if (isIntegerTypeName(column.type) || /^(DEC|NUMERIC|NUMBER|FLOAT|DOUBLE|REAL|MONEY)/.test(base))
    return GENERIC_TYPE.NUMERIC;
  if (/CHAR|TEXT|STRING|CLOB|UUID|ENUM|JSON/.test(base)) return GENERIC_TYPE.STRING;
  return null;
}
