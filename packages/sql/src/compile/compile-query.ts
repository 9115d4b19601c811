/**
 * QueryObject → one SELECT with bound parameters, for any dialect:
 *
 *   SELECT <dimensions AS labels>, <metrics AS labels>
 *   FROM <table | (virtual SQL) AS virtual_table> [INNER JOIN (<top-N series>) AS series_limit ON ...]
 *   WHERE <time range> AND <filters> AND (<extras.where>) AND (<fetch values predicate>)
 *         AND (<row-level-security clause>) AND ((<clause>) OR (<clause of the same group>))...
 *   GROUP BY <dimensions>            -- aggregate mode only
 *   HAVING (<extras.having>) AND <SIMPLE HAVING filters>
 *   ORDER BY ... LIMIT ... OFFSET ...
 *
 * Raw mode (`metrics: null`) selects the columns without grouping (every dataset column when
 * none is asked for); aggregate mode with `metrics: []` groups by the columns. Every name comes
 * from the dataset, every user-written fragment passes the guard, every value is a parameter.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getColumnLabel, type QueryObject } from '@panorama/core/query/query-object';
import { getDialect, type DialectName } from '../dialects/dialect';
import type { TableReference } from '../guard/table-references';
import type { TableConditionsLookup } from '../row-level/wrap-table-references';
import { columnAliases } from './column-aliases';
import {
  columnSql,
  columnsMissingError,
  rowLevelCondition,
  trustedExpression,
  userExpression,
  type CompileContext,
} from './compile-context';
import type { CompileDatasource } from './compile-datasource';
import { resolveOrderBy } from './order-by';
import { validateQueryObject } from './query-validation';
import {
  DTTM_ALIAS,
  isDttmAlias,
  resolveDimension,
  type Dimension,
  type TimeSettings,
} from './resolve-dimensions';
import { resolveMetric, type CompiledMetric } from './resolve-metrics';
import { seriesLimitJoin } from './series-limit';
import { concat, fill, join, render, text, type Sql } from './sql-fragment';
import { timeExtrasStatus } from './time-extras-status';
import { timeRangeCondition } from './time-bounds';
import {
  compileHavingFilters,
  compileWhereFilters,
  type AppliedFilter,
  type FilterOutcome,
  type RejectedFilter,
} from './where-filters';

export { renderSqlForDisplay } from './display-sql';

/** Default cap on returned rows when the caller passes none (Superset's SQL_MAX_ROW). */
export const MAX_ROW_LIMIT = 100_000;

/** Superset's alias for a virtual dataset's sub-query. */
export const VIRTUAL_TABLE_ALIAS = 'virtual_table';

export interface CompileOptions {
  dialect: DialectName;
  /** Resolves a time-range string (Superset grammar) to [since, until) naive-UTC Dates; throws ValidationError. */
  resolveTimeRange(
    range: string,
    relative: { start?: 'today' | 'now'; end?: 'today' | 'now' },
  ): { since: Date | null; until: Date | null };
  /** ALLOW_ADHOC_SUBQUERY flag, default false. */
  allowSubqueries?: boolean;
  /**
   * The caller's row-level rules on the tables custom SQL sub-queries read (see
   * subqueryTablesOf). A query whose sub-queries read tables does not compile without it.
   */
  tableConditions?: TableConditionsLookup;
  /** Most rows a query may return; `row_limit` is clamped to it. Default MAX_ROW_LIMIT. */
  maxRowLimit?: number;
}

export interface CompiledQuery {
  sql: string;
  params: unknown[];
  /** output column labels in order: dimension labels then metric labels */
  columnLabels: string[];
  metricLabels: string[];
  /**
   * The names the result columns will carry, in the same order: each label, except where the
   * engine limits names (PostgreSQL: 63 bytes) and a shortened, hashed alias stands in.
   */
  columnAliases: string[];
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  fromDttm: Date | null;
  toDttm: Date | null;
}

function fromClause(ctx: CompileContext, datasource: CompileDatasource): Sql {
  const q = ctx.dialect.quoteIdentifier;
  if (datasource.sql?.trim()) {
    const body = datasource.sql.trim().replace(/;+\s*$/, '');
    return text(`(\n${body}\n) AS ${q(VIRTUAL_TABLE_ALIAS)}`);
  }
  return text(
    datasource.schema
      ? `${q(datasource.schema)}.${q(datasource.tableName)}`
      : q(datasource.tableName),
  );
}

