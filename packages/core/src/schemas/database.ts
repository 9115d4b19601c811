/**
 * Request payloads of the database API (Superset's DatabasePostSchema / DatabasePutSchema /
 * DatabaseTestConnectionSchema). Connections are given as SQLAlchemy URIs only; the dynamic form
 * (`parameters`) is not supported, so clients must send `sqlalchemy_uri`.
 */
import { z } from 'zod';
import { nameText } from './name-text';
import { jsonObjectText } from './json-text';

export const MAX_SQLALCHEMY_URI_LENGTH = 1024;
export const MAX_DATABASE_EXTRA_LENGTH = 100_000;

/** What the UI sends along but the server derives itself (from the URI); accepted and ignored. */
const informational = {
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
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
