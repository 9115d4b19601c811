/** `POST /api/v1/log/` records a page view; `GET /api/v1/log/recent_activity/` lists recent ones. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import { recentActivityResponseSchema, viewLogSchema } from '@panorama/core/schemas/log';
import { parseRelatedArgs } from '../../rest/rison-query';
import { requireUser } from '../../security/principal';
import type { LogService } from './log.service';
import { routeSchema } from '../../rest/route-schema';

export function registerLogRoutes(app: FastifyInstance, log: LogService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
