/**
 * The composition root: builds every long-lived service from the configuration, once. Routes
 * receive the container; nothing else constructs services.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import { openMetadataStore, type MetadataStore } from './store/metadata-store';
import { StampedReadCache } from './store/stamped-read-cache';
import { TokenService } from './security/tokens';
import { CsrfTokens } from './security/csrf';
import { SecretBox } from './security/secret-box';
import { SecurityRepository } from './modules/security/security.repository';
import { SecurityService } from './modules/security/security.service';
import { SecurityAdminService } from './modules/security/security-admin.service';
import { SessionService } from './modules/security/sessions.service';
import { ExternalUsersService } from './modules/security/external-users.service';
import { UserSessionsRepository } from './modules/security/user-sessions.repository';
import { ChartTypes } from './modules/charts/chart-types';
import { ChartsService } from './modules/charts/charts.service';
import { DashboardsService } from './modules/dashboards/dashboards.service';
import { LogService } from './modules/log/log.service';
import { AuditService, processStdout } from './modules/log/audit.service';
import { auditLogListSpec } from './modules/log/audit-log.list-spec';
import type { ListSpec } from './rest/list-spec';
import { SavedQueriesService } from './modules/saved-queries/saved-queries.service';
import { AnnotationLayersService } from './modules/annotation-layers/annotation-layers.service';
import { AnnotationsService } from './modules/annotation-layers/annotations.service';
import { GuestTokens } from './security/guest-tokens';
import { EmbeddedDashboardsService } from './modules/embedded/embedded-dashboards.service';
import { GuestTokenService } from './modules/embedded/guest-token.service';
import { RowLevelSecurityService } from './modules/row-level-security/row-level-security.service';
import { FavoritesRepository } from './modules/shared/favorites.repository';
import { ListQueries } from './rest/list-queries';
import { DynamicPluginsService } from './modules/dynamic-plugins/dynamic-plugins.service';
import { createConnector } from './engine/connectors/create-connector';
import { ConnectorRegistry } from './modules/databases/connector-registry';
import { connectionPolicy, databaseConnectorSource } from './modules/databases/database-connectors';
import { DataPermissions } from './modules/databases/data-permissions';
import { DatabaseIntrospection } from './modules/databases/database-introspection';
import { DatabasesService } from './modules/databases/databases.service';
import { QueryDatasourceService } from './modules/queries/query-datasource.service';
import { DatasetsService } from './modules/datasets/datasets.service';
import { createResultCache } from './engine/cache/create-result-cache';
import type { ResultCache } from './engine/cache/result-cache';
import { ChartDataPipeline } from './engine/chart-data/chart-data-pipeline';
import { ChartDataService } from './modules/chart-data/chart-data.service';
import { ChartDataRepository } from './modules/chart-data/chart-data.repository';
import { chartDataAccess } from './modules/sql-access/chart-data-access';
import { annotationSource } from './modules/annotation-layers/annotation-source';
import { ImportExportService } from './modules/import-export/import-export.service';
import { KeyValueService } from './modules/key-value/key-value.service';
import { createExploreServices, type ExploreServices } from './modules/explore/explore-services';
import { createScreenshotService } from './engine/screenshots/create-screenshot-service';
import type { Screenshotter } from './engine/screenshots/screenshot-service';
import { createSqlLabServices, type SqlLabServices } from './modules/sqllab/sqllab-services';
import { templateSettings } from './modules/row-level-security/row-level-templates';
import { createAsyncChartQueries } from './jobs/async-queries/create-async-chart-queries';

export interface Container {
  config: AppConfig;
  store: MetadataStore;
  /** The shared list engine on the store: list, related, distinct and visibility queries. */
  lists: ListQueries;
  /** The charts and dashboards each user starred. */
  favorites: FavoritesRepository;
  tokens: TokenService;
  csrf: CsrfTokens;
  secretBox: SecretBox;
  securityRepo: SecurityRepository;
  security: SecurityService;
  securityAdmin: SecurityAdminService;
  /** Users an identity provider vouches for: registration and roles from groups. */
  externalUsers: ExternalUsersService;
  /** Server-side sessions: issues tokens, checks they are still live, logs out and revokes. */
  sessions: SessionService;
  charts: ChartsService;
  dashboards: DashboardsService;
  /** One open connector per registered database, shared by every feature that queries it. */
  connectors: ConnectorRegistry;
  databases: DatabasesService;
  databaseIntrospection: DatabaseIntrospection;
  datasets: DatasetsService;
  /** v1 bundle export and import of dashboards, charts, datasets and databases. */
  importExport: ImportExportService;
  dataPermissions: DataPermissions;
  log: LogService;
  /** Records security events (sign-ins, administration, exports) in the action log. */
  audit: AuditService;
  /** The action log as `GET /api/v1/log/` lists it. */
  auditLogListSpec: ListSpec;
  savedQueries: SavedQueriesService;
  annotationLayers: AnnotationLayersService;
  annotations: AnnotationsService;
  rowLevelSecurity: RowLevelSecurityService;
  dynamicPlugins: DynamicPluginsService;
  /** Chart query results: in-process LRU, or Redis when REDIS_URL is set. */
  resultCache: ResultCache;
  chartData: ChartDataService;
  /** JSON state in the metadata store (form data, permalinks, hand-offs), optionally expiring. */
  keyValue: KeyValueService;
  /** The chart editor's form data cache, permalinks, opening context and SQL Lab hand-off. */
  explore: ExploreServices;
  /** PNG/PDF screenshots of our own pages in headless Chromium (browser launched on first use). */
  screenshots: Screenshotter;
  /** SQL Lab: execution, results, CSV export, editor tabs, query history and stop. */
  sqlLab: SqlLabServices;
  /** Signs and verifies guest tokens (EMBEDDED_SUPERSET). */
  guestTokens: GuestTokens;
  /** Embedded dashboards and the scope of their guests. */
  embedded: EmbeddedDashboardsService;
  guestTokenIssuer: GuestTokenService;
  close(): Promise<void>;
}

