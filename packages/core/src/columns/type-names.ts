/**
 * Superset's GenericDataType: the coarse kind of a column that charts and filters reason about
 * (only TEMPORAL columns get time grains, only NUMERIC ones are summed). Engine type names vary
 * wildly (`int8`, `BIGINT UNSIGNED`, `timestamp(3) with time zone`, `DECIMAL(18,3)`, SQLite's
 * free-form declared types), so names are normalised first and then matched whole. The server
 * classifies result and dataset columns with it; the web app and filters read the same lists.
 */
export const GenericDataType = {
  NUMERIC: 0,
  STRING: 1,
  TEMPORAL: 2,
  BOOLEAN: 3,
} as const;

export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

/** Whole-number types, as engines name them once normalised. */
export const INTEGER_TYPE_NAMES: ReadonlySet<string> = new Set([
  'TINYINT',
  'SMALLINT',
  'MEDIUMINT',
  'INT',
  'INTEGER',
  'BIGINT',
  'HUGEINT',
  'UTINYINT',
  'USMALLINT',
  'UINTEGER',
  'UBIGINT',
  'UHUGEINT',
  'INT1',
  'INT2',
  'INT4',
  'INT8',
  'INT16',
  'INT32',
  'INT64',
  'INT128',
  'LONG',
  'SERIAL',
  'SMALLSERIAL',
  'BIGSERIAL',
  'SERIAL2',
  'SERIAL4',
  'SERIAL8',
]);

/** Fractional number types (floating point and fixed decimals). */
export const DECIMAL_TYPE_NAMES: ReadonlySet<string> = new Set([
  'FLOAT',
  'FLOAT4',
  'FLOAT8',
  'FLOAT64',
  'REAL',
  'DOUBLE',
  'DOUBLE PRECISION',
  'DECIMAL',
  'DEC',
  'NUMERIC',
  'NUMBER',
  'FIXED',
  'MONEY',
  'SMALLMONEY',
]);

/** Numbers that are neither plain integers nor decimals (years, big integers, object ids). */
const OTHER_NUMERIC_TYPE_NAMES = ['YEAR', 'VARINT', 'BIGNUM', 'OID'];

const TEMPORAL_TYPE_NAMES = [
  'DATE',
  'DATETIME',
  'DATETIME2',
  'SMALLDATETIME',
  'DATETIMEOFFSET',
  'TIMESTAMP',
  'TIMESTAMPTZ',
  'TIMESTAMP_S',
  'TIMESTAMP_MS',
  'TIMESTAMP_US',
  'TIMESTAMP_NS',
  'TIMESTAMP WITH TIME ZONE',
  'TIMESTAMP WITHOUT TIME ZONE',
  'TIME',
  'TIMETZ',
  'TIME WITH TIME ZONE',
  'TIME WITHOUT TIME ZONE',
];

const STRING_TYPE_NAMES = [
  'CHAR',
  'VARCHAR',
  'NCHAR',
  'NVARCHAR',
  'CHARACTER',
  'CHARACTER VARYING',
  'NATIONAL CHARACTER',
  'NATIONAL CHARACTER VARYING',
  'NATIONAL CHAR',
  'NATIONAL VARCHAR',
  'VARYING CHARACTER',
  'NATIVE CHARACTER',
  'BPCHAR',
  'TEXT',
  'TINYTEXT',
  'MEDIUMTEXT',
  'LONGTEXT',
  'NTEXT',
  'CITEXT',
  'CLOB',
  'STRING',
  'NAME',
  'UUID',
  'ENUM',
  'SET',
];

export const BOOLEAN_TYPE_NAMES: ReadonlySet<string> = new Set(['BOOL', 'BOOLEAN']);

const LOOKUP = new Map<string, GenericDataType>([
  ...[...INTEGER_TYPE_NAMES, ...DECIMAL_TYPE_NAMES, ...OTHER_NUMERIC_TYPE_NAMES].map(
    (name) => [name, GenericDataType.NUMERIC] as const,
  ),
  ...TEMPORAL_TYPE_NAMES.map((name) => [name, GenericDataType.TEMPORAL] as const),
  ...STRING_TYPE_NAMES.map((name) => [name, GenericDataType.STRING] as const),
  ...[...BOOLEAN_TYPE_NAMES].map((name) => [name, GenericDataType.BOOLEAN] as const),
]);

/** `decimal(10, 2) unsigned` → `DECIMAL`; `timestamp(3) with time zone` → `TIMESTAMP WITH TIME ZONE`. */
export function normalizeTypeName(type: string | null | undefined): string {
  return (type ?? '')
    .toUpperCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(UNSIGNED|SIGNED|ZEROFILL)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The GenericDataType of an engine type name, or null for types Superset does not classify either
 * (JSON, BLOB, arrays, structs, INTERVAL...): callers treat those as opaque values.
 */
export function getTypeGeneric(type: string | null | undefined): GenericDataType | null {
  if (!type) return null;
  return LOOKUP.get(normalizeTypeName(type)) ?? null;
}

export function isTemporalType(type: string | null | undefined): boolean {
  return getTypeGeneric(type) === GenericDataType.TEMPORAL;
}

export function isIntegerTypeName(type: string | null | undefined): boolean {
  return INTEGER_TYPE_NAMES.has(normalizeTypeName(type));
}

export function isDecimalTypeName(type: string | null | undefined): boolean {
  return DECIMAL_TYPE_NAMES.has(normalizeTypeName(type));
}

export function isBooleanTypeName(type: string | null | undefined): boolean {
  return BOOLEAN_TYPE_NAMES.has(normalizeTypeName(type));
}
