/**
 * File uploads into databases (Superset's DatabaseRestApi upload routes):
 * - `POST /api/v1/database/{pk}/upload/` (multipart: `type`, `file`, `table_name`, options)
 *   answers 201 `{ message: 'OK', result: { table_name, schema, dataset_id, rows } }`;
 * - `POST /api/v1/database/upload_metadata/` answers `{ result: { items: [{ sheet_name,
 *   column_names }] } }` for the form's column and sheet pickers;
 * - `GET /api/v1/database/{pk}/schemas_access_for_file_upload/` answers `{ schemas }`;
 * - the routes of Superset 3/4 (`{pk}/csv_upload/`, `excel_upload/`, `columnar_upload/` and
 *   `csv_metadata/`...) are accepted too, the kind coming from the path.
 * The multipart parser lives in this plugin's scope only; uploads are rate limited per client.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAppError } from '@panorama/core/errors/app-error';
import { errorResponseSchema, errorResponses } from '@panorama/core/schemas/api-response';
import {
  uploadMetadataResponseSchema,
  uploadResponseSchema,
  uploadSchemasResponseSchema,
} from '@panorama/core/schemas/upload';
import type { Container } from '../../container';
import { requireUser } from '../../security/principal';
import { createConnector } from '../../engine/connectors/create-connector';
import { connectionPolicy, databaseConnectorSource } from '../databases/database-connectors';
import { plainUri, validateUri } from '../databases/database-uris';
import { readUploadForm, requireFile } from './upload-form';
import { parseMetadataOptions, parseUploadOptions } from './upload-options';
import { resolveUploadMaxBytes } from './upload-limits';
import { UPLOAD_KINDS, type UploadKind } from './upload-types';
import { UploadsService } from './uploads.service';
import { routeSchema } from '../../rest/route-schema';
import { idParams } from '../../rest/route-params';

const TAG = 'Database';
const RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Runs a route's work; a refusal whose engine detail was kept from the answer (a temporary path,
 * the reading SQL) leaves that detail in the server log.
 */
async function logHiddenDetail<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isAppError(err) && err.status < 500 && err.cause !== undefined) {
      request.log.warn({ err: err.cause }, `upload refused: ${err.message}`);
    }
    throw err;
  }
}

export interface UploadRouteOptions {
  /** The file size cap; by default the configuration's (UPLOAD_MAX_FILE_SIZE_BYTES, 100 MB). */
  maxFileBytes?: number;
  /** Cap on rows x columns of one upload. */
  maxCells?: number;
}

export async function registerUploadRoutes(
  app: FastifyInstance,
  container: Container,
  options: UploadRouteOptions = {},
): Promise<void> {
  const maxFileBytes = options.maxFileBytes ?? resolveUploadMaxBytes(container.config);
  const policy = connectionPolicy(container.config, container.store);
  const service = new UploadsService({
    databases: container.databases,
    datasets: container.datasets,
    connectors: container.connectors,
    resolveConnection: (database) => validateUri(plainUri(database, container.secretBox), policy),
    openWriter: (database) =>
      databaseConnectorSource({
        policy,
        secretBox: container.secretBox,
        createConnector,
        connectorOptions: { readOnly: false, maxConnections: 1 },
      }).open(database),
    ...(options.maxCells !== undefined ? { maxCells: options.maxCells } : {}),
  });

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, {
        limits: { files: 1, fields: 40, parts: 41, fieldSize: 1024 * 1024 },
      });
    }
    const r = scope.withTypeProvider<ZodTypeProvider>();

    const uploadRoute = (path: string, kind?: UploadKind) =>
      r.post(
        path,
        {
          config: { rateLimit: RATE_LIMIT },
          schema: {
            tags: [TAG],
            summary: kind
              ? `Upload a ${kind} file into a new or existing table (legacy path)`
              : 'Upload a CSV, Excel or Parquet file into a new or existing table',
            consumes: ['multipart/form-data'],
            params: idParams,
            response: { 201: uploadResponseSchema, ...errorResponses, 413: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const principal = requireUser(await request.principal());
          const form = await readUploadForm(request, maxFileBytes, kind);
          const uploadOptions = parseUploadOptions(form.fields, kind);
          const result = await logHiddenDetail(request, () =>
            service.upload(request.params.id, requireFile(form), uploadOptions, principal),
          );
          return reply.code(201).send({ message: 'OK', result });
        },
      );

    const metadataRoute = (path: string, kind?: UploadKind) =>
      r.post(
        path,
        {
          config: { rateLimit: RATE_LIMIT },
          schema: {
            tags: [TAG],
            summary: "A file's columns and sheets, read for the upload form",
            consumes: ['multipart/form-data'],
            response: {
              200: uploadMetadataResponseSchema,
              ...errorResponses,
              413: errorResponseSchema,
            },
          },
        },
        async (request) => {
          const principal = requireUser(await request.principal());
          const form = await readUploadForm(request, maxFileBytes, kind);
          const { type, options: readOptions } = parseMetadataOptions(form.fields, kind);
          const items = await logHiddenDetail(request, () =>
            service.metadata(type, requireFile(form), readOptions, principal),
          );
          return { result: { items } };
        },
      );

    uploadRoute('/api/v1/database/:id/upload/');
    metadataRoute('/api/v1/database/upload_metadata/');
    for (const kind of UPLOAD_KINDS) {
      uploadRoute(`/api/v1/database/:id/${kind}_upload/`, kind);
      metadataRoute(`/api/v1/database/${kind}_metadata/`, kind);
    }

    r.get(
      '/api/v1/database/:id/schemas_access_for_file_upload/',
      routeSchema(
        TAG,
        'The schemas uploads into the database are restricted to (empty: any)',
        { 200: uploadSchemasResponseSchema },
        { params: idParams },
      ),
      async (request) => ({
        schemas: await service.schemasForUpload(request.params.id, await request.principal()),
      }),
    );
  });
}
