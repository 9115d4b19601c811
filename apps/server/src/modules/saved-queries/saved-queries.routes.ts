/** `/api/v1/saved_query/`: CRUD plus the shared list, info, related, distinct and bulk delete. */
import type { FastifyInstance } from 'fastify';
import {
  savedQueryCreateSchema,
  savedQueryDetailResponseSchema,
  savedQueryListItemSchema,
  savedQuerySavedResponseSchema,
  savedQueryUpdateSchema,
} from '@panorama/core/schemas/saved-query';
import type { Container } from '../../container';
import { registerCrudRoutes } from '../../rest/crud-routes';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requireUser } from '../../security/principal';
import type { SavedQueriesService } from './saved-queries.service';

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
  registerCrudRoutes(app, {
    basePath: '/api/v1/saved_query',
    tag: 'Saved queries',
    summaries: {
      get: 'Get a saved query',
      create: 'Save a query',
      update: 'Update a saved query',
      delete: 'Delete a saved query',
    },
    detailResponse: savedQueryDetailResponseSchema,
    writeResponse: savedQuerySavedResponseSchema,
    createBody: savedQueryCreateSchema,
    updateBody: savedQueryUpdateSchema,
    service: savedQueries,
    readBeforeDelete: true,
  });
}
