/**
 * A database as `GET /database/` and `GET /database/{id}` show it. The connection (the URI with
 * its user name, and the parameters the edit form re-opens with) is shown only to callers who
 * may change databases (CVE-2023-42505); the password never, in any form but the mask.
 */
import type { Database, ShownParameters } from '@panorama/core/schemas/database';
import { parseConnectionUri } from '../../engine/connection-uri';
import type { Backend } from '../../engine/backends';
import type { DatabaseRow } from '../../store/schema';
import { humanizeDelta } from '../shared/humanize-time';
import type { UserRef } from '../shared/user-refs';
import { AVAILABLE_ENGINES } from './available-engines';
import { configurationMethodOf, publicExtra } from './configuration-method';
import { parametersFromUri } from './database-parameters';
import { maskedUri } from './database-uris';
import { engineParametersSchema } from './engine-parameters-schema';
import { parseJsonObject } from '@panorama/core/json/json-object';

/** The boolean settings stored as 0/1 columns. */
export const DATABASE_FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'impersonate_user',
  'is_managed_externally',
] as const;
export type DatabaseFlag = (typeof DATABASE_FLAGS)[number];

function flagValues(row: DatabaseRow): Record<DatabaseFlag, boolean> {
  return Object.fromEntries(DATABASE_FLAGS.map((f) => [f, row[f] === 1])) as Record<
    DatabaseFlag,
    boolean
  >;
}

function driverOf(uri: string): string | null {
  try {
    return parseConnectionUri(uri).driver;
  } catch {
    return null;
  }
}

/** The stored URI as parameters; a URI that no longer parses has none. */
export function shownParameters(uri: string): ShownParameters | null {
  try {
    return parametersFromUri(uri);
  } catch {
    return null;
  }
}

function isBackend(value: string): value is Backend {
  return AVAILABLE_ENGINES.some((engine) => engine.engine === value);
}

function connectionFields(
  row: DatabaseRow,
): Pick<Database, 'sqlalchemy_uri' | 'parameters' | 'parameters_schema'> {
  return {
    sqlalchemy_uri: maskedUri(row),
    parameters: shownParameters(row.sqlalchemy_uri),
    parameters_schema: isBackend(row.backend) ? engineParametersSchema(row.backend) : null,
  };
}

export function serializeDatabase(
  row: DatabaseRow,
  users: Map<number, UserRef>,
  showConnection: boolean,
): Database {
  const extra = parseJsonObject(row.extra);
  const engine = AVAILABLE_ENGINES.find((e) => e.engine === row.backend);
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    backend: row.backend,
    engine: row.backend,
    driver: driverOf(row.sqlalchemy_uri),
    ...(showConnection ? connectionFields(row) : {}),
    ...flagValues(row),
    allow_multi_catalog: false,
    allows_subquery: true,
    allows_cost_estimate: false,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    explore_database_id:
      typeof extra.explore_database_id === 'number' ? extra.explore_database_id : row.id,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    force_ctas_schema: null,
    cache_timeout: row.cache_timeout,
    extra: publicExtra(row.extra),
    external_url: row.external_url,
    configuration_method: configurationMethodOf(row.extra),
    engine_information: engine?.engine_information ?? null,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    created_on_delta_humanized: humanizeDelta(row.created_on),
    changed_by: row.changed_by_fk === null ? null : (users.get(row.changed_by_fk) ?? null),
    created_by: row.created_by_fk === null ? null : (users.get(row.created_by_fk) ?? null),
  };
}
