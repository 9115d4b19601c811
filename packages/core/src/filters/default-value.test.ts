import { describe, expect, it } from 'vitest';
import { coerceDefaultValue } from './default-value';

describe('coerceDefaultValue', () => {
  it('turns a boolean column default into true or false', () => {
    expect(coerceDefaultValue('true', 'BOOLEAN')).toBe(true);
    expect(coerceDefaultValue('TRUE', 'bool')).toBe(true);
    expect(coerceDefaultValue('false', 'BOOLEAN')).toBe(false);
    expect(coerceDefaultValue('yes', 'BOOLEAN')).toBe(false);
    expect(coerceDefaultValue(true, 'BOOLEAN')).toBe(true);
  });

  it.each([
    'TINYINT',
    'SMALLINT',
    'INT',
    'INTEGER',
    'BIGINT',
    'LONG',
    'int(11)',
    'bigint unsigned',
    'INT8',
    'HUGEINT',
  ])('turns a %s default into an integer, null when not numeric', (type) => {
    expect(coerceDefaultValue('42', type)).toBe(42);
    expect(coerceDefaultValue('42.9', type)).toBe(42);
    expect(coerceDefaultValue('-7', type)).toBe(-7);
    expect(coerceDefaultValue('abc', type)).toBeNull();
    expect(coerceDefaultValue('  ', type)).toBeNull();
  });

  it.each([
    'FLOAT',
    'DOUBLE',
    'REAL',
    'NUMERIC',
    'DECIMAL',
    'MONEY',
    'decimal(10,2)',
    'DOUBLE PRECISION',
  ])('turns a %s default into a float, null when not numeric', (type) => {
    expect(coerceDefaultValue('3.25', type)).toBe(3.25);
    expect(coerceDefaultValue('10', type)).toBe(10);
    expect(coerceDefaultValue('1e3', type)).toBe(1000);
    expect(coerceDefaultValue('3.2.1', type)).toBeNull();
  });

  it('keeps text, dates and unknown types as entered', () => {
    expect(coerceDefaultValue('42', 'VARCHAR(20)')).toBe('42');
    expect(coerceDefaultValue('2020-01-01', 'DATE')).toBe('2020-01-01');
    expect(coerceDefaultValue('x', null)).toBe('x');
  });

  it('only coerces single-select defaults', () => {
    expect(coerceDefaultValue('42', 'INT', { multiple: true })).toBe('42');
    expect(coerceDefaultValue(['1', '2'], 'INT', { multiple: true })).toEqual(['1', '2']);
  });

  it('leaves empty defaults alone', () => {
    expect(coerceDefaultValue('', 'INT')).toBe('');
    expect(coerceDefaultValue(null, 'BOOLEAN')).toBeNull();
    expect(coerceDefaultValue(undefined, 'FLOAT')).toBeUndefined();
  });
});
