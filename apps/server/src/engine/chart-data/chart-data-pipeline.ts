/**
 * The chart-data pipeline: authorize → load the dataset and the caller's row-level-security
 * conditions → per query object: normalise, reshape for the result type, cache lookup → compile
 * (with the row-level conditions) → run → time comparison → post-processing → serialise, and
 * store the result in the cache under a key that includes the row-level conditions; the
 * `post_processed` result type then reshapes it as the chart would. Routes hand it a parsed
 * QueryContext and the caller; it answers one entry per query object or throws an AppError (400
 * for bad input and failed queries, 404 for missing or hidden datasets and charts, 408 for
 * timeouts). Every caller (chart data, samples, drill to detail, column values) gets row-level
 * security here, so none can forget it.
 */
import { parseJsonObject } from '@panorama/core/json/json-object';
import { NotFoundError, ValidationError, isAppError } from '@panorama/core/errors/app-error';
import {
  RESULT_TYPES,
  normalizeQueryObject,
  type QueryContext,
  type QueryObject,
  type RawQueryObject,
  type ResultType,
} from '@panorama/core/query/query-object';
import { renderSqlForDisplay, subqueryTablesOf } from '@panorama/sql/compile/compile-query';
import type { TableReference } from '@panorama/sql/guard/table-references';
import { readerKey, requirePermission, type Principal } from '../../security/principal';
import type { ChartRow } from '../../store/schema';
import { NO_RLS_KEY, chartCacheKey } from '../cache/chart-cache-key';
import { resolveCacheTimeout } from './cache-timeout';
import { loadChartDatasource, queryTimeoutMs, type ChartDatasource } from './chart-datasource';
import { loadQueryChartDatasource } from './query-chart-datasource';
import { QUERY_DATASOURCE_TYPE } from '@panorama/core/schemas/query-datasource';
import { compileFor, compileOptions, executeQuery, type ExecutionContext } from './query-execution';
import {
  fullPayload,
  isCachedQueryResult,
  resultsPayload,
  utcIsoSeconds,
  type CachedQueryResult,
  type ChartDataEntry,
  type QueryOutcome,
  type QueryPayload,
} from './query-payload';
import { errorForCaller } from './query-error-message';
import { applyChartTemplates, urlParamsOf } from './chart-templates';
import { templateDatasets } from './template-datasets';
import type { TemplateDatasets } from '@panorama/sql/templating/superset-macros';
import { effectiveRowLimit, rawRowsQuery } from './result-type-queries';
import { SharedExecutions } from './shared-executions';
import { timeGrainsFor } from './time-grain-list';
import { applyClientProcessing } from './client-processing/client-processing';
import {
  AnnotationDataLoader,
  withAnnotationData,
  withAnnotationFingerprint,
  type PreparedAnnotations,
} from './annotation-data';
import type {
  ChartDataDeps,
  ChartDataOptions,
  ChartDataResult,
  SubqueryReads,
} from './chart-data-contracts';

const TABLE_TYPES = new Set(['table', 'dataset']);

export type { ChartDataDeps, ChartDataOptions, ChartDataResult };

export const INVALID_RESULT_TYPE = (resultType: string) => `Invalid result type: ${resultType}`;

/** The chart's form data: the request's, else the saved chart's (its `params`). */
function chartFormData(context: QueryContext, chart: ChartRow | null): Record<string, unknown> {
  return context.form_data ?? parseJsonObject(chart?.params);
}

function isResultType(value: string): value is ResultType {
  return (RESULT_TYPES as readonly string[]).includes(value);
}

export class ChartDataPipeline {
  private readonly now: () => Date;
  /** Executions in flight by cache key, shared by identical concurrent queries. */
  readonly inFlight = new SharedExecutions<QueryOutcome>();
  /** Annotation layers' data; chart-sourced layers run their chart through this pipeline. */
  private readonly annotations: AnnotationDataLoader;

  constructor(private readonly deps: ChartDataDeps) {
    this.now = deps.now ?? (() => new Date());
    this.annotations = new AnnotationDataLoader({
      charts: deps.charts,
      datasets: deps.datasets,
      rowLevel: deps.rowLevel,
      annotations: deps.annotations,
      runChartQuery: async (context, options) =>
        (await this.run(context, options)).entries[0] ?? {},
    });
  }

