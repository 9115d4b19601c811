/** `PUT /api/v1/dashboard/{id}/filters`: save native filter changes, answer the new configuration. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nativeFiltersUpdateSchema } from '@panorama/core/filters/filter-config-schema';
import { nativeFiltersSavedResponseSchema } from '@panorama/core/schemas/dashboard-filters';
import { requireUser } from '../../security/principal';
import type { NativeFiltersService } from './native-filters.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

export function registerNativeFilterRoutes(
  app: FastifyInstance,
  filters: NativeFiltersService,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/api/v1/dashboard/:id/filters',
      routeSchema(
        'Dashboards',
        "Update a dashboard's native filter configuration",
        { 200: nativeFiltersSavedResponseSchema },
        { params: idParams, body: nativeFiltersUpdateSchema },
      ),
      async (request) => {
        const principal = requireUser(await request.principal());
        const saved = await filters.update(request.params.id, request.body, principal);
        // Each item as a plain object: the answer's type keeps the keys other clients add.
        return { result: saved.map((item) => ({ ...item })) };
      },
    );
}
