/**
 * Whether a dataset column holds numbers: its generic type when the dataset reports one
 * (GenericDataType 0), else judged from the database type name.
 */
import type { DatasourceColumn } from '../../models/datasourceTypes';
import { NUMERIC_COLTYPE } from './categories/groupLabels';

const NUMERIC_TYPE_NAME =
  /^(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|BIGINT|HUGEINT|UBIGINT|UINTEGER|USMALLINT|UTINYINT|INT\d+|UINT\d+|FLOAT\d*|REAL|DOUBLE( PRECISION)?|DECIMAL|NUMERIC|NUMBER|MONEY|SERIAL|BIGSERIAL)\b/i;

export function isNumericColumn(column: Pick<DatasourceColumn, 'type' | 'type_generic'>): boolean {
  if (typeof column.type_generic === 'number') return column.type_generic === NUMERIC_COLTYPE;
  return typeof column.type === 'string' && NUMERIC_TYPE_NAME.test(column.type.trim());
}
