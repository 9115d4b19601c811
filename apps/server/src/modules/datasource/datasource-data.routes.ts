/**
 * Data endpoints of the legacy datasource API: `POST /datasource/samples` (paged raw rows of a
 * dataset, optionally filtered) and `GET /api/v1/datasource/{type}/{id}/column/{column}/values/`
 * (the distinct values of a filterable column, with the dataset's fetch-values predicate).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  columnValuesResponseSchema,
  datasetSamplesResponseSchema,
} from '@panorama/core/schemas/dataset';
import type { ChartDataPipeline } from '../../engine/chart-data/chart-data-pipeline';
import { truthy } from '../chart-data/chart-data-request';
import { clientAbortSignal, unlessClientGone } from '../chart-data/client-abort';
import { columnValues, datasetSamples } from './datasource-samples';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Datasource';
const optionalInt = z.coerce.number().int().optional();

export function registerDatasourceDataRoutes(
  app: FastifyInstance,
  pipeline: ChartDataPipeline,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/datasource/samples',
    routeSchema(
      TAG,
      'Paged raw rows of a dataset',
      { 200: datasetSamplesResponseSchema },
      {
        querystring: z.object({
          datasource_type: z.string().max(50),
          datasource_id: z.coerce.number().int().positive(),
          force: z.string().max(10).optional(),
          per_page: optionalInt,
          page: optionalInt,
        }),
      },
    ),
    async (request, reply) => {
      const principal = await request.principal();
      const signal = clientAbortSignal(reply);
      return unlessClientGone(reply, signal, async () => ({
        result: await datasetSamples(pipeline, {
          datasource: { id: request.query.datasource_id, type: request.query.datasource_type },
          body: request.body,
          page: request.query.page,
          perPage: request.query.per_page,
          force: truthy(request.query.force),
          principal,
          signal,
        }),
      }));
    },
  );

  r.get(
    '/api/v1/datasource/:type/:id/column/:column/values/',
    routeSchema(
      TAG,
      'Distinct values of a dataset column',
      { 200: columnValuesResponseSchema },
      {
        params: z.object({
          type: z.string().max(50),
          id: z.coerce.number().int().positive(),
          column: z.string().min(1).max(1000),
        }),
      },
    ),
    async (request, reply) => {
      const principal = await request.principal();
      const signal = clientAbortSignal(reply);
      return unlessClientGone(reply, signal, async () => ({
        result: await columnValues(pipeline, {
          datasource: { id: request.params.id, type: request.params.type },
          column: request.params.column,
          principal,
          signal,
        }),
      }));
    },
  );
}
