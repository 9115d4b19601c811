/**
 * The database API: its request payloads (Superset's DatabasePostSchema / DatabasePutSchema /
 * DatabaseTestConnectionSchema) and its answers (a database, its connection, the engines that
 * can be connected, the catalog browsing calls). A password is never answered in any form but
 * the mask: the answer schemas have no password field except where the mask is the only value
 * allowed, so a password reaching them is dropped or refused rather than sent.
 */
import { z } from 'zod';
import { supersetErrorSchema } from './api-response';
import { nameText } from './name-text';
import { jsonObjectText } from './json-text';
import { pickedColumnsSchema } from './picked-columns';
import { userRefSchema } from './user-ref';

export const MAX_SQLALCHEMY_URI_LENGTH = 1024;
export const MAX_DATABASE_EXTRA_LENGTH = 100_000;

/** What the UI sends along but the server derives itself (from the URI); accepted and ignored. */
/** How a connection is entered: a SQLAlchemy URI, or parameters (host, port, ...). */
export const configurationMethodSchema = z.enum(['sqlalchemy_form', 'dynamic_form']);
export type ConfigurationMethod = z.infer<typeof configurationMethodSchema>;

const informational = {
  configuration_method: configurationMethodSchema.optional(),
  engine: z.string().max(250).nullable().optional(),
  driver: z.string().max(250).nullable().optional(),
};

const databaseFields = {
  database_name: nameText(z.string().trim().min(1, 'Database name is required').max(250)),
  sqlalchemy_uri: z
    .string()
    .trim()
    .min(1, 'A connection string is required')
    .max(MAX_SQLALCHEMY_URI_LENGTH),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_file_upload: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  cache_timeout: z.number().int().min(0).nullable(),
  extra: jsonObjectText(MAX_DATABASE_EXTRA_LENGTH),
  impersonate_user: z.boolean(),
  is_managed_externally: z.boolean(),
  external_url: z.string().max(2000).nullable(),
};

export const databaseCreateSchema = z
  .object({ ...databaseFields, ...informational })
  .partial()
  .required({ database_name: true, sqlalchemy_uri: true })
  .strict();
export const databaseUpdateSchema = z
  .object({ ...databaseFields, ...informational })
  .partial()
  .strict();
export type DatabaseCreate = z.infer<typeof databaseCreateSchema>;
export type DatabaseUpdate = z.infer<typeof databaseUpdateSchema>;

/**
 * `POST /database/test_connection/`: the UI posts the whole form, so unknown keys are dropped
 * rather than refused; only the URI (and the name, to reuse a masked stored password) matter.
 */
export const databaseTestConnectionSchema = z.object({
  sqlalchemy_uri: databaseFields.sqlalchemy_uri,
  database_name: nameText(z.string().trim().max(250)).nullable().optional(),
  extra: jsonObjectText(MAX_DATABASE_EXTRA_LENGTH).optional(),
  impersonate_user: z.boolean().optional(),
  ...informational,
});
export type DatabaseTestConnection = z.infer<typeof databaseTestConnectionSchema>;

