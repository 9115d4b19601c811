/**
 * Builds the Fastify instance without listening, so tests drive it with app.inject() and main.ts
 * serves it. Plugins, hooks and every module's routes are registered here.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { plainTextResponseSchema } from '@panorama/core/schemas/page-response';
import type { Container } from './container';
import { registerErrorHandler, registerJsonNotFound } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body-parser';
import { registerRequestAuth } from './http/request-auth';
import { registerRequestOrigin } from './http/request-origin';
import { registerStaticWeb } from './http/static-web';
import { registerModules } from './modules/register-modules';
import { registerRemoteUserSignIn } from './modules/auth/remote-user-sign-in';

/**
 * Request ids: a random per-process prefix and a counter, unique across processes and far cheaper
 * than a UUID per request. A client's own X-Request-Id header is used when it sends one.
 */
const REQUEST_ID_PREFIX = crypto.randomBytes(4).toString('hex');
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter += 1;
  return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`;
}

export interface BuildAppOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  serveWeb?: boolean;
  /** Sees every route as it is registered, plugins' included (the response-schema check reads them). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(
  container: Container,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config } = container;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: nextRequestId,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // A page that names who may frame it in its CSP (embedded dashboards) is framed by those
    // sites; browsers give frame-ancestors precedence, older ones would obey this header instead.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string' || !csp.includes('frame-ancestors'))
      reply.header('x-frame-options', 'SAMEORIGIN');
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(fastifyCookie);
  // Rate-limit counters live in Redis when there is one, so every server process shares them.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // Without a listener ioredis reports a Redis outage as an unhandled error event.
  rateLimitRedis?.on('error', (err: Error) =>
    app.log.warn({ err: err.message }, 'rate-limit Redis unavailable'),
  );
  if (rateLimitRedis) app.addHook('onClose', async () => rateLimitRedis.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    // A Redis outage must not lock everyone out: limits are skipped until it is back.
    skipOnError: true,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Panorama API', version: '1.0.0' },
      components: {
        securitySchemes: { jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ jwt: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (config.swaggerUi) {
    await app.register(fastifySwaggerUi, { routePrefix: '/swagger/v1' });
  }
  registerRequestOrigin(app);
  registerRequestAuth(app, container);
  // After the request's own identity is read, so a trusted proxy's user can take its place.
  registerRemoteUserSignIn(app, container);

  app.get(
    '/health',
    { schema: { hide: true, response: { 200: plainTextResponseSchema } } },
    async (_request, reply) => reply.type('text/plain').send('OK'),
  );

  await registerModules(app, container);
  const servesWeb =
    options.serveWeb !== false &&
    (await registerStaticWeb(app, config.webDistDir, {
      tileTemplates: config.deckglBaseMap.map(([template]) => template),
      frameOrigins: config.htmlSanitization.iframeOrigins,
    }));
  if (!servesWeb) registerJsonNotFound(app);
  return app;
}
