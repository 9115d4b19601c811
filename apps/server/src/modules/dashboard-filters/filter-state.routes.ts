/**
 * `/api/v1/dashboard/{id}/filter_state[/{key}]` (POST, PUT, GET, DELETE): a dashboard's filter
 * state behind `native_filters_key`, with Superset's payloads (contract in
 * packages/core/src/filters/filter-state-api.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_FILTER_STATE_LENGTH,
  type FilterStateBody,
  type FilterStateCreated,
  type FilterStateUpdated,
  type FilterStateValue,
} from '@panorama/core/filters/filter-state-api';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  filterStateCreatedSchema,
  filterStateUpdatedSchema,
  filterStateValueSchema,
} from '@panorama/core/schemas/dashboard-filters';
import { keyParamsSchema, tabQuerySchema } from '../explore/explore-schemas';
import type { DashboardFilterStateService } from './filter-state.service';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Dashboard Filter State';
const BASE = '/api/v1/dashboard/:id/filter_state';

const dashboardParams = z.object({ id: z.coerce.number().int().positive() });
const entryParams = keyParamsSchema.extend(dashboardParams.shape);

/** Superset's TemporaryCachePostSchema: any JSON, as text. */
const bodySchema = z
  .object({
    value: z
      .string()
      .min(1, 'Must not be empty')
      .max(MAX_FILTER_STATE_LENGTH, `Must be at most ${MAX_FILTER_STATE_LENGTH} characters`)
      .refine((text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      }, 'Must be JSON text'),
  })
  .strict() satisfies z.ZodType<FilterStateBody>;

export function registerFilterStateRoutes(
  app: FastifyInstance,
  filterState: DashboardFilterStateService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    BASE,
    routeSchema(
      TAG,
      "Store a dashboard's filter state; answers its key",
      { 201: filterStateCreatedSchema },
      { params: dashboardParams, querystring: tabQuerySchema, body: bodySchema },
    ),
    async (request, reply) => {
      const key = await filterState.create(
        request.params.id,
        { value: request.body.value, tabId: request.query.tab_id },
        await request.principal(),
      );
      return reply.code(201).send({ key } satisfies FilterStateCreated);
    },
  );

  r.put(
    `${BASE}/:key`,
    routeSchema(
      TAG,
      'Replace stored filter state; answers the key to use from now on',
      { 200: filterStateUpdatedSchema },
      { params: entryParams, querystring: tabQuerySchema, body: bodySchema },
    ),
    async (request): Promise<FilterStateUpdated> => {
      const key = await filterState.update(
        request.params.id,
        request.params.key,
        { value: request.body.value, tabId: request.query.tab_id },
        await request.principal(),
      );
      return { message: 'Value updated', key };
    },
  );

  r.get(
    `${BASE}/:key`,
    routeSchema(
      TAG,
      'Stored filter state (JSON text)',
      { 200: filterStateValueSchema },
      { params: entryParams },
    ),
    async (request): Promise<FilterStateValue> => {
      const { id, key } = request.params;
      return { value: await filterState.get(id, key, await request.principal()) };
    },
  );

  r.delete(
    `${BASE}/:key`,
    routeSchema(
      TAG,
      'Delete stored filter state',
      { 200: messageResponseSchema },
      { params: entryParams },
    ),
    async (request) => {
      const { id, key } = request.params;
      await filterState.delete(id, key, await request.principal());
      return { message: 'Deleted successfully' };
    },
  );
}
