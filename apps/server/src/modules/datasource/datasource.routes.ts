/**
 * The legacy datasource endpoints the chart editor calls, with Superset's paths and shapes:
 * `GET /datasource/get/{type}/{id}/` answers the dataset JSON and `POST /datasource/save/` saves
 * an edited one. Only table datasets exist here; any other type is as missing as a hidden id.
 *
 * The save endpoint takes `data` as a JSON body, a urlencoded form or a multipart form (what
 * Superset's client posts); the form parsers are registered in this plugin's scope only.
 */
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '@panorama/core/errors/app-error';
import { datasourceSchema } from '@panorama/core/schemas/dataset';
import type { Container } from '../../container';
import { requireUser } from '../../security/principal';
import type { DatasetsService } from '../datasets/datasets.service';
import { parseSaveBody, saveDatasource } from './datasource-save';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'Datasource';
const TABLE_TYPES = new Set(['table', 'dataset']);

export async function registerDatasourceRoutes(
  app: FastifyInstance,
  container: Container,
  datasets: DatasetsService,
): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { files: 0, fields: 10, fieldSize: container.config.bodyLimit },
      });
    }
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/datasource/get/:type/:id/',
      routeSchema(
        TAG,
        'The dataset JSON of a datasource',
        { 200: datasourceSchema },
        { params: z.object({ type: z.string().max(50), id: z.coerce.number().int().positive() }) },
      ),
      async (request) => {
        if (!TABLE_TYPES.has(request.params.type)) throw new NotFoundError();
        return datasets.datasource(request.params.id, await request.principal());
      },
    );

    r.post(
      '/datasource/save/',
      routeSchema(TAG, 'Save an edited dataset JSON (field `data`)', { 200: datasourceSchema }),
      async (request) => {
        const principal = requireUser(await request.principal());
        return saveDatasource(datasets, parseSaveBody(request.body), principal);
      },
    );
  });
}
