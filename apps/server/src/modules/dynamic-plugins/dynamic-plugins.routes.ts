/**
 * `/dynamic-plugins/api/*`: Flask-AppBuilder's model-view JSON API for dynamic chart plugins, as
 * Superset serves it: `read` (the list the web app loads), `get/{id}`, and the admin-only
 * `create`, `update/{id}` and `delete/{id}`. Like Superset, which only adds the view when the
 * DYNAMIC_PLUGINS feature flag is on, nothing is served while the flag is off.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  dynamicPluginListResponseSchema,
  dynamicPluginResponseSchema,
} from '@panorama/core/schemas/dynamic-plugin';
import type { Container } from '../../container';
import { dynamicPluginCreateSchema, dynamicPluginUpdateSchema } from './dynamic-plugins.schemas';
import type { DynamicPluginsService } from './dynamic-plugins.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams, qQuery } from '../../rest/route-params';

export const DYNAMIC_PLUGINS_BASE_PATH = '/dynamic-plugins/api';
const TAG = 'Dynamic plugins';

export function registerDynamicPluginRoutes(
  app: FastifyInstance,
  container: Container,
  plugins: DynamicPluginsService,
): void {
  if (!container.config.featureFlags.DYNAMIC_PLUGINS) return;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${DYNAMIC_PLUGINS_BASE_PATH}/read`,
    routeSchema(
      TAG,
      'List dynamic plugins (rison q: filters, order, page)',
      { 200: dynamicPluginListResponseSchema },
      { querystring: qQuery },
    ),
    async (request) => plugins.list(request.query.q, await request.principal()),
  );
  r.get(
    `${DYNAMIC_PLUGINS_BASE_PATH}/get/:id`,
    routeSchema(
      TAG,
      'Get a dynamic plugin',
      { 200: dynamicPluginResponseSchema },
      { params: idParams },
    ),
    async (request) => ({
      id: request.params.id,
      result: await plugins.get(request.params.id, await request.principal()),
    }),
  );
  r.post(
    `${DYNAMIC_PLUGINS_BASE_PATH}/create`,
    routeSchema(
      TAG,
      'Add a dynamic plugin (admin)',
      { 201: dynamicPluginResponseSchema },
      { body: dynamicPluginCreateSchema },
    ),
    async (request, reply) => {
      const created = await plugins.create(request.body, await request.principal());
      return reply.code(201).send({ id: created.id, result: created });
    },
  );
  r.put(
    `${DYNAMIC_PLUGINS_BASE_PATH}/update/:id`,
    routeSchema(
      TAG,
      'Change a dynamic plugin (admin)',
      { 200: dynamicPluginResponseSchema },
      { params: idParams, body: dynamicPluginUpdateSchema },
    ),
    async (request) => {
      const updated = await plugins.update(
        request.params.id,
        request.body,
        await request.principal(),
      );
      return { id: updated.id, result: updated };
    },
  );
  r.delete(
    `${DYNAMIC_PLUGINS_BASE_PATH}/delete/:id`,
    routeSchema(
      TAG,
      'Remove a dynamic plugin (admin)',
      { 200: messageResponseSchema },
      { params: idParams },
    ),
    async (request) => {
      await plugins.delete(request.params.id, await request.principal());
      return { message: 'OK' };
    },
  );
}
