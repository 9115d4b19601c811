/**
 * DuckDB files inside DATA_DIR, through @duckdb/node-api.
 *
 * The file is opened READ_ONLY, so any number of server processes (web workers, the job worker)
 * can share it, and with external access off: DuckDB's SQL can otherwise read any file the
 * server can (`read_csv('/etc/passwd')`, `ATTACH`, `COPY ... TO`) and install extensions from the
 * internet. The settings are part of the open configuration rather than `SET` afterwards, so
 * there is no moment when user SQL could run without them, and `lock_configuration` stops SQL
 * from turning them back on.
 *
 * Each query gets its own connection: `interrupt()` stops everything on a connection, and DuckDB
 * connections are cheap, so a timeout or abort only ever stops its own query.
 */
import {
  DuckDBInstance,
  DuckDBTimestampValue,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  type DuckDBConnection,
  type DuckDBValue,
  type DuckDBValueConverter,
  type JS,
} from '@duckdb/node-api';
import { isFileBackend } from '../backends';
import type { ResolvedConnection } from '../connection-uri';
import type {
  AnalyticsConnector,
  ColumnInfo,
  QueryResult,
  RunOptions,
  TableInfo,
} from './connector';
import { connectorClosedError, toConnectionError, toQueryError } from './query-errors';
import { guardQuery } from './query-guard';
import { toBindValues, type BindValue } from './query-params';
import { bigintToJs, dedupeColumnNames, toRowObjects } from './result-rows';

/** DuckDB configuration applied when the file is opened; see the file comment. */
export const DUCKDB_SAFE_CONFIG: Record<string, string> = {
  access_mode: 'READ_ONLY',
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  lock_configuration: 'true',
};

const BIG_INTEGER_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.BIGNUM,
]);

/** Types whose JS form is not JSON-friendly (bigint micros, {months, days, micros}): as text. */
const TEXT_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.INTERVAL,
]);

/**
 * DuckDB's JS conversion with the connector's value rules (see connector.ts). It passes itself
 * down, so values nested in LISTs and STRUCTs follow the same rules.
 */
const convertValue: DuckDBValueConverter<JS> = (value, type, self) => {
  if (value === null) return null;
  if (BIG_INTEGER_TYPES.has(type.typeId) && typeof value === 'bigint') return bigintToJs(value);
  if (TEXT_TYPES.has(type.typeId)) return String(value);
  try {
    return JSDuckDBValueConverter(value, type, self);
  } catch {
    // e.g. a TIMESTAMP outside the range of a JS Date: DuckDB's own text form is still useful.
    return String(value);
  }
};

function toDuckDbValue(value: BindValue): DuckDBValue {
  if (value instanceof Date) return new DuckDBTimestampValue(BigInt(value.getTime()) * 1000n);
  return value;
}

export class DuckDbConnector implements AnalyticsConnector {
  readonly backend = 'duckdb' as const;
  private instance: Promise<DuckDBInstance> | null = null;
  private readonly active = new Set<DuckDBConnection>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly filePath: string) {}

  static fromConnection(connection: ResolvedConnection): DuckDbConnector {
    if (!isFileBackend(connection.backend) || !connection.filePath) {
      throw new Error('DuckDbConnector needs a validated DuckDB connection with a file path');
    }
    return new DuckDbConnector(connection.filePath);
  }

  private open(): Promise<DuckDBInstance> {
    if (this.closed) return Promise.reject(connectorClosedError());
    this.instance ??= DuckDBInstance.create(this.filePath, DUCKDB_SAFE_CONFIG).catch(
      (err: unknown) => {
        this.instance = null; // let the next call retry, e.g. once a writer has released the file
        throw toConnectionError(err);
      },
    );
    return this.instance;
  }

  /** Runs `fn` on a fresh connection that is closed afterwards (after the query has ended). */
  private async withConnection<T>(fn: (conn: DuckDBConnection) => Promise<T>): Promise<T> {
    const instance = await this.open();
    const conn = await instance.connect();
    this.active.add(conn);
    const work = (async () => {
      try {
        return await fn(conn);
      } finally {
        this.active.delete(conn);
        conn.closeSync();
      }
    })();
    this.inFlight.add(work);
    void work.catch(() => undefined).finally(() => this.inFlight.delete(work));
    return work;
  }

  private async rows(sql: string, params: DuckDBValue[] = []): Promise<JS[][]> {
    try {
      return await this.withConnection(async (conn) => {
        const reader = await conn.runAndReadAll(sql, params);
        return reader.convertRows(convertValue);
      });
    } catch (err) {
      throw toQueryError(err);
    }
  }

  async testConnection(): Promise<void> {
    try {
      await this.withConnection((conn) => conn.run('SELECT 1'));
    } catch (err) {
      throw toConnectionError(err);
    }
  }

  async getSchemas(): Promise<string[]> {
    const rows = await this.rows(
      `SELECT schema_name FROM information_schema.schemata
       WHERE catalog_name = current_database()
         AND schema_name NOT IN ('information_schema', 'pg_catalog')
       ORDER BY schema_name`,
    );
    return rows.map((r) => String(r[0]));
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    const rows = await this.rows(
      `SELECT table_name, table_type FROM information_schema.tables
       WHERE table_catalog = current_database() AND table_schema = ?
       ORDER BY table_name`,
      [schema],
    );
    return rows.map((r) => ({ name: String(r[0]), type: r[1] === 'VIEW' ? 'view' : 'table' }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    const rows = await this.rows(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_catalog = current_database() AND table_schema = ? AND table_name = ?
       ORDER BY ordinal_position`,
      [schema, table],
    );
    return rows.map((r) => ({
      name: String(r[0]),
      type: String(r[1]).toUpperCase(),
      nullable: r[2] === 'YES',
    }));
  }

  run(sql: string, params: unknown[], options: RunOptions): Promise<QueryResult> {
    return guardQuery(options, async (ctx) => {
      const values = toBindValues(params).map(toDuckDbValue);
      return this.withConnection(async (conn) => {
        ctx.onCancel(() => conn.interrupt());
        try {
          // Streaming stops DuckDB from computing rows past the cap.
          const reader =
            options.maxRows === undefined
              ? await conn.streamAndReadAll(sql, values)
              : await conn.streamAndReadUntil(sql, options.maxRows + 1, values);
          const names = dedupeColumnNames(reader.columnNames());
          const types = reader.columnTypes().map((t) => t.toString().toUpperCase());
          let rows = reader.convertRows(convertValue);
          const truncated = options.maxRows !== undefined && rows.length > options.maxRows;
          if (truncated) rows = rows.slice(0, options.maxRows);
          return {
            columns: names.map((name, i) => ({ name, type: types[i] ?? '' })),
            rows: toRowObjects(names, rows),
            truncated,
          };
        } finally {
          ctx.onCancel(null);
        }
      });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const conn of this.active) conn.interrupt();
    await Promise.allSettled([...this.inFlight]);
    const instance = await this.instance?.catch(() => null);
    instance?.closeSync();
    this.instance = null;
  }
}
