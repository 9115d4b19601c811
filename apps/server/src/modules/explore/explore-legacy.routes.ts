/**
 * The chart editor's legacy (non-REST) calls, with Superset's paths so its clients work unchanged:
 * - `GET /superset/fetch_datasource_metadata?datasourceKey=12__table`: the dataset JSON;
 * - `POST /superset/sqllab_viz/`: a SQL Lab query saved as a virtual dataset;
 * - `GET /dashboardasync/api/read?_flt_0_owners={userId}`: the save modal's dashboards;
 * - `POST /sqllab/` and `/superset/sqllab/`: "View in SQL Lab", a browser form post answered
 *   with a redirect to `/sqllab/?handoff={key}`; `GET /api/v1/sqllab/handoff/{key}` reads it back.
 *
 * Bodies may be JSON, urlencoded or multipart forms (parsers registered in this scope only). The
 * form posts to /sqllab/ carry their CSRF token as a `csrf_token` field (http/request-auth.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError, ValidationError } from '@panorama/core/errors/app-error';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import {
  exploreDatasetSchema,
  ownedDashboardsResponseSchema,
  sqllabHandoffResponseSchema,
  sqllabVizResponseSchema,
} from '@panorama/core/schemas/explore';
import type { Container } from '../../container';
import { MAX_PAGE_SIZE } from '../../rest/rison-query';
import { requirePermission, requireUser } from '../../security/principal';
import { registerChartDataBodyParsers } from '../chart-data/chart-data-body-parsers';
import { TABLE_DATASOURCE_TYPES } from './explore-access';
import { keyParamsSchema } from './explore-schemas';
import { parseHandoffBody } from './sqllab-handoff.service';
import { createDatasetFromSqllab, parseSqllabVizBody } from './sqllab-viz';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Explore';

export async function registerExploreLegacyRoutes(
  app: FastifyInstance,
  container: Container,
): Promise<void> {
  const { datasets, dashboards } = container;
  const { sqllabHandoff } = container.explore;

  await app.register(async (scope) => {
    await registerChartDataBodyParsers(scope, container.config.bodyLimit);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/superset/fetch_datasource_metadata',
      routeSchema(
        TAG,
        'The dataset JSON of a datasource key such as 12__table',
        { 200: exploreDatasetSchema },
        { querystring: z.object({ datasourceKey: z.string().min(1).max(100) }) },
      ),
      async (request) => {
        const key = parseDatasourceKey(request.query.datasourceKey);
        if (!key)
          throw new ValidationError({ datasourceKey: ['Not a datasource key, e.g. 12__table'] });
        if (!TABLE_DATASOURCE_TYPES.has(key.type)) throw new NotFoundError();
        return datasets.datasource(key.id, await request.principal());
      },
    );

    r.post(
      '/superset/sqllab_viz/',
      routeSchema(TAG, 'Save a SQL Lab query as a virtual dataset (field data)', {
        200: sqllabVizResponseSchema,
      }),
      async (request) => {
        const principal = requireUser(await request.principal());
        return createDatasetFromSqllab(datasets, parseSqllabVizBody(request.body), principal);
      },
    );

    r.get(
      '/dashboardasync/api/read',
      routeSchema(
        TAG,
        "Dashboards a user owns (the caller's own, or anyone's for admins)",
        { 200: ownedDashboardsResponseSchema },
        { querystring: z.object({ _flt_0_owners: z.coerce.number().int().positive() }) },
      ),
      async (request) => {
        const principal = await request.principal();
        requirePermission(principal, 'can_read', 'Dashboard');
        const ownerId = request.query._flt_0_owners;
        if (!principal.isAdmin && principal.userId !== ownerId) throw new ForbiddenError();
        const list = await container.lists.list(
          dashboards.listSpec,
          {
            filters: [{ col: 'owners', opr: 'rel_m_m', value: ownerId }],
            order_column: 'dashboard_title',
            order_direction: 'asc',
            page: 0,
            page_size: MAX_PAGE_SIZE,
            columns: ['id', 'dashboard_title'],
            keys: ['none'],
          },
          { principal },
        );
        const result = list.result.map((row) => ({
          id: Number(row.id),
          dashboard_title: String(row.dashboard_title),
        }));
        return { count: list.count, pks: list.ids, result };
      },
    );

    for (const url of ['/sqllab/', '/superset/sqllab/']) {
      r.post(
        url,
        routeSchema(
          'SQL Lab',
          'Open SQL Lab with a dataset query (form fields datasourceKey and sql)',
          { 303: z.null().describe('redirect to /sqllab/?handoff={key}') },
        ),
        async (request, reply) => {
          const key = await sqllabHandoff.create(
            parseHandoffBody(request.body),
            await request.principal(),
          );
          return reply.redirect(`/sqllab/?handoff=${key}`, 303);
        },
      );
    }

    r.get(
      '/api/v1/sqllab/handoff/:key',
      routeSchema(
        'SQL Lab',
        'What a "View in SQL Lab" hand-off carries: datasourceKey, dbId, schema, sql',
        { 200: sqllabHandoffResponseSchema },
        { params: keyParamsSchema },
      ),
      async (request) => ({
        result: await sqllabHandoff.get(request.params.key, await request.principal()),
      }),
    );
  });
}
