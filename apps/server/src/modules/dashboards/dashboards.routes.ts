/** `/api/v1/dashboard/`: CRUD, copy, charts and datasets of a dashboard, plus the shared list routes. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardChartsResponseSchema,
  dashboardColumnsResponseSchema,
  dashboardCopiedResponseSchema,
  dashboardCopySchema,
  dashboardCreateSchema,
  dashboardCreatedResponseSchema,
  dashboardDatasetsResponseSchema,
  dashboardDetailResponseSchema,
  dashboardListItemSchema,
  dashboardUpdateSchema,
  dashboardUpdatedResponseSchema,
} from '@panorama/core/schemas/dashboard';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { withRequestedColumns } from '../../rest/requested-columns';
import { requireUser, type Principal } from '../../security/principal';
import type { DashboardsService } from './dashboards.service';
import { dashboardEtag } from './dashboard-version';
import { registerDashboardDownloadRoute } from './dashboard-download.routes';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

const idOrSlugParams = z.object({ idOrSlug: z.string().min(1).max(255) });

export interface DashboardDatasetsProvider {
  /** Full datasource JSON for the given dataset ids the caller may read. */
  datasourceJson(ids: number[], principal: Principal): Promise<Record<string, unknown>[]>;
}

export function registerDashboardRoutes(
  app: FastifyInstance,
  container: Container,
  dashboards: DashboardsService,
  datasets: DashboardDatasetsProvider,
): void {
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/dashboard',
    viewMenu: 'Dashboard',
    spec: dashboards.listSpec,
    tag: 'Dashboards',
    plural: 'dashboards',
    favoriteClass: 'Dashboard',
    listItem: dashboardListItemSchema,
    bulkDelete: (ids, principal) => dashboards.delete(ids, requireUser(principal)),
    deleteOne: { singular: 'dashboard', service: dashboards },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/dashboard/:idOrSlug',
    routeSchema(
      'Dashboards',
      'Get a dashboard by id or slug',
      { 200: z.union([dashboardDetailResponseSchema, dashboardColumnsResponseSchema]) },
      { params: idOrSlugParams, querystring: z.object({ q: z.string().optional() }) },
    ),
    async (request, reply) => {
      const result = await dashboards.get(request.params.idOrSlug, await request.principal());
      const picked = withRequestedColumns(result, request.query.q);
      // The version a later PUT can name in If-Match (see dashboard-version.ts).
      reply.header('etag', dashboardEtag(result));
      return { id: result.id, result: picked };
    },
  );

  r.get(
    '/api/v1/dashboard/:idOrSlug/charts',
    routeSchema(
      'Dashboards',
      "A dashboard's charts with their form data",
      { 200: dashboardChartsResponseSchema },
      { params: idOrSlugParams },
    ),
    async (request) => {
      const principal = await request.principal();
      const { dashboardId, charts } = await dashboards.chartsOf(request.params.idOrSlug, principal);
      // Opening a dashboard is a view for the caller's recents. This read, not the detail read,
      // is the one every opening of the page makes (the detail is also read for the properties
      // dialog and version checks); the write happens after the answer, off the page's path.
      container.log.noteView(principal, { action: 'dashboard', dashboard_id: dashboardId });
      return { result: charts };
    },
  );

  r.get(
    '/api/v1/dashboard/:idOrSlug/datasets',
    routeSchema(
      'Dashboards',
      "The datasets behind a dashboard's charts",
      { 200: dashboardDatasetsResponseSchema },
      { params: idOrSlugParams },
    ),
    async (request) => {
      const principal = await request.principal();
      const ids = await dashboards.datasetIdsOf(request.params.idOrSlug, principal);
      return { result: await datasets.datasourceJson(ids, principal) };
    },
  );

  r.post(
    '/api/v1/dashboard/',
    routeSchema(
      'Dashboards',
      'Create a dashboard',
      { 201: dashboardCreatedResponseSchema },
      { body: dashboardCreateSchema },
    ),
    async (request, reply) => {
      const principal = requireUser(await request.principal());
      const created = await dashboards.create(request.body, principal);
      return reply.code(201).send(created);
    },
  );

  r.put(
    '/api/v1/dashboard/:id',
    routeSchema(
      'Dashboards',
      'Update a dashboard',
      { 200: dashboardUpdatedResponseSchema },
      { params: idParams, body: dashboardUpdateSchema },
    ),
    async (request, reply) => {
      const principal = requireUser(await request.principal());
      const { etag, ...updated } = await dashboards.update(
        request.params.id,
        request.body,
        principal,
        { ifMatch: request.headers['if-match'] },
      );
      reply.header('etag', etag);
      return { id: request.params.id, ...updated };
    },
  );

  r.post(
    '/api/v1/dashboard/:id/copy/',
    routeSchema(
      'Dashboards',
      'Copy a dashboard',
      { 200: dashboardCopiedResponseSchema },
      { params: idParams, body: dashboardCopySchema },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      const copied = await dashboards.copy(request.params.id, request.body, principal);
      return { result: copied };
    },
  );

  registerDashboardDownloadRoute(app, container, dashboards);
}
