/**
 * Embedding (EMBEDDED_SUPERSET, nothing is served while it is off): a dashboard's embedded
 * configuration at `/api/v1/dashboard/{id_or_slug}/embedded`, the embedded dashboard by uuid
 * for the embedded page, and guest tokens at `/api/v1/security/guest_token/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  embeddedDashboardConfigSchema,
  embeddedDashboardResponseSchema,
  guestTokenRequestSchema,
  guestTokenResponseSchema,
} from '@panorama/core/schemas/embedded-dashboard';
import { ForbiddenError, NotFoundError } from '@panorama/core/errors/app-error';
import type { Container } from '../../container';
import { GUEST_REFUSED, requireUser } from '../../security/principal';
import { routeSchema } from '../../rest/route-schema';
import { requestOrigin } from './guest-principal';
import { registerEmbeddedPage } from './embedded-page.routes';

const idOrSlugParams = z.object({ idOrSlug: z.string().min(1).max(255) });
const uuidParams = z.object({ uuid: z.string().uuid() });
const TAG = 'Embedded Dashboard';

export function registerEmbeddedRoutes(app: FastifyInstance, container: Container): void {
  if (!container.config.featureFlags.EMBEDDED_SUPERSET) return;
  const { embedded, guestTokenIssuer } = container;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/dashboard/:idOrSlug/embedded',
    routeSchema(
      TAG,
      "A dashboard's embedded configuration",
      {
        200: embeddedDashboardResponseSchema,
      },
      { params: idOrSlugParams },
    ),
    async (request) => ({
      result: await embedded.get(request.params.idOrSlug, await request.principal()),
    }),
  );

  for (const method of ['post', 'put'] as const) {
    r[method](
      '/api/v1/dashboard/:idOrSlug/embedded',
      routeSchema(
        TAG,
        'Turn embedding on or set its allowed domains',
        {
          200: embeddedDashboardResponseSchema,
        },
        { params: idOrSlugParams, body: embeddedDashboardConfigSchema },
      ),
      async (request) => {
        const principal = requireUser(await request.principal());
        return { result: await embedded.upsert(request.params.idOrSlug, request.body, principal) };
      },
    );
  }

  r.delete(
    '/api/v1/dashboard/:idOrSlug/embedded',
    routeSchema(
      TAG,
      'Turn embedding off',
      { 200: messageResponseSchema },
      {
        params: idOrSlugParams,
      },
    ),
    async (request) => {
      await embedded.delete(request.params.idOrSlug, requireUser(await request.principal()));
      return { message: 'OK' };
    },
  );

  r.get(
    '/api/v1/embedded_dashboard/:uuid',
    routeSchema(
      TAG,
      'An embedded dashboard by its uuid',
      {
        200: embeddedDashboardResponseSchema,
      },
      { params: uuidParams },
    ),
    async (request) => {
      const principal = await request.principal();
      const found = await embedded.byUuid(request.params.uuid);
      if (!found) throw new NotFoundError();
      if (principal.guest) {
        if (!principal.guest.dashboardIds.has(Number(found.dashboard_id)))
          throw new ForbiddenError(GUEST_REFUSED);
        return { result: found };
      }
      return { result: await embedded.get(found.dashboard_id, principal) };
    },
  );

  r.post(
    '/api/v1/security/guest_token/',
    routeSchema(
      'Security',
      'A guest token for embedded dashboards',
      {
        200: guestTokenResponseSchema,
      },
      { body: guestTokenRequestSchema },
    ),
    async (request) => ({
      token: await guestTokenIssuer.issue(
        request.body,
        await request.principal(),
        requestOrigin(request),
      ),
    }),
  );

  registerEmbeddedPage(app, container);
}
