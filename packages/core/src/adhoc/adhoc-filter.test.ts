import { describe, expect, it } from 'vitest';
import {
  adhocFilterForColumn,
  adhocFilterForMetric,
  adhocFiltersEqual,
  adhocFilterSql,
  defaultFilterLabel,
  isAdhocFilterValid,
} from './adhoc-filter';
import type { AdhocFilter } from './adhoc-types';

const base: AdhocFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'origin',
  operator: 'IN',
  operatorId: 'IN',
  comparator: ['SFO', 'LAX'],
};

describe('isAdhocFilterValid', () => {
  it('IS NULL / IS NOT NULL need operator and subject only', () => {
    const isNull: AdhocFilter = {
      ...base,
      operator: 'IS NULL',
      operatorId: 'IS_NULL',
      comparator: undefined,
    };
    expect(isAdhocFilterValid(isNull)).toBe(true);
    expect(isAdhocFilterValid({ ...isNull, subject: null })).toBe(false);
    expect(isAdhocFilterValid({ ...isNull, operatorId: null, operator: 'IS NOT NULL' })).toBe(true);
  });

  it('IS TRUE / IS FALSE need subject and a non-null comparator', () => {
    const isTrue: AdhocFilter = {
      ...base,
      operator: '==',
      operatorId: 'IS_TRUE',
      comparator: true,
    };
    expect(isAdhocFilterValid(isTrue)).toBe(true);
    expect(isAdhocFilterValid({ ...isTrue, comparator: false, operatorId: 'IS_FALSE' })).toBe(true);
    expect(isAdhocFilterValid({ ...isTrue, comparator: null })).toBe(false);
    expect(isAdhocFilterValid({ ...isTrue, comparator: undefined })).toBe(false);
    expect(isAdhocFilterValid({ ...isTrue, subject: '' })).toBe(false);
  });

  it('other SIMPLE filters need operator, subject, clause and a value (non-empty list)', () => {
    expect(isAdhocFilterValid(base)).toBe(true);
    expect(isAdhocFilterValid({ ...base, comparator: [] })).toBe(false);
    expect(isAdhocFilterValid({ ...base, comparator: null })).toBe(false);
    expect(isAdhocFilterValid({ ...base, comparator: undefined })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: null })).toBe(false);
    expect(isAdhocFilterValid({ ...base, subject: null })).toBe(false);
    expect(
      isAdhocFilterValid({ ...base, operator: '==', operatorId: 'EQUALS', comparator: '' }),
    ).toBe(true);
    expect(
      isAdhocFilterValid({ ...base, operator: '>', operatorId: 'GREATER_THAN', comparator: 0 }),
    ).toBe(true);
  });

  it('SQL filters need sqlExpression and clause', () => {
    const sql: AdhocFilter = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a > 1' };
    expect(isAdhocFilterValid(sql)).toBe(true);
    expect(isAdhocFilterValid({ ...sql, sqlExpression: '' })).toBe(false);
    expect(isAdhocFilterValid({ ...sql, sqlExpression: null })).toBe(false);
  });
});

describe('filter SQL text and default label', () => {
  it('writes lists in parentheses, text quoted and numbers bare', () => {
    expect(defaultFilterLabel(base)).toBe("origin IN ('SFO', 'LAX')");
    expect(
      adhocFilterSql({ ...base, operator: 'NOT IN', operatorId: 'NOT_IN', comparator: [1, '2'] }),
    ).toBe('origin NOT IN (1, 2)');
    expect(
      adhocFilterSql({ ...base, operator: '==', operatorId: 'EQUALS', comparator: "O'Hare" }),
    ).toBe("origin = 'O''Hare'");
    expect(
      adhocFilterSql({ ...base, operator: '!=', operatorId: 'NOT_EQUALS', comparator: 3 }),
    ).toBe('origin <> 3');
  });

  it('writes unary, boolean and time range filters', () => {
    expect(adhocFilterSql({ ...base, operator: 'IS NULL', operatorId: 'IS_NULL' })).toBe(
      'origin IS NULL',
    );
    expect(
      adhocFilterSql({ ...base, operator: 'IS TRUE', operatorId: 'IS_TRUE', comparator: true }),
    ).toBe('origin IS TRUE');
    expect(
      adhocFilterSql({
        ...base,
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        operatorId: 'TEMPORAL_RANGE',
        comparator: 'Last week',
      }),
    ).toBe('ds (Last week)');
    expect(
      adhocFilterSql(
        { ...base, subject: 'ds', operator: 'LATEST PARTITION', operatorId: 'LATEST_PARTITION' },
        { schema: 'main', table_name: 'logs' },
      ),
    ).toBe("ds = '{{ presto.latest_partition('main.logs') }}'");
  });

  it('labels SQL filters with their SQL, shortened at 40 characters', () => {
    const sql: AdhocFilter = {
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: "origin IN ('SFO', 'LAX', 'JFK', 'ORD', 'ATL', 'DEN')",
    };
    expect(defaultFilterLabel(sql)).toBe("origin IN ('SFO', 'LAX', 'JFK', 'ORD', '...");
    expect(defaultFilterLabel({ ...sql, sqlExpression: 'a = 1' })).toBe('a = 1');
  });

  it('shows a half-built filter as far as it goes', () => {
    expect(adhocFilterSql({ ...base, comparator: undefined })).toBe('origin IN');
    expect(adhocFilterSql({ ...base, operator: null, operatorId: null })).toBe('origin');
  });
});

describe('filters from drops and equality', () => {
  it('starts a dropped column as IN, a time column as a No filter time range', () => {
    expect(adhocFilterForColumn({ column_name: 'origin', type: 'VARCHAR' })).toMatchObject({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'origin',
      operatorId: 'IN',
      operator: 'IN',
      isNew: true,
    });
    expect(adhocFilterForColumn({ column_name: 'ds', is_dttm: true })).toMatchObject({
      operatorId: 'TEMPORAL_RANGE',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    });
  });

  it('turns a dropped saved metric into a HAVING SQL filter on its expression', () => {
    expect(adhocFilterForMetric({ metric_name: 'cnt', expression: 'COUNT(*)' })).toMatchObject({
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: 'COUNT(*)',
    });
  });

  it('compares definitions, lists by value', () => {
    expect(
      adhocFiltersEqual(base, { ...base, comparator: ['SFO', 'LAX'], filterOptionName: 'x' }),
    ).toBe(true);
    expect(adhocFiltersEqual(base, { ...base, comparator: ['LAX', 'SFO'] })).toBe(false);
    expect(adhocFiltersEqual(base, { ...base, comparator: 'SFO' })).toBe(false);
    expect(adhocFiltersEqual(base, { ...base, clause: 'HAVING' })).toBe(false);
  });
});
