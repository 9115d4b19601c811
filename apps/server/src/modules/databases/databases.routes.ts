/**
 * `/api/v1/database/`: CRUD, test_connection, validate_parameters, the available engines, catalog browsing (schemas,
 * tables, a table's columns) and the shared list, info, related and distinct routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  availableEnginesResponseSchema,
  databaseConnectionResponseSchema,
  databaseGetResponseSchema,
  databaseRowSchema,
  databaseSchemasResponseSchema,
  databaseTablesResponseSchema,
  databaseWriteResponseSchema,
  selectStarResponseSchema,
  tableExtraResponseSchema,
  tableMetadataResponseSchema,
  validateParametersErrorsSchema,
} from '@panorama/core/schemas/database';
import { databaseRelatedObjectsResponseSchema } from '@panorama/core/schemas/related-objects';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { withRequestedColumns } from '../../rest/requested-columns';
import { decodeRison } from '../../rest/rison-query';
import { requirePermission, requireUser } from '../../security/principal';
import { AVAILABLE_ENGINES } from './available-engines';
import type { DatabaseIntrospection } from './database-introspection';
import {
  databaseCreateBodySchema,
  databaseTestConnectionBodySchema,
  databaseUpdateBodySchema,
} from './database-payloads';
import type { DatabasesService } from './databases.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

const TAG = 'Databases';
const tableParams = idParams.extend({
  table: z.string().min(1).max(1024),
  schema: z.string().min(1).max(1024),
});
const qQuery = z.object({ q: z.string().max(10_000).optional() });

const tablesArgs = z.object({
  schema_name: z.string().min(1).max(1024),
  force: z.boolean().optional(),
  catalog_name: z.string().nullable().optional(),
});

function parseTablesArgs(q: string | undefined): z.infer<typeof tablesArgs> {
  const parsed = tablesArgs.safeParse(decodeRison(q) ?? {});
  if (!parsed.success)
    throw new ValidationError({
      schema_name: ['A schema name is required: q=(schema_name:<name>)'],
    });
  return parsed.data;
}

export function registerDatabaseRoutes(
  app: FastifyInstance,
  container: Container,
  databases: DatabasesService,
  introspection: DatabaseIntrospection,
): void {
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/database',
    viewMenu: 'Database',
    spec: databases.listSpec,
    tag: TAG,
    plural: 'databases',
    listItem: databaseRowSchema,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/database/available/',
    routeSchema(TAG, 'Engines that can be connected', { 200: availableEnginesResponseSchema }),
    async (request) => {
      requirePermission(await request.principal(), 'can_read', 'Database');
      return { databases: AVAILABLE_ENGINES };
    },
  );

  r.post(
    '/api/v1/database/test_connection/',
    routeSchema(
      TAG,
      'Test a connection string (write permission)',
      { 200: messageResponseSchema },
      { body: databaseTestConnectionBodySchema },
    ),
    async (request) => {
      await databases.testConnection(request.body, requireUser(await request.principal()));
      return { message: 'OK' };
    },
  );

  r.post(
    '/api/v1/database/validate_parameters/',
    {
      schema: {
        tags: [TAG],
        summary: 'Validate the parameters of a connection, progressively (write permission)',
        response: {
          200: messageResponseSchema,
          ...errorResponses,
          422: validateParametersErrorsSchema.or(errorResponses[422]),
        },
      },
    },
    async (request, reply) => {
      const errors = await databases.validateParameters(
        request.body,
        requireUser(await request.principal()),
      );
      // Superset's answer for invalid parameters: 422 with the structured errors.
      if (errors.length > 0) return reply.code(422).send({ errors });
      return { message: 'OK' };
    },
  );

  r.get(
    '/api/v1/database/:id',
    routeSchema(
      TAG,
      'Get a database',
      { 200: databaseGetResponseSchema },
      { params: idParams, querystring: qQuery },
    ),
    async (request) => {
      const result = await databases.get(request.params.id, await request.principal());
      return { id: request.params.id, result: withRequestedColumns(result, request.query.q) };
    },
  );

  r.get(
    '/api/v1/database/:id/connection',
    routeSchema(
      TAG,
      "A database's connection details (admins)",
      { 200: databaseConnectionResponseSchema },
      { params: idParams },
    ),
    async (request) => ({
      id: request.params.id,
      result: await databases.connection(request.params.id, await request.principal()),
    }),
  );

  r.post(
    '/api/v1/database/',
    routeSchema(
      TAG,
      'Register a database',
      { 201: databaseWriteResponseSchema },
      { body: databaseCreateBodySchema },
    ),
    async (request, reply) => {
      const created = await databases.create(request.body, requireUser(await request.principal()));
      return reply.code(201).send(created);
    },
  );

  r.put(
    '/api/v1/database/:id',
    routeSchema(
      TAG,
      'Update a database',
      { 200: databaseWriteResponseSchema },
      { params: idParams, body: databaseUpdateBodySchema },
    ),
    async (request) =>
      databases.update(request.params.id, request.body, requireUser(await request.principal())),
  );

  r.delete(
    '/api/v1/database/:id',
    routeSchema(TAG, 'Delete a database', { 200: messageResponseSchema }, { params: idParams }),
    async (request) => {
      await databases.delete(request.params.id, requireUser(await request.principal()));
      return { message: 'OK' };
    },
  );

  r.get(
    '/api/v1/database/:id/related_objects/',
    routeSchema(
      TAG,
      'Charts and dashboards built on the database',
      { 200: databaseRelatedObjectsResponseSchema },
      { params: idParams },
    ),
    async (request) => {
      await databases.getVisible(request.params.id, await request.principal());
      const { charts, dashboards } = await databases.repo.relatedObjects(request.params.id);
      return {
        charts: { count: charts.length, result: charts },
        dashboards: { count: dashboards.length, result: dashboards },
        sqllab_tab_states: { count: 0, result: [] },
      };
    },
  );

  r.get(
    '/api/v1/database/:id/schemas/',
    routeSchema(
      TAG,
      'Schemas of a database',
      { 200: databaseSchemasResponseSchema },
      { params: idParams, querystring: qQuery },
    ),
    async (request) => ({
      result: await introspection.schemas(request.params.id, await request.principal()),
    }),
  );

  r.get(
    '/api/v1/database/:id/tables/',
    routeSchema(
      TAG,
      'Tables of a schema: q=(schema_name:...)',
      { 200: databaseTablesResponseSchema },
      { params: idParams, querystring: qQuery },
    ),
    async (request) => {
      const { schema_name } = parseTablesArgs(request.query.q);
      return introspection.tables(request.params.id, schema_name, await request.principal());
    },
  );

  r.get(
    '/api/v1/database/:id/table/:table/:schema/',
    routeSchema(
      TAG,
      "A table's columns",
      { 200: tableMetadataResponseSchema },
      { params: tableParams },
    ),
    async (request) => {
      const { id, table, schema } = request.params;
      return introspection.tableMetadata(id, table, schema, await request.principal());
    },
  );

  r.get(
    '/api/v1/database/:id/table_extra/:table/:schema/',
    routeSchema(
      TAG,
      "A table's partitions and other extras",
      { 200: tableExtraResponseSchema },
      { params: tableParams },
    ),
    async (request) => {
      const { id, table, schema } = request.params;
      return introspection.tableExtra(id, table, schema, await request.principal());
    },
  );

  r.get(
    '/api/v1/database/:id/select_star/:table/:schema/',
    routeSchema(
      TAG,
      'A SELECT * preview statement for a table',
      { 200: selectStarResponseSchema },
      { params: tableParams },
    ),
    async (request) => {
      const { id, table, schema } = request.params;
      return {
        result: await introspection.selectStar(id, table, schema, await request.principal()),
      };
    },
  );
}
