/**
 * Chart data use cases on top of the pipeline: running a client's QueryContext (export formats
 * need the export permission, checked before anything runs), replaying a saved chart's query
 * context with the query-string overrides, reading a cached result back by its key, and (with
 * GLOBAL_ASYNC_QUERIES) turning a request into an async job.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { AuditService } from '../log/audit.service';
import type { FeatureFlags } from '@panorama/core/feature-flags/feature-flags';
import type { QueryContext } from '@panorama/core/query/query-object';
import type {
  ChartDataPipeline,
  ChartDataResult,
} from '../../engine/chart-data/chart-data-pipeline';
import type { ChartDataEntry } from '../../engine/chart-data/query-payload';
import type { AsyncChartQueries } from '../../jobs/async-queries/async-chart-queries';
import type { AsyncJobMetadata } from '../../jobs/async-queries/async-event';
import type { Principal } from '../../security/principal';
import type { ChartRow } from '../../store/schema';
import type { ChartsService } from '../charts/charts.service';
import { assertCanExport, isTableLike } from './chart-data-export';
import { parseQueryContext } from '../../engine/chart-data/query-context-parsing';

export const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

export interface SavedChartOverrides {
  format?: string | undefined;
  type?: string | undefined;
  force?: boolean | undefined;
}

export class ChartDataService {
  constructor(
    readonly pipeline: ChartDataPipeline,
    private readonly charts: ChartsService,
    private readonly flags: FeatureFlags,
    /** Async chart queries; absent, every request is answered synchronously. */
    readonly asyncQueries?: AsyncChartQueries,
    /** Where CSV and Excel downloads are recorded. */
    private readonly audit?: AuditService,
  ) {}

  /**
   * The async job this request becomes (answered 202), or null to answer it synchronously:
   * async queries off, anonymous caller, a download, or a result already cached.
   */
  async submitAsync(
    context: QueryContext,
    options: { principal: Principal; chartId: number | null },
  ): Promise<AsyncJobMetadata | null> {
    if (!this.asyncQueries?.enabled) return null;
    return this.asyncQueries.submit(context, options);
  }

  async data(
    context: QueryContext,
    options: { principal: Principal; signal?: AbortSignal; chartId?: number | null },
  ): Promise<ChartDataResult> {
    if (!isTableLike(context.result_format)) return this.pipeline.run(context, options);
    assertCanExport(options.principal, this.flags);
    const result = await this.pipeline.run(context, options);
    // A download takes the data out of the app: the action log says who took what.
    const source = result.datasource;
    const isQuery = source.kind === 'query';
    await this.audit?.record({
      action: 'chart_data_exported',
      objectType: result.chart ? 'chart' : isQuery ? 'query' : 'dataset',
      objectId: result.chart?.id ?? source.dataset.id,
      detail: {
        format: context.result_format,
        result_type: context.result_type,
        chart_id: result.chart?.id ?? null,
        ...(isQuery ? { query_id: source.dataset.id } : { dataset_id: source.dataset.id }),
        datasource: source.uid,
      },
    });
    return result;
  }

  /** The saved chart's query context with `format`, `type` and `force` from the query string. */
  async savedContext(
    chartId: number,
    principal: Principal,
    overrides: SavedChartOverrides,
  ): Promise<{ chart: ChartRow; context: QueryContext }> {
    const chart = await this.charts.getVisible(chartId, principal);
    let saved: unknown;
    try {
      saved = chart.query_context ? JSON.parse(chart.query_context) : null;
    } catch {
      saved = null;
    }
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved))
      throw new ValidationError(NO_QUERY_CONTEXT);
    const context = parseQueryContext({
      ...saved,
      result_format: overrides.format ?? 'json',
      result_type: overrides.type ?? 'full',
      force: overrides.force ?? false,
    });
    return { chart, context };
  }

  /**
   * `GET /api/v1/chart/data/<cache_key>`: an async query's result (`result_url`), read back as the
   * caller, or one cached query result.
   */
  async cached(
    cacheKey: string,
    principal: Principal,
    signal?: AbortSignal,
  ): Promise<ChartDataEntry[]> {
    const readBack = await this.asyncQueries?.readBack(cacheKey, principal, signal);
    if (readBack) return readBack.entries;
    return [await this.pipeline.cachedResult(cacheKey, principal)];
  }
}
