/**
 * `/api/v1/advanced_data_type/`: `convert?q=(type:...,values:!(...))` turns typed filter values
 * into column values, `types` lists the known types. Conversion reads no data; it needs a
 * signed-in user (the AdvancedDataType permission is not in the role catalogue yet).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { errorResponses } from '@panorama/core/schemas/api-response';
import {
  advancedDataTypeConvertResponseSchema,
  advancedDataTypesResponseSchema,
} from '@panorama/core/schemas/advanced-data-type';
import { decodeRison } from '../../rest/rison-query';
import { requireUser } from '../../security/principal';
import type { AdvancedDataType } from './advanced-data-type';
import { internetAddress } from './internet-address';
import { internetPort } from './internet-port';
import { jsonWithBigints } from './json-with-bigints';

export const ADVANCED_DATA_TYPES: Readonly<Record<string, AdvancedDataType>> = {
  internet_address: internetAddress,
  port: internetPort,
};

export const FAILED_TO_RETRIEVE = 'Failed to retrieve advanced type';

const convertArgs = z.object({
  type: z.string().max(100),
  values: z
    .array(z.union([z.string().max(1000), z.number()]))
    .min(1)
    .max(1000),
});

export function registerAdvancedDataTypeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Advanced Data Type'];

  r.get(
    '/api/v1/advanced_data_type/convert',
    {
      schema: {
        tags,
        summary: 'Convert filter values of an advanced data type',
        querystring: z.object({ q: z.string().max(100_000).optional() }),
        response: { 200: advancedDataTypeConvertResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireUser(await request.principal());
      const parsed = convertArgs.safeParse(decodeRison(request.query.q));
      if (!parsed.success) throw new ValidationError(FAILED_TO_RETRIEVE);
      const { type, values } = parsed.data;
      const addon = Object.hasOwn(ADVANCED_DATA_TYPES, type)
        ? ADVANCED_DATA_TYPES[type]
        : undefined;
      if (!addon) throw new ValidationError(FAILED_TO_RETRIEVE);
      // Converted values can be bigints (IPv6 addresses), which only this writer turns into
      // JSON integers; it stands in for the schema's serializer on this answer.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(jsonWithBigints)
        .send({ result: addon.convert(values) });
    },
  );

  r.get(
    '/api/v1/advanced_data_type/types',
    {
      schema: {
        tags,
        summary: 'The advanced data types this server knows',
        response: { 200: advancedDataTypesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      requireUser(await request.principal());
      return { result: Object.keys(ADVANCED_DATA_TYPES) };
    },
  );
}
