/**
 * Per-request authentication. The onRequest hook only verifies the token's signature (no database
 * work, so static files stay cheap) and enforces CSRF for cookie-authenticated writes; the
 * principal is loaded lazily, once, when a handler asks for it. Loading it is also where the
 * token's server-side session is checked, so a logged-out or revoked token yields the anonymous
 * principal: handlers never act on the claimed identity alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError, UnauthorizedError } from '@panorama/core/errors/app-error';
import { CHART_DATA_BATCH_PATH } from '@panorama/core/query/chart-data-batch';
import { CSRF_HEADER } from '../security/csrf';
import type { Principal } from '../security/principal';
import type { Container } from '../container';
import type { GuestTokenClaims } from '../security/guest-tokens';
import { guestPrincipal, requestOrigin } from '../modules/embedded/guest-principal';

export const SESSION_COOKIE = 'session';

/**
 * Browser form posts that navigate (SQL Lab's "View in SQL Lab" hand-off) cannot send the
 * X-CSRFToken header; on these paths only, the token may come as a `csrf_token` form field,
 * checked once the body is parsed. Every other path needs the header.
 */
const CSRF_FORM_FIELD_PATHS = new Set([
  '/sqllab/',
  '/sqllab',
  '/superset/sqllab/',
  '/superset/sqllab',
]);
const CSRF_FORM_FIELD = 'csrf_token';

interface RequestIdentity {
  userId: number | null;
  via: Principal['via'];
  sessionId: string | null;
  /** A verified guest token's claims (EMBEDDED_SUPERSET). */
  guest?: GuestTokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the request's token says it is: signature checked, session not (it may have been
     * logged out or revoked). Authorise with `principal()`, never with this.
     */
    claimedIdentity: RequestIdentity;
    /** Set when the CSRF token is to be read from the form body (CSRF_FORM_FIELD_PATHS). */
    csrfFromBody: boolean;
    /** The caller's principal, loaded on first use. */
    principal(): Promise<Principal>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Posts that need no CSRF token: logging in (no session yet), and the chart-data reads that
 * browsers send as plain form posts to download CSV/XLSX (they change nothing, as in Superset),
 * or batched for a dashboard (JSON only, which a cross-site form cannot send; the page's first
 * queries would otherwise wait for a token request). Cross-site form posts do not carry the
 * SameSite=Lax session cookie anyway.
 */
const CSRF_EXEMPT = new Set([
  '/login/',
  '/api/v1/security/login',
  '/api/v1/chart/data',
  CHART_DATA_BATCH_PATH,
  '/superset/explore_json/',
]);

async function identify(request: FastifyRequest, container: Container): Promise<RequestIdentity> {
  // The embedded page sends only its guest token; it stands for the request even when the
  // browser also holds a session cookie of the same server.
  const guestToken = request.headers[container.guestTokens.headerName];
  if (typeof guestToken === 'string' && container.config.featureFlags.EMBEDDED_SUPERSET) {
    const guest = await container.guestTokens.verify(guestToken, requestOrigin(request));
    return { userId: null, via: 'guest', sessionId: null, guest };
  }
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) throw new UnauthorizedError('Bad Authorization header');
    // Refresh tokens are only accepted by the refresh endpoint, which verifies them itself.
    if (request.routeOptions.url === '/api/v1/security/refresh') {
      return { userId: null, via: 'anonymous', sessionId: null };
    }
    const claims = await container.tokens.verify(match[1], 'access');
    if (!claims) throw new UnauthorizedError('Token is invalid or has expired');
    return { userId: claims.userId, via: 'bearer', sessionId: claims.sid };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) {
    const claims = await container.tokens.verify(cookie, 'session');
    if (claims) return { userId: claims.userId, via: 'session', sessionId: claims.sid };
  }
  return { userId: null, via: 'anonymous', sessionId: null };
}

export function registerRequestAuth(app: FastifyInstance, container: Container): void {
  app.decorateRequest('claimedIdentity', null as unknown as RequestIdentity);
  app.decorateRequest('principal', null as unknown as () => Promise<Principal>);
  app.decorateRequest('csrfFromBody', false);

  app.addHook('onRequest', async (request) => {
    request.claimedIdentity = await identify(request, container);
    let loaded: Promise<Principal> | undefined;
    request.principal = () => {
      loaded ??= (async () => {
        const { userId, via, sessionId, guest } = request.claimedIdentity;
        if (guest) return guestPrincipal(guest, container.embedded);
        if (userId !== null && sessionId !== null) {
          const [live, principal] = await Promise.all([
            container.sessions.isLive(sessionId, userId),
            container.security.principalFor(userId, via, sessionId),
          ]);
          if (live && principal) return principal;
        }
        return container.security.anonymousPrincipal();
      })();
      return loaded;
    };

    const path = request.url.split('?')[0] ?? '';
    if (
      request.claimedIdentity.via === 'session' &&
      !SAFE_METHODS.has(request.method) &&
      !CSRF_EXEMPT.has(path) &&
      request.claimedIdentity.sessionId
    ) {
      const token = request.headers[CSRF_HEADER];
      if (token === undefined && CSRF_FORM_FIELD_PATHS.has(path)) {
        request.csrfFromBody = true;
        return;
      }
      if (
        !container.csrf.check(
          request.claimedIdentity.sessionId,
          typeof token === 'string' ? token : undefined,
        )
      ) {
        throw new ValidationError(
          token ? 'The CSRF token is invalid.' : 'The CSRF token is missing.',
        );
      }
    }
  });

  app.addHook('preHandler', async (request) => {
    if (!request.csrfFromBody || !request.claimedIdentity.sessionId) return;
    const body = request.body;
    const field =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[CSRF_FORM_FIELD]
        : undefined;
    if (
      !container.csrf.check(
        request.claimedIdentity.sessionId,
        typeof field === 'string' ? field : undefined,
      )
    ) {
      throw new ValidationError(
        field === undefined ? 'The CSRF token is missing.' : 'The CSRF token is invalid.',
      );
    }
  });
}
