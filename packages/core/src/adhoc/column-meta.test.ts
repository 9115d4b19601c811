import { describe, expect, it } from 'vitest';
import {
  genericTypeOf,
  GENERIC_TYPE,
  isBooleanColumn,
  isCalculatedColumn,
  isIntegerColumn,
  isTemporalColumn,
} from './column-meta';

describe('column kinds', () => {
  it('recognises boolean columns by type name or generic type', () => {
    expect(isBooleanColumn({ column_name: 'a', type: 'BOOLEAN' })).toBe(true);
    expect(isBooleanColumn({ column_name: 'a', type: 'bool' })).toBe(true);
    expect(isBooleanColumn({ column_name: 'a', type: null, type_generic: 3 })).toBe(true);
    expect(isBooleanColumn({ column_name: 'a', type: 'VARCHAR' })).toBe(false);
  });

  it('recognises integer columns, not other numbers', () => {
    for (const type of ['INT', 'INTEGER', 'BIGINT', 'int4', 'INTEGER UNSIGNED', 'SMALLINT(6)'])
      expect(isIntegerColumn({ column_name: 'a', type })).toBe(true);
    for (const type of ['DOUBLE', 'DECIMAL(10,2)', 'INTERVAL', 'VARCHAR', null])
      expect(isIntegerColumn({ column_name: 'a', type })).toBe(false);
  });

  it('treats a non-blank expression as a calculated column', () => {
    expect(isCalculatedColumn({ column_name: 'a', expression: 'x + 1' })).toBe(true);
    expect(isCalculatedColumn({ column_name: 'a', expression: '  ' })).toBe(false);
    expect(isCalculatedColumn({ column_name: 'a', expression: null })).toBe(false);
  });

  it('prefers type_generic and otherwise guesses from the type name', () => {
    expect(genericTypeOf({ column_name: 'a', type: 'VARCHAR', type_generic: 0 })).toBe(
      GENERIC_TYPE.NUMERIC,
    );
    expect(genericTypeOf({ column_name: 'a', type: 'DOUBLE' })).toBe(GENERIC_TYPE.NUMERIC);
    expect(genericTypeOf({ column_name: 'a', type: 'VARCHAR(10)' })).toBe(GENERIC_TYPE.STRING);
    expect(genericTypeOf({ column_name: 'a', type: 'TIMESTAMP' })).toBe(GENERIC_TYPE.TEMPORAL);
    expect(genericTypeOf({ column_name: 'a', type: 'x', is_dttm: true })).toBe(
      GENERIC_TYPE.TEMPORAL,
    );
    expect(genericTypeOf({ column_name: 'a', type: 'BOOLEAN' })).toBe(GENERIC_TYPE.BOOLEAN);
    expect(genericTypeOf({ column_name: 'a', type: 'GEOMETRY' })).toBeNull();
    expect(genericTypeOf({ column_name: 'a' })).toBeNull();
  });

  it('treats is_dttm or a temporal type as a time column', () => {
    expect(isTemporalColumn({ column_name: 'ds', is_dttm: true })).toBe(true);
    expect(isTemporalColumn({ column_name: 'ds', type: 'DATE' })).toBe(true);
    expect(isTemporalColumn({ column_name: 'n', type: 'INT' })).toBe(false);
  });
});