  /**
   * The caller may run queries on the dataset (and see the chart, when one is named); missing
   * and hidden look the same (404), so ids cannot be probed.
   */
  async authorize(
    datasource: { id: number; type: string },
    options: ChartDataOptions,
  ): Promise<{ datasource: ChartDatasource; chart: ChartRow | null }> {
    const [permission, viewMenu] = options.permission ?? ['can_read', 'Chart'];
    requirePermission(options.principal, permission, viewMenu);
    const isQuery = datasource.type === QUERY_DATASOURCE_TYPE;
    if (!TABLE_TYPES.has(datasource.type) && !isQuery) throw new NotFoundError();
    const chart =
      options.chartId !== null && options.chartId !== undefined
        ? await this.deps.charts.getVisible(options.chartId, options.principal)
        : null;
    const loaded = isQuery
      ? await loadQueryChartDatasource(this.deps.queries, datasource.id, options.principal)
      : await this.readableDatasource(datasource.id, options.principal);
    return { datasource: loaded, chart };
  }

  /** The datasource a cached result was computed from, as the caller may read it now. */
  private cachedDatasource(hit: CachedQueryResult, principal: Principal): Promise<ChartDatasource> {
    return hit.datasourceKind === 'query'
      ? loadQueryChartDatasource(this.deps.queries, hit.datasourceId, principal)
      : this.readableDatasource(hit.datasourceId, principal);
  }

  /**
   * The dataset as this caller may query it (with their row-level rules), or 404. Remembered per
   * user and dataset until the metadata store changes, since every chart of a dashboard asks.
   */
  private readableDatasource(datasetId: number, principal: Principal): Promise<ChartDatasource> {
    const load = async () => {
      if (!(await this.deps.datasets.isReadable(datasetId, principal))) throw new NotFoundError();
      const rowLevel = await this.deps.rowLevel.forDataset(datasetId, principal);
      return loadChartDatasource(this.deps.repo, datasetId, rowLevel);
    };
    const reads = this.deps.readCache;
    return reads
      ? reads.get(`chart-datasource:${datasetId}:${readerKey(principal)}`, load)
      : load();
  }

  /**
   * `dataset()` and `metric()` for SQL written outside a chart (SQL Lab): the named datasets as
   * `principal` may query them, on the database the SQL runs on.
   */
  templateDatasetsFor(
    principal: Principal,
    databaseId: number,
    ids: readonly number[],
    render: (text: string) => string,
  ): Promise<TemplateDatasets> {
    return templateDatasets(
      { databaseId, current: null },
      ids,
      (id) => this.readableDatasource(id, principal),
      render,
    );
  }

  async run(context: QueryContext, options: ChartDataOptions): Promise<ChartDataResult> {
    const { datasource, chart } = await this.authorize(context.datasource, options);
    const entries: ChartDataEntry[] = [];
    for (const raw of context.queries) {
      if (raw.datasource && raw.datasource.id !== context.datasource.id) {
        // A per-query datasource must pass the same checks as the context's.
        const other = await this.authorize(raw.datasource, { ...options, chartId: null });
        entries.push(await this.runOne(raw, context, other.datasource, chart, options));
      } else {
        entries.push(await this.runOne(raw, context, datasource, chart, options));
      }
      options.signal?.throwIfAborted();
    }
    return {
      entries,
      resultFormat: context.result_format,
      resultType: context.result_type,
      chart,
      datasource,
    };
  }

  private executionContext(
    datasource: ChartDatasource,
    options: ChartDataOptions,
  ): ExecutionContext {
    return {
      datasource,
      connector: () => this.deps.connectors.get(datasource.database),
      now: this.now(),
      timeoutMs: queryTimeoutMs(datasource.database, this.deps.config.queryTimeoutSeconds),
      maxRows: this.deps.config.sqlMaxRow,
      // Every table a sub-query reads is authorised and read through the caller's rules
      // (subqueryReads), the dataset's own table included.
      allowSubqueries: this.deps.config.featureFlags.ALLOW_ADHOC_SUBQUERY,
      signal: options.signal,
    };
  }

