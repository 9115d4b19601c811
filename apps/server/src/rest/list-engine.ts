/**
 * Runs a rison list query against a ListSpec: one implementation of filtering, ordering, paging,
 * column pruning, related and distinct lookups for every resource. Every user value is bound as
 * a parameter; every identifier comes from the spec, never from the request.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { ForbiddenError, NotFoundError, ValidationError } from '@panorama/core/errors/app-error';
import { GUEST_REFUSED } from '../security/principal';
import type { ListArgs, ListFilter, RelatedArgs } from './rison-query';
import type {
  FilterColumn,
  GenericOperator,
  ListContext,
  ListSpec,
  SqlCondition,
} from './list-spec';
import { pickColumns } from './pick-columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list queries are built from spec data, not the typed schema
type AnyDb = Kysely<any>;

export interface ListResult {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
  [meta: string]: unknown;
}

/** Escapes LIKE wildcards so `ct`/`sw`/`ew` match the user's text literally. */
export function likePattern(value: string, mode: 'contains' | 'starts' | 'ends'): string {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (mode === 'contains') return `%${escaped}%`;
  return mode === 'starts' ? `${escaped}%` : `%${escaped}`;
}

export function ilike(expr: RawBuilder<unknown>, pattern: string): SqlCondition {
  return sql`lower(${expr}) like lower(${pattern}) escape '\\'`;
}

function scalar(value: unknown, column: string): string | number | boolean | null {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as string | number | boolean | null;
  }
  throw new ValidationError(`Filter value for ${column} must be a string, number or boolean`);
}

/** Relations hold integer ids; anything else is a 400, not a database type error (a 500). */
function relatedId(value: unknown, name: string): number {
  const v = scalar(value, name);
  const id = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new ValidationError(`Filter value for ${name} must be an id`);
  return id;
}

/** Booleans are stored as 0/1 integers in the metadata store. */
function storedValue(column: FilterColumn, value: unknown, name: string): unknown {
  if (column.kind === 'relation_one' && value !== null) return relatedId(value, name);
  const v = scalar(value, name);
  if (column.kind === 'boolean') return v === true || v === 'true' || v === 1 ? 1 : 0;
  return v;
}

function genericCondition(
  name: string,
  column: FilterColumn,
  opr: GenericOperator,
  value: unknown,
): SqlCondition {
  const e = column.expr;
  switch (opr) {
    case 'eq':
    case 'rel_o_m':
      return value === null ? sql`${e} is null` : sql`${e} = ${storedValue(column, value, name)}`;
    case 'neq':
    case 'nrel_o_m':
      return value === null
        ? sql`${e} is not null`
        : sql`(${e} is null or ${e} <> ${storedValue(column, value, name)})`;
    case 'ct':
      return ilike(e, likePattern(String(scalar(value, name)), 'contains'));
    case 'nct':
      return sql`not (${ilike(e, likePattern(String(scalar(value, name)), 'contains'))})`;
    case 'sw':
      return ilike(e, likePattern(String(scalar(value, name)), 'starts'));
    case 'nsw':
      return sql`not (${ilike(e, likePattern(String(scalar(value, name)), 'starts'))})`;
    case 'ew':
      return ilike(e, likePattern(String(scalar(value, name)), 'ends'));
    case 'new':
      return sql`not (${ilike(e, likePattern(String(scalar(value, name)), 'ends'))})`;
    case 'gt':
      return sql`${e} > ${scalar(value, name)}`;
    case 'lt':
      return sql`${e} < ${scalar(value, name)}`;
    case 'ge':
      return sql`${e} >= ${scalar(value, name)}`;
    case 'le':
      return sql`${e} <= ${scalar(value, name)}`;
    case 'in': {
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0) return sql`1 = 0`;
      if (values.length > 1000) throw new ValidationError(`Too many values for ${name} (max 1000)`);
      return sql`${e} in (${sql.join(values.map((v) => storedValue(column, v, name)))})`;
    }
    case 'rel_m_m':
    case 'nrel_m_m': {
      const link = column.link;
      if (!link) throw new ValidationError(`Filter column ${name} does not support ${opr}`);
      const ids = (Array.isArray(value) ? value : [value]).map((v) => relatedId(v, name));
      if (ids.length === 0) return opr === 'rel_m_m' ? sql`1 = 0` : sql`1 = 1`;
      const exists = sql`exists (select 1 from ${sql.table(link.table)} l where l.${sql.ref(link.ownKey)} = t.id and l.${sql.ref(link.otherKey)} in (${sql.join(ids)}))`;
      return opr === 'rel_m_m' ? exists : sql`not ${exists}`;
    }
  }
}