/** Superset's PASSWORD_MASK: what the API shows instead of a stored password. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

/** Whether a URI's password, if it carries one, is the mask. */
export function uriPasswordIsMasked(uri: string): boolean {
  const authority = /^[^:/?#]+:\/\/([^/?#]*)/.exec(uri)?.[1] ?? '';
  const at = authority.lastIndexOf('@');
  if (at < 0) return true;
  const userInfo = authority.slice(0, at);
  const colon = userInfo.indexOf(':');
  const password = colon < 0 ? '' : userInfo.slice(colon + 1);
  return password === '' || password === PASSWORD_MASK;
}

/** A stored connection URI as answered: an unmasked password makes the answer fail, not leak. */
export const maskedUriSchema = z.string().refine(uriPasswordIsMasked, {
  message: 'A connection URI is answered with its password masked',
});

/** A stored connection as the parameters form re-opens with; it has no password field. */
export const shownParametersSchema = z.object({
  host: z.string().nullable().optional(),
  port: z.number().int().nullable().optional(),
  database: z.string().nullable().optional(),
  username: z.string().nullable().optional(),
  query: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .nullable()
    .optional(),
  encryption: z.boolean().nullable().optional(),
});
export type ShownParameters = z.infer<typeof shownParametersSchema>;

/** One field of an engine's parameters form, as a JSON schema property. */
export const parameterPropertySchema = z.object({
  type: z.enum(['string', 'integer', 'boolean', 'object']),
  description: z.string(),
  nullable: z.boolean().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  default: z.number().optional(),
  additionalProperties: z.object({}).optional(),
});
export type ParameterProperty = z.infer<typeof parameterPropertySchema>;

/** The JSON schema of an engine's connection form (Superset's `parameters_json_schema`). */
export const parametersJsonSchemaSchema = z.object({
  type: z.literal('object'),
  properties: z.record(z.string(), parameterPropertySchema),
  required: z.array(z.string()),
});
export type ParametersJsonSchema = z.infer<typeof parametersJsonSchemaSchema>;

export const engineInformationSchema = z.object({
  supports_file_upload: z.boolean(),
  disable_ssh_tunneling: z.boolean(),
  supports_dynamic_catalog: z.boolean(),
  supports_oauth2: z.boolean(),
});

/** One engine of `GET /database/available/`. */
export const availableEngineSchema = z.object({
  engine: z.string(),
  name: z.string(),
  default_driver: z.string(),
  available_drivers: z.array(z.string()),
  sqlalchemy_uri_placeholder: z.string(),
  parameters: parametersJsonSchemaSchema,
  preferred: z.boolean(),
  engine_information: engineInformationSchema,
});
export type AvailableEngineResponse = z.infer<typeof availableEngineSchema>;
export const availableEnginesResponseSchema = z.object({
  databases: z.array(availableEngineSchema),
});
export type AvailableEnginesResponse = z.infer<typeof availableEnginesResponseSchema>;

const databaseFlag = z.boolean();

/**
 * A database as `GET /database/{id}` and the list show it. The connection (URI and parameters)
 * is there only for callers who may change databases.
 */
export const databaseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  database_name: z.string(),
  backend: z.string(),
  engine: z.string(),
  driver: z.string().nullable(),
  sqlalchemy_uri: maskedUriSchema.optional(),
  parameters: shownParametersSchema.nullable().optional(),
  parameters_schema: parametersJsonSchemaSchema.nullable().optional(),
  expose_in_sqllab: databaseFlag,
  allow_run_async: databaseFlag,
  allow_dml: databaseFlag,
  allow_file_upload: databaseFlag,
  allow_ctas: databaseFlag,
  allow_cvas: databaseFlag,
  impersonate_user: databaseFlag,
  is_managed_externally: databaseFlag,
  allow_multi_catalog: databaseFlag,
  allows_subquery: databaseFlag,
  allows_cost_estimate: databaseFlag,
  allows_virtual_table_explore: databaseFlag,
  explore_database_id: z.number().int(),
  disable_data_preview: databaseFlag,
  disable_drill_to_detail: databaseFlag,
  force_ctas_schema: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  /** A JSON object as text. */
  extra: z.string(),
  external_url: z.string().nullable(),
  configuration_method: configurationMethodSchema,
  engine_information: engineInformationSchema.nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string().nullable(),
  created_on_delta_humanized: z.string().nullable(),
  changed_by: userRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
});
export type Database = z.infer<typeof databaseSchema>;
/** A list row or a `GET /database/{id}?q=(columns:...)` answer: only the columns asked for. */
export const databaseRowSchema = pickedColumnsSchema(databaseSchema);
export type DatabaseRowResponse = z.infer<typeof databaseRowSchema>;
export const databaseGetResponseSchema = z.object({
  id: z.number().int(),
  result: databaseRowSchema,
});

