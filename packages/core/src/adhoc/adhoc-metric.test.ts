import { describe, expect, it } from 'vitest';
import type { AdhocMetric } from '../query/query-object';
import {
  adhocMetricExpression,
  adhocMetricFromColumn,
  adhocMetricLabel,
  adhocMetricSqlForEditor,
  adhocMetricsEqual,
  defaultAdhocMetricLabel,
  defaultAggregateForColumn,
  isAdhocMetricValid,
  normalizeAdhocMetric,
} from './adhoc-metric';

const sumDelay: AdhocMetric = {
  expressionType: 'SIMPLE',
  column: { column_name: 'delay', type: 'DOUBLE' },
  aggregate: 'SUM',
};

describe('adhoc metric labels', () => {
  it('labels a SIMPLE metric AGG(col)', () => {
    expect(defaultAdhocMetricLabel(sumDelay)).toBe('SUM(delay)');
    expect(
      defaultAdhocMetricLabel({
        ...sumDelay,
        aggregate: 'COUNT_DISTINCT',
        column: { column_name: 'origin' },
      }),
    ).toBe('COUNT_DISTINCT(origin)');
  });

  it('labels a SQL metric with its SQL, shortened at 40 characters', () => {
    const short: AdhocMetric = { expressionType: 'SQL', sqlExpression: 'SUM(a) / SUM(b)' };
    expect(defaultAdhocMetricLabel(short)).toBe('SUM(a) / SUM(b)');
    const long: AdhocMetric = {
      expressionType: 'SQL',
      sqlExpression: 'SUM(CASE WHEN origin = 1 THEN delay ELSE 0 END)',
    };
    expect(defaultAdhocMetricLabel(long)).toBe('SUM(CASE WHEN origin = 1 THEN delay ELSE...');
    expect(adhocMetricExpression(long)).toBe(long.sqlExpression);
  });

  it('keeps a custom label only when flagged and non-empty', () => {
    expect(adhocMetricLabel({ ...sumDelay, label: 'Total delay', hasCustomLabel: true })).toBe(
      'Total delay',
    );
    expect(adhocMetricLabel({ ...sumDelay, label: 'stale', hasCustomLabel: false })).toBe(
      'SUM(delay)',
    );
    expect(adhocMetricLabel({ ...sumDelay, label: '', hasCustomLabel: true })).toBe('SUM(delay)');
  });
});

describe('adhoc metric validity', () => {
  it('needs column and aggregate for SIMPLE, SQL for SQL', () => {
    expect(isAdhocMetricValid(sumDelay)).toBe(true);
    expect(isAdhocMetricValid({ ...sumDelay, aggregate: null })).toBe(false);
    expect(isAdhocMetricValid({ ...sumDelay, column: null })).toBe(false);
    expect(isAdhocMetricValid({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' })).toBe(true);
    expect(isAdhocMetricValid({ expressionType: 'SQL', sqlExpression: ' ' })).toBe(false);
    expect(isAdhocMetricValid({ expressionType: 'SQL' })).toBe(false);
  });
});

describe('normalizeAdhocMetric', () => {
  it('sets the default label, drops the other type’s fields and names the option', () => {
    const normal = normalizeAdhocMetric({ ...sumDelay, sqlExpression: 'x', label: 'old' });
    expect(normal).toMatchObject({
      expressionType: 'SIMPLE',
      sqlExpression: null,
      label: 'SUM(delay)',
      hasCustomLabel: false,
    });
    expect(normal.optionName).toMatch(/^metric_/);
    const sql = normalizeAdhocMetric({
      expressionType: 'SQL',
      sqlExpression: 'MAX(x)',
      column: { column_name: 'x' },
      aggregate: 'SUM',
      optionName: 'keep',
    });
    expect(sql).toMatchObject({
      column: null,
      aggregate: null,
      label: 'MAX(x)',
      optionName: 'keep',
    });
  });

  it('keeps a custom label', () => {
    expect(
      normalizeAdhocMetric({ ...sumDelay, label: 'Delay', hasCustomLabel: true }),
    ).toMatchObject({ label: 'Delay', hasCustomLabel: true });
  });
});

describe('metric from a dropped column', () => {
  it('uses SUM for numbers, COUNT_DISTINCT for text, booleans and times, none when unknown', () => {
    expect(defaultAggregateForColumn({ column_name: 'a', type_generic: 0 })).toBe('SUM');
    expect(defaultAggregateForColumn({ column_name: 'a', type: 'BIGINT' })).toBe('SUM');
    expect(defaultAggregateForColumn({ column_name: 'a', type: 'VARCHAR' })).toBe('COUNT_DISTINCT');
    expect(defaultAggregateForColumn({ column_name: 'a', type_generic: 3 })).toBe('COUNT_DISTINCT');
    expect(defaultAggregateForColumn({ column_name: 'a', is_dttm: true })).toBe('COUNT_DISTINCT');
    expect(defaultAggregateForColumn({ column_name: 'a', type: 'BLOB' })).toBeNull();
  });

  it('builds a labelled SIMPLE metric', () => {
    const metric = adhocMetricFromColumn({ id: 4, column_name: 'delay', type: 'DOUBLE' });
    expect(metric).toMatchObject({
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      label: 'SUM(delay)',
      column: { column_name: 'delay', type: 'DOUBLE', id: 4 },
    });
  });
});

describe('adhocMetricsEqual and the SQL editor text', () => {
  it('compares definitions and labels, not identities', () => {
    const a = normalizeAdhocMetric(sumDelay);
    const b = normalizeAdhocMetric(sumDelay);
    expect(a.optionName).not.toBe(b.optionName);
    expect(adhocMetricsEqual(a, b)).toBe(true);
    expect(adhocMetricsEqual(a, { ...b, aggregate: 'AVG' })).toBe(false);
    expect(adhocMetricsEqual(a, { ...b, label: 'x', hasCustomLabel: true })).toBe(false);
  });

  it('writes COUNT_DISTINCT as COUNT(DISTINCT col) for the Custom SQL tab', () => {
    expect(adhocMetricSqlForEditor({ ...sumDelay, aggregate: 'COUNT_DISTINCT' })).toBe(
      'COUNT(DISTINCT delay)',
    );
    expect(adhocMetricSqlForEditor(sumDelay)).toBe('SUM(delay)');
    expect(adhocMetricSqlForEditor({ expressionType: 'SIMPLE', column: null })).toBe('');
  });
});