  private async runOne(
    raw: RawQueryObject,
    context: QueryContext,
    dataset: ChartDatasource,
    chart: ChartRow | null,
    options: ChartDataOptions,
  ): Promise<ChartDataEntry> {
    let datasource = dataset;
    const requested = raw.result_type ?? context.result_type;
    if (!isResultType(requested)) throw new ValidationError(INVALID_RESULT_TYPE(requested));
    const resultType = requested;
    let query = normalizeQueryObject(raw);
    switch (resultType) {
      case 'columns':
        return {
          data: (await datasource.columns()).map((c) => ({
            column_name: c.column_name,
            verbose_name: c.verbose_name,
            dtype: c.type,
          })),
        };
      case 'timegrains':
        return { data: timeGrainsFor(datasource.dialect) };
      case 'samples':
      case 'drill_detail':
        query = rawRowsQuery(
          query,
          (await datasource.columns()).map((c) => c.column_name),
          resultType,
        );
        break;
      case 'full':
      case 'query':
      case 'results':
      case 'post_processed':
        break;
    }
    query = { ...query, row_limit: effectiveRowLimit(query, resultType, this.deps.config) };
    let templateKey: string | null = null;
    if (this.deps.config.featureFlags.ENABLE_TEMPLATE_PROCESSING) {
      ({ datasource, query, templateKey } = await applyChartTemplates(datasource, query, {
        principal: options.principal,
        urlParams: urlParamsOf(context, raw),
        now: this.now(),
        allowUnescapedUrlParams: this.deps.config.templateAllowUnescapedUrlParams,
        otherDataset: (id) => this.readableDatasource(id, options.principal),
      }));
    }
    const subqueries = await this.subqueryReads(datasource, query, options);
    // What the templates rendered (user, URL, filters) decides the result: it joins the key.
    const reads = templateKey
      ? { ...subqueries, rlsKey: `${subqueries.rlsKey}+template-${templateKey}` }
      : subqueries;
    const ctx: ExecutionContext = {
      ...this.executionContext(datasource, options),
      tableConditions: reads.tableConditions,
    };
    if (resultType === 'query') return this.queryText(ctx, query);

    const cacheTimeout = resolveCacheTimeout({
      custom: context.custom_cache_timeout,
      chart: chart?.cache_timeout,
      dataset: datasource.dataset.cache_timeout,
      database: datasource.database.cache_timeout,
      fallback: this.deps.config.cacheDefaultTimeout,
    });
    // Authorized per caller before the cache: cached results carry the annotation data.
    const annotations = await this.annotations.prepare(
      resultType === 'results' ? [] : query.annotation_layers,
      { principal: options.principal, chart, query, force: context.force },
    );
    const cacheKey = withAnnotationFingerprint(
      chartCacheKey({
        query,
        datasourceUid: datasource.uid,
        datasetChangedOn: datasource.dataset.changed_on,
        databaseId: datasource.database.id,
        resultType,
        rowLimit: query.row_limit ?? 0,
        rlsKey: reads.rlsKey,
      }),
      annotations.fingerprint,
    );
    const meta = { cacheKey, cacheTimeout, resultFormat: context.result_format };

    if (!context.force) {
      const hit = await this.deps.cache.get(cacheKey);
      if (
        isCachedQueryResult(hit) &&
        hit.datasourceId === datasource.dataset.id &&
        (hit.datasourceKind ?? 'table') === datasource.kind &&
        (hit.rlsKey ?? NO_RLS_KEY) === reads.rlsKey
      ) {
        return this.shape(
          resultType,
          hit.outcome,
          {
            ...meta,
            isCached: true,
            cachedDttm: hit.cached_dttm,
          },
          context,
          datasource,
          chart,
        );
      }
    }
    let outcome: QueryOutcome;
    try {
      // Identical queries already running (a dashboard's charts, other viewers) share that run.
      outcome = await this.inFlight.run(
        cacheKey,
        (signal) =>
          this.executeAndCache(
            { ...ctx, signal },
            query,
            reads,
            cacheKey,
            cacheTimeout,
            annotations,
          ),
        options.signal,
      );
    } catch (err) {
      throw errorForCaller(err, options.principal);
    }
    return this.shape(
      resultType,
      outcome,
      { ...meta, isCached: false, cachedDttm: null },
      context,
      datasource,
      chart,
    );
  }

  /** Runs the query once for every caller waiting on `cacheKey` and stores the result. */
  private async executeAndCache(
    ctx: ExecutionContext,
    query: QueryObject,
    reads: SubqueryReads,
    cacheKey: string,
    cacheTimeout: number,
    annotations: PreparedAnnotations,
  ): Promise<QueryOutcome> {
    const outcome = await withAnnotationData(
      await executeQuery(ctx, query),
      annotations,
      ctx.signal,
    );
    if (cacheTimeout >= 0) {
      const value: CachedQueryResult = {
        version: 1,
        datasourceId: ctx.datasource.dataset.id,
        ...(ctx.datasource.kind === 'query' ? { datasourceKind: 'query' as const } : {}),
        rlsKey: reads.rlsKey,
        ...(reads.tableConditions ? { readTables: reads.tables } : {}),
        cached_dttm: utcIsoSeconds(this.now()),
        outcome,
      };
      await this.deps.cache.set(cacheKey, value, cacheTimeout);
    }
    return outcome;
  }

