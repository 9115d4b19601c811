/**
 * Filter operators: the popover's operator ids (Superset's `Operators`) and the operator text
 * stored in form data and sent to the server, and which operators the Simple tab offers for a
 * subject's type.
 */
import {
  COMPARISON_OPERATOR_IDS,
  OPERATOR_IDS,
  type FilterClause,
  type OperatorId,
} from './adhoc-types';
import {
  isBooleanColumn,
  isCalculatedColumn,
  isIntegerColumn,
  isTemporalColumn,
} from './column-meta';
import type { ColumnMeta } from './column-meta';

/** Operator id → the operator text of form data and query filters. */
export const OPERATOR_BY_ID: Readonly<Record<OperatorId, string>> = {
  EQUALS: '==',
  NOT_EQUALS: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  REGEX: 'REGEX',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_NULL: 'IS NULL',
  LATEST_PARTITION: 'LATEST PARTITION',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
};

/** Operator text → id; SQL spellings (`=`, `<>`) are accepted too. */
const ID_BY_OPERATOR: ReadonlyMap<string, OperatorId> = new Map<string, OperatorId>([
  ...OPERATOR_IDS.map((id) => [OPERATOR_BY_ID[id], id] as [string, OperatorId]),
  ['=', 'EQUALS'],
  ['<>', 'NOT_EQUALS'],
  ['≠', 'NOT_EQUALS'],
]);

export function operatorIdFromOperator(operator: string | null | undefined): OperatorId | null {
  if (!operator) return null;
  return ID_BY_OPERATOR.get(operator.trim().toUpperCase()) ?? null;
}

export function isOperatorId(value: unknown): value is OperatorId {
  return typeof value === 'string' && (OPERATOR_IDS as readonly string[]).includes(value);
}

/**
 * The filter's operator id: the stored id when it is known, else derived from the operator text
 * (filters written by other tools, or by Superset before ids existed).
 */
export function filterOperatorId(filter: {
  operator?: string | null;
  operatorId?: string | null;
}): OperatorId | null {
  if (isOperatorId(filter.operatorId)) return filter.operatorId;
  return operatorIdFromOperator(filter.operator);
}

/** Operator text → the SQL written in labels and generated expressions. */
export const SQL_BY_OPERATOR: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '<>',
};

/** Operators taking a list of values (a multi select with free entry). */
export const MULTI_OPERATOR_IDS: ReadonlySet<OperatorId> = new Set(['IN', 'NOT_IN']);

/** Operators that take no value: the comparator input is disabled. */
export const UNARY_OPERATOR_IDS: ReadonlySet<OperatorId> = new Set(['IS_NULL', 'IS_NOT_NULL']);

/** Operators the Simple tab shows but that are saved as generated SQL (as Superset saves them). */
export const SQL_GENERATING_OPERATOR_IDS: ReadonlySet<OperatorId> = new Set([
  'IS_TRUE',
  'IS_FALSE',
  'LATEST_PARTITION',
]);

/** What a HAVING filter may compare with (Superset's HAVING_OPERATORS). */
export const HAVING_OPERATOR_IDS: ReadonlySet<OperatorId> = new Set(COMPARISON_OPERATOR_IDS);

/**
 * Operators Superset offers only on Druid datasources (REGEX); every Panorama dataset is a
 * table, so the plain list leaves them out.
 */
const DRUID_ONLY_OPERATOR_IDS: ReadonlySet<OperatorId> = new Set(['REGEX']);

export interface OperatorSubject {
  /** Column name (WHERE) or metric label (HAVING); empty when nothing is chosen yet. */
  subject: string | null | undefined;
  clause: FilterClause;
  /** The dataset column named by `subject`, when it is one. */
  column?: ColumnMeta | null;
  /** The table's single partition column, when it has one (enables LATEST PARTITION). */
  partitionColumn?: string | null;
  /**
   * Operator ids an advanced data type allows (`valid_filter_operators` of the convert call);
   * null or undefined when the column has no advanced type.
   */
  advancedTypeOperators?: readonly string[] | null;
}

/** Whether one operator is offered for the subject (Superset's isOperatorRelevant). */
export function isOperatorOffered(operatorId: OperatorId, ctx: OperatorSubject): boolean {
  const column = ctx.column ?? null;
  if (ctx.advancedTypeOperators && !ctx.advancedTypeOperators.includes(operatorId)) return false;
  if (operatorId === 'TEMPORAL_RANGE') {
    // Not in the plain list: only a time column of a WHERE filter gets the time range.
    return ctx.clause === 'WHERE' && column !== null && isTemporalColumn(column);
  }
  if (operatorId === 'LATEST_PARTITION') {
    return Boolean(ctx.partitionColumn && ctx.subject && ctx.subject === ctx.partitionColumn);
  }
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') {
    return (
      column !== null &&
      (isBooleanColumn(column) || isIntegerColumn(column) || isCalculatedColumn(column))
    );
  }
  if (column !== null && isBooleanColumn(column)) {
    return operatorId === 'IS_NULL' || operatorId === 'IS_NOT_NULL';
  }
  if (DRUID_ONLY_OPERATOR_IDS.has(operatorId)) return false;
  if (ctx.clause === 'HAVING') return HAVING_OPERATOR_IDS.has(operatorId);
  return true;
}

/** The operators the Simple tab offers, in the popover's order. */
export function operatorsForSubject(ctx: OperatorSubject): OperatorId[] {
  return OPERATOR_IDS.filter((id) => isOperatorOffered(id, ctx));
}
