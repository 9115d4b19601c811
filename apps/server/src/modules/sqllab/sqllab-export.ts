/**
 * `GET /api/v1/sqllab/export/{client_id}/`: the caller's own run, re-checked (templates, script
 * guard, table access: grants may have changed since) and run again with the download limit
 * (SQL_MAX_ROW) rather than the editor's display limit, streamed as CSV.
 */
import type { Kysely } from 'kysely';
import { NotFoundError } from '@panorama/core/errors/app-error';
import { queryTimeoutMs } from '../../engine/chart-data/chart-datasource';
import { csvChunks } from '../../engine/export/csv-writer';
import { exportBaseName } from '../../engine/export/export-filename';
import { requirePermission, requireUser, type Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import { QUERY_NOT_FOUND } from '../queries/queries.service';
import type { QueriesRepository } from '../queries/queries.repository';
import { templateParamsOf } from '../queries/query-serializer';
import { prepareScript, scriptOptions, type TemplateDatasetLoader } from './sql-script';
import { assertSqlLabAccess, sqlLabDatabase } from './sqllab-access';
import type { SqlLabConfig } from './sqllab.service';
import { runStatements } from './statement-runner';
import type { AuditService } from '../log/audit.service';

export interface CsvExport {
  fileName: string;
  chunks: Iterable<string>;
  rowCount: number;
}

export class SqlLabExport {
  constructor(
    private readonly deps: {
      db: Kysely<MetadataSchema>;
      databases: DatabasesService;
      queries: QueriesRepository;
      config: SqlLabConfig;
      templateDatasets?: TemplateDatasetLoader;
      /** Where result downloads are recorded. */
      audit?: AuditService;
    },
  ) {}

  async csv(clientId: string, principal: Principal, signal?: AbortSignal): Promise<CsvExport> {
    const user = requireUser(principal);
    assertSqlLabAccess(user);
    requirePermission(user, 'can_export_csv', 'SQLLab');
    const row = await this.deps.queries.findByClientId(clientId);
    if (!row || row.user_id !== user.userId) throw new NotFoundError(QUERY_NOT_FOUND);
    const database = await sqlLabDatabase(this.deps.databases, row.database_id, user);
    const script = await prepareScript(
      this.deps.db,
      user,
      database,
      row.sql,
      templateParamsOf(row),
      scriptOptions(this.deps.config, this.deps.templateDatasets),
    );
    const connector = await this.deps.databases.connector(database);
    const result = await runStatements(connector, script, {
      maxRows: this.deps.config.sqlMaxRow,
      timeoutMs: queryTimeoutMs(database, this.deps.config.queryTimeoutSeconds),
      ...(signal ? { signal } : {}),
    });
    // A download takes the data out of the app: the action log says who took what.
    await this.deps.audit?.record({
      action: 'sql_results_exported',
      objectType: 'query',
      objectId: row.id,
      detail: {
        format: 'csv',
        client_id: clientId,
        database_id: row.database_id,
        row_count: result.rows.length,
      },
    });
    return {
      fileName: `${exportBaseName({ chartName: row.tab_name || 'sqllab' })}.csv`,
      chunks: csvChunks(
        result.columns.map((c) => c.name),
        result.rows,
      ),
      rowCount: result.rows.length,
    };
  }
}
