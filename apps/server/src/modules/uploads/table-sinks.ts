/**
 * Where an upload's rows are written, one implementation per kind of engine.
 *
 * The shared connectors are read-only for the embedded engines (DuckDB files are opened
 * READ_ONLY, SQLite files read-only in query processes), so an upload to a DuckDB or SQLite file
 * opens its own short-lived writable handle on the same validated file, with the same locked-down
 * settings apart from write access, and writes in one transaction. Network engines are written
 * through a connector of their own, for the same reason (the shared one is read-only when the
 * database does not allow DML), one autocommitted statement per call; the table writer makes
 * that safe by staging (see table-writer.ts).
 */
import Database from 'better-sqlite3';
import {
  DuckDBInstance,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBPreparedStatement,
} from '@duckdb/node-api';
import type { AnalyticsConnector } from '../../engine/connectors/connector';
import { DUCKDB_SAFE_CONFIG } from '../../engine/connectors/duckdb';
import type { BindValue } from './column-types';
import { forEachInsert, insertSql, uploadDialect, type UploadDialect } from './upload-dialects';

export interface TableSink {
  readonly dialect: UploadDialect;
  /** True when `transaction` makes everything inside it one atomic write. */
  readonly transactional: boolean;
  tableExists(schema: string, table: string): Promise<boolean>;
  tableColumns(schema: string, table: string): Promise<string[]>;
  /** Runs one statement without parameters (DDL). */
  execute(sql: string): Promise<void>;
  insertRows(schema: string, table: string, columns: string[], rows: BindValue[][]): Promise<void>;
  transaction<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long one statement on a network engine may run (a large batch or the final swap). */
const STATEMENT_TIMEOUT_MS = 10 * 60_000;

/** The connector's DuckDB settings without READ_ONLY: no file access, extensions or config changes. */
const { access_mode: _readOnly, ...DUCKDB_WRITER_CONFIG } = DUCKDB_SAFE_CONFIG;

/** 64-bit integer range: wider bigints are appended as HUGEINT and cast (or refused) by DuckDB. */
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Appends one value; DuckDB casts it to the column's type (text to DATE/TIMESTAMP included). */
function appendValue(appender: DuckDBAppender, value: BindValue): void {
  if (value === null) appender.appendNull();
  else if (typeof value === 'boolean') appender.appendBoolean(value);
  else if (typeof value === 'number') appender.appendDouble(value);
  else if (typeof value === 'bigint') {
    if (value >= INT64_MIN && value <= INT64_MAX) appender.appendBigInt(value);
    else appender.appendHugeInt(value);
  } else appender.appendVarchar(value);
}

export class DuckDbTableSink implements TableSink {
  readonly dialect = uploadDialect('duckdb');
  readonly transactional = true;
  private readonly statements = new Map<string, DuckDBPreparedStatement>();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async open(filePath: string): Promise<DuckDbTableSink> {
    const instance = await DuckDBInstance.create(filePath, DUCKDB_WRITER_CONFIG);
    try {
      return new DuckDbTableSink(instance, await instance.connect());
    } catch (err) {
      instance.closeSync();
      throw err;
    }
  }

  async tableExists(schema: string, table: string): Promise<boolean> {
    const result = await this.connection.runAndReadAll(
      `SELECT count(*) FROM information_schema.tables
       WHERE table_catalog = current_database() AND table_schema = ? AND table_name = ?`,
      [schema, table],
    );
    return Number(result.getRows()[0]?.[0] ?? 0) > 0;
  }

  async tableColumns(schema: string, table: string): Promise<string[]> {
    const result = await this.connection.runAndReadAll(
      `SELECT column_name FROM information_schema.columns
       WHERE table_catalog = current_database() AND table_schema = ? AND table_name = ?
       ORDER BY ordinal_position`,
      [schema, table],
    );
    return result.getRows().map((row) => String(row[0]));
  }

  async execute(sql: string): Promise<void> {
    await this.connection.run(sql);
  }

