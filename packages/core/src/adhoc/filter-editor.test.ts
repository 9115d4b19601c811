import { describe, expect, it } from 'vitest';
import { adhocFilterForColumn, emptyAdhocFilter } from './adhoc-filter';
import type { AdhocFilter } from './adhoc-types';
import type { ColumnMeta } from './column-meta';
import {
  canSaveFilter,
  changeFilterClause,
  changeFilterComparator,
  chooseFilterOperator,
  chooseFilterSubject,
  editFilterSql,
  filterEditorDefaultTab,
  filterSqlForEditor,
  type FilterEditorContext,
} from './filter-editor';

const origin: ColumnMeta = { column_name: 'origin', type: 'VARCHAR' };
const cancelled: ColumnMeta = { column_name: 'cancelled', type: 'BOOLEAN' };
const diverted: ColumnMeta = { column_name: 'diverted', type: 'INTEGER' };
const late: ColumnMeta = { column_name: 'is late', type: null, expression: 'delay > 15' };
const ds: ColumnMeta = { column_name: 'ds', type: 'DATE', is_dttm: true };
const ctx: FilterEditorContext = { columns: [origin, cancelled, diverted, late, ds] };

describe('choosing a subject', () => {
  it('a column sets WHERE, a metric sets HAVING', () => {
    const start = emptyAdhocFilter();
    expect(chooseFilterSubject(start, { kind: 'column', column: origin }, ctx)).toMatchObject({
      subject: 'origin',
      clause: 'WHERE',
      expressionType: 'SIMPLE',
    });
    expect(chooseFilterSubject(start, { kind: 'metric', label: 'SUM(delay)' }, ctx)).toMatchObject({
      subject: 'SUM(delay)',
      clause: 'HAVING',
    });
  });

  it('keeps a still-valid operator and resets an invalid one to IN', () => {
    const like: AdhocFilter = {
      ...emptyAdhocFilter(),
      subject: 'origin',
      operator: 'LIKE',
      operatorId: 'LIKE',
      comparator: 'S%',
    };
    const kept = chooseFilterSubject(
      like,
      { kind: 'column', column: { column_name: 'dest', type: 'TEXT' } },
      ctx,
    );
    expect(kept).toMatchObject({ operatorId: 'LIKE', operator: 'LIKE', comparator: undefined });
    const isTrue = chooseFilterOperator({ ...like, subject: 'diverted' }, 'IS_TRUE', ctx);
    const reset = chooseFilterSubject(isTrue, { kind: 'column', column: origin }, ctx);
    expect(reset).toMatchObject({
      operatorId: 'IN',
      operator: 'IN',
      expressionType: 'SIMPLE',
      sqlExpression: null,
      comparator: [],
    });
  });

  it('leaves the operator empty where IN is not offered', () => {
    const filter = chooseFilterSubject(
      adhocFilterForColumn(origin),
      { kind: 'column', column: cancelled },
      ctx,
    );
    expect(filter).toMatchObject({ operatorId: null, operator: null });
    const having = chooseFilterSubject(
      adhocFilterForColumn(origin),
      { kind: 'metric', label: 'cnt' },
      ctx,
    );
    expect(having).toMatchObject({ clause: 'HAVING', operatorId: null });
  });
});

