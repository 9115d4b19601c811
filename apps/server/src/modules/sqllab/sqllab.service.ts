/**
 * SQL Lab execution (`POST /api/v1/sqllab/execute/`) and its results (`GET /results/`).
 *
 * A run is a row of the query history from the start: it is created 'pending', checked
 * (templates, the script guard, table access) and fails there with the reason recorded, then runs
 * on the database's connector with the database's timeout, the row limit and an abort signal
 * registered under its client id (so `POST /api/v1/query/stop` can end it, from any process).
 * Its rows (up to the limit, at most SQL_MAX_ROW) go to the result cache under a random key kept
 * on the row; the answer carries at most DISPLAY_MAX_ROW of them, and later pages are read back
 * by key, by the same user only.
 *
 * Asynchronous runs (runAsync on a database that allows it) answer 202 with the pending query at
 * once and run in this process in the background; the client follows them with
 * `/api/v1/query/updated_since` and fetches the rows by results key.
 */
import type { QueryDict } from '@panorama/core/schemas/query';
import type { PendingQueryResponse, QueryResultsResponse } from '@panorama/core/schemas/sqllab';
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ConflictError,
  NotFoundError,
  QueryError,
  ValidationError,
  isAppError,
} from '@panorama/core/errors/app-error';
import type { AppConfig } from '../../config';
import type { ResultCache } from '../../engine/cache/result-cache';
import { queryTimeoutMs } from '../../engine/chart-data/chart-datasource';
import { isAbortError, QueryTimeoutError } from '../../engine/connectors/query-errors';
import {
  canAccessDatabase,
  requirePermission,
  requireUser,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import type { QueriesRepository } from '../queries/queries.repository';
import { loadQueryRefs, templateParamsOf, toQueryDict } from '../queries/query-serializer';
import { ACTIVE_STATUSES, type QueryStatus } from '@panorama/core/schemas/query-status';
import type { QueryRow } from '../../store/schema';
import { DISPLAY_MAX_ROW, storedResult, type StoredResult } from './query-results';
import type { RunningQueries } from './running-queries';
import type { TabStateService } from './tab-state.service';
import {
  prepareScript,
  scriptOptions,
  type PreparedScript,
  type TemplateDatasetLoader,
} from './sql-script';
import { assertSqlLabAccess, sqlLabDatabase } from './sqllab-access';
import {
  CLIENT_ID_IN_USE,
  QUERY_FAILED,
  RESULTS_QUERY_NOT_FOUND,
  ResultsExpiredError,
} from './sqllab-errors';
import type { ExecutePayload, ResultsArgs } from './sqllab.schemas';
import { runStatements } from './statement-runner';

export const QUERY_STOPPED = 'The query was stopped';
export const CTAS_NOT_SUPPORTED = 'Creating a table from a query (CTAS) is not supported';
/** How long results stay readable by key. */
export const RESULTS_TTL_SECONDS = 24 * 60 * 60;

export type SqlLabConfig = Pick<
  AppConfig,
  | 'sqlMaxRow'
  | 'queryTimeoutSeconds'
  | 'rlsInSqlLab'
  | 'featureFlags'
  | 'templateAllowUnescapedUrlParams'
>;

export interface SqlLabDeps {
  db: Kysely<MetadataSchema>;
  databases: DatabasesService;
  queries: QueriesRepository;
  cache: ResultCache;
  running: RunningQueries;
  config: SqlLabConfig;
  /** What `dataset()` and `metric()` read in templated SQL. */
  templateDatasets?: TemplateDatasetLoader;
  /** Where a run started from an editor tab is recorded as that tab's latest query. */
  tabs: Pick<TabStateService, 'recordLatestQuery'>;
  /** Where failures of background runs are reported (they have no request to answer). */
  onBackgroundError?: (err: unknown) => void;
}

export type ExecuteAnswer =
  { status: 200; body: QueryResultsResponse } | { status: 202; body: PendingQueryResponse };

/** Superset's client ids are 11 random characters; ours are the same kind. */
function randomClientId(): string {
  return crypto.randomBytes(9).toString('base64url').slice(0, 11);
}

export function resultsCacheKey(key: string): string {
  return `sqllab:results:${key}`;
}

function messageOf(err: unknown): string {
  if (isAppError(err) && typeof err.details === 'string') return err.details;
  return err instanceof Error ? err.message : String(err);
}

export class SqlLabService {
  private readonly tasks = new Set<Promise<unknown>>();

  constructor(private readonly deps: SqlLabDeps) {}

  /** The row limit of a run: what the editor asked for, capped at SQL_MAX_ROW. */
  rowLimit(queryLimit: number | null | undefined): number {
    const max = this.deps.config.sqlMaxRow;
    if (queryLimit === null || queryLimit === undefined || queryLimit <= 0) return max;
    return Math.min(queryLimit, max);
  }

  async execute(body: ExecutePayload, principal: Principal): Promise<ExecuteAnswer> {
    const user = requireUser(principal);
    assertSqlLabAccess(user);
    requirePermission(user, 'can_execute_sql_query', 'SQLLab');
    const database = await sqlLabDatabase(this.deps.databases, body.database_id, user);
    if (body.select_as_cta) throw new ValidationError(CTAS_NOT_SUPPORTED);
    const clientId = body.client_id ?? randomClientId();
    await this.releaseClientId(clientId, user);
    const limit = this.rowLimit(body.queryLimit);
    const templateParams =
      typeof body.templateParams === 'string' || body.templateParams == null
        ? (body.templateParams ?? null)
        : JSON.stringify(body.templateParams);
    const row = await this.deps.queries.insert({
      client_id: clientId,
      database_id: database.id,
      user_id: user.userId,
      tab_name: body.tab ?? null,
      sql_editor_id: body.sql_editor_id ?? null,
      catalog: body.catalog ?? null,
      schema: body.schema ?? null,
      sql: body.sql,
      executed_sql: null,
      limit,
      limiting_factor: null,
      select_as_cta: 0,
      status: 'pending',
      progress: 0,
      rows: null,
      error_message: null,
      results_key: null,
      start_time: Date.now(),
      start_running_time: null,
      end_time: null,
      extra_json: templateParams ? JSON.stringify({ templateParams }) : null,
    });
    await this.deps.tabs.recordLatestQuery(user.userId, body.sql_editor_id, clientId);
    let script: PreparedScript;
    try {
      script = await prepareScript(
        this.deps.db,
        user,
        database,
        body.sql,
        templateParams,
        scriptOptions(this.deps.config, this.deps.templateDatasets),
      );
    } catch (err) {
      await this.deps.queries.finish(row.id, 'failed', {
        error_message: messageOf(err),
        end_time: Date.now(),
      });
      throw err;
    }
    await this.deps.queries.update(row.id, { executed_sql: script.executedSql });
    if (body.runAsync && database.allow_run_async === 1) {
      this.inBackground(this.run(row, script, database, user, limit));
      return { status: 202, body: { query: await this.queryDict(row.id) } };
    }
    const stored = await this.run(row, script, database, user, limit);
    return { status: 200, body: await this.payload(row.id, stored, 0, DISPLAY_MAX_ROW) };
  }

  /**
   * A client id names one run. The same user may run it again once it has ended (the old row is
   * replaced); a run still going, or another user's id, keeps it.
   */
  private async releaseClientId(clientId: string, user: AuthenticatedPrincipal): Promise<void> {
    const existing = await this.deps.queries.findByClientId(clientId);
    if (!existing) return;
    if (existing.user_id !== user.userId || ACTIVE_STATUSES.includes(existing.status)) {
      throw new ConflictError(CLIENT_ID_IN_USE);
    }
    await this.deps.queries.deleteById(existing.id);
  }

  private inBackground(task: Promise<unknown>): void {
    const tracked = task.catch((err: unknown) => {
      // The outcome is on the query row; a failure here is only worth a log line.
      if (!isAppError(err) && !isAbortError(err)) this.deps.onBackgroundError?.(err);
    });
    this.tasks.add(tracked);
    void tracked.finally(() => this.tasks.delete(tracked));
  }

  /** Runs a checked script for its row; the row ends success, failed, stopped or timed_out. */
  private async run(
    row: QueryRow,
    script: PreparedScript,
    database: DatabaseRow,
    principal: Principal,
    limit: number,
  ): Promise<StoredResult> {
    const { queries, running } = this.deps;
    const handle = running.start(
      row.client_id,
      async () => (await queries.statusOf(row.id)) === 'stopped',
    );
    try {
      if (!(await queries.markRunning(row.id))) throw new QueryError(QUERY_STOPPED);
      const connector = await this.deps.databases.connector(database);
      const result = await runStatements(connector, script, {
        maxRows: limit,
        timeoutMs: queryTimeoutMs(database, this.deps.config.queryTimeoutSeconds),
        signal: handle.signal,
      });
      const stored = storedResult(result);
      const key = crypto.randomUUID();
      await this.deps.cache.set(resultsCacheKey(key), stored, RESULTS_TTL_SECONDS);
      const finished = await queries.finish(row.id, 'success', {
        rows: stored.data.length,
        results_key: key,
        progress: 100,
        end_time: Date.now(),
        limiting_factor: result.truncated ? 'DROPDOWN' : 'NOT_LIMITED',
      });
      if (!finished) throw new QueryError(QUERY_STOPPED); // stopped while the rows were stored
      return stored;
    } catch (err) {
      throw await this.failed(row, database, principal, err);
    } finally {
      handle.done();
    }
  }

  /** Records how a run ended and gives the error its caller should see. */
  private async failed(
    row: QueryRow,
    database: DatabaseRow,
    principal: Principal,
    err: unknown,
  ): Promise<Error> {
    let status: QueryStatus = 'failed';
    let visible: Error;
    if (isAbortError(err) || (isAppError(err) && err.details === QUERY_STOPPED)) {
      status = 'stopped';
      visible = new QueryError(QUERY_STOPPED);
    } else if (err instanceof QueryTimeoutError) {
      status = 'timed_out';
      visible = err;
    } else if (isAppError(err) && err.code !== 'QUERY') {
      visible = err;
    } else {
      // Engine error text only for those who may query the whole database anyway
      // (engine messages can carry data, CVE-2026-23980).
      const detail = messageOf(err);
      const full = principal.isAdmin || canAccessDatabase(principal, database);
      visible = new QueryError(full ? detail : QUERY_FAILED, {
        errorType: isAppError(err)
          ? (err.errorType ?? 'GENERIC_DB_ENGINE_ERROR')
          : 'GENERIC_DB_ENGINE_ERROR',
      });
    }
    await this.deps.queries.finish(row.id, status, {
      error_message: messageOf(visible),
      end_time: Date.now(),
    });
    return visible;
  }

  async queryDict(id: number): Promise<QueryDict> {
    const row = await this.deps.queries.findById(id);
    if (!row) throw new NotFoundError(RESULTS_QUERY_NOT_FOUND);
    return toQueryDict(row, await loadQueryRefs(this.deps.db, [row]));
  }

  /** Superset's execute/results answer, with rows [offset, offset + rows) of the result. */
  private async payload(
    id: number,
    stored: StoredResult,
    offset: number,
    rows: number,
  ): Promise<QueryResultsResponse> {
    const query = await this.queryDict(id);
    const end = offset + rows;
    return {
      status: 'success',
      query_id: id,
      data: stored.data.slice(offset, end),
      columns: stored.columns,
      selected_columns: stored.columns,
      expanded_columns: [],
      query,
      ...(stored.data.length > end ? { displayLimitReached: true } : {}),
    };
  }

  /** `GET /api/v1/sqllab/results/`: a finished run's rows by key, for the user who ran it. */
  async results(args: ResultsArgs, principal: Principal): Promise<QueryResultsResponse> {
    const user = requireUser(principal);
    assertSqlLabAccess(user);
    const row = await this.deps.queries.findByResultsKey(args.key);
    if (!row || row.user_id !== user.userId) throw new NotFoundError(RESULTS_QUERY_NOT_FOUND);
    // Access is checked again: a grant may have been revoked since the run.
    const database = await sqlLabDatabase(this.deps.databases, row.database_id, user);
    await prepareScript(
      this.deps.db,
      user,
      database,
      row.sql,
      templateParamsOf(row),
      scriptOptions(this.deps.config, this.deps.templateDatasets),
    );
    const stored = await this.deps.cache.get<StoredResult>(resultsCacheKey(args.key));
    if (!stored) throw new ResultsExpiredError();
    const rows = Math.min(args.rows ?? DISPLAY_MAX_ROW, DISPLAY_MAX_ROW);
    return this.payload(row.id, stored, args.offset ?? 0, rows);
  }

  /** Stops every background run (server shutdown) and waits for them to record it. */
  async close(): Promise<void> {
    this.deps.running.cancelAll();
    await Promise.allSettled([...this.tasks]);
  }
}
