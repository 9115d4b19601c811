/**
 * SQL Lab's REST calls with Superset's paths and shapes:
 * - `GET /api/v1/sqllab/`: the page's bootstrap (tabs, databases, recent runs);
 * - `POST /api/v1/sqllab/execute/`: run a script; 200 with the rows, or 202 with the pending
 *   query when it runs asynchronously;
 * - `GET /api/v1/sqllab/results/?key=` (or `q=(key:...,rows:N,offset:M)`): a run's rows by key;
 * - `GET /api/v1/sqllab/export/{client_id}/`: a run's full result streamed as CSV.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  pendingQuerySchema,
  queryResultsSchema,
  sqlLabBootstrapSchema,
} from '@panorama/core/schemas/sqllab';
import type { Container } from '../../container';
import { attachmentHeader } from '../../engine/export/export-filename';
import { decodeRison } from '../../rest/rison-query';
import {
  clientIdParams,
  executePayloadSchema,
  resultsArgsSchema,
  resultsQuerySchema,
  type ResultsArgs,
} from './sqllab.schemas';
import { routeSchema } from '../../rest/route-schema';

const TAG = 'SQL Lab';

function resultsArgs(query: {
  q?: string | undefined;
  key?: string | undefined;
  rows?: string | undefined;
  offset?: string | undefined;
}): ResultsArgs {
  const decoded = decodeRison(query.q);
  const source =
    typeof decoded === 'object' && decoded !== null
      ? decoded
      : { key: query.key, rows: query.rows, offset: query.offset };
  const parsed = resultsArgsSchema.safeParse(source);
  if (!parsed.success) throw new ValidationError({ key: ['The results key is required'] });
  return parsed.data;
}

export function registerSqlLabRoutes(app: FastifyInstance, container: Container): void {
  const { execution, csvExport } = container.sqlLab;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/sqllab/',
    routeSchema(TAG, 'SQL Lab bootstrap: tabs, databases and recent runs', {
      200: sqlLabBootstrapSchema,
    }),
    async (request) => container.sqlLab.bootstrap(await request.principal()),
  );

  r.post(
    '/api/v1/sqllab/execute/',
    routeSchema(
      TAG,
      'Run SQL on a database (Superset ExecutePayloadSchema)',
      { 200: queryResultsSchema, 202: pendingQuerySchema },
      { body: executePayloadSchema },
    ),
    async (request, reply) => {
      const answer = await execution.execute(request.body, await request.principal());
      return reply.code(answer.status).send(answer.body);
    },
  );

  r.get(
    '/api/v1/sqllab/results/',
    routeSchema(
      TAG,
      "A run's rows by results key",
      { 200: queryResultsSchema },
      { querystring: resultsQuerySchema },
    ),
    async (request) => execution.results(resultsArgs(request.query), await request.principal()),
  );

  r.get(
    '/api/v1/sqllab/export/:client_id/',
    {
      schema: {
        tags: [TAG],
        summary: "A run's full result as CSV (run again up to SQL_MAX_ROW rows)",
        params: clientIdParams,
        // A stream, which Fastify sends as it is, never through the serializer.
        response: { 200: z.unknown().describe('CSV file (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      // A download abandoned by the browser stops the engine work too.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('client closed'));
      });
      const csv = await csvExport.csv(
        request.params.client_id,
        await request.principal(),
        controller.signal,
      );
      return reply
        .header('content-disposition', attachmentHeader(csv.fileName))
        .type('text/csv; charset=utf-8')
        .send(Readable.from(csv.chunks));
    },
  );
}
