/**
 * `/api/v1/annotation_layer/`: layer CRUD plus the shared list, `_info`, related and bulk delete;
 * the nested annotation routes are in annotations.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  annotationLayerResponseSchema,
  annotationLayerRowSchema,
  annotationLayerWriteResponseSchema,
} from '@panorama/core/schemas/annotation-layer';
import type { Container } from '../../container';
import { registerCrudRoutes } from '../../rest/crud-routes';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { requireUser } from '../../security/principal';
import {
  annotationLayerCreateSchema,
  annotationLayerUpdateSchema,
} from './annotation-layers.schemas';
import { ANNOTATION_VIEW_MENU, type AnnotationLayersService } from './annotation-layers.service';

export const ANNOTATION_LAYER_BASE_PATH = '/api/v1/annotation_layer';
export const ANNOTATION_TAG = 'Annotation layers';

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
  registerCrudRoutes(app, {
    basePath: ANNOTATION_LAYER_BASE_PATH,
    tag: ANNOTATION_TAG,
    summaries: {
      get: 'Get an annotation layer',
      create: 'Create an annotation layer',
      update: 'Update an annotation layer',
      delete: 'Delete an annotation layer',
    },
    detailResponse: annotationLayerResponseSchema,
    writeResponse: annotationLayerWriteResponseSchema,
    createBody: annotationLayerCreateSchema,
    updateBody: annotationLayerUpdateSchema,
    service: layers,
  });
}
