/**
 * How a resource describes itself to the shared REST list machinery: which columns can be
 * filtered and with which operators, which can be sorted, its named (custom) filters, the base
 * filter that hides rows the caller may not see, and how rows are serialised.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Principal } from '../security/principal';

export type SqlCondition = RawBuilder<unknown>;

/** Flask-AppBuilder's generic filter operators, by the names its API clients send. */
export type GenericOperator =
  | 'eq'
  | 'neq'
  | 'ct'
  | 'nct'
  | 'sw'
  | 'nsw'
  | 'ew'
  | 'new'
  | 'gt'
  | 'lt'
  | 'ge'
  | 'le'
  | 'in'
  | 'rel_o_m'
  | 'nrel_o_m'
  | 'rel_m_m'
  | 'nrel_m_m';

export const TEXT_OPERATORS: GenericOperator[] = [
  'eq',
  'neq',
  'ct',
  'nct',
  'sw',
  'nsw',
  'ew',
  'new',
  'in',
];
export const NUMBER_OPERATORS: GenericOperator[] = ['eq', 'neq', 'gt', 'lt', 'ge', 'le', 'in'];
export const BOOLEAN_OPERATORS: GenericOperator[] = ['eq', 'neq'];
export const RELATION_ONE_OPERATORS: GenericOperator[] = ['rel_o_m', 'nrel_o_m', 'eq', 'neq', 'in'];
export const RELATION_MANY_OPERATORS: GenericOperator[] = ['rel_m_m', 'nrel_m_m'];

export interface FilterColumn {
  /** SQL expression over the base table aliased `t`. */
  expr: RawBuilder<unknown>;
  kind: 'text' | 'number' | 'boolean' | 'date' | 'relation_one' | 'relation_many';
  operators: GenericOperator[];
  /** For relation_many: the link table and its two keys, e.g. dashboard_owners(dashboard_id, user_id). */
  link?: { table: string; ownKey: string; otherKey: string };
}

const PLAIN_OPERATORS = {
  text: TEXT_OPERATORS,
  number: NUMBER_OPERATORS,
  boolean: BOOLEAN_OPERATORS,
  relation_one: RELATION_ONE_OPERATORS,
} as const;

/**
 * Filters on the base table's own columns, each with its kind's usual operators:
 * `plainColumns({ id: 'number', name: 'text' })` filters `t.id` and `t.name`. A `relation_one`
 * column is a foreign key filtered by the id it points at.
 */
export function plainColumns(
  columns: Record<string, keyof typeof PLAIN_OPERATORS>,
): Record<string, FilterColumn> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, kind]) => [
      name,
      { expr: sql.ref(`t.${name}`), kind, operators: PLAIN_OPERATORS[kind] },
    ]),
  );
}

/** The uuid filter, which matches whole values only (import/export looks objects up by uuid). */
export const UUID_FILTER_COLUMN: FilterColumn = {
  expr: sql.ref('t.uuid'),
  kind: 'text',
  operators: ['eq', 'in'],
};

/** A filter on a foreign key of the base table under another name, e.g. `database` on `t.db_id`. */
export function foreignKeyColumn(column: string): FilterColumn {
  return { expr: sql.ref(`t.${column}`), kind: 'relation_one', operators: RELATION_ONE_OPERATORS };
}

/** Sorting by the base table's own columns as stored: `plainOrder(['name'])` sorts `name` by `t.name`. */
export function plainOrder(columns: string[]): Record<string, RawBuilder<unknown>> {
  return Object.fromEntries(columns.map((name) => [name, sql.ref(`t.${name}`)]));
}

export interface ListContext {
  principal: Principal;
}

export interface RelatedSpec {
  /** Table to list, its id column and a label expression; the label is also what `filter` searches. */
  table: string;
  label: RawBuilder<unknown>;
  extra?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Extra columns to select for `extra`. */
  columns?: string[];
}

export interface ListSpec {
  /** Singular resource name for messages, e.g. 'dashboard'. */
  resource: string;
  table: string;
  filterColumns: Record<string, FilterColumn>;
  orderColumns: Record<string, RawBuilder<unknown>>;
  defaultOrder: [column: string, direction: 'asc' | 'desc'];
  defaultPageSize?: number;
  /** Named filters: `opr` → condition built from the value. */
  namedFilters?: Record<string, (value: unknown, ctx: ListContext) => SqlCondition>;
  /** Rows the caller may see; null means all rows. */
  baseFilter?: (ctx: ListContext) => SqlCondition | null;
  /** Serialises full rows for the given ids, in any order. */
  fetchRows(ids: number[], ctx: ListContext): Promise<Record<string, unknown>[]>;
  listColumns: string[];
  /** Columns `/related/{column}` answers for. */
  related?: Record<string, RelatedSpec>;
  /** Columns `/distinct/{column}` answers for: column → SQL expression over `t`. */
  distinct?: Record<string, RawBuilder<unknown>>;
}
