/**
 * `/api/v1/dashboard/{id}/filtersets`: list, create, update and delete a dashboard's filter sets
 * on Superset's paths and payloads.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  filterSetDeletedResponseSchema,
  filterSetListResponseSchema,
  filterSetResponseSchema,
} from '@panorama/core/schemas/dashboard-filters';
import { requireUser } from '../../security/principal';
import { filterSetCreateSchema, filterSetUpdateSchema } from './filter-sets.schemas';
import type { FilterSetsService } from './filter-sets.service';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Filter sets';
const BASE = '/api/v1/dashboard/:id/filtersets';
const id = z.coerce.number().int().positive();
const dashboardParams = z.object({ id });
const setParams = z.object({ id, pk: id });

export function registerFilterSetRoutes(app: FastifyInstance, sets: FilterSetsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    routeSchema(
      TAG,
      "A dashboard's filter sets",
      { 200: filterSetListResponseSchema },
      { params: dashboardParams },
    ),
    async (request) => {
      const result = await sets.list(request.params.id, await request.principal());
      return { count: result.length, ids: result.map((set) => set.id), result };
    },
  );

  r.post(
    BASE,
    routeSchema(
      TAG,
      'Save a filter set',
      { 201: filterSetResponseSchema },
      { params: dashboardParams, body: filterSetCreateSchema },
    ),
    async (request, reply) => {
      const principal = requireUser(await request.principal());
      const result = await sets.create(request.params.id, request.body, principal);
      return reply.code(201).send({ id: result.id, result });
    },
  );

  r.put(
    `${BASE}/:pk`,
    routeSchema(
      TAG,
      'Update a filter set',
      { 200: filterSetResponseSchema },
      { params: setParams, body: filterSetUpdateSchema },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      const { id: dashboardId, pk } = request.params;
      return { id: pk, result: await sets.update(dashboardId, pk, request.body, principal) };
    },
  );

  r.delete(
    `${BASE}/:pk`,
    routeSchema(
      TAG,
      'Delete a filter set',
      { 200: filterSetDeletedResponseSchema },
      { params: setParams },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      await sets.delete(request.params.id, request.params.pk, principal);
      return { id: request.params.pk, message: 'OK' };
    },
  );
}
