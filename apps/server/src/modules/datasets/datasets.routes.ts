/**
 * `/api/v1/dataset/`: CRUD, column refresh, related objects, plus the shared list, info, related,
 * distinct and bulk delete routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema, relatedResponseSchema } from '@panorama/core/schemas/api-response';
import {
  datasetCreateResponseSchema,
  datasetCreateSchema,
  datasetGetResponseSchema,
  datasetListItemSchema,
  datasetUpdateQuerySchema,
  datasetUpdateResponseSchema,
  datasetUpdateSchema,
} from '@panorama/core/schemas/dataset';
import { relatedObjectsResponseSchema } from '@panorama/core/schemas/related-objects';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { withRequestedColumns } from '../../rest/requested-columns';
import { parseRelatedArgs } from '../../rest/rison-query';
import { requirePermission, requireUser } from '../../security/principal';
import type { DatasetsService } from './datasets.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams, qQuery } from '../../rest/route-params';

const TAG = 'Datasets';

export function registerDatasetRoutes(
  app: FastifyInstance,
  container: Container,
  datasets: DatasetsService,
): void {
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/dataset',
    viewMenu: 'Dataset',
    spec: datasets.listSpec,
    tag: TAG,
    plural: 'datasets',
    listItem: datasetListItemSchema,
    bulkDelete: (ids, principal) => datasets.delete(ids, requireUser(principal)),
    deleteOne: { singular: 'dataset', service: datasets },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A static route: it wins over the shared `related/:column`, which cannot filter databases by access.
  r.get(
    '/api/v1/dataset/related/database',
    routeSchema(
      TAG,
      'Databases a dataset can use, as {text, value}',
      { 200: relatedResponseSchema },
      { querystring: qQuery },
    ),
    async (request) => {
      const principal = await request.principal();
      requirePermission(principal, 'can_read', 'Dataset');
      return datasets.relatedDatabases(parseRelatedArgs(request.query.q), principal);
    },
  );

  r.get(
    '/api/v1/dataset/:id',
    routeSchema(
      TAG,
      'Get a dataset with its columns and metrics',
      { 200: datasetGetResponseSchema },
      { params: idParams, querystring: qQuery },
    ),
    async (request) => {
      const result = await datasets.get(request.params.id, await request.principal());
      return { id: request.params.id, result: withRequestedColumns(result, request.query.q) };
    },
  );

  r.post(
    '/api/v1/dataset/',
    routeSchema(
      TAG,
      'Create a dataset',
      { 201: datasetCreateResponseSchema },
      { body: datasetCreateSchema },
    ),
    async (request, reply) => {
      const created = await datasets.create(request.body, requireUser(await request.principal()));
      return reply.code(201).send(created);
    },
  );

  r.put(
    '/api/v1/dataset/:id',
    routeSchema(
      TAG,
      'Update a dataset (columns and metrics lists replace the current ones)',
      { 200: datasetUpdateResponseSchema },
      { params: idParams, querystring: datasetUpdateQuerySchema, body: datasetUpdateSchema },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      return datasets.update(request.params.id, request.body, principal, {
        override: request.query.override_columns,
      });
    },
  );

  r.put(
    '/api/v1/dataset/:id/refresh',
    routeSchema(
      TAG,
      "Re-read a dataset's columns from its source",
      { 200: messageResponseSchema },
      { params: idParams },
    ),
    async (request) => {
      await datasets.refresh(request.params.id, requireUser(await request.principal()));
      return { message: 'OK' };
    },
  );

  r.get(
    '/api/v1/dataset/:id/related_objects',
    routeSchema(
      TAG,
      'Charts and dashboards built on the dataset',
      { 200: relatedObjectsResponseSchema },
      { params: idParams },
    ),
    async (request) => {
      await datasets.getVisible(request.params.id, await request.principal());
      const { charts, dashboards } = await datasets.repo.relatedObjects(request.params.id);
      return {
        charts: { count: charts.length, result: charts },
        dashboards: { count: dashboards.length, result: dashboards },
      };
    },
  );
}
