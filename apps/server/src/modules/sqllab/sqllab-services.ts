/**
 * SQL Lab's services, built once by the container: execution and results, the CSV export, the
 * editor tabs, and the query history with stop. They share one registry of the runs in progress
 * in this process (RunningQueries), so a stop reaches the engine at once when it lands here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SqlLabBootstrapResponse } from '@panorama/core/schemas/sqllab';
import type { ResultCache } from '../../engine/cache/result-cache';
import type { MetadataSchema } from '../../store/schema';
import type { Principal } from '../../security/principal';
import type { DatabasesService } from '../databases/databases.service';
import { QueriesService } from '../queries/queries.service';
import { RunningQueries } from './running-queries';
import { SqlLabExport } from './sqllab-export';
import type { AuditService } from '../log/audit.service';
import { sqlLabBootstrap } from './sqllab-bootstrap';
import { SqlLabService, type SqlLabConfig } from './sqllab.service';
import type { TemplateDatasetLoader } from './sql-script';
import { TabStateService } from './tab-state.service';

export interface SqlLabServices {
  execution: SqlLabService;
  csvExport: SqlLabExport;
  tabs: TabStateService;
  /** The query history (`/api/v1/query/`) and stop. */
  queries: QueriesService;
  /** What SQL Lab opens with: tabs, databases and recent runs (`GET /api/v1/sqllab/`). */
  bootstrap(principal: Principal): Promise<SqlLabBootstrapResponse>;
  /** Server shutdown: stops the runs of this process and waits for them to record it. */
  close(): Promise<void>;
}

export function createSqlLabServices(deps: {
  db: Kysely<MetadataSchema>;
  audit?: AuditService;
  databases: DatabasesService;
  cache: ResultCache;
  config: SqlLabConfig;
  templateDatasets?: TemplateDatasetLoader;
  logger?: FastifyBaseLogger;
}): SqlLabServices {
  const running = new RunningQueries();
  const queries = new QueriesService(deps.db, running);
  const tabs = new TabStateService({
    db: deps.db,
    databases: deps.databases,
    queries: queries.repo,
  });
  const execution = new SqlLabService({
    db: deps.db,
    databases: deps.databases,
    queries: queries.repo,
    cache: deps.cache,
    running,
    config: deps.config,
    templateDatasets: deps.templateDatasets,
    tabs,
    onBackgroundError: (err) => deps.logger?.error({ err }, 'SQL Lab background run failed'),
  });
  const csvExport = new SqlLabExport({
    db: deps.db,
    ...(deps.audit ? { audit: deps.audit } : {}),
    databases: deps.databases,
    queries: queries.repo,
    config: deps.config,
    templateDatasets: deps.templateDatasets,
  });
  const bootstrap = (principal: Principal) =>
    sqlLabBootstrap(
      { db: deps.db, databases: deps.databases, queries: queries.repo, tabs },
      principal,
    );
  return { execution, csvExport, tabs, queries, bootstrap, close: () => execution.close() };
}
