/**
 * Async chart queries (the GLOBAL_ASYNC_QUERIES feature flag): the decisions of the chart data
 * API's 202 branch and of reading a result back by its `result_url` key, and the user's events.
 *
 * A JSON `full` request of a logged-in user is answered at once (200) when its context's result
 * is cached; otherwise it is authorised now (403/404 stay synchronous), registered on the job
 * for its context (joining one already running), queued, and answered 202 with the job.
 */
import type { Principal } from '../../security/principal';
import { requireUser } from '../../security/principal';
import { NotFoundError } from '@panorama/core/errors/app-error';
import type { QueryContext } from '@panorama/core/query/query-object';
import type { ResultCache } from '../../engine/cache/result-cache';
import type {
  ChartDataPipeline,
  ChartDataResult,
} from '../../engine/chart-data/chart-data-pipeline';
import type { AsyncCoordinator } from './async-coordinator';
import { resultUrl, type AsyncEvent, type AsyncJobMetadata } from './async-event';
import { asyncContextKey, isAsyncQueryContextEntry } from './async-query-context-entry';
import type { AsyncTokens } from './async-token';
import type { ChartQueryQueue } from './chart-query-queue';

/** Events answered per poll; a client far behind catches up over several polls. */
export const EVENTS_PER_READ = 1000;

export interface AsyncChartQueriesDeps {
  enabled: boolean;
  tokens: AsyncTokens;
  coordinator: AsyncCoordinator;
  queue: ChartQueryQueue;
  pipeline: Pick<ChartDataPipeline, 'authorize' | 'run'>;
  cache: ResultCache;
  /** Starts BullMQ workers in this process (Redis only); answers their stop function. */
  startWorker?: () => () => Promise<void>;
  /** Start workers at once (ASYNC_WORKERS_IN_SERVER). */
  workersInProcess?: boolean;
}

export interface SubmitOptions {
  principal: Principal;
  chartId: number | null;
}

export class AsyncChartQueries {
  readonly enabled: boolean;
  readonly tokens: AsyncTokens;
  readonly coordinator: AsyncCoordinator;

  private readonly stops = new Set<() => Promise<void>>();
  private closed = false;

  constructor(private readonly deps: AsyncChartQueriesDeps) {
    this.enabled = deps.enabled;
    this.tokens = deps.tokens;
    this.coordinator = deps.coordinator;
    if (deps.enabled && deps.workersInProcess) this.startWorkers();
  }

  /**
   * Runs queued queries in this process (`npm run worker`); answers the function that stops them
   * (waiting for running queries). Needs REDIS_URL: without it queries always run in the server
   * process that queued them.
   */
  startWorkers(): () => Promise<void> {
    if (!this.deps.startWorker)
      throw new Error('Chart query workers need REDIS_URL: without Redis, servers run queries');
    const close = this.deps.startWorker();
    const stop = async () => {
      if (this.stops.delete(stop)) await close();
    };
    this.stops.add(stop);
    return stop;
  }

  /**
   * The job a request becomes, or null when it is answered synchronously: async queries off, an
   * anonymous caller, a download or another result type, or a context whose result is cached.
   */
  async submit(context: QueryContext, options: SubmitOptions): Promise<AsyncJobMetadata | null> {
    const { principal, chartId } = options;
    if (!this.enabled || principal.userId === null) return null;
    if (context.result_format !== 'json' || context.result_type !== 'full') return null;
    const { datasource } = await this.deps.pipeline.authorize(context.datasource, {
      principal,
      chartId,
    });
    const contextKey = asyncContextKey(context, datasource, chartId);
    const rlsKey = datasource.rowLevel.cacheKey;
    if (!context.force) {
      const entry = await this.deps.cache.get(contextKey);
      if (
        isAsyncQueryContextEntry(entry) &&
        entry.cacheable &&
        entry.datasourceId === datasource.dataset.id &&
        entry.rlsKey === rlsKey
      )
        return null;
    }
    const userId = principal.userId;
    const channelId = this.tokens.channelFor(userId);
    await this.coordinator.touch([channelId]);
    const jobId = await this.coordinator.join(contextKey, { channelId, userId });
    await this.deps.queue.add({
      jobId,
      contextKey,
      userId,
      chartId,
      datasourceId: datasource.dataset.id,
      rlsKey,
      context,
    });
    return {
      channel_id: channelId,
      job_id: jobId,
      user_id: userId,
      status: 'pending',
      result_url: resultUrl(contextKey),
    };
  }

  /**
   * The result of an async query read back by its key, computed as `principal` (their
   * permissions, their row-level rules), or null when the key is not an async query's. A reader
   * under other row-level rules than the query ran with gets 404, like a missing key.
   */
  async readBack(
    cacheKey: string,
    principal: Principal,
    signal?: AbortSignal,
  ): Promise<ChartDataResult | null> {
    const entry = await this.deps.cache.get(cacheKey);
    if (!isAsyncQueryContextEntry(entry)) return null;
    const options = { principal, chartId: entry.chartId, signal };
    const { datasource } = await this.deps.pipeline.authorize(entry.context.datasource, options);
    if (
      datasource.dataset.id !== entry.datasourceId ||
      datasource.rowLevel.cacheKey !== entry.rlsKey
    )
      throw new NotFoundError();
    return this.deps.pipeline.run(entry.context, options);
  }

  /** The caller's events after `lastId` (`GET /api/v1/async_event/`). */
  async eventsFor(principal: Principal, lastId: string | null): Promise<AsyncEvent[]> {
    const channelId = this.tokens.channelFor(requireUser(principal).userId);
    await this.coordinator.touch([channelId]);
    return this.coordinator.read(channelId, lastId, EVENTS_PER_READ);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const stop of [...this.stops]) await stop();
    await this.deps.queue.close();
    await this.coordinator.close();
  }
}
