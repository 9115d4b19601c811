import { describe, expect, it } from 'vitest';
import {
  filterOperatorId,
  isOperatorOffered,
  OPERATOR_BY_ID,
  operatorIdFromOperator,
  operatorsForSubject,
} from './filter-operators';
import { COMPARISON_OPERATOR_IDS, OPERATOR_IDS } from './adhoc-types';
import type { ColumnMeta } from './column-meta';

const text: ColumnMeta = { column_name: 'origin', type: 'VARCHAR' };
const flag: ColumnMeta = { column_name: 'cancelled', type: 'BOOLEAN' };
const count: ColumnMeta = { column_name: 'n', type: 'INTEGER' };
const ratio: ColumnMeta = { column_name: 'r', type: 'DOUBLE' };
const calc: ColumnMeta = { column_name: 'late', type: null, expression: 'delay > 15' };
const day: ColumnMeta = { column_name: 'ds', type: 'DATE', is_dttm: true };

const where = (column: ColumnMeta) => ({
  subject: column.column_name,
  clause: 'WHERE' as const,
  column,
});

describe('operator id ↔ operator text', () => {
  it('maps every id to an operator and back', () => {
    for (const id of OPERATOR_IDS) expect(operatorIdFromOperator(OPERATOR_BY_ID[id])).toBe(id);
    expect(OPERATOR_BY_ID.EQUALS).toBe('==');
    expect(OPERATOR_BY_ID.NOT_IN).toBe('NOT IN');
  });

  it('accepts SQL spellings and any case', () => {
    expect(operatorIdFromOperator('=')).toBe('EQUALS');
    expect(operatorIdFromOperator('<>')).toBe('NOT_EQUALS');
    expect(operatorIdFromOperator('not in')).toBe('NOT_IN');
    expect(operatorIdFromOperator('BETWEEN')).toBeNull();
    expect(operatorIdFromOperator(null)).toBeNull();
  });

  it('prefers the stored id (legacy IS TRUE filters store ==)', () => {
    expect(filterOperatorId({ operator: '==', operatorId: 'IS_TRUE' })).toBe('IS_TRUE');
    expect(filterOperatorId({ operator: '>=', operatorId: 'BOGUS' })).toBe('GREATER_THAN_OR_EQUAL');
  });
});

describe('operatorsForSubject', () => {
  it('offers the plain list for a text column, without IS TRUE, LATEST PARTITION, REGEX or TEMPORAL_RANGE', () => {
    expect(operatorsForSubject(where(text))).toEqual([
      ...COMPARISON_OPERATOR_IDS,
      'IN',
      'NOT_IN',
      'LIKE',
      'ILIKE',
      'IS_NOT_NULL',
      'IS_NULL',
    ]);
  });

  it('offers IS TRUE / IS FALSE only for boolean, integer or expression columns', () => {
    for (const column of [flag, count, calc]) {
      expect(isOperatorOffered('IS_TRUE', where(column))).toBe(true);
      expect(isOperatorOffered('IS_FALSE', where(column))).toBe(true);
    }
    for (const column of [text, ratio, day]) {
      expect(isOperatorOffered('IS_TRUE', where(column))).toBe(false);
    }
  });

  it('gives boolean columns only IS TRUE, IS FALSE, IS NULL and IS NOT NULL', () => {
    expect(operatorsForSubject(where(flag))).toEqual([
      'IS_NOT_NULL',
      'IS_NULL',
      'IS_TRUE',
      'IS_FALSE',
    ]);
  });

  it('offers LATEST PARTITION only on the partition column', () => {
    expect(isOperatorOffered('LATEST_PARTITION', { ...where(day), partitionColumn: 'ds' })).toBe(
      true,
    );
    expect(isOperatorOffered('LATEST_PARTITION', { ...where(text), partitionColumn: 'ds' })).toBe(
      false,
    );
    expect(isOperatorOffered('LATEST_PARTITION', where(day))).toBe(false);
  });

  it('restricts HAVING filters to comparisons', () => {
    expect(COMPARISON_OPERATOR_IDS).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
    ]);
    expect(operatorsForSubject({ subject: 'SUM(delay)', clause: 'HAVING' })).toEqual([
      ...COMPARISON_OPERATOR_IDS,
    ]);
  });

  it('adds TEMPORAL_RANGE only for time columns of WHERE filters', () => {
    expect(operatorsForSubject(where(day))).toContain('TEMPORAL_RANGE');
    expect(operatorsForSubject(where(text))).not.toContain('TEMPORAL_RANGE');
  });

  it('keeps only what an advanced data type allows', () => {
    expect(
      operatorsForSubject({ ...where(count), advancedTypeOperators: ['EQUALS', 'IN', 'IS_TRUE'] }),
    ).toEqual(['EQUALS', 'IN', 'IS_TRUE']);
  });
});
