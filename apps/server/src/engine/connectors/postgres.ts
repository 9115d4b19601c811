/**
 * PostgreSQL through a lazily connecting `pg` Pool.
 *
 * The driver config is built field by field from the validated connection, never from the URI,
 * so no URI parameter reaches pg (pg-connection-string would read sslcert/sslkey files and honour
 * `host=/socket/dir` and `options=-c ...`). The password is passed as a function so pg never
 * falls back to PGPASSWORD or ~/.pgpass, which would send the server's own credentials to a
 * host the user chose.
 *
 * Timeouts are enforced twice: `statement_timeout` is set on the session for each query (the
 * server stops by itself even if this process dies), and the query guard answers the caller at
 * the deadline and sends `pg_cancel_backend` from a separate connection, which is also how an
 * abort stops the query. Row caps use the extended protocol's portal row limit: the server sends
 * at most maxRows + 1 rows and the portal is then closed, so nothing past the cap is computed.
 *
 * A read-only connector (a database without DML) runs each query in `BEGIN READ ONLY` and always
 * rolls back: PostgreSQL then refuses writes made by functions the query calls, and anything it
 * still lets through inside such a transaction (pg_import_system_collations writes the catalog)
 * is undone. The transaction takes its snapshot before the user's statement, so that statement
 * can no longer switch it to read-write.
 */
import pg from 'pg';
import { ValidationError } from '@panorama/core/errors/app-error';
import type { ResolvedConnection } from '../connection-uri';
import type {
  AnalyticsConnector,
  ColumnInfo,
  ConnectorOptions,
  QueryResult,
  RunOptions,
  TableInfo,
} from './connector';
import { guardedPgStream } from './guarded-socket';
import { BUILTIN_TYPE_NAMES, normalizePgTypeName, PG_TYPE_PARSERS } from './postgres-types';
import { poolSettings } from './pool-settings';
import { PooledConnector } from './pooled-connector';
import { toBindValues, type BindValue } from './query-params';
import { capRows, dedupeColumnNames, toRowObjects } from './result-rows';

const QUERY_CANCELED = '57014';

/** The parts of pg's wire connection a query object drives (pg's internal Submittable API). */
interface WireConnection {
  sync(): void;
}

interface PgResult {
  fields: { name: string; dataTypeID: number }[];
  rows: unknown[][];
}

/** pg.Query's internals that CappedQuery overrides; untyped in @types/pg. */
interface PgQueryInternals {
  rows?: number;
  handlePortalSuspended(connection: WireConnection): void;
  handleError(err: Error, connection: WireConnection): void;
}

type PgQueryConstructor = new (
  config: object,
  callback: (err: Error | undefined, result: PgResult) => void,
) => PgQueryInternals & pg.Submittable;

const PgQuery = pg.Query as unknown as PgQueryConstructor;

/**
 * A query that fetches at most `rowLimit` rows and then closes the portal instead of asking for
 * the next page (pg.Query's behaviour when `rows` is set). This is what pg-cursor does.
 */
class CappedQuery extends PgQuery {
  constructor(
    text: string,
    values: unknown[],
    rowLimit: number | undefined,
    callback: (err: Error | undefined, result: PgResult) => void,
  ) {
    super(
      {
        text,
        values,
        rowMode: 'array',
        // Always the extended protocol: one statement per call, parameters bound server-side.
        queryMode: 'extended',
        ...(rowLimit !== undefined ? { rows: rowLimit } : {}),
      },
      callback,
    );
  }

  override handlePortalSuspended(connection: WireConnection): void {
    // More rows exist than we want: end the implicit transaction, which drops the portal.
    connection.sync();
  }

  override handleError(err: Error, connection: WireConnection): void {
    // With a row limit pg has not queued a Sync; after a server error the backend waits for one
    // before it is ready again (pg-cursor does the same).
    if (this.rows !== undefined && err instanceof pg.DatabaseError) connection.sync();
    super.handleError(err, connection);
  }
}

