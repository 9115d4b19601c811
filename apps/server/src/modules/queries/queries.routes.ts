/**
 * `/api/v1/query/`: the query history list (rison q: filters on sql, database, status, user;
 * all_text search), `_info`, `related/{user|database}`, `distinct/{status|schema}`, a single run,
 * `updated_since` for SQL Lab's polling and `stop`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { okResultResponseSchema } from '@panorama/core/schemas/api-response';
import {
  queriesUpdatedResponseSchema,
  queryListItemSchema,
  queryShowResponseSchema,
} from '@panorama/core/schemas/query';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { decodeRison } from '../../rest/rison-query';
import type { QueriesService } from './queries.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

const TAG = 'Queries';
const updatedSinceQuery = z.object({
  q: z.string().max(1000).optional(),
  last_updated_ms: z.string().max(40).optional(),
});
export const stopBodySchema = z.object({ client_id: z.string().min(1).max(64) });

/** `q=(last_updated_ms:N)` as Superset sends it, or a plain `last_updated_ms=N`. */
function lastUpdatedMs(query: z.infer<typeof updatedSinceQuery>): number {
  const decoded = decodeRison(query.q) as { last_updated_ms?: unknown } | undefined;
  const raw = decoded?.last_updated_ms ?? query.last_updated_ms;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ValidationError({ last_updated_ms: ['A number of milliseconds is required'] });
  }
  return value;
}

export function registerQueryRoutes(
  app: FastifyInstance,
  container: Container,
  queries: QueriesService,
): void {
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/query',
    viewMenu: 'Query',
    spec: queries.listSpec,
    tag: TAG,
    plural: 'queries',
    listItem: queryListItemSchema.partial(),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/query/updated_since',
    routeSchema(
      TAG,
      "The caller's runs changed since q=(last_updated_ms:N)",
      { 200: queriesUpdatedResponseSchema },
      { querystring: updatedSinceQuery },
    ),
    async (request) => ({
      result: await queries.updatedSince(lastUpdatedMs(request.query), await request.principal()),
    }),
  );
  r.post(
    '/api/v1/query/stop',
    routeSchema(
      TAG,
      'Stop a running query by client_id',
      { 200: okResultResponseSchema },
      { body: stopBodySchema },
    ),
    async (request) => {
      await queries.stop(request.body.client_id, await request.principal());
      return { result: 'OK' as const };
    },
  );
  r.get(
    '/api/v1/query/:id',
    routeSchema(
      TAG,
      'One run of the query history',
      { 200: queryShowResponseSchema },
      { params: idParams },
    ),
    async (request) => ({
      id: request.params.id,
      result: await queries.get(request.params.id, await request.principal()),
    }),
  );
}
