/**
 * `/api/v1/rowlevelsecurity/`: rule CRUD plus the shared list (rison `q`), `_info`,
 * `related/{tables,roles,created_by,changed_by}` and bulk delete (`DELETE /?q=!(ids)`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  rlsRuleResponseSchema,
  rlsRuleRowSchema,
  rlsRuleWriteResponseSchema,
} from '@panorama/core/schemas/row-level-security';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requireUser } from '../../security/principal';
import { rlsCreateSchema, rlsUpdateSchema } from './row-level-security.schemas';
import { RLS_VIEW_MENU, type RowLevelSecurityService } from './row-level-security.service';

export const RLS_BASE_PATH = '/api/v1/rowlevelsecurity';
const TAG = 'Row Level Security';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerRowLevelSecurityRoutes(
  app: FastifyInstance,
  container: Container,
  rules: RowLevelSecurityService,
): void {
  registerResourceRoutes(app, container, {
    basePath: RLS_BASE_PATH,
    viewMenu: RLS_VIEW_MENU,
    spec: rules.listSpec,
    tag: TAG,
    plural: 'rules',
    listItem: rlsRuleRowSchema.partial(),
    bulkDelete: (ids, principal) => rules.delete(ids, requireUser(principal)),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${RLS_BASE_PATH}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Get an RLS rule',
        params: idParams,
        response: { 200: rlsRuleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      id: request.params.id,
      result: await rules.get(request.params.id, await request.principal()),
    }),
  );
  r.post(
    `${RLS_BASE_PATH}/`,
    {
      schema: {
        tags: [TAG],
        summary: 'Create an RLS rule',
        body: rlsCreateSchema,
        response: { 201: rlsRuleWriteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await rules.create(request.body, requireUser(await request.principal()));
      return reply.code(201).send({ id, result: request.body });
    },
  );
  r.put(
    `${RLS_BASE_PATH}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Update an RLS rule',
        params: idParams,
        body: rlsUpdateSchema,
        response: { 200: rlsRuleWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await rules.update(request.params.id, request.body, requireUser(await request.principal()));
      return { id: request.params.id, result: request.body };
    },
  );
  r.delete(
    `${RLS_BASE_PATH}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete an RLS rule',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await rules.delete([request.params.id], requireUser(await request.principal()));
      return { message: 'OK' };
    },
  );
}
