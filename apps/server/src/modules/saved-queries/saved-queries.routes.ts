/** `/api/v1/saved_query/`: CRUD plus the shared list, info, related, distinct and bulk delete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  savedQueryCreateSchema,
  savedQueryDetailResponseSchema,
  savedQueryListItemSchema,
  savedQuerySavedResponseSchema,
  savedQueryUpdateSchema,
} from '@panorama/core/schemas/saved-query';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requireUser } from '../../security/principal';
import type { SavedQueriesService } from './saved-queries.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerSavedQueryRoutes(
  app: FastifyInstance,
  container: Container,
  savedQueries: SavedQueriesService,
): void {
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/saved_query',
    viewMenu: 'SavedQuery',
    spec: savedQueries.listSpec,
    tag: 'Saved queries',
    plural: 'saved queries',
    listItem: savedQueryListItemSchema,
    bulkDelete: (ids, principal) => savedQueries.delete(ids, requireUser(principal)),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/saved_query/:id',
    {
      schema: {
        tags: ['Saved queries'],
        summary: 'Get a saved query',
        params: idParams,
        response: { 200: savedQueryDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      id: request.params.id,
      result: await savedQueries.get(request.params.id, await request.principal()),
    }),
  );
  r.post(
    '/api/v1/saved_query/',
    {
      schema: {
        tags: ['Saved queries'],
        summary: 'Save a query',
        body: savedQueryCreateSchema,
        response: { 201: savedQuerySavedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await savedQueries.create(request.body, requireUser(await request.principal()));
      return reply.code(201).send({ id, result: request.body });
    },
  );
  r.put(
    '/api/v1/saved_query/:id',
    {
      schema: {
        tags: ['Saved queries'],
        summary: 'Update a saved query',
        params: idParams,
        body: savedQueryUpdateSchema,
        response: { 200: savedQuerySavedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await savedQueries.update(
        request.params.id,
        request.body,
        requireUser(await request.principal()),
      );
      return { id: request.params.id, result: request.body };
    },
  );
  r.delete(
    '/api/v1/saved_query/:id',
    {
      schema: {
        tags: ['Saved queries'],
        summary: 'Delete a saved query',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const principal = requireUser(await request.principal());
      await savedQueries.get(request.params.id, principal);
      await savedQueries.delete([request.params.id], principal);
      return { message: 'OK' };
    },
  );
}
