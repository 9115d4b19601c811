/**
 * Running one queued async chart query, wherever it runs (this process or a worker process):
 * skip it if it already finished (a second delivery) or if nobody waits for it any more, load
 * the requester's principal afresh (so a permission revoked meanwhile applies, and row-level
 * security is theirs), run the context through the same chart-data pipeline as a synchronous
 * request (its results land in the result cache under their own keys), record the context
 * under the job's cache key for `result_url`, and finish the job: one event per waiting channel.
 */
import { UnauthorizedError, isAppError } from '@panorama/core/errors/app-error';
import type { QueryContext } from '@panorama/core/query/query-object';
import type { ResultCache } from '../../engine/cache/result-cache';
import type {
  ChartDataPipeline,
  ChartDataResult,
} from '../../engine/chart-data/chart-data-pipeline';
import type { Principal } from '../../security/principal';
import type { AsyncCoordinator } from './async-coordinator';
import { resultUrl, type AsyncEventError, type JobOutcome } from './async-event';
import type { AsyncQueryContextEntry } from './async-query-context-entry';

/** What the queue carries: small and JSON, so it survives Redis and a restart. */
export interface ChartQueryJob {
  jobId: string;
  /** The `result_url` cache key. */
  contextKey: string;
  userId: number;
  chartId: number | null;
  datasourceId: number;
  rlsKey: string;
  context: QueryContext;
}

export interface PrincipalLoader {
  principalFor(
    userId: number,
    via: Principal['via'],
    sessionId: string | null,
  ): Promise<Principal | null>;
}

export interface JobLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

export interface ChartQueryJobDeps {
  pipeline: Pick<ChartDataPipeline, 'run'>;
  principals: PrincipalLoader;
  cache: ResultCache;
  coordinator: AsyncCoordinator;
  /** The server's cache lifetime when the answer names none (CACHE_DEFAULT_TIMEOUT). */
  cacheDefaultTimeout: number;
  logger: JobLogger;
}

export type JobRunResult = 'done' | 'error' | 'already-finished' | 'abandoned';

/** How long `result_url` stays readable when results are not cached (it then re-runs them). */
const UNCACHED_ENTRY_SECONDS = 600;

/** The shortest cache lifetime among the entries (0 = no expiry, -1 = not cached). */
function entryLifetime(result: ChartDataResult, fallback: number): number {
  const timeouts = result.entries.flatMap((e) =>
    'cache_timeout' in e && typeof e.cache_timeout === 'number' ? [e.cache_timeout] : [],
  );
  if (timeouts.length === 0) return fallback;
  if (timeouts.some((t) => t < 0)) return -1;
  const expiring = timeouts.filter((t) => t > 0);
  return expiring.length ? Math.min(...expiring) : 0;
}

function eventErrors(err: unknown, logger: JobLogger): AsyncEventError[] {
  if (isAppError(err)) {
    const message = typeof err.details === 'string' ? err.details : JSON.stringify(err.details);
    return [{ message, ...(err.errorType ? { error_type: err.errorType } : {}) }];
  }
  logger.error({ err }, 'Async chart query failed unexpectedly');
  return [{ message: 'An unexpected error occurred while running the chart query' }];
}

function isAbort(err: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && (err as Error | null)?.name === 'AbortError';
}

export async function runChartQueryJob(
  job: ChartQueryJob,
  deps: ChartQueryJobDeps,
  signal?: AbortSignal,
): Promise<JobRunResult> {
  const { coordinator } = deps;
  if (await coordinator.isFinished(job.jobId)) return 'already-finished';
  // Best-effort cancellation: every client that asked has gone quiet, so nobody reads the result.
  if (!(await coordinator.hasListeners(job.jobId))) {
    await coordinator.finish(job.jobId, job.contextKey, null);
    return 'abandoned';
  }
  let outcome: JobOutcome;
  try {
    const principal = await deps.principals.principalFor(job.userId, 'session', null);
    if (!principal) throw new UnauthorizedError();
    const context = { ...job.context };
    const result = await deps.pipeline.run(context, { principal, chartId: job.chartId, signal });
    const lifetime = entryLifetime(result, deps.cacheDefaultTimeout);
    const entry: AsyncQueryContextEntry = {
      version: 1,
      kind: 'async-chart-query',
      datasourceId: job.datasourceId,
      rlsKey: job.rlsKey,
      chartId: job.chartId,
      // Reading back must take the cached results, never run the queries again.
      context: { ...context, force: false },
      cacheable: lifetime >= 0,
    };
    await deps.cache.set(job.contextKey, entry, lifetime >= 0 ? lifetime : UNCACHED_ENTRY_SECONDS);
    outcome = { status: 'done', result_url: resultUrl(job.contextKey), errors: [] };
  } catch (err) {
    // A worker shutting down leaves the job to be run again; it is not the query's failure.
    if (isAbort(err, signal)) throw err;
    outcome = { status: 'error', result_url: null, errors: eventErrors(err, deps.logger) };
  }
  await coordinator.finish(job.jobId, job.contextKey, outcome);
  return outcome.status;
}
