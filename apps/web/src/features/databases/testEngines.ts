/**
 * Engines of `GET /api/v1/database/available/` as the connect dialog's unit tests meet them:
 * complete answers of the response schema, differing only in what the tests look at.
 */
import type { AvailableEngine, ParameterProperty } from './databaseTypes';

function property(type: ParameterProperty['type'], extra: Partial<ParameterProperty> = {}) {
  return { type, description: '', ...extra };
}

/**
 * The fields of a network database with its default port, deliberately not in display order:
 * the form orders the fields itself.
 */
function networkProperties(port: number): Record<string, ParameterProperty> {
  return {
    encryption: property('boolean'),
    password: property('string'),
    username: property('string'),
    database: property('string'),
    query: property('object'),
    port: property('integer', { default: port }),
    host: property('string'),
  };
}

function testEngine(
  engine: string,
  name: string,
  sqlalchemyUriPlaceholder: string,
  properties: Record<string, ParameterProperty>,
  required: string[],
): AvailableEngine {
  return {
    engine,
    name,
    default_driver: '',
    available_drivers: [],
    sqlalchemy_uri_placeholder: sqlalchemyUriPlaceholder,
    parameters: { type: 'object', properties, required },
    preferred: false,
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: false,
      supports_oauth2: false,
    },
  };
}

const NETWORK_REQUIRED = ['database', 'host', 'port', 'username'];

export const postgresEngine = testEngine(
  'postgresql',
  'PostgreSQL',
  'postgresql://user:password@host:port/dbname',
  networkProperties(5432),
  NETWORK_REQUIRED,
);

export const mysqlEngine = testEngine(
  'mysql',
  'MySQL',
  'mysql://',
  networkProperties(3306),
  NETWORK_REQUIRED,
);

export const duckdbEngine = testEngine(
  'duckdb',
  'DuckDB',
  'duckdb:///file.duckdb',
  { database: property('string') },
  ['database'],
);

/** An engine whose form has no fields: it is connected with a URI only. */
export const uriOnlyEngine = testEngine('exotic', 'Exotic', 'exotic://', {}, []);
