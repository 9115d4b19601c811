/**
 * The filter popover's rules: what choosing a subject, an operator or a
 * value does to the draft filter, the generated SQL of the operators that become SQL, which tab
 * opens first, and when Save is enabled.
 */
import { NO_TIME_RANGE } from '../time/no-time-range';
import { adhocFiltersEqual, adhocFilterSql, isAdhocFilterValid } from './adhoc-filter';
import type { AdhocFilter, FilterClause, FilterComparator, OperatorId } from './adhoc-types';
import { isCalculatedColumn, isIntegerColumn, type ColumnMeta } from './column-meta';
import {
  filterOperatorId,
  isOperatorOffered,
  MULTI_OPERATOR_IDS,
  OPERATOR_BY_ID,
  SQL_GENERATING_OPERATOR_IDS,
  UNARY_OPERATOR_IDS,
} from './filter-operators';

export type FilterEditorTab = 'SIMPLE' | 'SQL';

/** What the Simple tab knows about the dataset when it applies an edit. */
export interface FilterEditorContext {
  columns: readonly ColumnMeta[];
  partitionColumn?: string | null;
  datasource?: { schema?: string | null; table_name?: string | null } | null;
  advancedTypeOperators?: readonly string[] | null;
}

/** A subject of the Simple tab: a dataset column (WHERE) or a chart metric (HAVING). */
export type FilterSubjectOption =
  { kind: 'column'; column: ColumnMeta } | { kind: 'metric'; label: string };

export function findColumn(
  columns: readonly ColumnMeta[],
  name: string | null | undefined,
): ColumnMeta | null {
  if (!name) return null;
  return columns.find((column) => column.column_name === name) ?? null;
}

/**
 * Choosing a column sets WHERE, choosing a metric sets HAVING; the old operator stays when it is
 * still offered for the new subject, otherwise it resets to IN (or to none where IN is not
 * offered, e.g. a boolean column or a HAVING filter). The old value is cleared.
 */
export function chooseFilterSubject(
  filter: AdhocFilter,
  option: FilterSubjectOption,
  ctx: FilterEditorContext,
): AdhocFilter {
  const subject = option.kind === 'column' ? option.column.column_name : option.label;
  const clause: FilterClause = option.kind === 'column' ? 'WHERE' : 'HAVING';
  const column = option.kind === 'column' ? option.column : null;
  const offered = (id: OperatorId) =>
    isOperatorOffered(id, {
      subject,
      clause,
      column,
      partitionColumn: ctx.partitionColumn,
      advancedTypeOperators: ctx.advancedTypeOperators,
    });
  const previous = filterOperatorId(filter);
  const operatorId = previous && offered(previous) ? previous : offered('IN') ? 'IN' : null;
  const next: AdhocFilter = {
    ...filter,
    expressionType: 'SIMPLE',
    subject,
    clause,
    operatorId,
    operator: operatorId ? OPERATOR_BY_ID[operatorId] : null,
    comparator: undefined,
    sqlExpression: null,
  };
  return operatorId ? chooseFilterOperator(next, operatorId, ctx) : next;
}

/** Carries the value across a change between single- and multi-value operators. */
function convertComparator(
  comparator: FilterComparator | undefined,
  operatorId: OperatorId,
): FilterComparator | undefined {
  if (MULTI_OPERATOR_IDS.has(operatorId)) {
    if (Array.isArray(comparator)) return comparator;
    if (comparator === undefined || comparator === null || comparator === '') return [];
    return [comparator];
  }
  if (Array.isArray(comparator)) return comparator[0];
  return comparator;
}

/**
 * Choosing an operator: the value is carried over (a list keeps its first entry for a
 * single-value operator); IS TRUE / IS FALSE set true / false; unary operators drop the value; a
 * time range starts at 'No filter'; and IS TRUE, IS FALSE and LATEST PARTITION switch the filter
 * to SQL with the SQL generated, keeping subject and operator so the Simple tab still shows them.
 */