describe('choosing an operator', () => {
  const inFilter: AdhocFilter = { ...adhocFilterForColumn(origin), comparator: ['SFO', 'LAX'] };

  it('carries values between single and multi operators', () => {
    const eq = chooseFilterOperator(inFilter, 'EQUALS', ctx);
    expect(eq).toMatchObject({ operator: '==', operatorId: 'EQUALS', comparator: 'SFO' });
    expect(chooseFilterOperator(eq, 'NOT_IN', ctx)).toMatchObject({
      operator: 'NOT IN',
      comparator: ['SFO'],
    });
    expect(chooseFilterOperator({ ...eq, comparator: '' }, 'IN', ctx).comparator).toEqual([]);
  });

  it('drops the value of unary operators', () => {
    expect(chooseFilterOperator(inFilter, 'IS_NULL', ctx)).toMatchObject({
      operator: 'IS NULL',
      comparator: undefined,
      expressionType: 'SIMPLE',
    });
  });

  it('switches IS TRUE / IS FALSE to SQL with the SQL generated', () => {
    const onBool = { ...inFilter, subject: 'cancelled' };
    expect(chooseFilterOperator(onBool, 'IS_TRUE', ctx)).toMatchObject({
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: 'cancelled IS TRUE',
      subject: 'cancelled',
      operatorId: 'IS_TRUE',
      operator: 'IS TRUE',
      comparator: true,
    });
    expect(chooseFilterOperator(onBool, 'IS_FALSE', ctx).sqlExpression).toBe('cancelled IS FALSE');
    expect(
      chooseFilterOperator({ ...inFilter, subject: 'diverted' }, 'IS_TRUE', ctx).sqlExpression,
    ).toBe('diverted <> 0');
    expect(
      chooseFilterOperator({ ...inFilter, subject: 'diverted' }, 'IS_FALSE', ctx).sqlExpression,
    ).toBe('diverted = 0');
    expect(
      chooseFilterOperator({ ...inFilter, subject: 'is late' }, 'IS_TRUE', ctx).sqlExpression,
    ).toBe('(delay > 15) IS TRUE');
    expect(
      chooseFilterOperator({ ...inFilter, subject: 'Odd "name"' }, 'IS_FALSE', ctx).sqlExpression,
    ).toBe('"Odd ""name""" IS FALSE');
  });

  it('switches LATEST PARTITION to SQL on the partition template', () => {
    const filter = chooseFilterOperator({ ...inFilter, subject: 'ds' }, 'LATEST_PARTITION', {
      ...ctx,
      partitionColumn: 'ds',
      datasource: { schema: 'main', table_name: 'logs' },
    });
    expect(filter).toMatchObject({
      expressionType: 'SQL',
      sqlExpression: "ds = '{{ presto.latest_partition('main.logs') }}'",
    });
  });

  it('starts a time range at No filter and does not carry it to other operators', () => {
    const range = chooseFilterOperator({ ...inFilter, subject: 'ds' }, 'TEMPORAL_RANGE', ctx);
    expect(range.comparator).toBe('No filter');
    expect(
      chooseFilterOperator({ ...range, comparator: 'Last week' }, 'TEMPORAL_RANGE', ctx).comparator,
    ).toBe('Last week');
    expect(chooseFilterOperator(range, 'EQUALS', ctx).comparator).toBeUndefined();
    expect(chooseFilterOperator(range, 'IN', ctx).comparator).toEqual([]);
  });
});

describe('values, SQL and clause edits', () => {
  it('a value keeps the filter SIMPLE', () => {
    const filter = changeFilterComparator(adhocFilterForColumn(origin), ['SFO']);
    expect(filter).toMatchObject({ expressionType: 'SIMPLE', comparator: ['SFO'] });
  });

  it('editing SQL forgets the SIMPLE parts', () => {
    expect(editFilterSql(adhocFilterForColumn(origin), "origin = 'X'")).toMatchObject({
      expressionType: 'SQL',
      sqlExpression: "origin = 'X'",
      subject: null,
      operator: null,
      comparator: null,
      clause: 'WHERE',
    });
  });

  it('changing the clause of a SIMPLE filter starts SQL from its text', () => {
    const filter = changeFilterClause(
      { ...adhocFilterForColumn(origin), comparator: ['A'] },
      'HAVING',
    );
    expect(filter).toMatchObject({
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: "origin IN ('A')",
    });
    expect(changeFilterClause(filter, 'WHERE')).toMatchObject({
      clause: 'WHERE',
      sqlExpression: "origin IN ('A')",
    });
  });

  it('prefills the Custom SQL tab with the SIMPLE filter as SQL, except time ranges', () => {
    expect(filterSqlForEditor({ ...adhocFilterForColumn(origin), comparator: ['A', 'B'] })).toBe(
      "origin IN ('A', 'B')",
    );
    expect(filterSqlForEditor(adhocFilterForColumn(ds))).toBe('');
  });
});

describe('default tab and save enablement', () => {
  it('opens SIMPLE filters and generated SQL on Simple, other SQL on Custom SQL', () => {
    expect(filterEditorDefaultTab(adhocFilterForColumn(origin))).toBe('SIMPLE');
    const isTrue = chooseFilterOperator({ ...adhocFilterForColumn(cancelled) }, 'IS_TRUE', ctx);
    expect(filterEditorDefaultTab(isTrue)).toBe('SIMPLE');
    expect(filterEditorDefaultTab(editFilterSql(isTrue, 'x = 1'))).toBe('SQL');
  });

  it('needs a valid filter, a valid Simple tab and a change (or a new filter)', () => {
    const initial: AdhocFilter = {
      ...adhocFilterForColumn(origin),
      comparator: ['A'],
      isNew: false,
    };
    const changed = changeFilterComparator(initial, ['A', 'B']);
    expect(canSaveFilter({ initial, draft: initial, isNew: false, simpleTabValid: true })).toBe(
      false,
    );
    expect(canSaveFilter({ initial, draft: changed, isNew: false, simpleTabValid: true })).toBe(
      true,
    );
    expect(canSaveFilter({ initial, draft: changed, isNew: false, simpleTabValid: false })).toBe(
      false,
    );
    expect(canSaveFilter({ initial, draft: initial, isNew: true, simpleTabValid: true })).toBe(
      true,
    );
    const invalid = changeFilterComparator(initial, []);
    expect(canSaveFilter({ initial, draft: invalid, isNew: true, simpleTabValid: true })).toBe(
      false,
    );
  });
});
