/**
 * `/api/v1/annotation_layer/`: layer CRUD plus the shared list, `_info`, related and bulk delete;
 * the nested annotation routes are in annotations.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  annotationLayerResponseSchema,
  annotationLayerRowSchema,
  annotationLayerWriteResponseSchema,
} from '@panorama/core/schemas/annotation-layer';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requireUser } from '../../security/principal';
import {
  annotationLayerCreateSchema,
  annotationLayerUpdateSchema,
} from './annotation-layers.schemas';
import { ANNOTATION_VIEW_MENU, type AnnotationLayersService } from './annotation-layers.service';

export const ANNOTATION_LAYER_BASE_PATH = '/api/v1/annotation_layer';
export const ANNOTATION_TAG = 'Annotation layers';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerAnnotationLayerRoutes(
  app: FastifyInstance,
  container: Container,
  layers: AnnotationLayersService,
): void {
  registerResourceRoutes(app, container, {
    basePath: ANNOTATION_LAYER_BASE_PATH,
    viewMenu: ANNOTATION_VIEW_MENU,
    spec: layers.listSpec,
    tag: ANNOTATION_TAG,
    plural: 'annotation layers',
    listItem: annotationLayerRowSchema.partial(),
    bulkDelete: (ids, principal) => layers.delete(ids, requireUser(principal)),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${ANNOTATION_LAYER_BASE_PATH}/:id`,
    {
      schema: {
        tags: [ANNOTATION_TAG],
        summary: 'Get an annotation layer',
        params: idParams,
        response: { 200: annotationLayerResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      id: request.params.id,
      result: await layers.get(request.params.id, await request.principal()),
    }),
  );
  r.post(
    `${ANNOTATION_LAYER_BASE_PATH}/`,
    {
      schema: {
        tags: [ANNOTATION_TAG],
        summary: 'Create an annotation layer',
        body: annotationLayerCreateSchema,
        response: { 201: annotationLayerWriteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await layers.create(request.body, requireUser(await request.principal()));
      return reply.code(201).send({ id, result: request.body });
    },
  );
  r.put(
    `${ANNOTATION_LAYER_BASE_PATH}/:id`,
    {
      schema: {
        tags: [ANNOTATION_TAG],
        summary: 'Update an annotation layer',
        params: idParams,
        body: annotationLayerUpdateSchema,
        response: { 200: annotationLayerWriteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await layers.update(request.params.id, request.body, requireUser(await request.principal()));
      return { id: request.params.id, result: request.body };
    },
  );
  r.delete(
    `${ANNOTATION_LAYER_BASE_PATH}/:id`,
    {
      schema: {
        tags: [ANNOTATION_TAG],
        summary: 'Delete an annotation layer',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await layers.delete([request.params.id], requireUser(await request.principal()));
      return { message: 'OK' };
    },
  );
}
