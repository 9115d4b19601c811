/**
 * Signing in with an identity provider, at Superset's paths: `GET /login/{provider}` sends the
 * browser to the provider, `GET /oauth-authorized/{provider}` takes it back, checks everything
 * (see OAuthClient), provisions the user (ExternalUsersService) and opens the same server-side
 * session a password login opens. `GET /api/v1/security/login_options/` tells the login page
 * which buttons to show. A refused sign-in changes nothing and sends the browser back to the login
 * page, which says why (as Flask-AppBuilder flashes it), keeping where the user was going.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ValidationError } from '@panorama/core/errors/app-error';
import { loginOptionsResponseSchema } from '@panorama/core/schemas/login-options';
import { safeNext } from '@panorama/core/security/safe-next';
import type { Container } from '../../container';
import { routeSchema } from '../../rest/route-schema';
import { OAuthClient } from './oauth-client';
import { OAUTH_CALLBACK_PATH, OAuthFlowCookie } from './oauth-flow-cookie';
import { passwordLoginMode } from './password-login';
import { openBrowserSession } from './session-cookie';
import { SignInFailureCookie } from './sign-in-failure-cookie';

const providerParams = z.object({ provider: z.string().min(1).max(64) });

/** Not the name asked for: the login page would otherwise show any text a link put in the URL. */
const UNKNOWN_PROVIDER = 'There is no such identity provider here.';
/** For failures that are Panorama's own; the details go to the server log, not the page. */
const UNEXPECTED_FAILURE =
  'Something went wrong on our side. Please try again, or tell an administrator if it keeps happening.';

/** The login page, remembering where the user was going when that was not the home page. */
function loginPageUrl(next: string): string {
  return next === '/' ? '/login/' : `/login/?${new URLSearchParams({ next }).toString()}`;
}

export function registerOAuthRoutes(app: FastifyInstance, container: Container): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = container;
  const auth = config.auth;
  const enabled = auth.type === 'AUTH_OAUTH';
  const clients = new Map(
    enabled ? auth.oauthProviders.map((p) => [p.name, new OAuthClient(p)] as const) : [],
  );
  const flows = new OAuthFlowCookie(config.secretKey, config.cookieSecure);
  const failures = new SignInFailureCookie(config.secretKey, config.cookieSecure);
  const { externalUsers } = container;
  const rateLimit = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  // BASE_URL is required with AUTH_OAUTH (see auth-config.ts); without it no provider is listed.
  const callbackUrl = (provider: string) =>
    new URL(`${OAUTH_CALLBACK_PATH}${encodeURIComponent(provider)}`, config.baseUrl);
  const clientFor = (provider: string) => {
    const client = clients.get(provider);
    if (!client) throw new ValidationError(UNKNOWN_PROVIDER);
    return client;
  };
  /** Back to the login page, which will say why; the reason, never a stack, is what it shows. */
  const backToLogin = (
    request: FastifyRequest,
    reply: FastifyReply,
    asked: string,
    err: unknown,
    next: string,
  ): FastifyReply => {
    const provider = clients.get(asked)?.provider.name ?? null;
    let reason = UNEXPECTED_FAILURE;
    if (err instanceof AppError) {
      reason = err.message;
      request.log.warn({ provider: asked, reason }, 'sign-in refused');
    } else {
      request.log.error({ err, provider: asked }, 'sign-in failed');
    }
    failures.set(reply, { provider, reason });
    return reply.redirect(loginPageUrl(next), 302);
  };

  r.get(
    '/api/v1/security/login_options/',
    routeSchema('Security', 'How the login page offers to sign in', {
      200: loginOptionsResponseSchema,
    }),
    async (request, reply) => ({
      result: {
        auth_type: auth.type,
        sign_in_failure: failures.take(request, reply),
        password_login: passwordLoginMode(auth),
        providers: [...clients.values()].map(({ provider }) => ({
          name: provider.name,
          icon: provider.icon,
          login_url: `/login/${encodeURIComponent(provider.name)}`,
        })),
      },
    }),
  );

  r.get(
    '/login/:provider',
    {
      config: rateLimit,
      schema: {
        tags: ['Security'],
        summary: 'Start signing in with an identity provider (redirects to it)',
        params: providerParams,
        querystring: z.object({ next: z.string().max(2048).optional() }),
        response: { 302: z.null().describe('Redirect to the identity provider') },
        hide: true,
      },
    },
    async (request, reply) => {
      const next = safeNext(request.query.next);
      try {
        const client = clientFor(request.params.provider);
        const redirectUri = callbackUrl(client.provider.name).href;
        const { url, pending } = await client.start(redirectUri, next);
        flows.set(reply, pending);
        return reply.redirect(url, 302);
      } catch (err) {
        return backToLogin(request, reply, request.params.provider, err, next);
      }
    },
  );

  r.get(
    `${OAUTH_CALLBACK_PATH}:provider`,
    {
      config: rateLimit,
      schema: {
        tags: ['Security'],
        summary: 'Where the identity provider sends the browser back after signing in',
        params: providerParams,
        response: { 302: z.null().describe('Signed in: redirect to the page asked for') },
        hide: true,
      },
    },
    async (request, reply) => {
      const pending = flows.read(request, request.params.provider);
      flows.clear(reply);
      const provider = request.params.provider;
      let username: string | null = null;
      try {
        const client = clientFor(request.params.provider);
        if (!pending) {
          throw new ValidationError(
            'This sign-in has expired or was started in another browser. Please sign in again.',
          );
        }
        const current = callbackUrl(client.provider.name);
        current.search = new URL(request.url, 'http://callback.invalid').search;
        const identity = await client.finish(current, pending);
        username = identity.username;
        const userId = await externalUsers.signIn(identity);
        await openBrowserSession(request, reply, container, userId);
        await container.audit.record({
          action: 'login',
          actor: { userId, username },
          objectType: 'user',
          objectId: userId,
          detail: { method: 'oauth', provider },
        });
        return reply.redirect(safeNext(pending.next), 302);
      } catch (err) {
        await container.audit.record({
          action: 'login_failed',
          actor: { userId: null, username },
          objectType: 'user',
          detail: {
            method: 'oauth',
            provider,
            reason: err instanceof AppError ? err.message : 'unexpected error',
          },
        });
        return backToLogin(request, reply, provider, err, safeNext(pending?.next));
      }
    },
  );
}
