/**
 * `GET /database/available/`: the engines a user can connect, in Superset's shape, so the
 * "Connect a database" dialog offers exactly what the connectors support, each with the JSON schema of
 * its parameters form. File engines take a path relative to the data directory.
 */
import type { AvailableEngineResponse } from '@panorama/core/schemas/database';
import type { Backend } from '../../engine/backends';
import { engineParametersSchema } from './engine-parameters-schema';

/** An engine as the API lists it, for one of the backends the connectors support. */
export type AvailableEngine = AvailableEngineResponse & { engine: Backend };

const ENGINE_INFORMATION = {
  supports_file_upload: true,
  disable_ssh_tunneling: true,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
};

export const AVAILABLE_ENGINES: AvailableEngine[] = [
  {
    engine: 'duckdb',
    parameters: engineParametersSchema('duckdb'),
    name: 'DuckDB',
    default_driver: 'duckdb_engine',
    available_drivers: ['duckdb_engine'],
    sqlalchemy_uri_placeholder: 'duckdb:///file_in_the_data_directory.duckdb',
    preferred: true,
    engine_information: ENGINE_INFORMATION,
  },
  {
    engine: 'postgresql',
    parameters: engineParametersSchema('postgresql'),
    name: 'PostgreSQL',
    default_driver: 'psycopg2',
    available_drivers: ['psycopg2', 'psycopg', 'pg8000'],
    sqlalchemy_uri_placeholder:
      'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
    preferred: true,
    engine_information: ENGINE_INFORMATION,
  },
  {
    engine: 'mysql',
    parameters: engineParametersSchema('mysql'),
    name: 'MySQL',
    default_driver: 'mysqldb',
    available_drivers: ['mysqldb', 'pymysql', 'mysqlconnector', 'mariadbconnector'],
    sqlalchemy_uri_placeholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
    preferred: true,
    engine_information: ENGINE_INFORMATION,
  },
  {
    engine: 'sqlite',
    parameters: engineParametersSchema('sqlite'),
    name: 'SQLite',
    default_driver: 'pysqlite',
    available_drivers: ['pysqlite'],
    sqlalchemy_uri_placeholder: 'sqlite:///file_in_the_data_directory.db',
    preferred: false,
    engine_information: ENGINE_INFORMATION,
  },
];

/** The display name of an engine, e.g. for the database list. */
export function engineName(backend: string): string {
  return AVAILABLE_ENGINES.find((e) => e.engine === backend)?.name ?? backend;
}
