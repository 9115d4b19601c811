/**
 * Picks the connector for a validated connection. The one place that knows which class serves
 * which backend; adding an engine is a line here plus its connector file.
 */
import type { Backend } from '../backends';
import type { ResolvedConnection } from '../connection-uri';
import type { AnalyticsConnector, ConnectorOptions } from './connector';
import { DuckDbConnector } from './duckdb';
import { MysqlConnector } from './mysql';
import { PostgresConnector } from './postgres';
import { SqliteConnector } from './sqlite';

type ConnectorFactory = (
  connection: ResolvedConnection,
  options: ConnectorOptions,
) => AnalyticsConnector;

const FACTORIES: Record<Backend, ConnectorFactory> = {
  duckdb: (connection) => DuckDbConnector.fromConnection(connection),
  sqlite: (connection, options) => SqliteConnector.fromConnection(connection, options),
  postgresql: (connection, options) => new PostgresConnector(connection, options),
  mysql: (connection, options) => new MysqlConnector(connection, options),
};

/**
 * A connector for a connection returned by `validateConnection` (never a merely parsed one:
 * validation is what resolves file paths inside DATA_DIR and vets hosts). Nothing connects yet.
 */
export function createConnector(
  connection: ResolvedConnection,
  options: ConnectorOptions = {},
): AnalyticsConnector {
  return FACTORIES[connection.backend](connection, options);
}
