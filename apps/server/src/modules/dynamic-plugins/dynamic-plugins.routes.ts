/**
 * `/dynamic-plugins/api/*`: Flask-AppBuilder's model-view JSON API for dynamic chart plugins, as
 * Superset serves it: `read` (the list the web app loads), `get/{id}`, and the admin-only
 * `create`, `update/{id}` and `delete/{id}`. Like Superset, which only adds the view when the
 * DYNAMIC_PLUGINS feature flag is on, nothing is served while the flag is off.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  dynamicPluginListResponseSchema,
  dynamicPluginResponseSchema,
} from '@panorama/core/schemas/dynamic-plugin';
import type { Container } from '../../container';
import { dynamicPluginCreateSchema, dynamicPluginUpdateSchema } from './dynamic-plugins.schemas';
import type { DynamicPluginsService } from './dynamic-plugins.service';

export const DYNAMIC_PLUGINS_BASE_PATH = '/dynamic-plugins/api';
const TAG = 'Dynamic plugins';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({ q: z.string().max(100_000).optional() });

export function registerDynamicPluginRoutes(
  app: FastifyInstance,
  container: Container,
  plugins: DynamicPluginsService,
): void {
  if (!container.config.featureFlags.DYNAMIC_PLUGINS) return;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${DYNAMIC_PLUGINS_BASE_PATH}/read`,
    {
      schema: {
        tags: [TAG],
        summary: 'List dynamic plugins (rison q: filters, order, page)',
        querystring: listQuery,
        response: { 200: dynamicPluginListResponseSchema, ...errorResponses },
      },
    },
    async (request) => plugins.list(request.query.q, await request.principal()),
  );
  r.get(
    `${DYNAMIC_PLUGINS_BASE_PATH}/get/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Get a dynamic plugin',
        params: idParams,
        response: { 200: dynamicPluginResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      id: request.params.id,
      result: await plugins.get(request.params.id, await request.principal()),
    }),
  );
  r.post(
    `${DYNAMIC_PLUGINS_BASE_PATH}/create`,
    {
      schema: {
        tags: [TAG],
        summary: 'Add a dynamic plugin (admin)',
        body: dynamicPluginCreateSchema,
        response: { 201: dynamicPluginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await plugins.create(request.body, await request.principal());
      return reply.code(201).send({ id: created.id, result: created });
    },
  );
  r.put(
    `${DYNAMIC_PLUGINS_BASE_PATH}/update/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Change a dynamic plugin (admin)',
        params: idParams,
        body: dynamicPluginUpdateSchema,
        response: { 200: dynamicPluginResponseSchema, ...errorResponses },
      },
    },
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
    {
      schema: {
        tags: [TAG],
        summary: 'Remove a dynamic plugin (admin)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await plugins.delete(request.params.id, await request.principal());
      return { message: 'OK' };
    },
  );
}
