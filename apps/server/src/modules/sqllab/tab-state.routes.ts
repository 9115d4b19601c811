/**
 * Superset's `/tabstateview/` calls (the editor tabs kept per user on the server):
 * `POST /tabstateview/` (field queryEditor) → `{id}`, `GET /tabstateview/{id}` → the tab,
 * `PUT /tabstateview/{id}` (the fields to change), `DELETE /tabstateview/{id}` and
 * `POST /tabstateview/{id}/activate`, the last three answering `"OK"`. Bodies may be JSON or the
 * form posts Superset's client sends (each value JSON text), so form parsers are registered in
 * this scope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  tabStateCreatedSchema,
  tabStateOkSchema,
  tabStateSchema,
} from '@panorama/core/schemas/sqllab';
import type { Container } from '../../container';
import { registerChartDataBodyParsers } from '../chart-data/chart-data-body-parsers';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

const TAG = 'SQL Lab';

/** A call on one tab that answers "OK". */
function okSchema(summary: string) {
  return {
    tags: [TAG],
    summary,
    params: idParams,
    response: { 200: tabStateOkSchema, ...errorResponses },
  };
}

function isFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type);
}

/** Superset answers these calls with the JSON string "OK" (json_success), not plain text. */
function sendOk(reply: FastifyReply): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify('OK'));
}

export async function registerTabStateRoutes(
  app: FastifyInstance,
  container: Container,
): Promise<void> {
  const { tabs } = container.sqlLab;
  await app.register(async (scope) => {
    await registerChartDataBodyParsers(scope, container.config.bodyLimit);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/tabstateview/',
      routeSchema(TAG, 'Open a SQL Lab tab (field queryEditor: JSON text)', {
        200: tabStateCreatedSchema,
      }),
      async (request) => tabs.create(request.body, await request.principal()),
    );

    r.get(
      '/tabstateview/:id',
      routeSchema(
        TAG,
        'One of the caller’s SQL Lab tabs',
        { 200: tabStateSchema },
        { params: idParams },
      ),
      async (request) => tabs.get(request.params.id, await request.principal()),
    );

    r.put(
      '/tabstateview/:id',
      { schema: okSchema('Change fields of a SQL Lab tab') },
      async (request, reply) => {
        const principal = await request.principal();
        await tabs.update(request.params.id, request.body, isFormBody(request), principal);
        return sendOk(reply);
      },
    );

    r.delete(
      '/tabstateview/:id',
      { schema: okSchema('Close a SQL Lab tab') },
      async (request, reply) => {
        await tabs.delete(request.params.id, await request.principal());
        return sendOk(reply);
      },
    );

    r.post(
      '/tabstateview/:id/activate',
      { schema: okSchema('Make a SQL Lab tab the active one') },
      async (request, reply) => {
        await tabs.activate(request.params.id, await request.principal());
        return sendOk(reply);
      },
    );
  });
}
