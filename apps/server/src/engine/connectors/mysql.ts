/**
 * MySQL and MariaDB through a lazily connecting mysql2/promise pool.
 *
 * As for PostgreSQL, the driver config is built from validated fields only. LOCAL INFILE is
 * switched off at the protocol level (the `-LOCAL_FILES` capability flag): otherwise a hostile
 * server can ask the client to upload any file this server can read.
 *
 * Parameters with values are bound with server-side prepared statements (`execute`), not
 * escaped into the text. Timeouts: the session's max_statement_time (MariaDB, seconds) or
 * max_execution_time (MySQL, milliseconds, SELECT only) is set per query so the server stops by
 * itself, and at the deadline or on abort `KILL QUERY` is sent from a separate connection and
 * the connection is discarded. Rows are streamed; past maxRows the connection is dropped, which
 * makes the server stop sending.
 *
 * A read-only connector (a database without DML) makes the session's transactions READ ONLY and
 * runs each query in `START TRANSACTION READ ONLY`, always rolled back: the server then refuses
 * writes made by stored functions the query calls. The session setting matters too, because a
 * statement that commits implicitly (DDL) ends the explicit transaction before it runs.
 */
import mysql from 'mysql2/promise';
import type { FieldPacket, PoolOptions, QueryOptions, SslOptions } from 'mysql2/promise';
import type { ResolvedConnection } from '../connection-uri';
import type {
  AnalyticsConnector,
  ColumnInfo,
  ConnectorOptions,
  QueryResult,
  RunOptions,
  TableInfo,
} from './connector';
import { guardedMysqlStream } from './guarded-socket';
import { mysqlTypeCast, mysqlTypeName } from './mysql-types';
import { poolSettings } from './pool-settings';
import { PooledConnector } from './pooled-connector';
import { dateToUtcTimestampText, toBindValues, type BindValue } from './query-params';
import { dedupeColumnNames, toRowObjects } from './result-rows';

/** ER_STATEMENT_TIMEOUT (MariaDB max_statement_time) and ER_QUERY_TIMEOUT (MySQL max_execution_time). */
const SERVER_TIMEOUT_ERRNOS = new Set([1969, 3024]);

const SYSTEM_SCHEMAS = ['information_schema', 'mysql', 'performance_schema', 'sys'];

/** A row-streaming query of mysql2's callback API (what the promise wrapper hides). */
interface RowStream {
  on(event: 'fields', listener: (fields: FieldPacket[]) => void): this;
  on(event: 'result', listener: (row: unknown, resultIndex?: number) => void): this;
  on(event: 'error', listener: (err: Error) => void): this;
  on(event: 'end', listener: () => void): this;
}

/** mysql2's callback-style connection under a promise PoolConnection (typed there as the promise class). */
interface CoreConnection {
  query(options: QueryOptions): RowStream;
  execute(options: QueryOptions, values: unknown[]): RowStream;
  unprepare(sql: string): unknown;
}

interface StreamedResult {
  fields: FieldPacket[];
  rows: unknown[][];
  truncated: boolean;
}

function toMysqlParam(value: BindValue): unknown {
  // DATETIME/TIMESTAMP compare with naive text; with timezone 'Z' the text is UTC.
  if (value instanceof Date) return dateToUtcTimestampText(value);
  return value;
}

/**
 * TLS settings per MySQL ssl-mode. DISABLED/PREFERRED (and none) connect without TLS: mysql2 has
 * no opportunistic TLS, so ssl_mode=REQUIRED is how a user insists on encryption.
 */
function sslFor(mode: string | undefined, host: string): SslOptions | undefined {
  const modes: Record<string, SslOptions> = {
    REQUIRED: { rejectUnauthorized: false },
    VERIFY_CA: { rejectUnauthorized: true, verifyIdentity: false },
    VERIFY_IDENTITY: {
      rejectUnauthorized: true,
      verifyIdentity: true,
      servername: host,
    } as SslOptions,
  };
  return mode !== undefined ? modes[mode] : undefined;
}

