/**
 * The adhoc filter and metric models of the chart editor, as
 * they appear in form data. Rules over them (validity, labels, operators offered) live beside this
 * file; the query-object schemas in `query/` describe what the server accepts.
 */
import type { AdhocMetric } from '../query/query-object';

export type { AdhocMetric };

export type ExpressionType = 'SIMPLE' | 'SQL';
export type FilterClause = 'WHERE' | 'HAVING';

/** The comparison operators: all a HAVING filter may use (Superset's HAVING_OPERATORS). */
export const COMPARISON_OPERATOR_IDS = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
] as const;

/** Operator ids of the filter popover (Superset's `Operators` enum). */
export const OPERATOR_IDS = [
  ...COMPARISON_OPERATOR_IDS,
  'IN',
  'NOT_IN',
  'LIKE',
  'ILIKE',
  'REGEX',
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
  'TEMPORAL_RANGE',
] as const;
export type OperatorId = (typeof OPERATOR_IDS)[number];

export type FilterComparator = string | number | boolean | null | Array<string | number | boolean>;

export interface AdhocFilter {
  expressionType: ExpressionType;
  clause: FilterClause;
  /** Column name (WHERE) or metric label (HAVING) for SIMPLE filters. */
  subject?: string | null;
  /** SQL operator text: '==', 'IN', 'IS NULL', 'TEMPORAL_RANGE', ... */
  operator?: string | null;
  operatorId?: OperatorId | null;
  comparator?: FilterComparator;
  sqlExpression?: string | null;
  /** Set on filters a dashboard added; such filters are not saved with the chart. */
  isExtra?: boolean;
  isNew?: boolean;
  datasourceWarning?: boolean;
  filterOptionName?: string;
}
