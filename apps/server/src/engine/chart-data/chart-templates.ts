/**
 * With template processing on, a chart query's SQL texts are rendered before compiling: the
 * virtual dataset's SQL, calculated columns, saved and adhoc SQL metrics, custom SQL filters and
 * columns and `extras.where`/`having` (row-level clauses are rendered where the caller's rules
 * are read, once, so their cache key already tells users apart). The rendered text is what
 * the compiler sees and the guard checks (a templated dataset SQL or calculated expression is
 * checked here, since only its rendering says what it is). Filters a template applied itself
 * with `remove_filter=True` leave the outer query. Whatever varies by user, URL or filter shows
 * in the rendered text, so a digest of it joins the cache key.
 */
import { createHash } from 'node:crypto';
import type {
  QueryContext,
  QueryFilter,
  QueryObject,
  RawQueryObject,
} from '@panorama/core/query/query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/query-object';
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';
import type { CompileDatasource } from '@panorama/sql/compile/compile-datasource';
import { checkReadOnlyStatement } from '@panorama/sql/guard/check-read-only-statement';
import { checkSqlExpression } from '@panorama/sql/guard/check-sql-expression';
import { getDialect } from '@panorama/sql/dialects/dialect';
import type { TemplateQuery, TemplateUser } from '@panorama/sql/templating/superset-macros';
import {
  referencedDatasets,
  renderSqlTemplate,
  type SqlTemplateOptions,
} from '@panorama/sql/templating/render-sql-template';
import { hasTemplateMarkup } from '@panorama/sql/templating/template-parse';
import { parseJsonObject } from '@panorama/core/json/json-object';
import type { Principal } from '../../security/principal';
import type { ChartDatasource } from './chart-datasource';
import { templateDatasets, type OtherDatasets } from './template-datasets';

export interface ChartTemplateOptions {
  principal: Principal;
  urlParams: Readonly<Record<string, unknown>>;
  now: Date;
  allowUnescapedUrlParams: boolean;
  /** Another dataset as the caller may query it (access checked, their row-level rules). */
  otherDataset: OtherDatasets;
}

export interface TemplatedQuery {
  datasource: ChartDatasource;
  query: QueryObject;
  /** Digest of every rendered text, or null when nothing was templated. */
  templateKey: string | null;
}

export function templateUser(principal: Principal): TemplateUser {
  return {
    id: principal.userId,
    username: principal.username || null,
    email: principal.email || null,
    roles: principal.roles.map((role) => role.name),
  };
}

/**
 * The URL parameters templates read with url_param: the chart's form data's (a dashboard or
 * explore passes the page's), then the query object's own.
 */
export function urlParamsOf(
  context: Pick<QueryContext, 'form_data'>,
  raw: Pick<RawQueryObject, 'url_params'>,
): Record<string, unknown> {
  const fromForm = context.form_data?.url_params;
  return {
    ...(fromForm && typeof fromForm === 'object' && !Array.isArray(fromForm) ? fromForm : {}),
    ...(raw.url_params ?? {}),
  };
}

/** Every `sqlExpression` inside a query part (adhoc metrics, columns, orderings, filters). */
function mapSqlExpressions<T>(value: T, render: (text: string) => string): T {
  if (Array.isArray(value))
    return value.map((item: unknown) => mapSqlExpressions(item, render)) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => [
    key,
    key === 'sqlExpression' && typeof item === 'string'
      ? render(item)
      : mapSqlExpressions(item, render),
  ]);
  return Object.fromEntries(entries) as T;
}

function queryTexts(query: QueryObject, base: CompileDatasource): string[] {
  const texts: string[] = [];
  mapSqlExpressions(
    [
      query.metrics,
      query.columns,
      query.orderby,
      query.filters,
      query.series_columns,
      query.series_limit_metric,
    ],
    (text) => {
      texts.push(text);
      return text;
    },
  );
  for (const text of [
    query.extras.where,
    query.extras.having,
    base.sql,
    base.fetchValuesPredicate,
    ...base.columns.map((c) => c.expression),
    ...base.metrics.map((m) => m.expression),
  ]) {
    if (text) texts.push(text);
  }
  return texts;
}

