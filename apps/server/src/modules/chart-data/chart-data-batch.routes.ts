/**
 * `POST /api/v1/chart/data/batch`: the query contexts of several charts in one request, as a
 * dashboard sends the charts it shows at once. Not a Superset endpoint: Superset's clients keep
 * using `POST /api/v1/chart/data`, which answers the same per chart.
 *
 * Why: a browser sends at most six requests to a server at a time, so 24 charts on a dashboard
 * queued in four rounds, and each request cost the page a fetch, a response and a parse of its
 * own. Here every chart goes through the same service call as the single endpoint (same
 * permission checks, slice visibility, cache and row-level security), a few at a time, and the
 * answer streams as newline-delimited JSON, one line per chart in the order they finish, so a
 * chart whose result is cached is drawn before a slow query elsewhere on the page is done:
 *
 *   {"index":0,"status":200,"result":[...]}
 *   {"index":2,"status":404,"message":"..."}
 *
 * `index` is the chart's position in `requests`; `status` and the other fields are what the
 * single endpoint would have answered for it. Async queries (202 jobs) and downloads have their
 * own flows and are not batched: a request with an export format is answered 400 for that chart.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  CHART_DATA_BATCH_PATH,
  MAX_BATCH_CHARTS,
  type ChartDataBatchLine,
  type ChartDataBatchRequest,
} from '@panorama/core/query/chart-data-batch';
import type { QueryContext } from '@panorama/core/query/query-object';
import { ConcurrencyGate } from '../../engine/concurrency-gate';
import { errorAnswer } from '../../http/error-handler';
import { requirePermission } from '../../security/principal';
import { isTableLike } from './chart-data-export';
import { parseQueryContext } from '../../engine/chart-data/query-context-parsing';
import { chartIdOf } from './chart-data-request';
import type { ChartDataService } from './chart-data.service';
import { clientAbortSignal } from './client-abort';

/**
 * Queries of one request running at once: as many as a browser's connections would have run,
 * while the rest wait their turn (in request order, so the top of a dashboard comes first).
 */
const BATCH_CONCURRENCY = 6;

export const NOT_BATCHABLE = 'Downloads cannot be batched; request them one at a time.';

/** The shared contract's request shape (ChartDataBatchRequest), checked. */
const batchBody = z.object({
  requests: z
    .array(
      z.object({
        query_context: z.unknown(),
        /** The saved chart the query is for, as the single endpoint's `form_data={slice_id}`. */
        slice_id: z.number().int().positive().nullable().optional(),
        force: z.boolean().optional(),
      }) satisfies z.ZodType<ChartDataBatchRequest>,
    )
    .min(1)
    .max(MAX_BATCH_CHARTS),
});

type BatchRequest = z.infer<typeof batchBody>['requests'][number];

/** One chart's query context, with `force` and the chart id read as the single endpoint does. */
function chartQuery(request: BatchRequest): { context: QueryContext; chartId: number | null } {
  let context = parseQueryContext(request.query_context);
  if (request.force) context = { ...context, force: true };
  if (isTableLike(context.result_format)) throw new ValidationError(NOT_BATCHABLE);
  const chartId = request.slice_id ?? chartIdOf(undefined, context);
  return { context, chartId };
}

export function registerChartDataBatchRoute(
  scope: FastifyInstance,
  service: ChartDataService,
): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    CHART_DATA_BATCH_PATH,
    {
      schema: {
        tags: ['Charts'],
        summary:
          'Run several charts’ query contexts; the answer streams one JSON line per chart as each finishes',
        body: batchBody,
        response: {
          // A stream, written as the charts finish; Fastify sends streams without serialising.
          200: z
            .custom<Readable>()
            .describe(
              'newline-delimited JSON: {index, status, result} or {index, status, message}',
            ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const principal = await request.principal();
      // Refused as a whole when no chart could be answered (401 anonymous, 403 no chart access);
      // dataset and chart visibility are then checked chart by chart.
      requirePermission(principal, 'can_read', 'Chart');
      const signal = clientAbortSignal(reply);
      const gate = new ConcurrencyGate(BATCH_CONCURRENCY);
      const out = new PassThrough();

      const answerChart = async (chart: BatchRequest, index: number): Promise<void> => {
        let line: ChartDataBatchLine;
        try {
          const { context, chartId } = chartQuery(chart);
          const result = await gate.run(
            () => service.data(context, { principal, signal, chartId }),
            signal,
          );
          line = { index, status: 200, result: result.entries };
        } catch (error) {
          // Nobody is reading any more: no line, and nothing to log.
          if (signal.aborted) return;
          const { status, body } = errorAnswer(error, request);
          line = { index, status, ...body };
        }
        if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
      };

      void Promise.all(request.body.requests.map(answerChart)).finally(() => out.end());
      return reply
        .header('cache-control', 'no-store')
        .type('application/x-ndjson; charset=utf-8')
        .send(out);
    },
  );
}
