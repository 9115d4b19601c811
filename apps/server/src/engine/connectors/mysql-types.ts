/**
 * MySQL/MariaDB type names and value casting for the connector's value rules (connector.ts).
 * Result metadata carries protocol type codes, not names; this maps them to the SQL names
 * MySQL itself shows (`SHOW COLUMNS`), telling TEXT from BLOB by the binary character set.
 */
import type { FieldPacket, TypeCast } from 'mysql2/promise';
import { parseTemporalText } from './temporal-text';

const BINARY_CHARSET = 63;
const ENUM_FLAG = 256;
const SET_FLAG = 2048;

const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};

const TEXT_FOR_BLOB: Record<string, string> = {
  TINYBLOB: 'TINYTEXT',
  MEDIUMBLOB: 'MEDIUMTEXT',
  LONGBLOB: 'LONGTEXT',
  BLOB: 'TEXT',
};

export function mysqlTypeName(field: FieldPacket): string {
  const code = field.columnType ?? field.type ?? -1;
  const flags = typeof field.flags === 'number' ? field.flags : 0;
  if (flags & ENUM_FLAG) return 'ENUM';
  if (flags & SET_FLAG) return 'SET';
  if (field.extendedFormat === 'json') return 'JSON'; // MariaDB's JSON is LONGTEXT plus a format hint
  const name = TYPE_NAMES[code] ?? 'UNKNOWN';
  const text = TEXT_FOR_BLOB[name];
  if (text && field.characterSet !== BINARY_CHARSET) return text;
  if ((name === 'CHAR' || name === 'VARCHAR') && field.characterSet === BINARY_CHARSET) {
    return name === 'CHAR' ? 'BINARY' : 'VARBINARY';
  }
  return name;
}

const DATE_TYPES = new Set(['DATE', 'NEWDATE', 'DATETIME', 'DATETIME2', 'TIMESTAMP', 'TIMESTAMP2']);

/**
 * Dates and timestamps as UTC `Date`s, read from their text so MySQL's zero date
 * (`0000-00-00`), which is no instant, becomes null (as mysqlclient returns None) instead of an
 * Invalid Date.
 */
export const mysqlTypeCast: TypeCast = (field, next) => {
  if (!DATE_TYPES.has(field.type)) return next();
  const text = field.string();
  if (text === null) return null;
  if (text.startsWith('0000-00-00')) return null;
  return parseTemporalText(text) ?? text;
};
