/**
 * Builds the annotation services on the metadata store and registers the layer and annotation
 * routes: the module's one entry point for register-modules.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerAnnotationLayerRoutes } from './annotation-layers.routes';
import { AnnotationLayersService } from './annotation-layers.service';
import { registerAnnotationRoutes } from './annotations.routes';
import { AnnotationsService } from './annotations.service';

export function registerAnnotationLayerModule(app: FastifyInstance, container: Container): void {
  registerAnnotationLayerRoutes(app, container, new AnnotationLayersService(container.store.db));
  registerAnnotationRoutes(app, container, new AnnotationsService(container.store.db));
}
