/**
 * `GET /api/v1/chart/{pk}/thumbnail/{digest}/` and `GET /api/v1/dashboard/{pk}/thumbnail/{digest}/`
 * (Superset's THUMBNAILS feature; without the flag the routes do not exist and answer 404):
 *
 * - 200 `image/png` when the image for the object's current state is cached;
 * - 202 `{"message": "OK Async"}` while it is rendered in the background (come back later), also
 *   at once for `?q=(force:!t)`, which renders afresh;
 * - 302 to the current digest's URL when the URL's digest is out of date and an image exists;
 * - 404 for an object that does not exist or that the caller may not read, like the other
 *   routes of the object.
 *
 * The digest is in the URL so each URL names one picture for good: the image is sent with a
 * private cache lifetime, and an edit changes the URL the lists give out. Saving a chart or a
 * dashboard renders its new picture at once (thumbnails-on-save.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '@panorama/core/errors/app-error';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import type { Container } from '../../container';
import { decodeRison } from '../../rest/rison-query';
import { routeSchema } from '../../rest/route-schema';
import { refuseGuest } from '../../security/principal';
import {
  chartThumbnailDigest,
  dashboardThumbnailDigest,
  thumbnailUrl,
  type ThumbnailKind,
} from './thumbnail-digest';
import { ThumbnailsService } from './thumbnails.service';
import { registerRenderOnSave, type CurrentDigest } from './thumbnails-on-save';

/** Superset's answer while a thumbnail is being computed. */
export const THUMBNAIL_PENDING_MESSAGE = 'OK Async';
/** Browsers may keep an image a day: its URL changes whenever the object does. */
const IMAGE_CACHE_CONTROL = 'private, max-age=86400';

const thumbnailParams = z.object({
  // Anything but a positive integer names no object: 404, as a path Superset would not route.
  pk: z.string(),
  digest: z.string().min(1).max(128),
});
const thumbnailQuery = z.object({ q: z.string().max(1000).optional() });

function parsePk(pk: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(pk) ? Number(pk) : NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError();
  return id;
}

function wantsForce(q: string | undefined): boolean {
  const decoded = decodeRison(q);
  return (
    typeof decoded === 'object' &&
    decoded !== null &&
    (decoded as { force?: unknown }).force === true
  );
}

export function registerThumbnailRoutes(app: FastifyInstance, container: Container): void {
  if (!container.config.featureFlags.THUMBNAILS) return;
  const thumbnails = new ThumbnailsService({
    cache: container.resultCache,
    screenshots: () => container.screenshots,
    logger: app.log,
  });
  app.addHook('onClose', async () => thumbnails.close());

  const digests: Record<ThumbnailKind, CurrentDigest> = {
    chart: async (id, principal) =>
      chartThumbnailDigest(await container.charts.getVisible(id, principal)),
    dashboard: async (id, principal) => {
      const row = await container.dashboards.getVisible(id, principal);
      const stamps = await container.dashboards.repo.chartStamps([row.id]);
      return dashboardThumbnailDigest(row, stamps.get(row.id) ?? []);
    },
  };

  registerRenderOnSave(app, thumbnails, digests);

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['chart', 'dashboard'] as const) {
    const tag = kind === 'chart' ? 'Charts' : 'Dashboards';
    r.get(
      `/api/v1/${kind}/:pk/thumbnail/:digest/`,
      routeSchema(
        tag,
        `Get the ${kind}'s thumbnail (PNG)`,
        {
          // A Buffer, which Fastify sends as it is, never through the serializer.
          200: z.unknown().describe('PNG image'),
          202: messageResponseSchema,
          302: z.unknown().describe('Redirect to the current digest'),
        },
        { params: thumbnailParams, querystring: thumbnailQuery },
      ),
      async (request, reply) => {
        const id = parsePk(request.params.pk);
        const principal = await request.principal();
        // Rendered as the signed-in user: a guest's row-level clauses could not go with it.
        refuseGuest(principal);
        const digest = await digests[kind](id, principal);
        const target = { kind, id, digest, userId: principal.userId };
        const found = await thumbnails.lookup(target, { force: wantsForce(request.query.q) });
        if (found.state === 'failed') throw found.error;
        if (found.state === 'rendering') return pending(reply);
        if (request.params.digest !== digest)
          return reply.redirect(thumbnailUrl(kind, id, digest), 302);
        return reply.type('image/png').header('cache-control', IMAGE_CACHE_CONTROL).send(found.png);
      },
    );
  }
}

function pending(reply: FastifyReply) {
  return reply
    .code(202)
    .header('cache-control', 'no-store')
    .send({ message: THUMBNAIL_PENDING_MESSAGE });
}