function templateQuery(query: QueryObject, base: CompileDatasource, now: Date): TemplateQuery {
  const filters = query.filters.flatMap((filter: QueryFilter) =>
    typeof filter.col === 'string' ? [{ col: filter.col, op: filter.op, val: filter.val }] : [],
  );
  const temporal = query.filters.find((filter) => filter.op === 'TEMPORAL_RANGE');
  const range = typeof temporal?.val === 'string' ? temporal.val : query.time_range;
  const { since, until } = range ? resolveTimeRange(range, { now }) : { since: null, until: null };
  return {
    filters,
    timeRange: query.time_range,
    fromDttm: since,
    toDttm: until,
    columnTypes: new Map(base.columns.map((c) => [c.column_name, c.type])),
    variables: {
      columns: query.columns.map(getColumnLabel),
      groupby: query.columns.map(getColumnLabel),
      metrics: (query.metrics ?? []).map(getMetricLabel),
      filter: filters,
      row_limit: query.row_limit,
      row_offset: query.row_offset,
      table_columns: base.columns.map((c) => c.column_name),
      time_column: query.granularity,
      time_grain: query.extras.time_grain_sqla ?? null,
    },
  };
}

/** Renders the query's templates; a query without any comes back as it was. */
export async function applyChartTemplates(
  datasource: ChartDatasource,
  query: QueryObject,
  options: ChartTemplateOptions,
): Promise<TemplatedQuery> {
  const base = await datasource.compileDatasource();
  const texts = queryTexts(query, base);
  if (!texts.some(hasTemplateMarkup)) return { datasource, query, templateKey: null };

  const dialect = getDialect(datasource.dialect);
  const removed = new Set<string>();
  const rendered: string[] = [];
  const renderOptions: SqlTemplateOptions = {
    dialect,
    user: templateUser(options.principal),
    urlParams: options.urlParams,
    query: templateQuery(query, base, options.now),
    datasets: await templateDatasets(
      { databaseId: datasource.database.id, current: { source: datasource, base } },
      texts.flatMap(referencedDatasets),
      options.otherDataset,
      (text) => render(text),
    ),
    resolveTimeRange: (range) => resolveTimeRange(range, { now: options.now }),
    allowUnescapedUrlParams: options.allowUnescapedUrlParams,
    templateParams: parseJsonObject(datasource.dataset.template_params),
  };
  function render(text: string): string {
    const result = renderSqlTemplate(text, renderOptions);
    for (const column of result.removedFilters) removed.add(column);
    if (result.templated) rendered.push(result.sql);
    return result.sql;
  }
  const renderChecked = (text: string | null, check: (sql: string) => void): string | null => {
    if (!text || !hasTemplateMarkup(text)) return text;
    const sql = render(text);
    check(sql);
    return sql;
  };
  const expressionCheck = (sql: string) =>
    checkSqlExpression(sql, datasource.dialect, { clause: 'SELECT', allowSubqueries: false });

  const templated: CompileDatasource = {
    ...base,
    sql: renderChecked(base.sql, (sql) =>
      checkReadOnlyStatement(sql.trim().replace(/[;\s]+$/, ''), datasource.dialect),
    ),
    fetchValuesPredicate: renderChecked(base.fetchValuesPredicate ?? null, (sql) =>
      checkSqlExpression(sql, datasource.dialect, { clause: 'WHERE', allowSubqueries: false }),
    ),
    columns: base.columns.map((c) => ({
      ...c,
      expression: renderChecked(c.expression, expressionCheck),
    })),
    metrics: base.metrics.map((m) => ({
      ...m,
      expression: renderChecked(m.expression, expressionCheck) ?? '',
    })),
  };
  let next: QueryObject = {
    ...query,
    metrics: mapSqlExpressions(query.metrics, render),
    columns: mapSqlExpressions(query.columns, render),
    orderby: mapSqlExpressions(query.orderby, render),
    series_columns: mapSqlExpressions(query.series_columns, render),
    series_limit_metric: mapSqlExpressions(query.series_limit_metric, render),
    filters: mapSqlExpressions(query.filters, render),
    extras: {
      ...query.extras,
      ...(query.extras.where ? { where: render(query.extras.where) } : {}),
      ...(query.extras.having ? { having: render(query.extras.having) } : {}),
    },
  };
  if (removed.size > 0) next = withoutFilters(next, removed);
  const templateKey = createHash('sha256')
    .update(JSON.stringify([rendered, [...removed].sort()]))
    .digest('hex')
    .slice(0, 32);
  return {
    datasource: { ...datasource, compileDatasource: () => Promise.resolve(templated) },
    query: next,
    templateKey,
  };
}

/** The query without the filters on `columns` (the template applied them itself). */
function withoutFilters(query: QueryObject, columns: ReadonlySet<string>): QueryObject {
  const timeColumnRemoved = query.granularity !== null && columns.has(query.granularity);
  return {
    ...query,
    filters: query.filters.filter(
      (filter) => typeof filter.col !== 'string' || !columns.has(filter.col),
    ),
    ...(timeColumnRemoved ? { time_range: null } : {}),
  };
}
