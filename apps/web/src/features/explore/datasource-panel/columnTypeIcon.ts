/**
 * Which type mark a column row shows: Superset's generic types (0 numeric, 1 string, 2 temporal,
 * 3 boolean) when the server sent one, else a guess from the database type name. A calculated
 * column and every saved metric show the expression mark 'f(x)'.
 */
import type { DatasourceColumn } from '../../../models/datasourceTypes';

export type ColumnTypeKind =
  'numeric' | 'string' | 'temporal' | 'boolean' | 'expression' | 'unknown';

/** `type_generic` values of the dataset JSON (Superset's GenericDataType). */
export const GENERIC_DATA_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

const KIND_BY_GENERIC: Record<number, ColumnTypeKind> = {
  [GENERIC_DATA_TYPE.NUMERIC]: 'numeric',
  [GENERIC_DATA_TYPE.STRING]: 'string',
  [GENERIC_DATA_TYPE.TEMPORAL]: 'temporal',
  [GENERIC_DATA_TYPE.BOOLEAN]: 'boolean',
};

/** The short text mark of each kind; temporal and unknown are drawn as icons instead. */
export const TYPE_MARK: Record<ColumnTypeKind, string> = {
  numeric: '#',
  string: 'ABC',
  temporal: '',
  boolean: '',
  expression: 'f(x)',
  unknown: '?',
};

/** Order matters: the first pattern that matches the (upper-cased) type name wins. */
const TYPE_NAME_PATTERNS: ReadonlyArray<[RegExp, ColumnTypeKind]> = [
  [/^(BOOL|BOOLEAN|BIT)\b/, 'boolean'],
  [/(DATE|TIME|INTERVAL)/, 'temporal'],
  [/(INT|DEC|NUM|REAL|FLOAT|DOUBLE|MONEY|SERIAL|HUGEINT|NUMBER)/, 'numeric'],
  [/(CHAR|TEXT|STRING|CLOB|UUID|ENUM|JSON|VARCHAR|NAME)/, 'string'],
];

/** A guess from the database's type name (e.g. `BIGINT`, `VARCHAR(255)`, `TIMESTAMP WITH TIME ZONE`). */
export function kindFromTypeName(type: string | null | undefined): ColumnTypeKind {
  if (typeof type !== 'string' || type.trim() === '') return 'unknown';
  const upper = type.trim().toUpperCase();
  for (const [pattern, kind] of TYPE_NAME_PATTERNS) if (pattern.test(upper)) return kind;
  return 'unknown';
}

/** An expression that is just the column's own name is not a calculation (Superset's rule). */
export function hasCalculatedExpression(
  column: Pick<DatasourceColumn, 'column_name' | 'expression'>,
): boolean {
  const expression = column.expression?.trim() ?? '';
  return expression !== '' && expression !== column.column_name;
}

export function columnTypeKind(
  column: Pick<DatasourceColumn, 'column_name' | 'expression' | 'type' | 'is_dttm'> & {
    type_generic?: number | null;
  },
): ColumnTypeKind {
  if (hasCalculatedExpression(column)) return 'expression';
  const generic = column.type_generic;
  if (typeof generic === 'number') {
    const kind = KIND_BY_GENERIC[generic];
    if (kind) return kind;
  }
  const guessed = kindFromTypeName(column.type);
  if (guessed !== 'unknown') return guessed;
  return column.is_dttm ? 'temporal' : 'unknown';
}
