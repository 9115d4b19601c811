/**
 * Permalinks: `POST /api/v1/explore/permalink`, `GET /api/v1/explore/permalink/{key}`,
 * `POST /api/v1/dashboard/{id_or_slug}/permalink`, `GET /api/v1/dashboard/permalink/{key}`, and
 * the links themselves (`/superset/explore/p/{key}/`, `/superset/dashboard/p/{key}/`), which
 * redirect to the web app's pages for them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  dashboardPermalinkStateSchema,
  dashboardPermalinkValueSchema,
  explorePermalinkStateSchema,
  explorePermalinkValueSchema,
  permalinkCreatedResponseSchema,
} from '@panorama/core/schemas/permalink';
import type { Container } from '../../container';
import { isEntryKey } from '../key-value/key-value-keys';
import { keyParamsSchema } from './explore-schemas';
import { publicOrigin } from './public-origin';
import { routeSchema } from '../../rest/route-schema';

const EXPLORE_TAG = 'Explore Permanent Link';
const DASHBOARD_TAG = 'Dashboard Permanent Link';

export function registerPermalinkRoutes(app: FastifyInstance, container: Container): void {
  const { permalinks } = container.explore;
  const { baseUrl } = container.config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** 201 with the key and the absolute link, which `/superset/{kind}/p/{key}/` redirects. */
  const created = (request: FastifyRequest, reply: FastifyReply, kind: string, key: string) =>
    reply
      .code(201)
      .send({ key, url: `${publicOrigin(request, baseUrl)}/superset/${kind}/p/${key}/` });
  const createdResponse = { 201: permalinkCreatedResponseSchema, ...errorResponses };

  r.post(
    '/api/v1/explore/permalink',
    {
      schema: {
        tags: [EXPLORE_TAG],
        summary: 'Store a chart editor state under a permanent link',
        body: explorePermalinkStateSchema,
        response: createdResponse,
      },
    },
    async (request, reply) =>
      created(
        request,
        reply,
        'explore',
        await permalinks.createExplore(request.body, await request.principal()),
      ),
  );

  r.get(
    '/api/v1/explore/permalink/:key',
    routeSchema(
      EXPLORE_TAG,
      'The chart editor state of a permanent link',
      { 200: explorePermalinkValueSchema },
      { params: keyParamsSchema },
    ),
    async (request) => permalinks.getExplore(request.params.key, await request.principal()),
  );

  r.post(
    '/api/v1/dashboard/:idOrSlug/permalink',
    {
      schema: {
        tags: [DASHBOARD_TAG],
        summary: 'Store a dashboard state (filters, tabs, anchor) under a permanent link',
        params: z.object({ idOrSlug: z.string().min(1).max(255) }),
        body: dashboardPermalinkStateSchema,
        response: createdResponse,
      },
    },
    async (request, reply) =>
      created(
        request,
        reply,
        'dashboard',
        await permalinks.createDashboard(
          request.params.idOrSlug,
          request.body,
          await request.principal(),
        ),
      ),
  );

  r.get(
    '/api/v1/dashboard/permalink/:key',
    routeSchema(
      DASHBOARD_TAG,
      'The dashboard state of a permanent link',
      { 200: dashboardPermalinkValueSchema },
      { params: keyParamsSchema },
    ),
    async (request) => permalinks.getDashboard(request.params.key, await request.principal()),
  );

  // The shared links: the web app owns /explore/p/{key}/ and /dashboard/p/{key}/. Only keys this
  // server could have issued are redirected, so the target is always one of our own paths.
  for (const [from, to] of [
    ['/superset/explore/p/:key/', '/explore/p/'],
    ['/superset/dashboard/p/:key/', '/dashboard/p/'],
  ] as const) {
    const response = { 302: z.null().describe(`redirect to ${to}{key}/`), ...errorResponses };
    r.get(
      from,
      { schema: { hide: true, params: keyParamsSchema, response } },
      async (request, reply) => {
        if (!isEntryKey(request.params.key)) return reply.code(404).send({ message: 'Not found' });
        // The query string (`standalone`, `height` of embed code) goes along; the path stays ours.
        const query = request.url.indexOf('?');
        const search = query === -1 ? '' : request.url.slice(query);
        return reply.redirect(`${to}${request.params.key}/${search}`, 302);
      },
    );
  }
}
