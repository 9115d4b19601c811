/**
 * The one interface the rest of the server uses to talk to an analytics database, whatever the
 * engine. Connectors are cheap to create (nothing connects until first use), keep their pools or
 * handles open between calls, and can be closed at any time: in-flight queries are cancelled.
 *
 * Parameters are bound positionally, never interpolated, with each engine's own placeholders:
 *   - DuckDB, SQLite, MySQL/MariaDB: `?`      e.g. `SELECT * FROM t WHERE a = ? AND b = ?`
 *   - PostgreSQL:                    `$1..$n` e.g. `SELECT * FROM t WHERE a = $1 AND b = $2`
 * Supported parameter values: string, number, bigint, boolean, null and Date (bound as a UTC
 * timestamp). Anything else is refused with a ValidationError.
 *
 * Values come back as plain JS: integers and floats as numbers (64-bit and wider integers as
 * numbers when exactly representable, otherwise as decimal strings), DECIMAL/NUMERIC as numbers,
 * DATE/TIMESTAMP as `Date` (naive timestamps are read as UTC; the caller serialises them), TIME
 * and INTERVAL as strings, binary as Uint8Array, JSON as parsed values. Column `type` is the
 * engine's own type name upper-cased (BIGINT, VARCHAR, TIMESTAMP, DOUBLE, DATE, BOOLEAN...).
 * Duplicate result column names are made unique as Superset does (`a`, `a__1`).
 *
 * Errors: engine failures are QueryError; a timeout is QueryTimeoutError (HTTP 408); an abort
 * via `signal` rejects with an error whose `name` is 'AbortError'.
 */
import type { Backend } from '../backends';

export type { Backend } from '../backends';

export interface ColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
}

export interface QueryResult {
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  /** True when the query had more than `maxRows` rows and only the first `maxRows` are here. */
  truncated: boolean;
}

export interface RunOptions {
  /** Wall-clock budget for the whole call (waiting for a connection included). */
  timeoutMs: number;
  maxRows?: number;
  signal?: AbortSignal;
}

export interface TableInfo {
  name: string;
  type: 'table' | 'view';
}

export interface AnalyticsConnector {
  readonly backend: Backend;
  /** Resolves when the database answers a trivial query; rejects with an UnprocessableError. */
  testConnection(): Promise<void>;
  /** Schema names, system schemas hidden (information_schema, pg_catalog, mysql, sys...). */
  getSchemas(): Promise<string[]>;
  /** Tables and views of a schema; an unknown schema has none. */
  getTables(schema: string): Promise<TableInfo[]>;
  getColumns(schema: string, table: string): Promise<ColumnInfo[]>;
  run(sql: string, params: unknown[], options: RunOptions): Promise<QueryResult>;
  /** Cancels running queries and releases everything; idempotent. */
  close(): Promise<void>;
}

/** Server-side knobs for connectors; none come from the user's URI. */
export interface ConnectorOptions {
  /** Refuse loopback/private addresses at connect time too (see host-policy). */
  blockPrivateHosts?: boolean;
  /** Network engines: pool size. SQLite: concurrent query processes. Default 5 (SQLite 2). */
  maxConnections?: number;
  /** How long an unused pooled connection or SQLite process lives. Default 30 s. */
  idleTimeoutMs?: number;
  /** Connecting budget when the URI sets no connect_timeout. Default 10 s. */
  connectTimeoutMs?: number;
  /**
   * The database does not allow DML: every `run` happens in a READ ONLY transaction that is
   * rolled back afterwards, so nothing user SQL reaches (a function with side effects, a
   * catalog-writing built-in) can change the database, whichever feature sent it. The SQL guard
   * refuses DML statements before this; this stops what no parser can see. File engines
   * (DuckDB, SQLite) are opened read-only whatever this says.
   */
  readOnly?: boolean;
}