function needsTimestamp(ctx: CompileContext, query: QueryObject): boolean {
  return (
    query.is_timeseries ||
    query.columns.some((c) =>
      typeof c === 'string' ? isDttmAlias(ctx, c) : isDttmAlias(ctx, c.sqlExpression.trim()),
    )
  );
}

function timeSettings(ctx: CompileContext, query: QueryObject): TimeSettings {
  const name =
    query.granularity || (needsTimestamp(ctx, query) ? ctx.datasource.mainDttmCol : null);
  let granularity = null;
  if (name) {
    granularity = ctx.columnsByName.get(name) ?? null;
    if (!granularity) throw new ValidationError(`Time column "${name}" does not exist in dataset`);
  }
  return { granularity, timeGrain: query.extras.time_grain_sqla ?? null };
}

/** The dimensions to select: the columns, with `__timestamp` first for legacy time series. */
function dimensionsOf(ctx: CompileContext, query: QueryObject, time: TimeSettings): Dimension[] {
  const columns = [...query.columns];
  if (query.is_timeseries && !columns.some((c) => typeof c === 'string' && isDttmAlias(ctx, c))) {
    columns.unshift(DTTM_ALIAS);
  }
  if (query.metrics === null && columns.length === 0) {
    return ctx.datasource.columns.map((c) => ({
      label: c.column_name,
      sql: columnSql(ctx, c),
      column: c,
    }));
  }
  // Report every unknown column at once, as Superset does.
  const missing = columns.flatMap((c) => {
    const name = typeof c === 'string' ? c : c.sqlExpression;
    const isReference = typeof c === 'string' || c.isColumnReference === true;
    return isReference && !isDttmAlias(ctx, name) && !ctx.columnsByName.has(name) ? [name] : [];
  });
  if (missing.length > 0) throw columnsMissingError(missing);
  return columns.map((c) => resolveDimension(ctx, c, time));
}

function effectiveLimit(query: QueryObject, options: CompileOptions): number {
  const cap = options.maxRowLimit ?? MAX_ROW_LIMIT;
  if (!Number.isSafeInteger(cap) || cap < 0) throw new Error('maxRowLimit must be an integer >= 0');
  const asked = query.row_limit ?? 0;
  return asked > 0 ? Math.min(asked, cap) : cap;
}

function and(conditions: readonly Sql[]): Sql | null {
  return conditions.length === 0 ? null : join(conditions, ' AND ');
}

interface WhereParts {
  where: Sql[];
  filters: FilterOutcome;
  fromDttm: Date | null;
  toDttm: Date | null;
}

type TimeBounds = { since: Date | null; until: Date | null };

/** The x-axis's TEMPORAL_RANGE filter, else the first one; null when there is none. */
function temporalFilterRange(query: QueryObject): string | null {
  const temporal = query.filters.filter(
    (f) => f.op === 'TEMPORAL_RANGE' && typeof f.val === 'string',
  );
  const axis = query.columns.find((c) => typeof c !== 'string' && c.columnType === 'BASE_AXIS');
  const axisName = axis && typeof axis !== 'string' ? axis.sqlExpression : null;
  const chosen =
    temporal.find((f) => (typeof f.col === 'string' ? f.col : f.col.sqlExpression) === axisName) ??
    temporal[0];
  return chosen ? (chosen.val as string) : null;
}

/**
 * The query's time bounds (what a time comparison shifts and the reply reports), from the first
 * of these that bounds anything: the query-level `time_range` where a granularity makes it filter
 * the rows, the x-axis's (or first) TEMPORAL_RANGE filter, then the query-level `time_range`.
 * The chart editor sends its legacy time control's 'No filter' beside a generic chart's
 * TEMPORAL_RANGE filter, and it is that filter which bounds the rows.
 */
function timeBounds(
  ctx: CompileContext,
  query: QueryObject,
  time: TimeSettings,
  queryRange: TimeBounds | null,
): TimeBounds {
  const filterRange = temporalFilterRange(query);
  const candidates = [
    time.granularity ? queryRange : null,
    filterRange === null ? null : ctx.resolveTimeRange(filterRange),
    queryRange,
  ];
  const bounded = candidates.find((r) => r !== null && (r.since !== null || r.until !== null));
  return bounded ?? { since: null, until: null };
}

