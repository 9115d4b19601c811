/**
 * The JSON schema of each engine's connection parameters, as `GET /database/available/` lists it
 * under `parameters` (Superset's `parameters_json_schema`): the connect dialog builds its form
 * from it. Network engines take host, port, database, username, password, extra URI parameters
 * and an encryption switch; file engines take the path of a file inside the data directory.
 */
import type { ParameterProperty, ParametersJsonSchema } from '@panorama/core/schemas/database';
import { isFileBackend, type Backend } from '../../engine/backends';
import { ENCRYPTION_PARAMS } from '../../engine/connection-params';
import { requiredParameters } from './database-parameters';

const DEFAULT_PORTS: Partial<Record<Backend, number>> = { postgresql: 5432, mysql: 3306 };

function networkProperties(backend: Backend): Record<string, ParameterProperty> {
  const port: ParameterProperty = {
    type: 'integer',
    description: 'Database port',
    minimum: 1,
    maximum: 65535,
  };
  const defaultPort = DEFAULT_PORTS[backend];
  if (defaultPort !== undefined) port.default = defaultPort;
  return {
    host: { type: 'string', description: 'Hostname or IP address' },
    port,
    database: { type: 'string', description: 'Database name' },
    username: { type: 'string', description: 'Username', nullable: true },
    password: { type: 'string', description: 'Password', nullable: true },
    query: { type: 'object', description: 'Additional parameters', additionalProperties: {} },
    ...(ENCRYPTION_PARAMS[backend]
      ? {
          encryption: {
            type: 'boolean' as const,
            description: 'Use an encrypted connection to the database',
          },
        }
      : {}),
  };
}

const FILE_PROPERTIES: Record<string, ParameterProperty> = {
  database: {
    type: 'string',
    description: 'Path of the database file, relative to the data directory',
  },
};

export function engineParametersSchema(backend: Backend): ParametersJsonSchema {
  return {
    type: 'object',
    properties: isFileBackend(backend) ? FILE_PROPERTIES : networkProperties(backend),
    required: [...requiredParameters(backend)],
  };
}
