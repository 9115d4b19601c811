import { describe, expect, it } from 'vitest';
import {
  GenericDataType,
  getTypeGeneric,
  isBooleanTypeName,
  isDecimalTypeName,
  isIntegerTypeName,
  isTemporalType,
  normalizeTypeName,
} from './type-names';

describe('normalizeTypeName', () => {
  it('strips precision and signedness', () => {
    expect(normalizeTypeName('decimal(10, 2)')).toBe('DECIMAL');
    expect(normalizeTypeName('INT UNSIGNED')).toBe('INT');
    expect(normalizeTypeName(undefined)).toBe('');
  });
});

describe('number and boolean type names', () => {
  it.each([
    ['bigint unsigned', true, false, false],
    ['LONG', true, false, false],
    ['INT64', true, false, false],
    ['decimal(10, 2)', false, true, false],
    ['FLOAT64', false, true, false],
    ['double precision', false, true, false],
    ['bool', false, false, true],
    ['VARCHAR', false, false, false],
  ])('%s: integer %s, decimal %s, boolean %s', (type, integer, decimal, boolean) => {
    expect([isIntegerTypeName(type), isDecimalTypeName(type), isBooleanTypeName(type)]).toEqual([
      integer,
      decimal,
      boolean,
    ]);
  });
});

describe('getTypeGeneric', () => {
  it('uses Superset’s numbers', () => {
    expect(GenericDataType).toEqual({ NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 });
  });

  it.each([
    // DuckDB
    ['BIGINT', 0],
    ['HUGEINT', 0],
    ['UBIGINT', 0],
    ['DOUBLE', 0],
    ['DECIMAL(18,3)', 0],
    ['INTEGER', 0],
    ['VARCHAR', 1],
    ['UUID', 1],
    ['TIMESTAMP', 2],
    ['TIMESTAMP WITH TIME ZONE', 2],
    ['TIMESTAMP_NS', 2],
    ['DATE', 2],
    ['TIME', 2],
    ['BOOLEAN', 3],
    // PostgreSQL
    ['bigint', 0],
    ['double precision', 0],
    ['numeric(10,2)', 0],
    ['real', 0],
    ['smallint', 0],
    ['int8', 0],
    ['character varying(255)', 1],
    ['VARCHAR(255)', 1],
    ['text', 1],
    ['character(3)', 1],
    ['bpchar', 1],
    ['name', 1],
    ['timestamp without time zone', 2],
    ['timestamp(3) with time zone', 2],
    ['timestamptz', 2],
    ['date', 2],
    ['time with time zone', 2],
    ['bool', 3],
    // MySQL / MariaDB
    ['INT(11)', 0],
    ['int(10) unsigned', 0],
    ['TINYINT(1)', 0],
    ['MEDIUMINT', 0],
    ['BIGINT(20) UNSIGNED ZEROFILL', 0],
    ['DECIMAL(10,2)', 0],
    ['FLOAT', 0],
    ['YEAR', 0],
    ['DATETIME', 2],
    ['DATETIME(6)', 2],
    ['TIMESTAMP(6)', 2],
    ["ENUM('a','b')", 1],
    ['LONGTEXT', 1],
    ['CHAR(36)', 1],
    // SQLite declared types
    ['INT', 0],
    ['REAL', 0],
    ['NUMERIC', 0],
    ['NVARCHAR(100)', 1],
    ['Boolean', 3],
  ] as const)('%s → %i', (type, expected) => {
    expect(getTypeGeneric(type)).toBe(expected);
  });

  it.each([
    'JSON',
    'JSONB',
    'BLOB',
    'BYTEA',
    'INTERVAL',
    'INTEGER[]',
    'STRUCT("a" BIGINT)',
    'GEOMETRY',
    '',
    'NULL',
  ])('%s has no generic type', (type) => {
    expect(getTypeGeneric(type)).toBeNull();
  });

  it('isTemporalType', () => {
    expect(isTemporalType('TIMESTAMP WITHOUT TIME ZONE')).toBe(true);
    expect(isTemporalType('datetime(3)')).toBe(true);
    expect(isTemporalType('VARCHAR')).toBe(false);
    expect(isTemporalType(null)).toBe(false);
  });
});