/**
 * WHERE: the time range on the time column, the filters, extras.where, the fetch predicate, and
 * the caller's row-level-security conditions (also inside the series-limit sub-query, which
 * reuses this WHERE).
 */
function buildWhere(ctx: CompileContext, query: QueryObject, time: TimeSettings): WhereParts {
  const where: Sql[] = [];
  const queryRange = query.time_range ? ctx.resolveTimeRange(query.time_range) : null;
  if (queryRange && time.granularity) {
    const g = time.granularity;
    const condition = timeRangeCondition(
      ctx,
      columnSql(ctx, g),
      g,
      queryRange.since,
      queryRange.until,
    );
    if (condition) where.push(condition);
  }
  const filters = compileWhereFilters(ctx, query.filters, time);
  where.push(...filters.conditions);
  const { since: fromDttm, until: toDttm } = timeBounds(ctx, query, time, queryRange);
  if (query.extras.where?.trim()) where.push(userExpression(ctx, query.extras.where, 'WHERE'));
  if (query.apply_fetch_values_predicate && ctx.datasource.fetchValuesPredicate?.trim()) {
    where.push(trustedExpression(ctx.datasource.fetchValuesPredicate));
  }
  for (const group of ctx.datasource.rowLevelFilters ?? []) {
    if (group.length > 0) where.push(rowLevelCondition(ctx, group));
  }
  return { where, filters, fromDttm, toDttm };
}

/** HAVING: extras.having and the SIMPLE HAVING filters; nothing in raw mode (no aggregates). */
function buildHaving(
  ctx: CompileContext,
  query: QueryObject,
  metrics: CompiledMetric[],
): { having: Sql[]; havingFilters: FilterOutcome } {
  if (query.metrics === null) {
    return { having: [], havingFilters: { conditions: [], applied: [], rejected: [] } };
  }
  const having: Sql[] = [];
  if (query.extras.having?.trim()) having.push(userExpression(ctx, query.extras.having, 'HAVING'));
  const havingFilters = compileHavingFilters(ctx, query.extras.having_druid ?? [], metrics);
  having.push(...havingFilters.conditions);
  return { having, havingFilters };
}

export const SUBQUERY_TABLES_UNCHECKED =
  'Tables read by custom SQL sub-queries need their access checked and their row-level rules';

/**
 * The tables the query's custom SQL sub-queries read, so the caller can authorise them and load
 * their rules before compiling with `tableConditions`; null when no fragment holds a sub-query
 * (always so when sub-queries are off).
 */
export function subqueryTablesOf(
  query: QueryObject,
  datasource: CompileDatasource,
  options: CompileOptions,
): TableReference[] | null {
  if (!options.allowSubqueries) return null;
  return compileWith(query, datasource, options, null).readTables;
}

export function compileQuery(
  query: QueryObject,
  datasource: CompileDatasource,
  options: CompileOptions,
): CompiledQuery {
  const { compiled, readTables } = compileWith(
    query,
    datasource,
    options,
    options.tableConditions ?? null,
  );
  // Fail closed: a caller that did not look the tables up must not run them unchecked.
  if (readTables !== null && !options.tableConditions) throw new Error(SUBQUERY_TABLES_UNCHECKED);
  return compiled;
}

