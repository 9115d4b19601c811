/**
 * Test wiring: wraps the module registry so a test server serves the upload routes even where
 * register-modules.ts does not list them yet; once it does, this adds nothing. Kept apart from
 * the other fixtures because it is loaded while the registry module itself is being mocked, so
 * it must not import the app.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerUploadRoutes } from './uploads.routes';

type RegisterModules = (app: FastifyInstance, container: Container) => Promise<void>;

export function withUploadRoutes<T extends { registerModules: RegisterModules }>(original: T): T {
  return {
    ...original,
    async registerModules(app: FastifyInstance, container: Container) {
      await original.registerModules(app, container);
      // With ignoreTrailingSlash the router keeps paths without their final slash.
      const served = ['/api/v1/database/:id/upload/', '/api/v1/database/:id/upload'].some((url) =>
        app.hasRoute({ method: 'POST', url }),
      );
      if (!served) await registerUploadRoutes(app, container);
    },
  };
}
