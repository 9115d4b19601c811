/**
 * `GET /api/v1/{dashboard,chart,dataset,database,saved_query}/export/?q=!(ids)` answers a v1 bundle ZIP;
 * `POST /api/v1/{...}/import/` takes one (multipart). Import failures answer Superset's SIP-40
 * envelope (command-errors.ts); the multipart parser lives in this plugin's scope only. Both are
 * rate limited per client, as exports of many large dashboards are a denial-of-service vector
 * (CVE-2023-42504).
 */
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAppError } from '@panorama/core/errors/app-error';
import { errorResponses, messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  bundleFileResponseSchema,
  importErrorResponses,
} from '@panorama/core/schemas/import-export';
import type { Container } from '../../container';
import { parseIdList } from '../../rest/rison-query';
import { requireUser } from '../../security/principal';
import { BUNDLE_RESOURCES, RESOURCE_INFO } from './bundle-resources';
import { commandErrorReply } from './command-errors';
import { readImportForm } from './import-form';
import type { ImportExportService } from './import-export.service';

/** Compressed upload size; what it may inflate to is bounded by zip-reader.ts. */
export const MAX_BUNDLE_UPLOAD_BYTES = 64 * 1024 * 1024;
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** A cookie name the browser will take as it is (RFC 6265 token characters, bounded). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export async function registerImportExportRoutes(
  app: FastifyInstance,
  container: Container,
  service: ImportExportService,
): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, {
        limits: {
          files: 1,
          fields: 20,
          parts: 21,
          fieldSize: 1024 * 1024,
          fileSize: MAX_BUNDLE_UPLOAD_BYTES,
        },
      });
    }
    const r = scope.withTypeProvider<ZodTypeProvider>();

    for (const resource of BUNDLE_RESOURCES) {
      const { tag } = RESOURCE_INFO[resource];
      const plural = tag.toLowerCase();

      r.get(
        `/api/v1/${resource}/export/`,
        {
          config: { rateLimit: RATE_LIMIT },
          schema: {
            tags: [tag],
            summary: `Export ${plural} and their related objects as a v1 bundle (q=!(ids))`,
            querystring: z.object({
              q: z.string().max(100_000).optional(),
              token: z.string().max(200).optional(),
            }),
            response: { 200: bundleFileResponseSchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          const principal = await request.principal();
          const ids = parseIdList(request.query.q);
          const bundle = await service.export(resource, ids, principal);
          const token = request.query.token;
          if (token && TOKEN_PATTERN.test(token)) {
            // Read by the web app to know the download finished: not httpOnly on purpose.
            void reply.setCookie(token, 'done', {
              maxAge: 600,
              path: '/',
              sameSite: 'lax',
              secure: container.config.cookieSecure,
            });
          }
          return reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename=${bundle.fileName}`)
            .send(bundle.data);
        },
      );

      r.post(
        `/api/v1/${resource}/import/`,
        {
          config: { rateLimit: RATE_LIMIT },
          schema: {
            tags: [tag],
            summary: `Import ${plural} from a v1 bundle (multipart: formData, passwords, overwrite)`,
            consumes: ['multipart/form-data'],
            response: { 200: messageResponseSchema, ...importErrorResponses },
          },
        },
        async (request, reply) => {
          const principal = requireUser(await request.principal());
          service.assertCanImport(resource, principal);
          const form = await readImportForm(request);
          try {
            await service.import(
              resource,
              { upload: form.upload, passwords: form.passwords, overwrite: form.overwrite },
              principal,
            );
          } catch (err) {
            if (!isAppError(err) || err.status >= 500) throw err;
            const { status, body } = commandErrorReply(err, resource);
            return reply.code(status).send(body);
          }
          return { message: 'OK' };
        },
      );
    }
  });
}
