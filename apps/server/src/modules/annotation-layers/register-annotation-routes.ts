/**
 * Registers the layer and annotation routes with the container's annotation services: the
 * module's one entry point for register-modules.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerAnnotationLayerRoutes } from './annotation-layers.routes';
import { registerAnnotationRoutes } from './annotations.routes';

export function registerAnnotationLayerModule(app: FastifyInstance, container: Container): void {
  registerAnnotationLayerRoutes(app, container, container.annotationLayers);
  registerAnnotationRoutes(app, container, container.annotations);
}
