/**
 * Logging in and out: JSON API tokens (`/api/v1/security/login`, `/refresh`), the browser session
 * cookie (`/login/`, `POST /logout/`), the CSRF token, and the current user's endpoints
 * (`/api/v1/me/`). Every login opens a server-side session (see SessionService).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '@panorama/core/errors/app-error';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  accessTokenResponseSchema,
  bootstrapResponseSchema,
  csrfTokenResponseSchema,
  currentUserResponseSchema,
  currentUserRolesResponseSchema,
  currentUserUpdateSchema,
  loginTokenResponseSchema,
  type CurrentUser,
  type PermissionPair,
} from '@panorama/core/schemas/security';
import type { Container } from '../../container';
import { SESSION_COOKIE } from '../../http/request-auth';
import { LdapDirectory } from './ldap-directory';
import { passwordLoginFor } from './password-login';
import { openBrowserSession, setSessionCookie } from './session-cookie';
import { requireUser, type Principal } from '../../security/principal';
import { routeSchema } from '../../rest/route-schema';

const credentials = z.object({
  username: z.string().min(1).max(255),
  password: z.string().min(1).max(1024),
});

function userPayload(p: Principal & { userId: number }): CurrentUser {
  return {
    id: p.userId,
    username: p.username,
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    is_active: true,
    is_anonymous: false,
  };
}

export function registerAuthRoutes(app: FastifyInstance, container: Container): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, security, sessions } = container;
  const loginRateLimit = {
    rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const ldap =
    config.auth.type === 'AUTH_LDAP' && config.auth.ldap
      ? new LdapDirectory(config.auth.ldap)
      : undefined;
  const passwordLogin = passwordLoginFor(config.auth, {
    security,
    externalUsers: container.externalUsers,
    ldap,
    audit: container.audit,
  });

  r.post(
    '/api/v1/security/login',
    {
      config: loginRateLimit,
      schema: {
        tags: ['Security'],
        summary: 'Log in and receive an access token (and optionally a refresh token)',
        body: credentials.extend({
          // Superset's clients name the method; the server's AUTH_TYPE decides how it is checked.
          provider: z.enum(['db', 'ldap']).default('db'),
          refresh: z.boolean().default(false),
        }),
        response: { 200: loginTokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = await passwordLogin(request.body.username, request.body.password);
      return sessions.startApiSession(userId, request.body.refresh);
    },
  );

  r.post(
    '/api/v1/security/refresh',
    routeSchema(
      'Security',
      'Exchange a refresh token (as the Bearer token) for a new access token',
      { 200: accessTokenResponseSchema },
    ),
    async (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const refreshed = match?.[1] ? await sessions.refreshAccess(match[1]) : null;
      if (!refreshed) throw new UnauthorizedError('Token is invalid or has expired');
      if (!(await security.principalFor(refreshed.userId, 'bearer', null)))
        throw new UnauthorizedError();
      return { access_token: refreshed.token };
    },
  );

  r.get(
    '/api/v1/security/csrf_token/',
    routeSchema(
      'Security',
      'The CSRF token to send as X-CSRFToken with cookie-authenticated writes',
      { 200: csrfTokenResponseSchema },
    ),
    async (request) => {
      const principal = await request.principal();
      // A guest proves itself with a header no other site can make a browser send, so its writes
      // are never checked for CSRF; it gets a token all the same, for the web app's one code path.
      if (principal.guest) return { result: container.csrf.issue(`guest:${principal.username}`) };
      const { sessionId } = requireUser(principal);
      if (!sessionId) throw new UnauthorizedError();
      return { result: container.csrf.issue(sessionId) };
    },
  );

  const setSession = (reply: FastifyReply, userId: number) =>
    setSessionCookie(reply, container, userId);

  r.post(
    '/login/',
    {
      config: loginRateLimit,
      schema: {
        tags: ['Security'],
        summary: 'Browser login: sets the httpOnly session cookie',
        body: credentials,
        response: { 200: currentUserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await passwordLogin(request.body.username, request.body.password);
      await openBrowserSession(request, reply, container, userId);
      const principal = await security.principalFor(userId, 'session', null);
      if (!principal) throw new UnauthorizedError();
      return { result: userPayload(requireUser(principal)) };
    },
  );

  // A POST, never a GET: a GET can be set off by another site (an image, a link), and logging
  // someone out against their will is a nuisance attack. As a cookie write it needs the CSRF
  // token. `GET /logout/` is the web app's page asking to confirm.
  r.post(
    '/logout/',
    routeSchema(
      'Security',
      'Log out: ends the session server-side (a cookie session, or an API login)',
      { 204: z.null().describe('No content; the session cookie is cleared') },
    ),
    async (request, reply) => {
      const { sessionId } = request.claimedIdentity;
      if (sessionId) {
        // Recorded while the session still counts, so the event names who logged out.
        await container.audit.record({ action: 'logout', objectType: 'user' });
        await sessions.end(sessionId);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v1/me/',
    routeSchema('Current user', 'The logged-in user', { 200: currentUserResponseSchema }),
    async (request) => ({ result: userPayload(requireUser(await request.principal())) }),
  );

  r.put(
    '/api/v1/me/',
    {
      config: loginRateLimit,
      schema: {
        tags: ['Current user'],
        summary:
          'Update your own name or password; a new password ends every other session and token',
        body: currentUserUpdateSchema,
        response: { 200: currentUserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const principal = requireUser(await request.principal());
      const { current_password: currentPassword, ...changes } = request.body;
      if (changes.password !== undefined) {
        await security.confirmCurrentPassword(principal.userId, currentPassword ?? '');
      }
      await container.securityAdmin.updateUser(principal.userId, changes);
      // Every session has just ended, this browser's too; it continues on a new one.
      if (changes.password !== undefined && principal.via === 'session') {
        await setSession(reply, principal.userId);
      }
      const updated = await security.principalFor(principal.userId, principal.via, null);
      if (!updated) throw new UnauthorizedError();
      return { result: userPayload(requireUser(updated)) };
    },
  );

  r.get(
    '/api/v1/me/roles/',
    routeSchema('Current user', 'The logged-in user with roles and permissions', {
      200: currentUserRolesResponseSchema,
    }),
    async (request) => {
      const principal = requireUser(await request.principal());
      const pairs = [...principal.permissions].map((p) => p.split('|') as PermissionPair);
      const perRole = await Promise.all(
        principal.roles.map(async (role) => {
          const perms = await container.securityRepo.permissionsOfRoles([role.id]);
          return [role.name, perms.map((p) => p.split('|') as PermissionPair)] as const;
        }),
      );
      return {
        result: {
          ...userPayload(principal),
          roles: Object.fromEntries(perRole),
          permissions: pairs,
        },
      };
    },
  );

  r.get(
    '/api/v1/common/bootstrap_data/',
    routeSchema('Current user', 'Everything the web app needs at start-up', {
      200: bootstrapResponseSchema,
    }),
    async (request) => {
      const principal = await request.principal();
      return {
        result: {
          user:
            principal.userId === null
              ? null
              : {
                  ...userPayload(requireUser(principal)),
                  roles: principal.roles.map((r) => r.name),
                  is_admin: principal.isAdmin,
                },
          is_guest: principal.guest !== undefined,
          permissions: [...principal.permissions].map((p) => p.split('|') as PermissionPair),
          feature_flags: config.featureFlags,
          locale: 'en',
          conf: {
            ROW_LIMIT: config.rowLimit,
            SQL_MAX_ROW: config.sqlMaxRow,
            DEFAULT_TIME_FILTER: config.defaultTimeFilter,
            DEFAULT_VIZ_TYPE: config.defaultVizType,
            SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: config.dashboardPositionDataLimit,
            DECKGL_BASE_MAP: config.deckglBaseMap,
            HTML_SANITIZATION: config.htmlSanitization.enabled,
            HTML_SANITIZATION_SCHEMA_EXTENSIONS: config.htmlSanitization.schemaExtensions,
          },
        },
      };
    },
  );
}
