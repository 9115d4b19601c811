/**
 * `GET /api/v1/log/` lists the action log (Admins: can_read on Log); `POST /api/v1/log/` records a
 * page view; `GET /api/v1/log/recent_activity/` lists the caller's recent views.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import { recentActivityResponseSchema, viewLogSchema } from '@panorama/core/schemas/log';
import { parseRelatedArgs } from '../../rest/rison-query';
import { requireUser } from '../../security/principal';
import { actionLogRowSchema } from '@panorama/core/schemas/action-log';
import type { Container } from '../../container';
import { registerResourceRoutes } from '../../rest/resource-routes';
import { routeSchema } from '../../rest/route-schema';

export function registerLogRoutes(app: FastifyInstance, container: Container): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { log } = container;
  registerResourceRoutes(app, container, {
    basePath: '/api/v1/log',
    viewMenu: 'Log',
    spec: container.auditLogListSpec,
    tag: 'Log',
    plural: 'action log entries',
    listItem: actionLogRowSchema,
  });
  r.post(
    '/api/v1/log/',
    routeSchema(
      'Log',
      'Record that the current user viewed a dashboard or chart',
      { 201: messageResponseSchema },
      { body: viewLogSchema },
    ),
    async (request, reply) => {
      const principal = requireUser(await request.principal());
      const view = request.body;
      if (view.action === 'dashboard' && view.dashboard_id === undefined) {
        throw new ValidationError({ dashboard_id: ['Required for a dashboard view'] });
      }
      if (view.action === 'explore' && view.slice_id === undefined) {
        throw new ValidationError({ slice_id: ['Required for a chart view'] });
      }
      await log.recordView(principal, view);
      return reply.code(201).send({ message: 'OK' });
    },
  );
  r.get(
    '/api/v1/log/recent_activity/',
    routeSchema(
      'Log',
      "The current user's recently viewed dashboards and charts",
      { 200: recentActivityResponseSchema },
      { querystring: z.object({ q: z.string().optional() }) },
    ),
    async (request) => {
      const principal = requireUser(await request.principal());
      const args = parseRelatedArgs(request.query.q);
      return { result: await log.recentActivity(principal, args.page, args.page_size) };
    },
  );
}
