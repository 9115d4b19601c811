/** `PUT /api/v1/dashboard/{id}/colors`: store the dashboard's colour keys of json_metadata. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardColorsQuerySchema,
  dashboardColorsSavedResponseSchema,
  dashboardColorsUpdateSchema,
} from '@panorama/core/schemas/dashboard-colors';
import { requireUser } from '../../security/principal';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';
import type { DashboardColorsService } from './dashboard-colors.service';

export function registerDashboardColorsRoutes(
  app: FastifyInstance,
  colors: DashboardColorsService,
): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/v1/dashboard/:id/colors',
    routeSchema(
      'Dashboards',
      "Update a dashboard's colour scheme and label colours",
      { 200: dashboardColorsSavedResponseSchema },
      {
        params: idParams,
        querystring: dashboardColorsQuerySchema,
        body: dashboardColorsUpdateSchema,
      },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      await colors.update(request.params.id, request.body, request.query.mark_updated, principal);
      return {};
    },
  );
}
