/**
 * The connection form's values and how they become the create / update body. The connection is
 * either a SQLAlchemy URI or the engine's parameters (the form's two modes); the advanced
 * settings are the same in both: flags as they are, an empty cache timeout as `null`, and the
 * query timeout and the schemas allowed for file upload folded into the `extra` JSON object
 * (keeping whatever else `extra` already held, so editing never drops settings it does not show).
 */
import { parseJsonObject } from '@panorama/core/json/json-object';
import {
  parameterFields,
  parameterFormValues,
  parametersPayload,
  supportsParameters,
  type ParameterFormValues,
} from './databaseParameters';
import type {
  AvailableEngine,
  ConfigurationMethod,
  DatabaseDetail,
  DatabaseWriteBody,
} from './databaseTypes';

export interface DatabaseFormValues {
  database_name: string;
  sqlalchemy_uri: string;
  parameters: ParameterFormValues;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  /** Comma-separated; stored as the `schemas_allowed_for_file_upload` list in `extra`. */
  schemas_allowed_for_file_upload: string;
  /** Seconds; empty (null) means the default cache timeout. */
  cache_timeout: number | null;
  /** Seconds; empty (null) leaves `query_timeout` out of `extra`. */
  query_timeout: number | null;
}

type TopLevelField = Exclude<keyof DatabaseFormValues, 'parameters'>;

/** Form fields the server may report errors for (`extra` errors are shown on the query timeout). */
export const DATABASE_FORM_FIELDS: TopLevelField[] = [
  'database_name',
  'sqlalchemy_uri',
  'expose_in_sqllab',
  'allow_dml',
  'allow_run_async',
  'allow_file_upload',
  'cache_timeout',
];

/** Fields living in the collapsed "Advanced" section: an error there must open it. */
export const ADVANCED_FIELDS: ReadonlyArray<TopLevelField> = [
  'expose_in_sqllab',
  'allow_dml',
  'allow_run_async',
  'allow_file_upload',
  'schemas_allowed_for_file_upload',
  'cache_timeout',
  'query_timeout',
];

/** `extra` as an object; anything that is not a JSON object counts as empty. */
export { parseJsonObject as parseExtra };

/** `' a, b ,,c'` → `['a', 'b', 'c']`. */
export function parseSchemaList(text: string): string[] {
  return text
    .split(',')
    .map((schema) => schema.trim())
    .filter((schema) => schema !== '');
}

/**
 * The mode the form opens in: a stored database's own (when its engine has parameters), and for
 * a new one the parameters form whenever the engine has one, as Superset does.
 */
export function initialConnectionMode(
  engine: AvailableEngine | null,
  database: DatabaseDetail | null,
): ConfigurationMethod {
  if (!supportsParameters(engine)) return 'sqlalchemy_form';
  if (database === null) return 'dynamic_form';
  return database.configuration_method === 'dynamic_form' ? 'dynamic_form' : 'sqlalchemy_form';
}

/** The form's starting values: a new database's defaults, or the stored ones. */
export function databaseFormValues(
  database: DatabaseDetail | null,
  engine: AvailableEngine | null = null,
): DatabaseFormValues {
  const extra = parseJsonObject(database?.extra);
  const queryTimeout = extra.query_timeout;
  const uploadSchemas = extra.schemas_allowed_for_file_upload;
  return {
    database_name: database?.database_name ?? '',
    sqlalchemy_uri: database?.sqlalchemy_uri ?? '',
    parameters: parameterFormValues(engine, database),
    // Superset exposes new databases in SQL Lab and leaves the rest off.
    expose_in_sqllab: database?.expose_in_sqllab ?? true,
    allow_dml: database?.allow_dml ?? false,
    allow_run_async: database?.allow_run_async ?? false,
    allow_file_upload: database?.allow_file_upload ?? false,
    schemas_allowed_for_file_upload: Array.isArray(uploadSchemas)
      ? uploadSchemas.filter((s): s is string => typeof s === 'string').join(', ')
      : '',
    cache_timeout: database?.cache_timeout ?? null,
    query_timeout: typeof queryTimeout === 'number' ? queryTimeout : null,
  };
}

/** A number input's value: empty, cleared or not a number → null. */
function seconds(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export interface WriteBodyContext {
  mode: ConfigurationMethod;
  /** The engine whose parameters the parameters form holds. */
  engine: AvailableEngine | null;
  /** The stored `extra` when editing. */
  previousExtra?: string | null;
}

/** The `extra` text: the stored object with the form's query timeout and upload schemas. */
function extraText(values: DatabaseFormValues, previousExtra: string | null | undefined): string {
  const extra = parseJsonObject(previousExtra);
  const queryTimeout = seconds(values.query_timeout);
  if (queryTimeout === null) delete extra.query_timeout;
  else extra.query_timeout = queryTimeout;
  const schemas = parseSchemaList(values.schemas_allowed_for_file_upload ?? '');
  if (schemas.length === 0) delete extra.schemas_allowed_for_file_upload;
  else extra.schemas_allowed_for_file_upload = schemas;
  return JSON.stringify(extra);
}

/** The create / update body, with the connection of the form's current mode. */
export function databaseWriteBody(
  values: DatabaseFormValues,
  context: WriteBodyContext,
): DatabaseWriteBody {
  const settings = {
    database_name: values.database_name.trim(),
    expose_in_sqllab: values.expose_in_sqllab,
    allow_dml: values.allow_dml,
    allow_run_async: values.allow_run_async,
    allow_file_upload: values.allow_file_upload,
    cache_timeout: seconds(values.cache_timeout),
    extra: extraText(values, context.previousExtra),
  };
  if (context.mode === 'dynamic_form' && context.engine !== null) {
    return {
      ...settings,
      configuration_method: 'dynamic_form',
      engine: context.engine.engine,
      parameters: parametersPayload(values.parameters, parameterFields(context.engine)),
    };
  }
  return {
    ...settings,
    configuration_method: 'sqlalchemy_form',
    sqlalchemy_uri: values.sqlalchemy_uri.trim(),
  };
}
