/**
 * The one place errors become HTTP answers: AppError → its status and `{ message, error_type? }`,
 * plus Superset's structured `errors: [{message, error_type, level, extra}]` when it has a type;
 * schema validation → 400 with `{ message: { field: [errors] } }` as Superset answers; body too
 * large → 413; anything else → 500 with a generic message and the request id (details only in logs).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '@panorama/core/errors/app-error';
import { supersetError, type SupersetError } from '@panorama/core/errors/superset-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

function fieldErrors(
  issues: ValidationIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      context ||
      '_schema';
    (out[path] ??= []).push(issue.message ?? 'Invalid value');
  }
  return out;
}

/** JSON 404 for anything no route answers (the static web app replaces it with an SPA fallback). */
export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
}

/**
 * The answer to an application error, or to anything unexpected (a generic message with the
 * request id; the details go to the log). Also used for each chart of a batched chart-data
 * request (modules/chart-data/chart-data-batch.routes.ts), which answers errors chart by chart.
 */
export function errorAnswer(
  error: unknown,
  request: Pick<FastifyRequest, 'id' | 'log'>,
): {
  status: number;
  body: { message: unknown; error_type?: string; errors?: SupersetError[] };
} {
  if (isAppError(error)) {
    if (error.status >= 500) request.log.error({ err: error }, 'application error');
    const { details, errorType } = error;
    return {
      status: error.status,
      body: {
        message: details,
        ...(errorType ? { error_type: errorType } : {}),
        ...(errorType && typeof details === 'string'
          ? { errors: [supersetError(details, errorType, error.extra)] }
          : {}),
      },
    };
  }
  request.log.error({ err: error }, 'unexpected error');
  return {
    status: 500,
    body: { message: `An unexpected error occurred (request id ${request.id})` },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!isAppError(error)) {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({
          message: fieldErrors(
            error.validation as unknown as ValidationIssue[],
            error.validationContext,
          ),
        });
      }
      const fastifyStatus = error.statusCode ?? 500;
      if (fastifyStatus === 413) {
        return reply.code(413).send({ message: 'Request body is too large' });
      }
      if (fastifyStatus === 429) {
        return reply.code(429).send({ message: 'Too many requests, please try again later.' });
      }
      if (fastifyStatus >= 400 && fastifyStatus < 500) {
        // Fastify's own client errors (bad JSON, empty body, unsupported media type) are safe to show.
        return reply.code(fastifyStatus).send({ message: error.message });
      }
    }
    const { status, body } = errorAnswer(error, request);
    return reply.code(status).send(body);
  });
}
