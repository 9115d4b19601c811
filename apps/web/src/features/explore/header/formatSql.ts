/**
 * 'View query' shows the chart's SQL laid out one clause per line, as Superset does. The layout
 * follows the database's own dialect (casts like `x::int`, backticks, engine functions); SQL the
 * formatter cannot read is shown as the server wrote it, since a view must never fail over
 * layout. Formatting changes only white space.
 */
import type { SqlLanguage } from 'sql-formatter';

/** sql-formatter's dialect for a database backend name; 'sql' (ANSI) for the others. */
const LANGUAGES: Record<string, SqlLanguage> = {
  duckdb: 'duckdb',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  sqlite: 'sqlite',
  clickhouse: 'clickhouse',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
  trino: 'trino',
  presto: 'trino',
  mssql: 'transactsql',
  oracle: 'plsql',
  db2: 'db2',
  hive: 'hive',
  spark: 'spark',
  databricks: 'spark',
};

export function formatterLanguage(backend: string | undefined): SqlLanguage {
  return (backend && LANGUAGES[backend.toLowerCase()]) || 'sql';
}

export async function formatSqlForDisplay(
  sql: string,
  backend: string | undefined,
): Promise<string> {
  const { format } = await import('sql-formatter');
  // Several queries (a chart with comparison series) arrive joined by blank lines after `;`.
  return sql
    .split(/;\n\n/)
    .map((statement) => {
      try {
        return format(statement, { language: formatterLanguage(backend) });
      } catch {
        return statement;
      }
    })
    .join(';\n\n');
}
