/**
 * Permalinks: `POST /api/v1/explore/permalink`, `GET /api/v1/explore/permalink/{key}`,
 * `POST /api/v1/dashboard/{id_or_slug}/permalink`, `GET /api/v1/dashboard/permalink/{key}`, and
 * the links themselves (`/superset/explore/p/{key}/`, `/superset/dashboard/p/{key}/`), which
 * redirect to the web app's pages for them.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { isEntryKey } from '../key-value/key-value-keys';
import {
  dashboardPermalinkBodySchema,
  explorePermalinkBodySchema,
  keyParamsSchema,
} from './explore-schemas';
import { publicOrigin } from './public-origin';

export function registerPermalinkRoutes(app: FastifyInstance, container: Container): void {
  const { permalinks } = container.explore;
  const { baseUrl } = container.config;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/explore/permalink',
    {
      schema: {
        tags: ['Explore Permanent Link'],
        summary: 'Store a chart editor state under a permanent link',
        body: explorePermalinkBodySchema,
      },
    },
    async (request, reply) => {
      const key = await permalinks.createExplore(request.body, await request.principal());
      const url = `${publicOrigin(request, baseUrl)}/superset/explore/p/${key}/`;
      return reply.code(201).send({ key, url });
    },
  );

  r.get(
    '/api/v1/explore/permalink/:key',
    {
      schema: {
        tags: ['Explore Permanent Link'],
        summary: 'The chart editor state of a permanent link',
        params: keyParamsSchema,
      },
    },
    async (request) => permalinks.getExplore(request.params.key, await request.principal()),
  );

  r.post(
    '/api/v1/dashboard/:idOrSlug/permalink',
    {
      schema: {
        tags: ['Dashboard Permanent Link'],
        summary: 'Store a dashboard state (filters, tabs, anchor) under a permanent link',
        params: z.object({ idOrSlug: z.string().min(1).max(255) }),
        body: dashboardPermalinkBodySchema,
      },
    },
    async (request, reply) => {
      const key = await permalinks.createDashboard(
        request.params.idOrSlug,
        request.body,
        await request.principal(),
      );
      const url = `${publicOrigin(request, baseUrl)}/superset/dashboard/p/${key}/`;
      return reply.code(201).send({ key, url });
    },
  );

  r.get(
    '/api/v1/dashboard/permalink/:key',
    {
      schema: {
        tags: ['Dashboard Permanent Link'],
        summary: 'The dashboard state of a permanent link',
        params: keyParamsSchema,
      },
    },
    async (request) => permalinks.getDashboard(request.params.key, await request.principal()),
  );

  // The shared links: the web app owns /explore/p/{key}/ and /dashboard/p/{key}/. Only keys this
  // server could have issued are redirected, so the target is always one of our own paths.
  for (const [from, to] of [
    ['/superset/explore/p/:key/', '/explore/p/'],
    ['/superset/dashboard/p/:key/', '/dashboard/p/'],
  ] as const) {
    r.get(from, { schema: { hide: true, params: keyParamsSchema } }, async (request, reply) => {
      if (!isEntryKey(request.params.key)) return reply.code(404).send({ message: 'Not found' });
      return reply.redirect(`${to}${request.params.key}/`, 302);
    });
  }
}