/**
 * Streams a query's first result set, keeping at most `maxRows + 1` rows. Resolves early (with
 * `truncated`) once the cap is passed, leaving the rest unread: the caller must then discard the
 * connection.
 */
function streamRows(
  core: CoreConnection,
  sql: string,
  values: unknown[],
  maxRows: number | undefined,
): Promise<StreamedResult> {
  return new Promise((resolve, reject) => {
    const options: QueryOptions = { sql, rowsAsArray: true };
    const stream = values.length > 0 ? core.execute(options, values) : core.query(options);
    let fields: FieldPacket[] | null = null;
    const rows: unknown[][] = [];
    let settled = false;
    stream.on('fields', (f) => {
      fields ??= f;
    });
    stream.on('result', (row, resultIndex) => {
      // Rows of later result sets (multi-result CALLs) and OK packets of statements without rows are ignored.
      if (settled || (resultIndex ?? 0) > 0 || !Array.isArray(row)) return;
      if (maxRows !== undefined && rows.length >= maxRows) {
        settled = true;
        resolve({ fields: fields ?? [], rows, truncated: true });
        return;
      }
      rows.push(row);
    });
    stream.on('error', (err) => {
      if (settled) return;
      settled = true;
      reject(err);
    });
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ fields: fields ?? [], rows, truncated: false });
    });
  });
}

export class MysqlConnector extends PooledConnector implements AnalyticsConnector {
  readonly backend = 'mysql' as const;
  private readonly config: PoolOptions;
  private readonly pool: mysql.Pool;
  private flavor: Promise<'mariadb' | 'mysql'> | null = null;
  private readonly readOnly: boolean;

  constructor(connection: ResolvedConnection, options: ConnectorOptions = {}) {
    super();
    if (connection.backend !== 'mysql' || !connection.host) {
      throw new Error('MysqlConnector needs a validated MySQL connection');
    }
    this.readOnly = options.readOnly ?? false;
    const port = connection.port ?? 3306;
    const pool = poolSettings(options, connection.params.connect_timeout);
    const ssl = sslFor(connection.params.ssl_mode, connection.host);
    this.config = {
      host: connection.host,
      port,
      user: connection.username ?? '',
      password: connection.password ?? '',
      ...(connection.database ? { database: connection.database } : {}),
      charset: connection.params.charset ?? 'utf8mb4',
      ...(ssl ? { ssl } : {}),
      connectTimeout: pool.connectMs,
      flags: ['-LOCAL_FILES'],
      multipleStatements: false,
      stream: guardedMysqlStream(connection.host, port, {
        blockPrivateHosts: options.blockPrivateHosts ?? false,
      }),
      timezone: 'Z',
      dateStrings: false,
      supportBigNumbers: true,
      bigNumberStrings: false,
      decimalNumbers: true,
      typeCast: mysqlTypeCast,
      enableKeepAlive: true,
    };
    this.pool = mysql.createPool({
      ...this.config,
      connectionLimit: pool.size,
      maxIdle: 0,
      idleTimeout: pool.idleMs,
      waitForConnections: true,
    });
  }

  protected async queryCatalog(sql: string, params: unknown[]): Promise<unknown[][]> {
    const [rows] = await this.pool.query({ sql, rowsAsArray: true }, params);
    return rows as unknown[][];
  }

  protected endPool(): Promise<void> {
    return this.pool.end();
  }

