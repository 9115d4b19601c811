/**
 * `GET /api/v1/explore/` (what the chart editor opens with) and the explore form data cache
 * `/api/v1/explore/form_data[/{key}]` (POST, PUT, GET, DELETE), with Superset's payloads.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '@panorama/core/errors/app-error';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  exploreRedirectSchema,
  exploreResponseSchema,
  formDataBodySchema,
  formDataKeyResponseSchema,
  formDataResponseSchema,
} from '@panorama/core/schemas/explore';
import type { Container } from '../../container';
import { exploreQuerySchema, keyParamsSchema, tabQuerySchema } from './explore-schemas';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Explore';
const FORM_DATA_TAG = 'Explore Form Data';

export function registerExploreApiRoutes(app: FastifyInstance, container: Container): void {
  const { context, formData } = container.explore;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/explore/',
    routeSchema(
      TAG,
      'The form data, dataset and chart the chart editor opens with',
      { 200: exploreResponseSchema, 302: exploreRedirectSchema },
      { querystring: exploreQuerySchema },
    ),
    async (request, reply) => {
      // url_params keep the query string as sent (text), not the validated, coerced values.
      const params = Object.fromEntries(new URL(request.url, 'http://local').searchParams);
      const principal = await request.principal();
      const result = await context.get(request.query, params, principal);
      // Superset's WrongEndpointError: a dataset's own default URL, as a 302 with the target.
      if ('redirect' in result) return reply.code(302).send({ redirect: result.redirect });
      // Opening a saved chart in explore is a view for the caller's recents (written later).
      const chartId = result.slice?.slice_id;
      if (typeof chartId === 'number')
        container.log.noteView(principal, { action: 'explore', slice_id: chartId });
      return { result };
    },
  );

  r.post(
    '/api/v1/explore/form_data',
    routeSchema(
      FORM_DATA_TAG,
      'Store the form data a chart editor tab is editing',
      { 201: formDataKeyResponseSchema },
      { querystring: tabQuerySchema, body: formDataBodySchema },
    ),
    async (request, reply) => {
      const key = await formData.create(
        { ...request.body, tab_id: request.query.tab_id },
        await request.principal(),
      );
      return reply.code(201).send({ key });
    },
  );

  r.put(
    '/api/v1/explore/form_data/:key',
    routeSchema(
      FORM_DATA_TAG,
      'Replace stored form data; answers the key to use from now on',
      { 200: formDataKeyResponseSchema },
      { params: keyParamsSchema, querystring: tabQuerySchema, body: formDataBodySchema },
    ),
    async (request) => {
      const key = await formData.update(
        request.params.key,
        { ...request.body, tab_id: request.query.tab_id },
        await request.principal(),
      );
      return { key };
    },
  );

  r.get(
    '/api/v1/explore/form_data/:key',
    routeSchema(
      FORM_DATA_TAG,
      'Stored form data (JSON text)',
      { 200: formDataResponseSchema },
      { params: keyParamsSchema },
    ),
    async (request) => {
      const stored = await formData.get(request.params.key, await request.principal());
      if (stored === null) throw new NotFoundError();
      return { form_data: stored };
    },
  );

  r.delete(
    '/api/v1/explore/form_data/:key',
    routeSchema(
      FORM_DATA_TAG,
      'Delete stored form data',
      { 200: messageResponseSchema },
      { params: keyParamsSchema },
    ),
    async (request) => {
      if (!(await formData.delete(request.params.key, await request.principal())))
        throw new NotFoundError();
      return { message: 'Deleted successfully' };
    },
  );
}
