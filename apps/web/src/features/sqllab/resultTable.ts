/**
 * A query result as the results pane shows and hands it on: table columns typed from the
 * database's type names, the tab-separated text copied to the clipboard, the row count line and
 * the columns `sqllab_viz` saves with a dataset.
 */
import { GenericDataType, inferColumnType } from '../../components/data-table/columnTypes';
import type { DataTableColumn } from '../../components/data-table/columnTypes';
import type { TemporalFormats } from '../../components/data-table/cellFormat';
import { toTsv } from '../../components/data-table/tabularText';
import type { SqllabVizData } from '../explore';
import type { QueryResults, ResultColumn } from './sqllabTypes';

const NUMERIC_TYPE =
  /^(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|BIGINT|HUGEINT|UBIGINT|UINTEGER|USMALLINT|UTINYINT|INT2|INT4|INT8|SERIAL|BIGSERIAL|DECIMAL|NUMERIC|NUMBER|REAL|FLOAT|FLOAT4|FLOAT8|DOUBLE|DOUBLE PRECISION|MONEY)\b/;
const TEMPORAL_TYPE = /^(DATE|DATETIME|TIME|TIMESTAMP|TIMESTAMPTZ|INTERVAL)\b/;
const BOOLEAN_TYPE = /^(BOOL|BOOLEAN|BIT)\b/;

/** The generic type of a database type name (`BIGINT`, `VARCHAR(10)`, `TIMESTAMP WITH TIME ZONE`). */
export function genericTypeOf(
  type: string | null,
  isDttm: boolean,
  rows: readonly Record<string, unknown>[],
  key: string,
): GenericDataType {
  if (isDttm) return GenericDataType.TEMPORAL;
  const name = (type ?? '').trim().toUpperCase();
  if (name === '') return inferColumnType(rows, key);
  if (NUMERIC_TYPE.test(name)) return GenericDataType.NUMERIC;
  if (TEMPORAL_TYPE.test(name)) return GenericDataType.TEMPORAL;
  if (BOOLEAN_TYPE.test(name)) return GenericDataType.BOOLEAN;
  return GenericDataType.STRING;
}

/** Table columns in result order; the header shows the name and the database type. */
export function resultTableColumns(results: QueryResults): DataTableColumn[] {
  return results.columns.map((column) => ({
    key: column.name,
    label: column.type ? `${column.name} · ${column.type}` : column.name,
    type: genericTypeOf(column.type, column.is_dttm, results.data, column.name),
  }));
}

/**
 * The rows as tab-separated text with a header line of plain column names; cells read as the
 * table shows them (with the same per-column date formatting).
 */
export function resultTsv(results: QueryResults, temporalFormats?: TemporalFormats): string {
  const columns = resultTableColumns(results).map(({ key, type }) => ({ key, type }));
  return toTsv(columns, results.data, temporalFormats);
}

/** 'N rows returned' (untranslated; the caller passes it through `t`). */
export function rowCountMessage(count: number): { message: string; count: number } {
  return { message: count === 1 ? '%s row returned' : '%s rows returned', count };
}

/** The columns `POST /superset/sqllab_viz/` stores with the new dataset. */
export function vizColumns(columns: readonly ResultColumn[]): SqllabVizData['columns'] {
  return columns.map((column) => ({
    name: column.name,
    column_name: column.name,
    type: column.type,
    is_date: column.is_dttm,
    is_dttm: column.is_dttm,
  }));
}
