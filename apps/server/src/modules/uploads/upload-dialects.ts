/**
 * What writing a table needs to know about each engine, as data: the column type of each
 * logical type, how long an identifier may be, how many parameters one statement may bind, and
 * the DDL spellings that differ. Identifier quoting and placeholders come from the SQL package's
 * dialect table, so user-chosen names only ever reach SQL quoted, and values only bound.
 */
import { getDialect, type Dialect } from '@panorama/sql/dialects/dialect';
import type { Backend } from '../../engine/backends';
import type { BindValue } from './column-types';
import type { LogicalType } from './upload-types';

export interface UploadDialect {
  sql: Dialect;
  columnTypes: Readonly<Record<LogicalType, string>>;
  /** Longest identifier the engine keeps intact (UTF-8 bytes); longer names are refused. */
  maxIdentifierBytes: number;
  /** Bound parameters one INSERT may carry. */
  maxParams: number;
  /** `schema.table`, quoted. */
  qualified(schema: string, table: string): string;
  /** Renames a table inside its schema. */
  renameTable(schema: string, from: string, to: string): string;
  /** Creates an empty table with the columns and defaults of another (for appends via staging). */
  createLike(schema: string, table: string, template: string): string;
}

function dialectFor(
  backend: Backend,
  spec: Omit<UploadDialect, 'sql' | 'qualified' | 'renameTable' | 'createLike'> & {
    renameTable?: UploadDialect['renameTable'];
    createLike?: UploadDialect['createLike'];
  },
): UploadDialect {
  const sql = getDialect(backend);
  const q = (id: string) => sql.quoteIdentifier(id);
  const qualified = (schema: string, table: string) => `${q(schema)}.${q(table)}`;
  return {
    sql,
    qualified,
    renameTable: (schema, from, to) => `ALTER TABLE ${qualified(schema, from)} RENAME TO ${q(to)}`,
    createLike: (schema, table, template) =>
      `CREATE TABLE ${qualified(schema, table)} AS SELECT * FROM ${qualified(schema, template)} LIMIT 0`,
    ...spec,
  };
}

const UPLOAD_DIALECTS: Record<Backend, UploadDialect> = {
  duckdb: dialectFor('duckdb', {
    columnTypes: {
      integer: 'BIGINT',
      float: 'DOUBLE',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      text: 'VARCHAR',
    },
    maxIdentifierBytes: 255,
    maxParams: 30_000,
  }),
  sqlite: dialectFor('sqlite', {
    // Declared types SQLite maps to its affinities and the connector reads back as temporal.
    columnTypes: {
      integer: 'INTEGER',
      float: 'REAL',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      text: 'TEXT',
    },
    maxIdentifierBytes: 255,
    // SQLITE_MAX_VARIABLE_NUMBER is 32766 in the bundled SQLite.
    maxParams: 32_000,
  }),
  postgresql: dialectFor('postgresql', {
    columnTypes: {
      integer: 'BIGINT',
      float: 'DOUBLE PRECISION',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      text: 'TEXT',
    },
    // NAMEDATALEN - 1: PostgreSQL silently truncates longer names.
    maxIdentifierBytes: 63,
    // The wire protocol counts parameters in 16 bits.
    maxParams: 30_000,
    createLike: (schema, table, template) => {
      const q = (id: string) => getDialect('postgresql').quoteIdentifier(id);
      return `CREATE TABLE ${q(schema)}.${q(table)} (LIKE ${q(schema)}.${q(template)} INCLUDING DEFAULTS)`;
    },
  }),
  mysql: dialectFor('mysql', {
    columnTypes: {
      integer: 'BIGINT',
      float: 'DOUBLE',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'DATETIME(6)',
      text: 'TEXT',
    },
    maxIdentifierBytes: 64,
    maxParams: 30_000,
    renameTable: (schema, from, to) => {
      const q = (id: string) => getDialect('mysql').quoteIdentifier(id);
      return `RENAME TABLE ${q(schema)}.${q(from)} TO ${q(schema)}.${q(to)}`;
    },
    createLike: (schema, table, template) => {
      const q = (id: string) => getDialect('mysql').quoteIdentifier(id);
      return `CREATE TABLE ${q(schema)}.${q(table)} LIKE ${q(schema)}.${q(template)}`;
    },
  }),
};

export function uploadDialect(backend: Backend): UploadDialect {
  return UPLOAD_DIALECTS[backend];
}

/** `CREATE TABLE schema.table (col TYPE, ...)`. */
export function createTableSql(
  dialect: UploadDialect,
  schema: string,
  table: string,
  columns: readonly { name: string; type: LogicalType }[],
): string {
  const list = columns
    .map((c) => `${dialect.sql.quoteIdentifier(c.name)} ${dialect.columnTypes[c.type]}`)
    .join(', ');
  return `CREATE TABLE ${dialect.qualified(schema, table)} (${list})`;
}

/** A multi-row `INSERT INTO schema.table (cols) VALUES (...), (...)` with the engine's placeholders. */
export function insertSql(
  dialect: UploadDialect,
  schema: string,
  table: string,
  columns: readonly string[],
  rowCount: number,
): string {
  const names = columns.map((c) => dialect.sql.quoteIdentifier(c)).join(', ');
  const tuples: string[] = [];
  let index = 1;
  for (let r = 0; r < rowCount; r++) {
    const slots: string[] = [];
    for (let c = 0; c < columns.length; c++) slots.push(dialect.sql.placeholder(index++));
    tuples.push(`(${slots.join(', ')})`);
  }
  return `INSERT INTO ${dialect.qualified(schema, table)} (${names}) VALUES ${tuples.join(', ')}`;
}

/** Rows per INSERT so a statement stays under the engine's parameter limit. */
export function rowsPerInsert(dialect: UploadDialect, columnCount: number, cap = 1000): number {
  return Math.max(1, Math.min(cap, Math.floor(dialect.maxParams / Math.max(columnCount, 1))));
}

/** Runs `insert` once per multi-row INSERT that `rows` need, each given its SQL and its rows. */
export async function forEachInsert(
  dialect: UploadDialect,
  target: { schema: string; table: string; columns: string[] },
  rows: readonly BindValue[][],
  insert: (sql: string, chunk: BindValue[][]) => Promise<void>,
): Promise<void> {
  const { schema, table, columns } = target;
  const perStatement = rowsPerInsert(dialect, columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    await insert(insertSql(dialect, schema, table, columns, chunk.length), chunk);
  }
}
