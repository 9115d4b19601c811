/**
 * The chart data API: run a QueryContext (POST, or GET for the
 * CLIENT_CACHE feature), replay a saved chart's query context, and read a cached result by key.
 * Answers are synchronous (`{result: [...]}` or a CSV/XLSX/ZIP download), or with
 * GLOBAL_ASYNC_QUERIES a POST whose result is not cached is answered 202 with an async job
 * and read back later from its `result_url`, so a slow query never holds a request open. Dashboards
 * send the charts they show at once to `POST /api/v1/chart/data/batch`
 * (chart-data-batch.routes.ts), registered in this scope for the same body parsers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '@panorama/core/errors/app-error';
import type { QueryContext } from '@panorama/core/query/query-object';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  asyncJobResponseSchema,
  chartDataFileSchema,
  chartDataResponseSchema,
  type ChartDataResponse,
} from '@panorama/core/schemas/chart-data';
import type { ChartDataResult } from '../../engine/chart-data/chart-data-pipeline';
import type { Container } from '../../container';
import type { Principal } from '../../security/principal';
import { isTableLike, sendExport } from './chart-data-export';
import { registerChartDataBatchRoute } from './chart-data-batch.routes';
import { registerChartDataBodyParsers } from './chart-data-body-parsers';
import { parseQueryContext } from '../../engine/chart-data/query-context-parsing';
import { rawBody, chartIdOf, truthy } from './chart-data-request';
import { setAsyncTokenCookie } from '../async-events/async-token-cookie';
import type { ChartDataService } from './chart-data.service';
import { clientAbortSignal, unlessClientGone } from './client-abort';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Charts';

const dataQuery = z.object({
  form_data: z.string().max(1_000_000).optional(),
  dashboard_id: z.string().max(20).optional(),
  force: z.string().max(10).optional(),
});

/** A JSON result, or a download when the query context asks for CSV or XLSX. */
const dataResponse = {
  200: chartDataResponseSchema.or(chartDataFileSchema),
  ...errorResponses,
};

function vizTypeOf(context: QueryContext): string | null {
  const vizType = context.form_data?.viz_type;
  return typeof vizType === 'string' ? vizType : null;
}

async function answer(
  reply: FastifyReply,
  context: QueryContext,
  result: ChartDataResult,
  filename?: string,
): Promise<ChartDataResponse | FastifyReply> {
  if (isTableLike(result.resultFormat)) {
    return sendExport(reply, result.resultFormat, result.entries, {
      filename,
      chartName: result.chart?.slice_name ?? null,
      vizType: vizTypeOf(context),
    });
  }
  return { result: result.entries };
}

/** Shortest cache lifetime among the answered queries, for the browser cache (CLIENT_CACHE). */
function clientMaxAge(result: ChartDataResult): number | null {
  const timeouts = result.entries.flatMap((e) =>
    'cache_timeout' in e && typeof e.cache_timeout === 'number' ? [e.cache_timeout] : [],
  );
  return timeouts.length ? Math.max(0, Math.min(...timeouts)) : null;
}