/**
 * `GET /database/{id}/connection` (admins): the connection in full, the password as the mask
 * (or null when none is stored), never its value.
 */
export const databaseConnectionSchema = databaseSchema.extend({
  sqlalchemy_uri: maskedUriSchema,
  parameters: shownParametersSchema
    .extend({ password: z.literal(PASSWORD_MASK).nullable() })
    .nullable(),
  masked_encrypted_extra: z.string().nullable(),
  server_cert: z.string().nullable(),
  ssh_tunnel: z.record(z.string(), z.unknown()).nullable(),
});
export type DatabaseConnection = z.infer<typeof databaseConnectionSchema>;
export const databaseConnectionResponseSchema = z.object({
  id: z.number().int(),
  result: databaseConnectionSchema,
});

/**
 * The `result` of a create or an update: the fields the client sent, as stored (flags as
 * booleans, the URI masked, the parameters without password).
 */
export const databaseWriteResultSchema = z.object({
  database_name: z.string().optional(),
  sqlalchemy_uri: maskedUriSchema.optional(),
  parameters: shownParametersSchema.nullable().optional(),
  expose_in_sqllab: databaseFlag.optional(),
  allow_run_async: databaseFlag.optional(),
  allow_dml: databaseFlag.optional(),
  allow_file_upload: databaseFlag.optional(),
  allow_ctas: databaseFlag.optional(),
  allow_cvas: databaseFlag.optional(),
  impersonate_user: databaseFlag.optional(),
  is_managed_externally: databaseFlag.optional(),
  cache_timeout: z.number().int().nullable().optional(),
  extra: z.string().optional(),
  external_url: z.string().nullable().optional(),
  configuration_method: configurationMethodSchema.optional(),
  engine: z.string().nullable().optional(),
  driver: z.string().nullable().optional(),
});
export type DatabaseWriteResult = z.infer<typeof databaseWriteResultSchema>;
export const databaseWriteResponseSchema = z.object({
  id: z.number().int(),
  result: databaseWriteResultSchema,
});
export type DatabaseWriteResponse = z.infer<typeof databaseWriteResponseSchema>;

/** The 422 of `validate_parameters`: Superset's structured errors. */
export const validateParametersErrorsSchema = z.object({ errors: z.array(supersetErrorSchema) });

/** `GET /database/{id}/schemas/`. */
export const databaseSchemasResponseSchema = z.object({ result: z.array(z.string()) });

export const tableTypeSchema = z.enum(['table', 'view']);
/** `GET /database/{id}/tables/?q=(schema_name:...)`: the tables the caller may see. */
export const databaseTablesResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(
    z.object({
      value: z.string(),
      type: tableTypeSchema,
      extra: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type DatabaseTablesResponse = z.infer<typeof databaseTablesResponseSchema>;

/** `GET /database/{id}/table/{table}/{schema}/`: Superset's TableMetadataResponseSchema. */
export const tableMetadataResponseSchema = z.object({
  name: z.string(),
  type: tableTypeSchema,
  columns: z.array(
    z.object({
      name: z.string(),
      type: z.string().nullable(),
      longType: z.string().nullable(),
      type_generic: z.number().int().nullable(),
      nullable: z.boolean(),
      keys: z.array(z.unknown()),
      comment: z.string().nullable(),
    }),
  ),
  selectStar: z.string(),
  primaryKey: z.object({ constrained_columns: z.array(z.string()), name: z.string().nullable() }),
  foreignKeys: z.array(z.unknown()),
  indexes: z.array(z.unknown()),
  comment: z.string().nullable(),
});
export type TableMetadataResponse = z.infer<typeof tableMetadataResponseSchema>;

/** `GET /database/{id}/table_extra/{table}/{schema}/`: partitions and the like; none here. */
export const tableExtraResponseSchema = z.record(z.string(), z.unknown());

/** `GET /database/{id}/select_star/{table}/{schema}/`. */
export const selectStarResponseSchema = z.object({ result: z.string() });
