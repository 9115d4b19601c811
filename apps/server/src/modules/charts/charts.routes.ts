/** `/api/v1/chart/`: CRUD plus the shared list, info, related, distinct, favourites and bulk delete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chartColumnsSchema,
  chartCreateResponseSchema,
  chartCreateSchema,
  chartDetailResponseSchema,
  chartUpdateResponseSchema,
  chartUpdateSchema,
} from '@panorama/core/schemas/chart';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { withRequestedColumns } from '../../rest/requested-columns';
import { requireUser } from '../../security/principal';
import { epochSeconds } from '../shared/humanize-time';
import type { ChartsService } from './charts.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

export function registerChartRoutes(
  app: FastifyInstance,
  container: Container,
  charts: ChartsService,
): void {
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/chart',
    viewMenu: 'Chart',
    spec: charts.listSpec,
    tag: 'Charts',
    plural: 'charts',
    favoriteClass: 'slice',
    listItem: chartColumnsSchema,
    bulkDelete: (ids, principal) => charts.delete(ids, requireUser(principal)),
    deleteOne: { singular: 'chart', service: charts },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/chart/:id',
    routeSchema(
      'Charts',
      'Get a chart',
      { 200: chartDetailResponseSchema },
      { params: idParams, querystring: z.object({ q: z.string().optional() }) },
    ),
    async (request) => {
      const result = await charts.get(request.params.id, await request.principal());
      return { id: request.params.id, result: withRequestedColumns(result, request.query.q) };
    },
  );

  r.post(
    '/api/v1/chart/',
    routeSchema(
      'Charts',
      'Create a chart',
      { 201: chartCreateResponseSchema },
      { body: chartCreateSchema },
    ),
    async (request, reply) => {
      const principal = requireUser(await request.principal());
      const id = await charts.create(request.body, principal);
      return reply.code(201).send({ id, result: request.body });
    },
  );

  r.put(
    '/api/v1/chart/:id',
    routeSchema(
      'Charts',
      'Update a chart',
      { 200: chartUpdateResponseSchema },
      { params: idParams, body: chartUpdateSchema },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      await charts.update(request.params.id, request.body, principal);
      const row = await charts.repo.findById(request.params.id);
      return {
        id: request.params.id,
        result: request.body,
        last_modified_time: row ? epochSeconds(row.changed_on) : null,
      };
    },
  );
}