export async function registerChartDataRoutes(
  app: FastifyInstance,
  container: Container,
  service: ChartDataService,
): Promise<void> {
  await app.register(async (scope) => {
    await registerChartDataBodyParsers(scope, container.config.bodyLimit);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    registerChartDataBatchRoute(scope, service);

    /**
     * Runs a context for the caller and answers it (`finish`: JSON or a download); a query whose
     * client has gone is cancelled.
     */
    const run = (
      reply: FastifyReply,
      context: QueryContext,
      options: { principal: Principal; chartId: number | null },
      finish = (result: ChartDataResult) => answer(reply, context, result),
    ) => {
      const signal = clientAbortSignal(reply);
      return unlessClientGone(reply, signal, async () =>
        finish(await service.data(context, { ...options, signal })),
      );
    };

    r.post(
      '/api/v1/chart/data',
      {
        schema: {
          tags: [TAG],
          summary: 'Run a chart query context (JSON body, or a form post with `form_data`)',
          querystring: dataQuery,
          response: { ...dataResponse, 202: asyncJobResponseSchema },
        },
      },
      async (request, reply) => {
        const principal = await request.principal();
        const { raw, form } = rawBody(request.body);
        let context = parseQueryContext(raw);
        if (truthy(request.query.force)) context = { ...context, force: true };
        const chartId = chartIdOf(request.query.form_data, context);
        const job = await service.submitAsync(context, { principal, chartId });
        if (job && service.asyncQueries) {
          const { tokens } = service.asyncQueries;
          await setAsyncTokenCookie(reply, tokens, job.user_id, container.config.cookieSecure);
          return reply.code(202).send(job);
        }
        return run(reply, context, { principal, chartId }, (result) =>
          answer(reply, context, result, form.filename),
        );
      },
    );

    r.get(
      '/api/v1/chart/data',
      {
        schema: {
          tags: [TAG],
          summary: 'Run a query context given as `form_data` in the query string (CLIENT_CACHE)',
          querystring: dataQuery,
          response: dataResponse,
        },
      },
      async (request, reply) => {
        const principal = await request.principal();
        if (!request.query.form_data) throw new ValidationError('Request is not JSON');
        const { raw } = rawBody(request.query.form_data);
        const force = truthy(request.query.force);
        const record = raw as Record<string, unknown>;
        let context: QueryContext;
        let chartId: number | null;
        if (typeof record === 'object' && record !== null && !('queries' in record)) {
          // Chart form data naming a saved chart: replay its query context.
          chartId = chartIdOf(request.query.form_data, null);
          if (chartId === null) throw new ValidationError('Request is not JSON');
          context = (await service.savedContext(chartId, principal, { force })).context;
        } else {
          context = parseQueryContext(raw);
          if (force) context = { ...context, force: true };
          chartId = chartIdOf(undefined, context);
        }
        return run(reply, context, { principal, chartId }, (result) => {
          const maxAge = clientMaxAge(result);
          if (container.config.featureFlags.CLIENT_CACHE && maxAge !== null && !context.force)
            reply.header('cache-control', `private, max-age=${maxAge}`);
          return answer(reply, context, result);
        });
      },
    );

    r.get(
      '/api/v1/chart/:pk/data/',
      {
        schema: {
          tags: [TAG],
          summary: 'Run the query context saved on a chart',
          params: z.object({ pk: z.coerce.number().int().positive() }),
          querystring: z.object({
            format: z.string().max(20).optional(),
            type: z.string().max(50).optional(),
            force: z.string().max(10).optional(),
            filters_dashboard_id: z.string().max(20).optional(),
          }),
          response: dataResponse,
        },
      },
      async (request, reply) => {
        const principal = await request.principal();
        const { filters_dashboard_id: dashboardId } = request.query;
        if (dashboardId !== undefined && !/^\d+$/.test(dashboardId))
          throw new ValidationError('filters_dashboard_id must be an integer');
        const { context } = await service.savedContext(request.params.pk, principal, {
          format: request.query.format,
          type: request.query.type,
          force: truthy(request.query.force),
        });
        return run(reply, context, { principal, chartId: request.params.pk });
      },
    );

    r.get(
      '/api/v1/chart/data/:cache_key',
      routeSchema(
        TAG,
        'A cached chart result by its cache key',
        { 200: chartDataResponseSchema },
        { params: z.object({ cache_key: z.string().max(200) }) },
      ),
      async (request, reply) => {
        const principal = await request.principal();
        const key = request.params.cache_key.toLowerCase();
        // Keys are sha256 hex; anything else cannot be in the cache.
        if (!/^[0-9a-f]{64}$/.test(key)) throw new NotFoundError();
        // An async query's result is read back by running its context (from the cache, mostly).
        const signal = clientAbortSignal(reply);
        return unlessClientGone(reply, signal, async () => ({
          result: await service.cached(key, principal, signal),
        }));
      },
    );
  });
}