/**
 * What hides rows from the caller. Guests (embedded dashboards) read their objects by id through
 * their own scope, never through lists, so every list, related and distinct query refuses them.
 */
function baseCondition(spec: ListSpec, ctx: ListContext): SqlCondition | null | undefined {
  if (ctx.principal.guest) throw new ForbiddenError(GUEST_REFUSED);
  return spec.baseFilter?.(ctx);
}

export function buildConditions(
  spec: ListSpec,
  filters: ListFilter[],
  ctx: ListContext,
): SqlCondition[] {
  const conditions: SqlCondition[] = [];
  const base = baseCondition(spec, ctx);
  if (base) conditions.push(base);
  for (const filter of filters) {
    const named = spec.namedFilters?.[filter.opr];
    if (named) {
      conditions.push(named(filter.value, ctx));
      continue;
    }
    const column = spec.filterColumns[filter.col];
    if (!column) throw new ValidationError(`Filter column: ${filter.col} not allowed to filter`);
    if (!column.operators.includes(filter.opr as GenericOperator)) {
      throw new ValidationError(`Filter operator ${filter.opr} not allowed on ${filter.col}`);
    }
    conditions.push(
      genericCondition(filter.col, column, filter.opr as GenericOperator, filter.value),
    );
  }
  return conditions;
}

