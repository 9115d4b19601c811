/**
 * PostgreSQL type names and value parsers for the connector's value rules (connector.ts).
 *
 * pg's defaults do not fit: int8 and numeric arrive as strings, and DATE and TIMESTAMP (without
 * time zone) are read in the server process's local time zone, so the same row would give
 * different instants on differently configured machines. Here naive timestamps and dates are UTC.
 */
import pg from 'pg';
import { integerStringToJs } from './result-rows';

/** OIDs of built-in types, named as `format_type` would after `normalizePgTypeName`. */
export const BUILTIN_TYPE_NAMES = new Map<number, string>([
  [16, 'BOOLEAN'],
  [17, 'BYTEA'],
  [18, 'CHAR'],
  [19, 'NAME'],
  [20, 'BIGINT'],
  [21, 'SMALLINT'],
  [23, 'INTEGER'],
  [25, 'TEXT'],
  [26, 'OID'],
  [114, 'JSON'],
  [142, 'XML'],
  [650, 'CIDR'],
  [700, 'REAL'],
  [701, 'DOUBLE PRECISION'],
  [790, 'MONEY'],
  [829, 'MACADDR'],
  [869, 'INET'],
  [1000, 'BOOLEAN[]'],
  [1005, 'SMALLINT[]'],
  [1007, 'INTEGER[]'],
  [1009, 'TEXT[]'],
  [1015, 'VARCHAR[]'],
  [1016, 'BIGINT[]'],
  [1021, 'REAL[]'],
  [1022, 'DOUBLE PRECISION[]'],
  [1042, 'CHAR'],
  [1043, 'VARCHAR'],
  [1082, 'DATE'],
  [1083, 'TIME WITHOUT TIME ZONE'],
  [1114, 'TIMESTAMP WITHOUT TIME ZONE'],
  [1184, 'TIMESTAMP WITH TIME ZONE'],
  [1115, 'TIMESTAMP WITHOUT TIME ZONE[]'],
  [1182, 'DATE[]'],
  [1186, 'INTERVAL'],
  [1231, 'NUMERIC[]'],
  [1266, 'TIME WITH TIME ZONE'],
  [1560, 'BIT'],
  [1562, 'BIT VARYING'],
  [1700, 'NUMERIC'],
  [2950, 'UUID'],
  [3802, 'JSONB'],
]);

/** `character varying(255)` → `VARCHAR(255)`: upper-cased, with the SQL-standard long names shortened. */
export function normalizePgTypeName(formatted: string): string {
  return formatted
    .toUpperCase()
    .replace(/^CHARACTER VARYING/, 'VARCHAR')
    .replace(/^CHARACTER(?! VARYING)/, 'CHAR');
}

const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIMESTAMP: 1114,
  INT8_ARRAY: 1016,
  NUMERIC_ARRAY: 1231,
  DATE_ARRAY: 1182,
  TIMESTAMP_ARRAY: 1115,
} as const;

function parseDate(text: string): Date | string {
  // 'infinity', BC dates and years past 9999 have no JS Date: keep PostgreSQL's text.
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : text;
}

function parseNaiveTimestamp(text: string): Date | string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?$/.exec(text);
  if (!match) return text;
  const ms = (match[3] ?? '.000').slice(0, 4).padEnd(4, '0');
  return new Date(`${match[1]}T${match[2]}${ms}Z`);
}

/** pg's text[] parser splits any array literal into (nested) element strings, NULLs as null. */
type PgTypeId = Parameters<typeof pg.types.getTypeParser>[0];
// 1009 is text[]; pg-types' TypeId enum lists scalar types only.
const parseTextArray = pg.types.getTypeParser(1009 as PgTypeId, 'text') as (
  text: string,
) => unknown;

function mapNested(value: unknown, parse: (text: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapNested(item, parse));
  return typeof value === 'string' ? parse(value) : value;
}

/** Arrays of the overridden types follow the same rules element by element. */
function arrayOf(parse: (text: string) => unknown): (text: string) => unknown {
  return (text) => mapNested(parseTextArray(text), parse);
}

const toNumber = (text: string) => Number(text);

const TEXT_PARSERS = new Map<number, (text: string) => unknown>([
  [OID.INT8, integerStringToJs],
  [OID.NUMERIC, toNumber],
  [OID.DATE, parseDate],
  [OID.TIMESTAMP, parseNaiveTimestamp],
  [OID.INT8_ARRAY, arrayOf(integerStringToJs)],
  [OID.NUMERIC_ARRAY, arrayOf(toNumber)],
  [OID.DATE_ARRAY, arrayOf(parseDate)],
  [OID.TIMESTAMP_ARRAY, arrayOf(parseNaiveTimestamp)],
]);

/** pg's `types` option: the overrides above, pg's defaults for everything else. */
export const PG_TYPE_PARSERS = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const parser = format === 'binary' ? undefined : TEXT_PARSERS.get(oid);
    return (
      parser ??
      (pg.types.getTypeParser(oid as PgTypeId, format ?? 'text') as (value: string) => unknown)
    );
  }) as typeof pg.types.getTypeParser,
};
