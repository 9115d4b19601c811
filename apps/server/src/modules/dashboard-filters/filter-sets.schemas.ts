/**
 * Bodies of the filter set API (Superset's FilterSetPostSchema / FilterSetPutSchema).
 * The checks Superset makes after loading (json_metadata parses to `{nativeFilters, dataMask?}`,
 * owner_id given for User sets) answer under `_schema`, word for word, as Superset's do.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { ValidationError } from '@panorama/core/errors/app-error';
import { DASHBOARD_OWNER_TYPE, OWNER_TYPES, USER_OWNER_TYPE } from './filter-set-owners';

export const JSON_METADATA_INVALID = 'failed to parse json_metadata to json';
export const OWNER_ID_REQUIRED = 'owner_id is mandatory when owner_type is User';

/** Longest json_metadata text accepted: a dashboard's full filter state fits many times over. */
const MAX_JSON_METADATA_LENGTH = 1_000_000;

const name = nameText(z.string().trim().min(1).max(500));
const description = z.string().min(1).max(1000).nullable();
const jsonMetadata = z.string().max(MAX_JSON_METADATA_LENGTH);

export const filterSetCreateSchema = z
  .object({
    name,
    description: description.optional(),
    json_metadata: jsonMetadata,
    owner_type: z.enum(OWNER_TYPES),
    owner_id: z.number().int().positive().optional(),
    is_primary: z.boolean().optional(),
  })
  .strict();
export type FilterSetCreate = z.infer<typeof filterSetCreateSchema>;

export const filterSetUpdateSchema = z
  .object({
    name: name.optional(),
    description: description.optional(),
    json_metadata: jsonMetadata.optional(),
    owner_type: z.literal(DASHBOARD_OWNER_TYPE).optional(),
    is_primary: z.boolean().optional(),
  })
  .strict();
export type FilterSetUpdate = z.infer<typeof filterSetUpdateSchema>;

export interface FilterSetParams {
  nativeFilters: Record<string, unknown>;
  dataMask?: Record<string, unknown>;
}

function schemaError(message: string): ValidationError {
  return new ValidationError({ _schema: [message] });
}

/** The parsed json_metadata: a JSON object with a `nativeFilters` mapping and optional `dataMask`. */
export function parseFilterSetMetadata(text: string): FilterSetParams {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw schemaError(JSON_METADATA_INVALID);
  }
  if (!isRecord(value) || !isRecord(value.nativeFilters)) throw schemaError(JSON_METADATA_INVALID);
  if (value.dataMask !== undefined && !isRecord(value.dataMask)) {
    throw schemaError(JSON_METADATA_INVALID);
  }
  return value as unknown as FilterSetParams;
}

/** The post-load checks of a create body, in Superset's order. */
export function checkFilterSetCreate(body: FilterSetCreate): FilterSetParams {
  const params = parseFilterSetMetadata(body.json_metadata);
  if (body.owner_type === USER_OWNER_TYPE && body.owner_id === undefined) {
    throw schemaError(OWNER_ID_REQUIRED);
  }
  return params;
}