  private async shape(
    resultType: ResultType,
    outcome: QueryOutcome,
    meta: Parameters<typeof fullPayload>[1],
    context: QueryContext,
    datasource: ChartDatasource,
    chart: ChartRow | null,
  ): Promise<ChartDataEntry> {
    if (resultType === 'results') return resultsPayload(outcome);
    const payload = fullPayload(outcome, meta);
    if (resultType !== 'post_processed') return payload;
    return applyClientProcessing(payload, chartFormData(context, chart), context.result_format, {
      columns: await datasource.columns(),
      metrics: await datasource.metrics(),
    });
  }

  /**
   * What the query's custom SQL sub-queries read (nothing without ALLOW_ADHOC_SUBQUERY): the
   * tables, authorised for the caller as SQL Lab would (403 otherwise), the caller's row-level
   * rules on them, and the row-level key its result is cached under.
   */
  private async subqueryReads(
    datasource: ChartDatasource,
    query: QueryObject,
    options: ChartDataOptions,
  ): Promise<SubqueryReads> {
    const ctx = this.executionContext(datasource, options);
    const tables = subqueryTablesOf(
      query,
      await datasource.compileDatasource(),
      compileOptions(ctx, null),
    );
    if (tables === null) {
      return { tables: [], tableConditions: undefined, rlsKey: datasource.rowLevel.cacheKey };
    }
    return this.tableReads(datasource, tables, options.principal);
  }

  /** Authorises `tables` for the caller and loads the caller's rules on them. */
  private async tableReads(
    datasource: ChartDatasource,
    tables: TableReference[],
    principal: Principal,
  ): Promise<SubqueryReads> {
    const rowLevelKey = datasource.rowLevel.cacheKey;
    await this.deps.tableAccess.assertReadable(principal, datasource.database, tables);
    const filters = await this.deps.rowLevel.forTables(datasource.database, principal);
    const tablesKey = filters.cacheKeyFor(tables);
    return {
      tables,
      tableConditions: filters.conditionsFor,
      rlsKey: tablesKey ? `${rowLevelKey}+tables-${tablesKey}` : rowLevelKey,
    };
  }

  /** `query`: the SQL that would run, or the validation error as `error` (Superset's _get_query). */
  private async queryText(ctx: ExecutionContext, query: QueryObject): Promise<ChartDataEntry> {
    try {
      const compiled = await compileFor(ctx, query);
      return { language: 'sql', query: renderSqlForDisplay(compiled, ctx.datasource.dialect) };
    } catch (err) {
      if (isAppError(err) && err.status === 400)
        return { language: 'sql', query: null, error: err.message };
      throw err;
    }
  }

  /**
   * A result stored under `cacheKey` (`GET /api/v1/chart/data/<cache_key>`), if the caller may
   * read its dataset; gone or hidden results are 404.
   */
  async cachedResult(cacheKey: string, principal: Principal): Promise<QueryPayload> {
    requirePermission(principal, 'can_read', 'Chart');
    const hit = await this.deps.cache.get(cacheKey);
    if (!isCachedQueryResult(hit)) throw new NotFoundError();
    const datasource = await this.cachedDatasource(hit, principal);
    // A result computed under other row-level conditions is someone else's: it stays hidden,
    // as does one whose sub-queries read tables the caller may not read.
    let rlsKey = datasource.rowLevel.cacheKey;
    try {
      if (hit.readTables)
        ({ rlsKey } = await this.tableReads(datasource, hit.readTables, principal));
    } catch (err) {
      // The table gate's refusal (403): a result the caller may not read is hidden.
      if (isAppError(err) && err.status === 403) throw new NotFoundError();
      throw err;
    }
    if ((hit.rlsKey ?? NO_RLS_KEY) !== rlsKey) throw new NotFoundError();
    const cacheTimeout = resolveCacheTimeout({
      dataset: datasource.dataset.cache_timeout,
      database: datasource.database.cache_timeout,
      fallback: this.deps.config.cacheDefaultTimeout,
    });
    return fullPayload(hit.outcome, {
      isCached: true,
      cachedDttm: hit.cached_dttm,
      cacheKey,
      cacheTimeout,
      resultFormat: 'json',
    });
  }
}