  /**
   * Rows go through DuckDB's appender (tens of times faster than bound INSERTs, and part of the
   * open transaction) when they hold every column of the table in order, which is the case for
   * a table the upload created; an append of other columns uses bound INSERTs.
   */
  async insertRows(
    schema: string,
    table: string,
    columns: string[],
    rows: BindValue[][],
  ): Promise<void> {
    const existing = await this.tableColumns(schema, table);
    if (existing.length === columns.length && existing.every((c, i) => c === columns[i])) {
      const appender = await this.connection.createAppender(table, schema);
      try {
        for (const row of rows) {
          for (const value of row) appendValue(appender, value);
          appender.endRow();
        }
      } finally {
        appender.closeSync();
      }
      return;
    }
    await this.insertWithStatements(schema, table, columns, rows);
  }

  private async insertWithStatements(
    schema: string,
    table: string,
    columns: string[],
    rows: BindValue[][],
  ): Promise<void> {
    await forEachInsert(this.dialect, { schema, table, columns }, rows, async (sql, chunk) => {
      let prepared = this.statements.get(sql);
      if (!prepared) {
        prepared = await this.connection.prepare(sql);
        this.statements.set(sql, prepared);
      }
      prepared.bind(chunk.flat());
      await prepared.run();
    });
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    await this.connection.run('BEGIN TRANSACTION');
    try {
      const result = await work();
      await this.connection.run('COMMIT');
      return result;
    } catch (err) {
      await this.connection.run('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }

  async close(): Promise<void> {
    for (const statement of this.statements.values()) statement.destroySync();
    this.statements.clear();
    try {
      // Folds the write-ahead log into the file, so read-only handles opened next see the table.
      await this.connection.run('CHECKPOINT');
    } finally {
      this.connection.closeSync();
      this.instance.closeSync();
    }
  }
}

function toSqliteParam(value: BindValue): string | number | bigint | null {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

export class SqliteTableSink implements TableSink {
  readonly dialect = uploadDialect('sqlite');
  readonly transactional = true;
  private readonly db: Database.Database;

  constructor(filePath: string) {
    this.db = new Database(filePath, { fileMustExist: true, timeout: 10_000 });
    // Views and triggers in the file must not run functions with side effects on our behalf.
    this.db.pragma('trusted_schema = OFF');
  }

  tableExists(schema: string, table: string): Promise<boolean> {
    const row = this.db
      .prepare('SELECT 1 FROM pragma_table_list WHERE schema = ? AND name = ?')
      .get(schema, table);
    return Promise.resolve(row !== undefined);
  }

  tableColumns(schema: string, table: string): Promise<string[]> {
    const rows = this.db
      .prepare('SELECT name FROM pragma_table_info(?, ?) ORDER BY cid')
      .all(table, schema) as { name: string }[];
    return Promise.resolve(rows.map((r) => r.name));
  }

  execute(sql: string): Promise<void> {
    this.db.prepare(sql).run();
    return Promise.resolve();
  }

  insertRows(schema: string, table: string, columns: string[], rows: BindValue[][]): Promise<void> {
    const statement = this.db.prepare(insertSql(this.dialect, schema, table, columns, 1));
    for (const row of rows) statement.run(row.map(toSqliteParam));
    return Promise.resolve();
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = await work();
      this.db.exec('COMMIT');
      return result;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw err;
    }
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}

/** PostgreSQL and MySQL through a writable connector the sink owns (autocommit per statement). */
export class ConnectorTableSink implements TableSink {
  readonly dialect: UploadDialect;
  readonly transactional = false;

  constructor(private readonly connector: AnalyticsConnector) {
    this.dialect = uploadDialect(connector.backend);
  }

  async tableExists(schema: string, table: string): Promise<boolean> {
    return (await this.connector.getTables(schema)).some((t) => t.name === table);
  }

  async tableColumns(schema: string, table: string): Promise<string[]> {
    return (await this.connector.getColumns(schema, table)).map((c) => c.name);
  }

  async execute(sql: string): Promise<void> {
    await this.connector.run(sql, [], { timeoutMs: STATEMENT_TIMEOUT_MS });
  }

  async insertRows(
    schema: string,
    table: string,
    columns: string[],
    rows: BindValue[][],
  ): Promise<void> {
    await forEachInsert(this.dialect, { schema, table, columns }, rows, async (sql, chunk) => {
      await this.connector.run(sql, chunk.flat(), { timeoutMs: STATEMENT_TIMEOUT_MS });
    });
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  close(): Promise<void> {
    return this.connector.close();
  }
}
