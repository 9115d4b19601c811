/**
 * The schema block of a route: its OpenAPI tag and summary, what the request carries and the
 * success answers. Every route also answers the shared error shapes (400, 401, 403, 404, 422,
 * 500), so they are added here, after the success answers, for serialisation and the OpenAPI
 * document to cover them on every route.
 */
import type { z } from 'zod';
import { errorResponses } from '@panorama/core/schemas/api-response';

/** What a route reads from the request, each part optional. */
export interface RequestSchemas {
  params?: z.ZodTypeAny;
  querystring?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  headers?: z.ZodTypeAny;
  /** Content types the body may come in, when not only JSON. */
  consumes?: string[];
}

export function routeSchema<
  const Success extends Record<number, z.ZodTypeAny>,
  const Request extends RequestSchemas = Record<never, never>,
>(
  tag: string,
  summary: string,
  success: Success,
  request?: Request,
): {
  schema: Request & {
    tags: string[];
    summary: string;
    response: Success & typeof errorResponses;
  };
} {
  return {
    schema: {
      tags: [tag],
      summary,
      ...(request as Request),
      response: { ...success, ...errorResponses },
    },
  };
}
