/**
 * SQLite files inside DATA_DIR, through better-sqlite3, opened read-only (`fileMustExist`).
 *
 * Timeouts: better-sqlite3 is synchronous and exposes neither sqlite3_interrupt nor a progress
 * handler, and a worker thread does not help either: `worker.terminate()` cannot stop a thread
 * that is inside SQLite's C code (the query keeps burning CPU and even blocks process exit).
 * So queries run in small child processes (sqlite-process-pool.ts) that are SIGKILLed on timeout
 * or abort, which enforces the limit for real. Processes are reused and exit when idle; the cost
 * is ~80 ms to start one after an idle period. Each also caps SQLite's heap (hard_heap_limit).
 *
 * Only row-returning statements run (the query process checks `stmt.reader`): a read-only
 * connection still honours ATTACH, which would let SQL open any other SQLite file, such as the
 * metadata store. Catalog calls (schemas, tables, columns) are quick and run in-process on a
 * read-only handle.
 */
import Database from 'better-sqlite3';
import { isFileBackend } from '../backends';
import type { ResolvedConnection } from '../connection-uri';
import { isTemporalType } from '@panorama/core/columns/type-names';
import type {
  AnalyticsConnector,
  ColumnInfo,
  ConnectorOptions,
  QueryResult,
  RunOptions,
  TableInfo,
} from './connector';
import { AbortError, connectorClosedError, toConnectionError, toQueryError } from './query-errors';
import { DEFAULT_IDLE_MS } from './pool-settings';
import { guardQuery } from './query-guard';
import { dateToUtcTimestampText, toBindValues, type BindValue } from './query-params';
import { dedupeColumnNames, toRowObjects } from './result-rows';
import { SqliteProcessPool, type SqliteParam, type SqliteQueryReply } from './sqlite-process-pool';
import { parseTemporalText } from './temporal-text';

const DEFAULT_PROCESSES = 2;

function toSqliteParam(value: BindValue): SqliteParam {
  if (value instanceof Date) return dateToUtcTimestampText(value);
  if (typeof value === 'boolean') return value ? 1 : 0; // SQLite has no boolean: it stores 0/1
  return value;
}

/** A result column's type: the declared type, or for expressions SQLite's storage class of the first value. */
function columnType(declared: string | null, rows: unknown[][], index: number): string {
  if (declared) return declared.toUpperCase();
  for (const row of rows) {
    const value = row[index];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') return Number.isInteger(value) ? 'INTEGER' : 'REAL';
    if (typeof value === 'string') return /^-?\d+$/.test(value) ? 'INTEGER' : 'TEXT';
    if (value instanceof Uint8Array) return 'BLOB';
    return 'TEXT';
  }
  return 'NULL';
}

/** DATE/DATETIME/TIMESTAMP columns hold text in SQLite; TIME-only columns stay text. */
function isDateLike(type: string): boolean {
  return isTemporalType(type) && !/^TIME(?!STAMP)/.test(type);
}

export class SqliteConnector implements AnalyticsConnector {
  readonly backend = 'sqlite' as const;
  private catalogDb: Database.Database | null = null;
  private readonly pool: SqliteProcessPool;
  private closed = false;

  constructor(
    private readonly filePath: string,
    options: ConnectorOptions = {},
  ) {
    this.pool = new SqliteProcessPool(filePath, {
      maxProcesses: options.maxConnections ?? DEFAULT_PROCESSES,
      idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_MS,
    });
  }

  static fromConnection(
    connection: ResolvedConnection,
    options: ConnectorOptions,
  ): SqliteConnector {
    if (!isFileBackend(connection.backend) || !connection.filePath) {
      throw new Error('SqliteConnector needs a validated SQLite connection with a file path');
    }
    return new SqliteConnector(connection.filePath, options);
  }

  /** Live query processes; exposed for tests. */
  get processCount(): number {
    return this.pool.size;
  }

  private catalog(): Database.Database {
    if (this.closed) throw connectorClosedError();
    if (!this.catalogDb) {
      const db = new Database(this.filePath, { readonly: true, fileMustExist: true });
      db.pragma('query_only = ON');
      db.pragma('trusted_schema = OFF');
      this.catalogDb = db;
    }
    return this.catalogDb;
  }

  private catalogRows<T>(sql: string, ...params: unknown[]): T[] {
    try {
      return this.catalog()
        .prepare(sql)
        .all(...params) as T[];
    } catch (err) {
      throw toQueryError(err);
    }
  }

  async testConnection(): Promise<void> {
    try {
      // Reading the schema fails on a file that is not a SQLite database.
      this.catalog().prepare('SELECT count(*) FROM sqlite_schema').get();
    } catch (err) {
      throw toConnectionError(err);
    }
  }

  async getSchemas(): Promise<string[]> {
    const rows = this.catalogRows<{ name: string }>('SELECT name FROM pragma_database_list');
    return rows.map((r) => r.name).filter((name) => name !== 'temp');
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    const rows = this.catalogRows<{ name: string; type: string }>(
      `SELECT name, type FROM pragma_table_list
       WHERE schema = ? AND type IN ('table', 'view', 'virtual') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
       ORDER BY name`,
      schema,
    );
    return rows.map((r) => ({ name: r.name, type: r.type === 'view' ? 'view' : 'table' }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    if (!(await this.getSchemas()).includes(schema)) return [];
    const rows = this.catalogRows<{ name: string; type: string; notnull: number; pk: number }>(
      'SELECT name, type, "notnull", pk FROM pragma_table_info(?, ?) ORDER BY cid',
      table,
      schema,
    );
    return rows.map((r) => ({
      name: r.name,
      type: r.type.toUpperCase(),
      nullable: r.notnull === 0,
    }));
  }

  run(sql: string, params: unknown[], options: RunOptions): Promise<QueryResult> {
    return guardQuery(options, async (ctx) => {
      const bound = toBindValues(params).map(toSqliteParam);
      const proc = await this.pool.acquire();
      if (ctx.stopped) {
        // Timed out or aborted while waiting for a connection: the caller already has its answer.
        this.pool.release(proc);
        throw new AbortError('Stopped before the query started');
      }
      let healthy = true;
      ctx.onCancel(() => {
        healthy = false;
        this.pool.discard(proc);
      });
      try {
        const reply = await proc.request({ sql, params: bound, maxRows: options.maxRows ?? null });
        return this.toResult(reply);
      } finally {
        ctx.onCancel(null);
        if (healthy) this.pool.release(proc);
      }
    });
  }

  private toResult(reply: SqliteQueryReply): QueryResult {
    const names = dedupeColumnNames(reply.columns.map((c) => c.name));
    const types = reply.columns.map((c, i) => columnType(c.type, reply.rows, i));
    const dateColumns = types.flatMap((t, i) => (isDateLike(t) ? [i] : []));
    if (dateColumns.length > 0) {
      for (const row of reply.rows) {
        for (const i of dateColumns) {
          const value = row[i];
          if (typeof value === 'string') row[i] = parseTemporalText(value) ?? value;
        }
      }
    }
    return {
      columns: names.map((name, i) => ({ name, type: types[i] ?? '' })),
      rows: toRowObjects(names, reply.rows),
      truncated: reply.truncated,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pool.close();
    this.catalogDb?.close();
    this.catalogDb = null;
  }
}