  async getSchemas(): Promise<string[]> {
    const rows = await this.catalogRows(
      `SELECT SCHEMA_NAME FROM information_schema.SCHEMATA
       WHERE SCHEMA_NAME NOT IN (?, ?, ?, ?) ORDER BY SCHEMA_NAME`,
      SYSTEM_SCHEMAS,
    );
    return rows.map((r) => String(r[0]));
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    const rows = await this.catalogRows(
      `SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`,
      [schema],
    );
    return rows.map((r) => ({
      name: String(r[0]),
      type: String(r[1]).includes('VIEW') ? 'view' : 'table',
    }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    const rows = await this.catalogRows(
      `SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE FROM information_schema.COLUMNS
       WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
      [schema, table],
    );
    return rows.map((r) => ({
      name: String(r[0]),
      type: String(r[1]).toUpperCase(),
      nullable: r[2] === 'YES',
    }));
  }

  /**
   * MariaDB and MySQL name (and scale) the statement timeout differently. Asked on the connection
   * the caller already holds: borrowing another could wait forever on a pool of one.
   */
  private detectFlavor(conn: mysql.PoolConnection): Promise<'mariadb' | 'mysql'> {
    this.flavor ??= conn
      .query({ sql: 'SELECT VERSION()', rowsAsArray: true })
      .then(([rows]) =>
        /mariadb/i.test(String((rows as unknown[][])[0]?.[0])) ? 'mariadb' : 'mysql',
      )
      .catch((err: unknown) => {
        this.flavor = null;
        throw err;
      });
    return this.flavor;
  }

  private async setStatementTimeout(conn: mysql.PoolConnection, ms: number): Promise<void> {
    if ((await this.detectFlavor(conn)) === 'mariadb') {
      await conn.query('SET SESSION max_statement_time = ?', [ms / 1000]);
    } else {
      await conn.query('SET SESSION max_execution_time = ?', [Math.ceil(ms)]);
    }
  }

  async run(sql: string, params: unknown[], options: RunOptions): Promise<QueryResult> {
    // A value the driver cannot bind is refused before a pooled session is borrowed for it.
    const values = toBindValues(params).map(toMysqlParam);
    return this.runPooled<mysql.PoolConnection>(options, {
      borrow: async () => {
        const conn = await this.pool.getConnection();
        const threadId = conn.threadId;
        return {
          session: conn,
          cancelOnServer: () => this.killQuery(threadId),
          reset: () => this.resetSession(conn),
          release: (discard) => (discard ? conn.destroy() : conn.release()),
        };
      },
      execute: async (conn, ctx, discard) => {
        await this.setStatementTimeout(conn, Math.max(1, ctx.remainingMs()));
        if (this.readOnly) {
          await conn.query('SET SESSION TRANSACTION READ ONLY');
          await conn.query('START TRANSACTION READ ONLY');
        }
        const core = conn.connection as unknown as CoreConnection;
        const result = await streamRows(core, sql, values, options.maxRows);
        if (result.truncated)
          discard(); // unread rows are still on the wire
        else if (values.length > 0) core.unprepare(sql);
        const names = dedupeColumnNames(result.fields.map((f) => f.name));
        return {
          columns: result.fields.map((f, i) => ({
            name: names[i] ?? f.name,
            type: mysqlTypeName(f),
          })),
          rows: toRowObjects(names, result.rows),
          truncated: result.truncated,
        };
      },
      isServerTimeout: (err) => {
        const errno = (err as { errno?: unknown }).errno;
        return typeof errno === 'number' && SERVER_TIMEOUT_ERRNOS.has(errno);
      },
    });
  }

  /** Puts a pooled session back as found; false when it cannot be reused. */
  private async resetSession(conn: mysql.PoolConnection): Promise<boolean> {
    try {
      // Our read-only transaction ends here, never committed; user SQL may also have opened
      // one: never hand it to the next caller.
      await conn.query('ROLLBACK');
      const flavor = await this.detectFlavor(conn);
      await conn.query(
        flavor === 'mariadb'
          ? 'SET SESSION max_statement_time = 0'
          : 'SET SESSION max_execution_time = 0',
      );
      return true;
    } catch {
      return false;
    }
  }

  /** Stops a connection's running statement, from a separate connection. */
  private async killQuery(threadId: number): Promise<void> {
    if (!Number.isSafeInteger(threadId)) return;
    let conn: mysql.Connection | null = null;
    try {
      conn = await mysql.createConnection(this.config);
      await conn.query(`KILL QUERY ${threadId}`);
    } catch {
      // Best effort: the server-side statement timeout still stops the query.
    } finally {
      conn?.destroy();
    }
  }
}
