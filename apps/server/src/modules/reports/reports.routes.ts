/**
 * `/api/v1/report/`: report schedule CRUD with the shared list, `_info`, `related/{column}`,
 * `distinct/{column}` and bulk delete, plus `/{id}/log/` (execution logs). Like Superset, the
 * whole API answers 404 while the ALERT_REPORTS feature flag is off (checked per request).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '@panorama/core/errors/app-error';
import {
  reportLogListResponseSchema,
  reportLogResponseSchema,
  reportResponseSchema,
  reportScheduleSchema,
  reportWriteResponseSchema,
} from '@panorama/core/schemas/report';
import type { Container } from '../../container';
import { registerCrudRoutes } from '../../rest/crud-routes';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { parseListArgs } from '../../rest/rison-query';
import { requireUser } from '../../security/principal';
import { reportCreateSchema, reportUpdateSchema } from './reports.schemas';
import { REPORT_VIEW_MENU, type ReportsService } from './reports.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams, qQuery } from '../../rest/route-params';

export const REPORT_BASE_PATH = '/api/v1/report';
export const REPORT_TAG = 'Report Schedules';

const logParams = idParams.extend({ logId: z.coerce.number().int().positive() });

export async function registerReportRoutes(
  app: FastifyInstance,
  container: Container,
  reports: ReportsService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async () => {
      if (!container.config.featureFlags.ALERT_REPORTS) throw new NotFoundError();
    });
    registerResourceRoutes(scope, container, {
      basePath: REPORT_BASE_PATH,
      viewMenu: REPORT_VIEW_MENU,
      spec: reports.listSpec,
      tag: REPORT_TAG,
      plural: 'report schedules',
      listItem: reportScheduleSchema.partial(),
      bulkDelete: (ids, principal) => reports.delete(ids, requireUser(principal)),
    });
    registerCrudRoutes(scope, {
      basePath: REPORT_BASE_PATH,
      tag: REPORT_TAG,
      summaries: {
        get: 'Get a report schedule',
        create: 'Create a report schedule',
        update: 'Update a report schedule, or just {active}',
        delete: 'Delete a report schedule',
      },
      detailResponse: reportResponseSchema,
      writeResponse: reportWriteResponseSchema,
      createBody: reportCreateSchema,
      updateBody: reportUpdateSchema,
      service: reports,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      `${REPORT_BASE_PATH}/:id/log/`,
      routeSchema(
        REPORT_TAG,
        'Execution logs of a report schedule (rison q: filters, order, page)',
        { 200: reportLogListResponseSchema },
        { params: idParams, querystring: qQuery },
      ),
      async (request) =>
        reports.logs(request.params.id, parseListArgs(request.query.q), await request.principal()),
    );
    r.get(
      `${REPORT_BASE_PATH}/:id/log/:logId`,
      routeSchema(
        REPORT_TAG,
        'One execution log',
        { 200: reportLogResponseSchema },
        { params: logParams },
      ),
      async (request) => ({
        id: request.params.logId,
        result: await reports.log(
          request.params.id,
          request.params.logId,
          await request.principal(),
        ),
      }),
    );
  });
}
