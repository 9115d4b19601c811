import { describe, expect, it } from 'vitest';
import {
  isColumnAbsent,
  isFilterAbsent,
  isMetricAbsent,
  type DatasourceFields,
} from './datasource-compat';

const ds: DatasourceFields = {
  columns: [{ column_name: 'origin' }, { column_name: 'delay' }],
  metrics: [{ metric_name: 'count' }],
};

describe('datasource compatibility', () => {
  it('flags named columns the dataset lacks, never SQL columns', () => {
    expect(isColumnAbsent('origin', ds)).toBe(false);
    expect(isColumnAbsent('gone', ds)).toBe(true);
    expect(isColumnAbsent({ sqlExpression: 'gone + 1', label: 'x' }, ds)).toBe(false);
    expect(
      isColumnAbsent({ sqlExpression: 'gone', label: 'gone', isColumnReference: true }, ds),
    ).toBe(true);
  });

  it('flags saved metrics and SIMPLE metric columns the dataset lacks', () => {
    expect(isMetricAbsent('count', ds)).toBe(false);
    expect(isMetricAbsent('sum_gone', ds)).toBe(true);
    expect(
      isMetricAbsent(
        { expressionType: 'SIMPLE', column: { column_name: 'delay' }, aggregate: 'SUM' },
        ds,
      ),
    ).toBe(false);
    expect(
      isMetricAbsent(
        { expressionType: 'SIMPLE', column: { column_name: 'gone' }, aggregate: 'SUM' },
        ds,
      ),
    ).toBe(true);
    expect(isMetricAbsent({ expressionType: 'SQL', sqlExpression: 'COUNT(gone)' }, ds)).toBe(false);
    expect(
      isMetricAbsent({ expressionType: 'SQL', sqlExpression: 'x', datasourceWarning: true }, ds),
    ).toBe(true);
  });

  it('flags WHERE filters on missing columns and filters already flagged', () => {
    const filter = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'gone',
      operator: 'IN',
    } as const;
    expect(isFilterAbsent(filter, ds)).toBe(true);
    expect(isFilterAbsent({ ...filter, subject: 'origin' }, ds)).toBe(false);
    expect(isFilterAbsent({ ...filter, clause: 'HAVING' }, ds)).toBe(false);
    expect(
      isFilterAbsent({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'gone = 1' }, ds),
    ).toBe(false);
    expect(
      isFilterAbsent(
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x', datasourceWarning: true },
        ds,
      ),
    ).toBe(true);
  });
});