export function createContainer(config: AppConfig, _logger?: FastifyBaseLogger): Container {
  const store = openMetadataStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const securityRepo = new SecurityRepository(store.db);
  const readCache = new StampedReadCache(store.changeStamp);
  const tokens = new TokenService(config.secretKey, {
    access: config.accessTokenMinutes * 60,
    refresh: config.refreshTokenDays * 86400,
    session: config.sessionLifetimeHours * 3600,
  });
  const audit = new AuditService(store.db, {
    stdout: config.auditLogStdout ? processStdout : null,
    onError: (err) => _logger?.error({ err }, 'could not write an event to the action log'),
  });
  const sessions = new SessionService(new UserSessionsRepository(store.db), tokens, readCache);
  const closers: (() => Promise<void>)[] = [() => store.close()];
  const dynamicPlugins = new DynamicPluginsService(store.db);
  const favorites = new FavoritesRepository(store.db);
  const charts = new ChartsService(
    store.db,
    new ChartTypes(
      config.featureFlags.DYNAMIC_PLUGINS ? (keys) => dynamicPlugins.registeredKeys(keys) : null,
    ),
  );
  const dashboards = new DashboardsService(store.db, charts, {
    rbac: config.featureFlags.DASHBOARD_RBAC,
    positionDataLimit: config.dashboardPositionDataLimit,
  });
  const secretBox = new SecretBox(config.secretKey);
  const policy = connectionPolicy(config, store);
  const connectors = new ConnectorRegistry(
    databaseConnectorSource({ policy, secretBox, createConnector }),
  );
  closers.push(() => connectors.close());
  const dataPermissions = new DataPermissions(store.db, securityRepo);
  const databases = new DatabasesService(store.db, {
    secretBox,
    policy,
    permissions: dataPermissions,
    connectors,
    createConnector,
    audit,
  });
  const savedQueries = new SavedQueriesService(store.db);
  const datasets = new DatasetsService(store.db, {
    databases,
    permissions: dataPermissions,
    templates: templateSettings(config),
  });
  const keyValue = new KeyValueService(store.db);
  const log = new LogService(store.db, dashboards, charts, (err) =>
    _logger?.warn({ err }, 'could not write views to the action log'),
  );
  // Closed before the store: views still waiting are written.
  closers.push(() => log.close());
  const resultCache = createResultCache(config, _logger);
  closers.push(() => resultCache.close());
  const screenshots = createScreenshotService(config, sessions);
  closers.push(() => screenshots.close());
  const queryDatasources = new QueryDatasourceService(store.db, {
    databases,
    connectors,
    templates: templateSettings(config),
  });
  const chartDataPipeline = new ChartDataPipeline({
    repo: new ChartDataRepository(store.db),
    charts,
    ...chartDataAccess(store.db, templateSettings(config)),
    queries: queryDatasources,
    annotations: annotationSource(store.db),
    connectors,
    cache: resultCache,
    readCache,
    config,
  });
  const security = new SecurityService(securityRepo, readCache);
  // Async chart queries (GLOBAL_ASYNC_QUERIES): built always so `npm run worker` finds them, but
  // inert while the flag is off; nothing connects to Redis until a job is queued.
  const asyncQueries = createAsyncChartQueries(config, {
    pipeline: chartDataPipeline,
    principals: security,
    cache: resultCache,
    logger: _logger,
  });
  closers.push(() => asyncQueries.close());
  const sqlLab = createSqlLabServices({
    db: store.db,
    audit,
    databases,
    cache: resultCache,
    config,
    templateDatasets: (principal, databaseId, ids, render) =>
      chartDataPipeline.templateDatasetsFor(principal, databaseId, ids, render),
    ...(_logger ? { logger: _logger } : {}),
  });
  // Before the connectors close: running SQL Lab queries are stopped and recorded as such.
  closers.push(() => sqlLab.close());
  const guestTokens = new GuestTokens(config.guestToken);
  const embedded = new EmbeddedDashboardsService(store.db, dashboards);
  return {
    config,
    store,
    lists: new ListQueries(store.db),
    favorites,
    tokens,
    sessions,
    csrf: new CsrfTokens(config.secretKey),
    secretBox,
    securityRepo,
    security,
    securityAdmin: new SecurityAdminService(store.db, securityRepo, sessions, audit),
    externalUsers: new ExternalUsersService(store.db, securityRepo, sessions, config.auth.external),
    dataPermissions,
    log,
    audit,
    auditLogListSpec: auditLogListSpec((ids) => audit.listRows(ids)),
    savedQueries,
    annotationLayers: new AnnotationLayersService(store.db),
    annotations: new AnnotationsService(store.db),
    rowLevelSecurity: new RowLevelSecurityService(store.db, templateSettings(config), audit),
    dynamicPlugins,
    charts,
    dashboards,
    connectors,
    databases,
    databaseIntrospection: new DatabaseIntrospection(store.db, databases),
    datasets,
    importExport: new ImportExportService(store.db, {
      dashboards,
      charts,
      datasets,
      databases,
      savedQueries,
      permissions: dataPermissions,
      connectors,
      secretBox,
      policy,
      templates: templateSettings(config),
      audit,
    }),
    resultCache,
    chartData: new ChartDataService(
      chartDataPipeline,
      charts,
      config.featureFlags,
      asyncQueries,
      audit,
    ),
    keyValue,
    explore: createExploreServices({
      db: store.db,
      charts,
      datasets,
      dashboards,
      keyValue,
      queryDatasources,
    }),
    screenshots,
    sqlLab,
    guestTokens,
    embedded,
    guestTokenIssuer: new GuestTokenService(
      embedded,
      new ChartDataRepository(store.db),
      guestTokens,
      audit,
    ),
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
