/**
 * Shared by the golden-SQL tests: a small dataset, a fixed time-range resolver, and helpers that
 * spell one hand-written expectation for the four dialects.
 */
import {
  normalizeQueryObject,
  queryObjectSchema,
  type QueryObject,
} from '@panorama/core/query/query-object';
import type { DialectName } from '../dialects/dialect';
import type { CompileDatasource } from './compile-datasource';
import { compileQuery, type CompileOptions, type CompiledQuery } from './compile-query';

export const DIALECTS: DialectName[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];

export const FLIGHTS: CompileDatasource = {
  tableName: 'flights',
  schema: null,
  sql: null,
  mainDttmCol: 'ts',
  columns: [
    { column_name: 'ts', expression: null, type: 'TIMESTAMP', is_dttm: true },
    { column_name: 'day', expression: null, type: 'DATE', is_dttm: true },
    { column_name: 'delay', expression: null, type: 'INTEGER', is_dttm: false },
    { column_name: 'origin', expression: null, type: 'VARCHAR(10)', is_dttm: false },
    { column_name: 'late', expression: null, type: 'BOOLEAN', is_dttm: false },
    {
      column_name: 'epoch',
      expression: null,
      type: 'BIGINT',
      is_dttm: true,
      python_date_format: 'epoch_s',
    },
    { column_name: 'delay_hours', expression: 'delay / 60.0', type: 'DOUBLE', is_dttm: false },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)' },
    { metric_name: 'avg_delay', expression: 'AVG(delay)' },
  ],
};

/** Every range resolves to [2024-01-01, 2024-02-01); "No filter" to nothing. */
export const resolveTimeRange: CompileOptions['resolveTimeRange'] = (range) =>
  range === 'No filter'
    ? { since: null, until: null }
    : { since: new Date('2024-01-01T00:00:00Z'), until: new Date('2024-02-01T00:00:00Z') };

export function query(raw: Record<string, unknown>): QueryObject {
  return normalizeQueryObject(queryObjectSchema.parse(raw));
}

export function compile(
  dialect: DialectName,
  raw: Record<string, unknown>,
  datasource: CompileDatasource = FLIGHTS,
  options: Partial<CompileOptions> = {},
): CompiledQuery {
  return compileQuery(query(raw), datasource, { dialect, resolveTimeRange, ...options });
}

export type PerDialect = Record<DialectName, string>;

/**
 * One expectation written with "double-quoted" identifiers and `?` placeholders, spelled for
 * each dialect: backticks for MySQL, `$1..$n` for PostgreSQL. Only for SQL whose literals hold
 * neither `"` nor `?`.
 */
export function same(sql: string): PerDialect {
  let n = 0;
  return {
    duckdb: sql,
    sqlite: sql,
    postgresql: sql.replace(/\?/g, () => `$${++n}`),
    mysql: sql.replaceAll('"', '`'),
  };
}