function whereClause(conditions: SqlCondition[]): RawBuilder<unknown> {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

function humanize(column: string): string {
  return column
    .split(/[_.]/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export async function runList(
  db: AnyDb,
  spec: ListSpec,
  args: ListArgs,
  ctx: ListContext,
): Promise<ListResult> {
  const orderColumn = args.order_column ?? spec.defaultOrder[0];
  const orderExpr = spec.orderColumns[orderColumn];
  if (!orderExpr) throw new ValidationError(`Invalid order by column: ${orderColumn}`);
  const direction = args.order_direction ?? (args.order_column ? 'asc' : spec.defaultOrder[1]);
  const pruned = args.columns ?? args.select_columns;
  if (pruned) {
    const unknown = pruned.filter((c) => !spec.listColumns.includes(c.split('.')[0] ?? c));
    if (unknown.length) throw new ValidationError(`Unknown columns: ${unknown.join(', ')}`);
  }

  const where = whereClause(buildConditions(spec, args.filters, ctx));
  const table = sql.table(spec.table);
  const countRow = await sql<{
    count: number | string;
  }>`select count(*) as count from ${table} t ${where}`.execute(db);
  const count = Number(countRow.rows[0]?.count ?? 0);
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const idRows = await sql<{ id: number }>`select t.id as id from ${table} t ${where}
    order by ${orderExpr} ${dir}, t.id ${dir} limit ${args.page_size} offset ${args.page * args.page_size}`.execute(
    db,
  );
  const ids = idRows.rows.map((r) => Number(r.id));

  const rows = ids.length ? await spec.fetchRows(ids, ctx) : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const ordered = ids
    .map((id) => byId.get(id))
    .filter((r): r is Record<string, unknown> => r !== undefined);
  const result = pruned ? ordered.map((r) => pickColumns(r, pruned)) : ordered;

  const out: ListResult = { count, ids, result };
  const keys = args.keys ?? [
    'list_columns',
    'order_columns',
    'label_columns',
    'description_columns',
    'list_title',
  ];
  if (!keys.includes('none')) {
    const listColumns = pruned ?? spec.listColumns;
    if (keys.includes('list_columns')) out.list_columns = listColumns;
    if (keys.includes('order_columns')) out.order_columns = Object.keys(spec.orderColumns);
    if (keys.includes('label_columns')) {
      out.label_columns = Object.fromEntries(listColumns.map((c) => [c, humanize(c)]));
    }
    if (keys.includes('description_columns')) out.description_columns = {};
    if (keys.includes('list_title')) out.list_title = `List ${humanize(spec.resource)}`;
  }
  return out;
}

/** `/related/{column}`: `{count, result: [{text, value, extra?}]}` searched by `filter`. */
export async function runRelated(db: AnyDb, spec: ListSpec, column: string, args: RelatedArgs) {
  const related = spec.related?.[column];
  if (!related) throw new ValidationError(`Related column ${column} is not allowed`);
  const table = sql.table(related.table);
  const where = args.filter
    ? sql`where ${ilike(related.label, likePattern(args.filter, 'contains'))}`
    : sql``;
  const extraColumns = related.columns?.length
    ? sql`, ${sql.join(related.columns.map((c) => sql.ref(`t.${c}`)))}`
    : sql``;
  const countRow = await sql<{
    count: number | string;
  }>`select count(*) as count from ${table} t ${where}`.execute(db);
  const rows = await sql<
    Record<string, unknown>
  >`select t.id as value, ${related.label} as text ${extraColumns}
    from ${table} t ${where} order by ${related.label} asc, t.id asc
    limit ${args.page_size} offset ${args.page * args.page_size}`.execute(db);
  return {
    count: Number(countRow.rows[0]?.count ?? 0),
    result: rows.rows.map((r) => ({
      text: String(r.text ?? ''),
      value: Number(r.value),
      ...(related.extra ? { extra: related.extra(r) } : {}),
    })),
  };
}

/** `/distinct/{column}`: distinct values of a column among the rows the caller may see. */
export async function runDistinct(
  db: AnyDb,
  spec: ListSpec,
  column: string,
  args: RelatedArgs,
  ctx: ListContext,
) {
  const expr = spec.distinct?.[column];
  if (!expr) throw new ValidationError(`Distinct column ${column} is not allowed`);
  const conditions: SqlCondition[] = [sql`${expr} is not null`];
  const base = baseCondition(spec, ctx);
  if (base) conditions.push(base);
  if (args.filter) conditions.push(ilike(expr, likePattern(args.filter, 'contains')));
  const table = sql.table(spec.table);
  const where = whereClause(conditions);
  const countRow = await sql<{
    count: number | string;
  }>`select count(distinct ${expr}) as count from ${table} t ${where}`.execute(db);
  const rows = await sql<{ v: unknown }>`select distinct ${expr} as v from ${table} t ${where}
    order by v asc limit ${args.page_size} offset ${args.page * args.page_size}`.execute(db);
  return {
    count: Number(countRow.rows[0]?.count ?? 0),
    result: rows.rows.map((r) => ({ text: String(r.v), value: distinctValue(r.v) })),
  };
}

/** A distinct value as JSON carries it: numbers and booleans as they are, anything else as text. */
function distinctValue(value: unknown): string | number | boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Whether the row with this id exists and passes the spec's base filter for the caller. */
export async function isVisible(
  db: AnyDb,
  spec: ListSpec,
  id: number,
  ctx: ListContext,
): Promise<boolean> {
  const conditions = buildConditions(spec, [], ctx);
  conditions.push(sql`t.id = ${id}`);
  const rows = await sql<{
    id: number;
  }>`select t.id as id from ${sql.table(spec.table)} t ${whereClause(conditions)}`.execute(db);
  return rows.rows.length > 0;
}

/** The subset of ids that exist and pass the base filter. */
export async function visibleIds(
  db: AnyDb,
  spec: ListSpec,
  ids: number[],
  ctx: ListContext,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const conditions = buildConditions(spec, [], ctx);
  conditions.push(sql`t.id in (${sql.join(ids)})`);
  const rows = await sql<{
    id: number;
  }>`select t.id as id from ${sql.table(spec.table)} t ${whereClause(conditions)}`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

/** `row` when it exists and the caller may see it; a missing and a hidden row both answer 404. */
export async function requireVisible<R extends { id: number }>(
  db: AnyDb,
  spec: ListSpec,
  row: R | undefined,
  ctx: ListContext,
  notFoundMessage?: string,
): Promise<R> {
  if (!row || !(await isVisible(db, spec, row.id, ctx))) throw new NotFoundError(notFoundMessage);
  return row;
}
