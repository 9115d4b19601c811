import { describe, expect, it } from 'vitest';
import { columnTypeKind, hasCalculatedExpression, kindFromTypeName } from './columnTypeIcon';
import { testColumn } from '../../../testing/testDatasource';

describe('columnTypeKind', () => {
  it('uses type_generic when the server sent it', () => {
    expect(columnTypeKind(testColumn({ type: 'VARCHAR', type_generic: 0 }))).toBe('numeric');
    expect(columnTypeKind(testColumn({ type: 'BIGINT', type_generic: 1 }))).toBe('string');
    expect(columnTypeKind(testColumn({ type: 'TEXT', type_generic: 2 }))).toBe('temporal');
    expect(columnTypeKind(testColumn({ type: 'TEXT', type_generic: 3 }))).toBe('boolean');
  });

  it('shows f(x) for a calculated column, but not when the expression is the name', () => {
    expect(columnTypeKind(testColumn({ expression: 'a + b', type_generic: 0 }))).toBe('expression');
    expect(columnTypeKind(testColumn({ column_name: 'x', expression: 'x', type_generic: 0 }))).toBe(
      'numeric',
    );
    expect(hasCalculatedExpression({ column_name: 'x', expression: '  ' })).toBe(false);
  });

  it('guesses from the database type when type_generic is missing', () => {
    expect(columnTypeKind(testColumn({ type: 'DOUBLE PRECISION' }))).toBe('numeric');
    expect(columnTypeKind(testColumn({ type: 'VARCHAR(255)' }))).toBe('string');
    expect(columnTypeKind(testColumn({ type: 'TIMESTAMP WITH TIME ZONE' }))).toBe('temporal');
    expect(columnTypeKind(testColumn({ type: 'BOOLEAN' }))).toBe('boolean');
    expect(kindFromTypeName('INTERVAL')).toBe('temporal');
    expect(kindFromTypeName(null)).toBe('unknown');
  });

  it('falls back to is_dttm, then unknown', () => {
    expect(columnTypeKind(testColumn({ type: null, is_dttm: true }))).toBe('temporal');
    expect(columnTypeKind(testColumn({ type: 'GEOMETRY' }))).toBe('unknown');
    expect(columnTypeKind(testColumn({ type: 'X', type_generic: 9 }))).toBe('unknown');
  });
});
