import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_ITEMS,
  columnLabel,
  metricLabel,
  searchColumns,
  searchMetrics,
  visibleItems,
} from './datasourceItems';
import { testColumn, testMetric } from '../../../testing/testDatasource';

const names = (items: ReadonlyArray<{ column_name: string }>) => items.map((i) => i.column_name);

describe('searchColumns', () => {
  const columns = [
    testColumn({ column_name: 'state' }),
    testColumn({ column_name: 'num_boys', verbose_name: 'Boys' }),
    testColumn({ column_name: 'ds', is_certified: true, certified_by: 'Data team' }),
    testColumn({ column_name: 'name' }),
    testColumn({ column_name: 'gender', description: 'Sex at birth' }),
  ];

  it('keeps every column, certified first, for an empty search', () => {
    expect(names(searchColumns(columns, ''))).toEqual([
      'ds',
      'state',
      'num_boys',
      'name',
      'gender',
    ]);
    expect(names(searchColumns(columns, '   '))).toHaveLength(5);
  });

  it('matches names and verbose names case-insensitively, best match first', () => {
    expect(names(searchColumns(columns, 'BOYS'))).toEqual(['num_boys']);
    expect(names(searchColumns(columns, 'na'))).toEqual(['name']);
    expect(names(searchColumns(columns, 'a'))).toEqual(['state', 'name', 'gender']);
  });

  it('ranks an exact name above a word start above a plain contains', () => {
    const cols = [
      testColumn({ column_name: 'total_sum' }),
      testColumn({ column_name: 'sumx' }),
      testColumn({ column_name: 'sum' }),
      testColumn({ column_name: 'checksum' }),
    ];
    expect(names(searchColumns(cols, 'sum'))).toEqual(['sum', 'sumx', 'total_sum', 'checksum']);
  });

  it('also finds words of a description or expression, after name matches', () => {
    const cols = [
      testColumn({ column_name: 'sex', description: 'Sex at birth' }),
      testColumn({ column_name: 'birth_year' }),
      testColumn({ column_name: 'calc', expression: 'YEAR(birth_date)' }),
    ];
    expect(names(searchColumns(cols, 'birth'))).toEqual(['birth_year', 'sex', 'calc']);
    expect(names(searchColumns(cols, 'birth date'))).toEqual(['calc']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchColumns(columns, 'nothing')).toEqual([]);
  });
});

describe('searchMetrics', () => {
  it('matches metric and verbose names', () => {
    const metrics = [
      testMetric({ metric_name: 'count', verbose_name: 'COUNT(*)' }),
      testMetric({ metric_name: 'sum__num', verbose_name: 'Total births', certified_by: 'Ann' }),
    ];
    expect(searchMetrics(metrics, 'total').map((m) => m.metric_name)).toEqual(['sum__num']);
    expect(searchMetrics(metrics, '').map((m) => m.metric_name)).toEqual(['sum__num', 'count']);
    expect(searchMetrics(metrics, 'regex(').map((m) => m.metric_name)).toEqual([]);
  });
});

describe('visibleItems and labels', () => {
  it('cuts long lists unless all are asked for', () => {
    const many = Array.from({ length: DEFAULT_MAX_ITEMS + 5 }, (_v, i) => i);
    expect(visibleItems(many, false)).toHaveLength(DEFAULT_MAX_ITEMS);
    expect(visibleItems(many, true)).toHaveLength(DEFAULT_MAX_ITEMS + 5);
    expect(visibleItems([1, 2], false)).toEqual([1, 2]);
  });

  it('prefers the verbose name', () => {
    expect(columnLabel({ column_name: 'a', verbose_name: 'Alpha' })).toBe('Alpha');
    expect(columnLabel({ column_name: 'a', verbose_name: ' ' })).toBe('a');
    expect(metricLabel({ metric_name: 'm', verbose_name: null })).toBe('m');
  });
});