function compileWith(
  query: QueryObject,
  datasource: CompileDatasource,
  options: CompileOptions,
  tableConditions: TableConditionsLookup | null,
): { compiled: CompiledQuery; readTables: TableReference[] | null } {
  validateQueryObject(query);
  if (!Number.isSafeInteger(query.row_offset)) {
    throw new ValidationError('`row_offset` must be greater than or equal to 0');
  }
  if (!Number.isSafeInteger(query.series_limit)) {
    throw new ValidationError('`series_limit` must be an integer');
  }
  const dialect = getDialect(options.dialect);
  const relative = { start: query.extras.relative_start, end: query.extras.relative_end };
  const resolved = new Map<string, { since: Date | null; until: Date | null }>();
  const ctx: CompileContext = {
    dialect,
    datasource,
    columnsByName: new Map(datasource.columns.map((c) => [c.column_name, c])),
    metricsByName: new Map(datasource.metrics.map((m) => [m.metric_name, m])),
    allowSubqueries: options.allowSubqueries ?? false,
    tableConditions,
    readTables: null,
    resolveTimeRange: (range) => {
      let hit = resolved.get(range);
      if (!hit) {
        hit = options.resolveTimeRange(range, relative);
        resolved.set(range, hit);
      }
      return hit;
    },
  };
  const q = dialect.quoteIdentifier;

  const time = timeSettings(ctx, query);
  const dimensions = dimensionsOf(ctx, query, time);
  const raw = query.metrics === null;
  const metrics: CompiledMetric[] = (query.metrics ?? []).map((m) => resolveMetric(ctx, m));
  if (!raw && dimensions.length === 0 && metrics.length === 0) {
    throw new ValidationError('Empty query?');
  }

  const { where, filters, fromDttm, toDttm } = buildWhere(ctx, query, time);
  const { having, havingFilters } = buildHaving(ctx, query, metrics);

  // SELECT
  const labels = [...dimensions.map((d) => d.label), ...metrics.map((m) => m.label)];
  const aliases = columnAliases(labels, dialect);
  const selected = [...dimensions.map((d) => d.sql), ...metrics.map((m) => m.sql)].map((sql, i) =>
    concat(sql, ` AS ${q(aliases[i] as string)}`),
  );

  const from = fromClause(ctx, datasource);
  const whereSql = and(where);
  let sql = concat('SELECT ', join(selected, ', '), ' FROM ', from);

  // Series limit: top-N series by the limit metric (default the first metric).
  const seriesLabels = new Set(query.series_columns.map(getColumnLabel));
  const seriesDims = dimensions.filter((d) => seriesLabels.has(d.label));
  const rankMetric = query.series_limit_metric
    ? resolveMetric(ctx, query.series_limit_metric)
    : metrics[0];
  if (!raw && query.series_limit > 0 && seriesDims.length > 0 && rankMetric) {
    sql = concat(
      sql,
      seriesLimitJoin(ctx, {
        from,
        where: whereSql,
        series: seriesDims.map((d) => d.sql),
        rankBy: rankMetric.sql,
        limit: query.series_limit,
        descending: query.order_desc,
      }),
    );
  }
  if (whereSql) sql = concat(sql, ' WHERE ', whereSql);
  if (!raw && dimensions.length > 0) {
    sql = concat(
      sql,
      ' GROUP BY ',
      join(
        dimensions.map((d) => d.sql),
        ', ',
      ),
    );
  }
  const havingSql = and(having);
  if (havingSql) sql = concat(sql, ' HAVING ', havingSql);

  const order = resolveOrderBy(ctx, query.orderby, dimensions, metrics, time);
  if (order.length > 0) {
    sql = concat(
      sql,
      ' ORDER BY ',
      join(
        order.map((o) => concat(o.sql, o.ascending ? ' ASC' : ' DESC')),
        ', ',
      ),
    );
  }
  sql = concat(
    sql,
    ' ',
    fill(dialect.limitClause, { n: text(String(effectiveLimit(query, options))) }),
  );
  if (query.row_offset > 0) {
    sql = concat(sql, ' ', fill(dialect.offsetClause, { n: text(String(query.row_offset)) }));
  }

  let columnLabels = labels;
  let metricLabels = metrics.map((m) => m.label);
  let outputAliases = aliases;
  if (query.is_rowcount) {
    sql = concat(`SELECT COUNT(*) AS ${q('rowcount')} FROM (`, sql, `) AS ${q('rowcount_qry')}`);
    columnLabels = ['rowcount'];
    metricLabels = [];
    outputAliases = ['rowcount'];
  }

  const extras = timeExtrasStatus(datasource, query.applied_time_extras);
  const rendered = render(sql, dialect);
  const compiled: CompiledQuery = {
    sql: rendered.sql,
    params: rendered.params,
    columnLabels,
    metricLabels,
    columnAliases: outputAliases,
    appliedFilters: [...filters.applied, ...havingFilters.applied, ...extras.applied],
    rejectedFilters: [...filters.rejected, ...havingFilters.rejected, ...extras.rejected],
    fromDttm,
    toDttm,
  };
  return { compiled, readTables: ctx.readTables };
}
