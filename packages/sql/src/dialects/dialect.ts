/** The dialect table: one entry per engine, looked up by name. */
import type { Dialect, DialectName } from './dialect-spec';
import { duckdbDialect } from './duckdb';
import { mysqlDialect } from './mysql';
import { postgresqlDialect } from './postgresql';
import { sqliteDialect } from './sqlite';

export type { Dialect, DialectName } from './dialect-spec';

const DIALECTS: Record<DialectName, Dialect> = {
  duckdb: duckdbDialect,
  sqlite: sqliteDialect,
  postgresql: postgresqlDialect,
  mysql: mysqlDialect,
};

export const DIALECT_NAMES = Object.keys(DIALECTS) as DialectName[];

export function getDialect(name: DialectName): Dialect {
  const dialect = Object.hasOwn(DIALECTS, name) ? DIALECTS[name] : undefined;
  if (!dialect) throw new Error(`Unknown SQL dialect: ${String(name)}`);
  return dialect;
}