export function chooseFilterOperator(
  filter: AdhocFilter,
  operatorId: OperatorId,
  ctx: FilterEditorContext,
): AdhocFilter {
  // A time range is no value for any other operator, and other values are no time range.
  const wasTimeRange = filterOperatorId(filter) === 'TEMPORAL_RANGE';
  const isTimeRange = operatorId === 'TEMPORAL_RANGE';
  let comparator =
    wasTimeRange === isTimeRange
      ? convertComparator(filter.comparator, operatorId)
      : convertComparator(undefined, operatorId);
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') comparator = operatorId === 'IS_TRUE';
  if (UNARY_OPERATOR_IDS.has(operatorId)) comparator = undefined;
  if (isTimeRange && (typeof comparator !== 'string' || comparator === ''))
    comparator = NO_TIME_RANGE;
  const next: AdhocFilter = {
    ...filter,
    operatorId,
    operator: OPERATOR_BY_ID[operatorId],
    comparator,
    expressionType: 'SIMPLE',
    sqlExpression: null,
  };
  if (!SQL_GENERATING_OPERATOR_IDS.has(operatorId)) return next;
  return {
    ...next,
    expressionType: 'SQL',
    clause: 'WHERE',
    sqlExpression: generatedFilterSql(next, ctx),
  };
}

/** A name as SQL: plain identifiers bare, anything else double-quoted. */
function sqlIdentifier(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/**
 * The SQL of an operator that is saved as SQL. A calculated column is written as its expression
 * (the table has no column of that name); an integer column compares with 0, because not every
 * engine accepts `IS TRUE` on numbers (PostgreSQL refuses it).
 */
export function generatedFilterSql(filter: AdhocFilter, ctx: FilterEditorContext): string {
  const subject = filter.subject ?? '';
  const column = findColumn(ctx.columns, subject);
  const operatorId = filterOperatorId(filter);
  const target =
    column && isCalculatedColumn(column) && column.expression
      ? `(${column.expression})`
      : sqlIdentifier(subject);
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') {
    const isTrue = operatorId === 'IS_TRUE';
    if (column && isIntegerColumn(column)) return `${target} ${isTrue ? '<>' : '='} 0`;
    return `${target} ${isTrue ? 'IS TRUE' : 'IS FALSE'}`;
  }
  return adhocFilterSql({ ...filter, expressionType: 'SIMPLE', subject: target }, ctx.datasource);
}

/** Typing or picking a value keeps the filter SIMPLE. */
export function changeFilterComparator(
  filter: AdhocFilter,
  comparator: FilterComparator | undefined,
): AdhocFilter {
  return { ...filter, comparator, expressionType: 'SIMPLE', sqlExpression: null };
}

/** Editing on the Custom SQL tab makes a SQL filter; the SIMPLE parts are forgotten. */
export function editFilterSql(filter: AdhocFilter, sqlExpression: string): AdhocFilter {
  return {
    ...filter,
    expressionType: 'SQL',
    sqlExpression,
    subject: null,
    operator: null,
    operatorId: null,
    comparator: null,
  };
}

/** The Custom SQL tab's clause select. */
export function changeFilterClause(filter: AdhocFilter, clause: FilterClause): AdhocFilter {
  if (filter.expressionType === 'SQL') return { ...filter, clause };
  // Changing the clause of a SIMPLE filter means writing SQL: start from its SQL text.
  return editFilterSql({ ...filter, clause }, adhocFilterSql(filter));
}

/** The text the Custom SQL tab shows: the filter's SQL, or the SIMPLE filter written as SQL. */
export function filterSqlForEditor(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const operatorId = filterOperatorId(filter);
  // A time range is not SQL; the user starts from an empty editor.
  if (operatorId === 'TEMPORAL_RANGE') return '';
  return adhocFilterSql(filter);
}

/**
 * A SIMPLE filter, or a SQL filter generated by a Simple-tab operator, opens on the Simple tab;
 * any other SQL filter on Custom SQL.
 */
export function filterEditorDefaultTab(filter: AdhocFilter): FilterEditorTab {
  if (filter.expressionType === 'SIMPLE') return 'SIMPLE';
  const operatorId = filterOperatorId(filter);
  return operatorId && SQL_GENERATING_OPERATOR_IDS.has(operatorId) && filter.subject
    ? 'SIMPLE'
    : 'SQL';
}

/**
 * Save is enabled only when the filter is valid, the Simple tab is valid (no advanced data type
 * error) and something changed; a new filter counts as changed (saving it adds it).
 */
export function canSaveFilter(options: {
  initial: AdhocFilter;
  draft: AdhocFilter;
  isNew: boolean;
  simpleTabValid: boolean;
}): boolean {
  const { initial, draft, isNew, simpleTabValid } = options;
  if (!isAdhocFilterValid(draft) || !simpleTabValid) return false;
  return isNew || !adhocFiltersEqual(initial, draft);
}
