/**
 * Delivery of async chart query events, on Superset's paths so its clients work unchanged:
 * - `GET /api/v1/async_event/?last_id=` answers `{result: [events]}`, the caller's events after
 *   last_id (all kept ones without it); the channel is the caller's own, never a parameter.
 * - `GET /ws?last_id=` upgrades to a websocket streaming the same events, one JSON event per
 *   message, first those after last_id when given. It authenticates with the `async-token`
 *   cookie (see async-token.ts), which names the user's channel, and a browser's upgrade must
 *   come from this server's own origin (websocket-origin.ts).
 * Both answer 404 while GLOBAL_ASYNC_QUERIES is off.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@panorama/core/errors/app-error';
import { asyncEventsResponseSchema } from '@panorama/core/schemas/async-event';
import type { AsyncChartQueries } from '../../jobs/async-queries/async-chart-queries';
import { parseEventId } from '../../jobs/async-queries/async-event';
import { ASYNC_TOKEN_COOKIE, type AsyncTokenClaims } from '../../jobs/async-queries/async-token';
import { requireUser } from '../../security/principal';
import { AsyncEventSockets } from './async-event-sockets';
import { setAsyncTokenCookie } from './async-token-cookie';
import { isAllowedSocketOrigin } from './websocket-origin';
import { routeSchema } from '../../rest/route-schema';

export const ASYNC_EVENT_PATH = '/api/v1/async_event/';
export const ASYNC_WEBSOCKET_PATH = '/ws';

const eventsQuery = z.object({ last_id: z.string().max(40).optional() });

function lastIdOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!parseEventId(value)) throw new ValidationError({ last_id: ['Not a valid event id'] });
  return value;
}

export async function registerAsyncEventRoutes(
  app: FastifyInstance,
  asyncQueries: AsyncChartQueries,
  options: { cookieSecure: boolean; baseUrl?: string | undefined },
): Promise<void> {
  const sockets = new AsyncEventSockets(asyncQueries.coordinator, app.log);
  app.addHook('onClose', async () => sockets.close());

  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      ASYNC_EVENT_PATH,
      routeSchema(
        'Async events',
        "The caller's async query events after last_id",
        { 200: asyncEventsResponseSchema },
        { querystring: eventsQuery },
      ),
      async (request, reply) => {
        if (!asyncQueries.enabled) throw new NotFoundError();
        const principal = requireUser(await request.principal());
        const lastId = lastIdOf(request.query.last_id);
        const events = await asyncQueries.eventsFor(principal, lastId);
        await setAsyncTokenCookie(
          reply,
          asyncQueries.tokens,
          principal.userId,
          options.cookieSecure,
        );
        return { result: events };
      },
    );

    const claimsByRequest = new WeakMap<FastifyRequest, AsyncTokenClaims>();
    r.get(
      ASYNC_WEBSOCKET_PATH,
      {
        websocket: true,
        schema: { hide: true, querystring: eventsQuery },
        preValidation: async (request) => {
          if (!asyncQueries.enabled) throw new NotFoundError();
          const { origin, host } = request.headers;
          if (!isAllowedSocketOrigin(origin, host, options.baseUrl)) throw new ForbiddenError();
          const claims = await asyncQueries.tokens.verify(request.cookies[ASYNC_TOKEN_COOKIE]);
          if (!claims) throw new UnauthorizedError();
          lastIdOf(request.query.last_id);
          claimsByRequest.set(request, claims);
        },
      },
      (socket, request) => {
        const claims = claimsByRequest.get(request);
        if (!claims) {
          socket.close(1008, 'Not authorized');
          return;
        }
        // Client messages mean nothing here; the stream is one-way.
        socket.on('message', () => undefined);
        void sockets.attach(socket, claims.channelId, lastIdOf(request.query.last_id));
      },
    );
  });
}
