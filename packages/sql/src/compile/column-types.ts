/**
 * A column's generic kind, read from the engine's type name, as far as filter values need it:
 * numbers are bound as numbers, text as text, booleans as booleans, timestamps as timestamps.
 */
import type { CompileColumn } from './compile-datasource';

export type GenericType = 'numeric' | 'string' | 'boolean' | 'date' | 'timestamp' | 'unknown';

const NUMERIC =
  /^(U?(TINY|SMALL|MEDIUM|BIG|HUGE)?INT(EGER)?\d*|INT[248]|(SMALL|BIG)?SERIAL\d*|DEC(IMAL)?|NUMERIC|NUMBER|FIXED|REAL|FLOAT\d*|DOUBLE( PRECISION)?|MONEY)\b/;
const STRING =
  /^(N?VARCHAR\d*|N?CHAR(ACTER)?( VARYING)?|BPCHAR|N?TEXT|TINYTEXT|MEDIUMTEXT|LONGTEXT|STRING|CLOB|ENUM|UUID|CITEXT|NAME)\b/;
const BOOLEAN = /^BOOL(EAN)?\b/;
const TIMESTAMP = /^(TIMESTAMP|DATETIME)/;
const DATE = /^DATE$/;

export function genericType(type: string | null | undefined): GenericType {
  const t = (type ?? '').trim().toUpperCase();
  if (t === '') return 'unknown';
  if (BOOLEAN.test(t)) return 'boolean';
  if (TIMESTAMP.test(t)) return 'timestamp';
  if (DATE.test(t)) return 'date';
  if (NUMERIC.test(t)) return 'numeric';
  if (STRING.test(t)) return 'string';
  return 'unknown';
}

/** Temporal for time grains and time filters: flagged is_dttm, or a date/timestamp type. */
export function isTemporalColumn(column: CompileColumn): boolean {
  const generic = genericType(column.type);
  return column.is_dttm || generic === 'date' || generic === 'timestamp';
}
