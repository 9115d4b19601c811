/**
 * Adhoc filter rules: validity, the SQL text a filter reads as, its default label (`origin IN
 * ('SFO', 'LAX')`, shortened at 40 characters), equality, and the filters a drop starts from.
 */
import { NO_TIME_RANGE } from '../time/no-time-range';
import { truncateLabel } from './adhoc-label';
import { newOptionName } from './adhoc-metric';
import type { AdhocFilter, FilterComparator, OperatorId } from './adhoc-types';
import { isTemporalColumn, type ColumnMeta, type SavedMetricMeta } from './column-meta';
import {
  filterOperatorId,
  MULTI_OPERATOR_IDS,
  OPERATOR_BY_ID,
  SQL_BY_OPERATOR,
} from './filter-operators';

type ComparatorValue = string | number | boolean;

/**
 * When a filter is complete enough to query, rule by rule: IS NULL / IS NOT NULL need operator and
 * subject; IS TRUE / IS FALSE need subject and a non-null comparator; any other SIMPLE filter needs
 * operator, subject, clause and a non-null comparator (a non-empty array); SQL filters need
 * sqlExpression and clause.
 */
export function isAdhocFilterValid(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') {
    return Boolean(filter.sqlExpression && filter.sqlExpression.trim() !== '' && filter.clause);
  }
  const operatorId = filterOperatorId(filter);
  if (operatorId === 'IS_NULL' || operatorId === 'IS_NOT_NULL') {
    return Boolean(filter.operator && filter.subject);
  }
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') {
    return Boolean(filter.subject) && filter.comparator != null;
  }
  if (!filter.operator || !filter.subject || !filter.clause) return false;
  if (Array.isArray(filter.comparator)) return filter.comparator.length > 0;
  return filter.comparator != null;
}

/** A value as the label shows it: numbers bare, text quoted with `'` doubled. */
function comparatorText(value: ComparatorValue | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  return `'${value.replace(/'/g, "''")}'`;
}

function comparatorList(comparator: FilterComparator | undefined): Array<ComparatorValue | null> {
  if (comparator === undefined) return [];
  return Array.isArray(comparator) ? comparator : [comparator];
}

/**
 * The SQL text of a filter: SQL filters are their expression; SIMPLE filters read
 * `subject OP value`, lists in parentheses, unary operators without a value, and a time range
 * filter as `subject (range)`.
 */
export function adhocFilterSql(
  filter: AdhocFilter,
  datasource?: { schema?: string | null; table_name?: string | null } | null,
): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const subject = filter.subject ?? '';
  const operatorId = filterOperatorId(filter);
  if (!subject || !operatorId) return subject;
  return simpleFilterSql(subject, operatorId, filter.comparator, datasource);
}

function simpleFilterSql(
  subject: string,
  operatorId: OperatorId,
  comparator: FilterComparator | undefined,
  datasource?: { schema?: string | null; table_name?: string | null } | null,
): string {
  switch (operatorId) {
    case 'TEMPORAL_RANGE': {
      const range = typeof comparator === 'string' && comparator ? comparator : NO_TIME_RANGE;
      return `${subject} (${range})`;
    }
    case 'IS_NULL':
    case 'IS_NOT_NULL':
    case 'IS_TRUE':
    case 'IS_FALSE':
      return `${subject} ${OPERATOR_BY_ID[operatorId]}`;
    case 'LATEST_PARTITION':
      return `${subject} ${latestPartitionSql(datasource)}`;
    case 'EQUALS':
    case 'NOT_EQUALS':
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'IN':
    case 'NOT_IN':
    case 'LIKE':
    case 'ILIKE':
    case 'REGEX': {
      const operator = OPERATOR_BY_ID[operatorId];
      const sqlOperator = SQL_BY_OPERATOR[operator] ?? operator;
      const values = comparatorList(comparator).map(comparatorText);
      if (values.length === 0) return `${subject} ${sqlOperator}`;
      const text = MULTI_OPERATOR_IDS.has(operatorId)
        ? `(${values.join(', ')})`
        : values.join(', ');
      return `${subject} ${sqlOperator} ${text}`;
    }
  }
}

/** Superset's latest-partition template; only offered for a table's single partition column. */
function latestPartitionSql(
  datasource?: { schema?: string | null; table_name?: string | null } | null,
): string {
  const table = [datasource?.schema, datasource?.table_name].filter(Boolean).join('.');
  return `= '{{ presto.latest_partition('${table}') }}'`;
}

export function defaultFilterLabel(
  filter: AdhocFilter,
  datasource?: { schema?: string | null; table_name?: string | null } | null,
): string {
  return truncateLabel(adhocFilterSql(filter, datasource));
}

function sameComparator(a: FilterComparator | undefined, b: FilterComparator | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, index) => value === b[index]);
  }
  return (a ?? null) === (b ?? null);
}

/** Same definition; identity (filterOptionName) and flags are not compared. */
export function adhocFiltersEqual(a: AdhocFilter, b: AdhocFilter): boolean {
  return (
    a.expressionType === b.expressionType &&
    a.clause === b.clause &&
    (a.sqlExpression ?? null) === (b.sqlExpression ?? null) &&
    (a.subject ?? null) === (b.subject ?? null) &&
    (a.operator ?? null) === (b.operator ?? null) &&
    filterOperatorId(a) === filterOperatorId(b) &&
    sameComparator(a.comparator, b.comparator)
  );
}

/** A blank filter for the "click to add" popover. */
export function emptyAdhocFilter(): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: null,
    operator: null,
    operatorId: null,
    comparator: undefined,
    sqlExpression: null,
    isNew: true,
    filterOptionName: newOptionName('filter'),
  };
}

/**
 * The filter a column dropped on the filter zone starts as (Superset's DndFilterSelect): IN with
 * no value yet, or, for a time column, a time range starting at 'No filter'.
 */
export function adhocFilterForColumn(
  column: ColumnMeta,
  defaultTimeRange: string = NO_TIME_RANGE,
): AdhocFilter {
  const temporal = isTemporalColumn(column);
  const operatorId: OperatorId = temporal ? 'TEMPORAL_RANGE' : 'IN';
  return {
    ...emptyAdhocFilter(),
    subject: column.column_name,
    operatorId,
    operator: OPERATOR_BY_ID[operatorId],
    comparator: temporal ? defaultTimeRange : undefined,
  };
}

/** A saved metric dropped on the filter zone becomes a Custom SQL HAVING filter on its SQL. */
export function adhocFilterForMetric(metric: SavedMetricMeta): AdhocFilter {
  return {
    ...emptyAdhocFilter(),
    expressionType: 'SQL',
    clause: 'HAVING',
    sqlExpression: metric.expression ?? metric.metric_name,
  };
}
