/**
 * The connection form's values and how they become the create / update body: flags as they are,
 * an empty cache timeout as `null`, and the query timeout folded into the `extra` JSON object
 * (keeping whatever else `extra` already held, so editing never drops settings it does not show).
 */
import type { DatabaseDetail, DatabaseWriteBody } from './databaseTypes';

export interface DatabaseFormValues {
  database_name: string;
  sqlalchemy_uri: string;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  /** Seconds; empty (null) means the default cache timeout. */
  cache_timeout: number | null;
  /** Seconds; empty (null) leaves `query_timeout` out of `extra`. */
  query_timeout: number | null;
}

/** Form fields the server may report errors for (`extra` errors are shown on the query timeout). */
export const DATABASE_FORM_FIELDS: Array<keyof DatabaseFormValues> = [
  'database_name',
  'sqlalchemy_uri',
  'expose_in_sqllab',
  'allow_dml',
  'allow_run_async',
  'allow_file_upload',
  'cache_timeout',
];

/** Fields living in the collapsed "Advanced" section: an error there must open it. */
export const ADVANCED_FIELDS: ReadonlyArray<keyof DatabaseFormValues> = [
  'expose_in_sqllab',
  'allow_dml',
  'allow_run_async',
  'allow_file_upload',
  'cache_timeout',
  'query_timeout',
];

/** `extra` as an object; anything that is not a JSON object counts as empty. */
export function parseExtra(extra: string | null | undefined): Record<string, unknown> {
  if (extra === null || extra === undefined || extra.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(extra);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The form's starting values: a new database's defaults, or the stored ones. */
export function databaseFormValues(database: DatabaseDetail | null): DatabaseFormValues {
  const queryTimeout = parseExtra(database?.extra).query_timeout;
  return {
    database_name: database?.database_name ?? '',
    sqlalchemy_uri: database?.sqlalchemy_uri ?? '',
    // Superset exposes new databases in SQL Lab and leaves the rest off.
    expose_in_sqllab: database?.expose_in_sqllab ?? true,
    allow_dml: database?.allow_dml ?? false,
    allow_run_async: database?.allow_run_async ?? false,
    allow_file_upload: database?.allow_file_upload ?? false,
    cache_timeout: database?.cache_timeout ?? null,
    query_timeout: typeof queryTimeout === 'number' ? queryTimeout : null,
  };
}

/** A number input's value: empty, cleared or not a number → null. */
function seconds(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The write body; `previousExtra` is the stored `extra` when editing. */
export function databaseWriteBody(
  values: DatabaseFormValues,
  previousExtra: string | null = null,
): DatabaseWriteBody {
  const extra = parseExtra(previousExtra);
  const queryTimeout = seconds(values.query_timeout);
  if (queryTimeout === null) delete extra.query_timeout;
  else extra.query_timeout = queryTimeout;
  return {
    database_name: values.database_name.trim(),
    sqlalchemy_uri: values.sqlalchemy_uri.trim(),
    expose_in_sqllab: values.expose_in_sqllab,
    allow_dml: values.allow_dml,
    allow_run_async: values.allow_run_async,
    allow_file_upload: values.allow_file_upload,
    cache_timeout: seconds(values.cache_timeout),
    extra: JSON.stringify(extra),
  };
}