function toPgParam(value: BindValue): unknown {
  // ISO text with `Z`: a timestamptz reads the instant, a naive timestamp the UTC wall time.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * TLS settings per libpq sslmode. disable/allow/prefer (and no sslmode) connect without TLS: pg
 * cannot fall back from TLS to plain text the way libpq's `prefer` does, so sslmode=require is
 * how a user insists on encryption.
 */
function sslFor(sslmode: string | undefined, host: string): pg.ClientConfig['ssl'] {
  const modes: Record<string, pg.ClientConfig['ssl']> = {
    require: { rejectUnauthorized: false }, // libpq `require`: encrypted, certificate not checked
    'verify-ca': { rejectUnauthorized: true, checkServerIdentity: () => undefined },
    'verify-full': { rejectUnauthorized: true, servername: host },
  };
  return (sslmode !== undefined && modes[sslmode]) || false;
}

export class PostgresConnector extends PooledConnector implements AnalyticsConnector {
  readonly backend = 'postgresql' as const;
  private readonly config: pg.PoolConfig;
  private readonly pool: pg.Pool;
  private readonly typeNames = new Map<number, string>(BUILTIN_TYPE_NAMES);
  private readonly readOnly: boolean;

  constructor(connection: ResolvedConnection, options: ConnectorOptions = {}) {
    super();
    if (connection.backend !== 'postgresql' || !connection.host) {
      throw new Error('PostgresConnector needs a validated PostgreSQL connection');
    }
    if (!connection.username) {
      throw new ValidationError('PostgreSQL connection URIs must include a username');
    }
    this.readOnly = options.readOnly ?? false;
    const password = connection.password ?? '';
    const pool = poolSettings(options, connection.params.connect_timeout);
    this.config = {
      host: connection.host,
      port: connection.port ?? 5432,
      user: connection.username,
      database: connection.database ?? connection.username,
      password: () => password,
      ssl: sslFor(connection.params.sslmode, connection.host),
      application_name: connection.params.application_name ?? 'Panorama',
      connectionTimeoutMillis: pool.connectMs,
      stream: guardedPgStream({ blockPrivateHosts: options.blockPrivateHosts ?? false }),
      types: PG_TYPE_PARSERS,
      keepAlive: true,
    };
    this.pool = new pg.Pool({
      ...this.config,
      max: pool.size,
      idleTimeoutMillis: pool.idleMs,
      allowExitOnIdle: true,
    });
    // An idle pooled connection dropped by the server is discarded by the pool; without a
    // listener the 'error' event would crash the process.
    this.pool.on('error', () => undefined);
  }

  protected async queryCatalog(sql: string, params: unknown[]): Promise<unknown[][]> {
    const result = await this.pool.query({ text: sql, values: params, rowMode: 'array' });
    return result.rows;
  }

  protected endPool(): Promise<void> {
    return this.pool.end();
  }

  async getSchemas(): Promise<string[]> {
    const rows = await this.catalogRows(
      `SELECT nspname FROM pg_catalog.pg_namespace
       WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%'
       ORDER BY nspname`,
    );
    return rows.map((r) => String(r[0]));
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    const rows = await this.catalogRows(
      `SELECT c.relname, c.relkind FROM pg_catalog.pg_class c
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm') AND NOT c.relispartition
       ORDER BY c.relname`,
      [schema],
    );
    return rows.map((r) => ({
      name: String(r[0]),
      type: r[1] === 'v' || r[1] === 'm' ? 'view' : 'table',
    }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    const rows = await this.catalogRows(
      `SELECT a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod), NOT a.attnotnull
       FROM pg_catalog.pg_attribute a
       JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname = $2 AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY a.attnum`,
      [schema, table],
    );
    return rows.map((r) => ({
      name: String(r[0]),
      type: normalizePgTypeName(String(r[1])),
      nullable: r[2] === true,
    }));
  }

  async run(sql: string, params: unknown[], options: RunOptions): Promise<QueryResult> {
    // A value the driver cannot bind is refused before a pooled session is borrowed for it.
    const values = toBindValues(params).map(toPgParam);
    return this.runPooled<pg.PoolClient>(options, {
      borrow: async () => {
        const client = await this.pool.connect();
        // pg's Client sets processID from BackendKeyData; @types/pg does not declare it.
        const pid = (client as unknown as { processID: number }).processID;
        return {
          session: client,
          cancelOnServer: () => this.cancelBackend(pid),
          reset: () => this.resetSession(client),
          release: (discard) => client.release(discard),
        };
      },
      execute: async (client, ctx) => {
        if (this.readOnly) await client.query('BEGIN READ ONLY');
        const timeout = String(Math.max(1, Math.ceil(ctx.remainingMs())));
        await client.query("SELECT set_config('statement_timeout', $1, false)", [timeout]);
        const limit = options.maxRows === undefined ? undefined : options.maxRows + 1;
        const result = await new Promise<PgResult>((resolve, reject) => {
          client.query(
            new CappedQuery(sql, values, limit, (err, res) => (err ? reject(err) : resolve(res))),
          );
        });
        const columns = await this.describeColumns(client, result.fields);
        const { rows, truncated } = capRows(result.rows, options.maxRows);
        return {
          columns,
          rows: toRowObjects(
            columns.map((c) => c.name),
            rows,
          ),
          truncated,
        };
      },
      isServerTimeout: (err) => (err as { code?: unknown }).code === QUERY_CANCELED,
    });
  }

  /** Puts a pooled session back as found; false when it cannot be reused. */
  private async resetSession(client: pg.PoolClient): Promise<boolean> {
    try {
      // Our read-only transaction ends here, never committed; user SQL may also have opened one
      // (`BEGIN`): never hand that to the next caller.
      if (client.getTransactionStatus() !== 'I') await client.query('ROLLBACK');
      await client.query('RESET statement_timeout');
      return true;
    } catch {
      return false;
    }
  }

  private async describeColumns(
    client: pg.PoolClient,
    fields: PgResult['fields'],
  ): Promise<{ name: string; type: string }[]> {
    const unknown = [...new Set(fields.map((f) => f.dataTypeID))].filter(
      (oid) => !this.typeNames.has(oid),
    );
    if (unknown.length > 0) {
      const found = await client.query<{ oid: number; name: string }>(
        'SELECT oid::int AS oid, pg_catalog.format_type(oid, NULL) AS name FROM pg_catalog.pg_type WHERE oid = ANY($1::oid[])',
        [unknown],
      );
      for (const row of found.rows) this.typeNames.set(row.oid, normalizePgTypeName(row.name));
    }
    const names = dedupeColumnNames(fields.map((f) => f.name));
    return fields.map((f, i) => ({
      name: names[i] ?? f.name,
      type: this.typeNames.get(f.dataTypeID) ?? 'UNKNOWN',
    }));
  }

  /** Asks the server to cancel a backend's running statement, over a separate connection. */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]);
    } catch {
      // Best effort: statement_timeout still stops the query server-side.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
