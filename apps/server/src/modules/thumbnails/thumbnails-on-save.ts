/**
 * With THUMBNAILS on, a saved chart or dashboard has its new thumbnail rendered right after the
 * save (as Superset computes thumbnails after a change), for the user who saved it, so the card
 * they go back to usually has its picture ready instead of a placeholder.
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../security/principal';
import type { ThumbnailKind } from './thumbnail-digest';
import type { ThumbnailsService } from './thumbnails.service';

/** The object's current digest, or a refusal when the caller may not read it. */
export type CurrentDigest = (id: number, principal: Principal) => Promise<string>;

/** The routes that save an object, by method and route pattern. */
const SAVE_ROUTES: Record<string, ThumbnailKind> = {
  'PUT /api/v1/chart/:id': 'chart',
  'PUT /api/v1/dashboard/:id': 'dashboard',
};

export function registerRenderOnSave(
  app: FastifyInstance,
  thumbnails: ThumbnailsService,
  digests: Record<ThumbnailKind, CurrentDigest>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    const kind = SAVE_ROUTES[`${request.method} ${request.routeOptions.url}`];
    if (!kind || reply.statusCode !== 200) return;
    const id = Number((request.params as { id?: unknown }).id);
    if (!Number.isSafeInteger(id)) return;
    try {
      const principal = await request.principal();
      if (principal.guest) return;
      const digest = await digests[kind](id, principal);
      // Starts the render unless the picture is cached, rendering or recently failed.
      await thumbnails.lookup({ kind, id, digest, userId: principal.userId });
    } catch (err) {
      // The save has been answered; a thumbnail that cannot be started is only a missed warm-up.
      request.log.warn({ err, kind, id }, 'could not start a thumbnail after a save');
    }
  });
}
