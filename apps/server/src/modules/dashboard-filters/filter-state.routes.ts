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
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  filterStateCreatedSchema,
  filterStateUpdatedSchema,
  filterStateValueSchema,
} from '@panorama/core/schemas/dashboard-filters';
import { keyParamsSchema, tabQuerySchema } from '../explore/explore-schemas';
import type { DashboardFilterStateService } from './filter-state.service';

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
    {
      schema: {
        tags: [TAG],
        summary: "Store a dashboard's filter state; answers its key",
        params: dashboardParams,
        querystring: tabQuerySchema,
        body: bodySchema,
        response: { 201: filterStateCreatedSchema, ...errorResponses },
      },
    },
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
    {
      schema: {
        tags: [TAG],
        summary: 'Replace stored filter state; answers the key to use from now on',
        params: entryParams,
        querystring: tabQuerySchema,
        body: bodySchema,
        response: { 200: filterStateUpdatedSchema, ...errorResponses },
      },
    },
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
    {
      schema: {
        tags: [TAG],
        summary: 'Stored filter state (JSON text)',
        params: entryParams,
        response: { 200: filterStateValueSchema, ...errorResponses },
      },
    },
    async (request): Promise<FilterStateValue> => {
      const { id, key } = request.params;
      return { value: await filterState.get(id, key, await request.principal()) };
    },
  );

  r.delete(
    `${BASE}/:key`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete stored filter state',
        params: entryParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, key } = request.params;
      await filterState.delete(id, key, await request.principal());
      return { message: 'Deleted successfully' };
    },
  );
}
