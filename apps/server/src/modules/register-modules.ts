/** Registers every domain module's routes; the one list of what the API serves. */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../container';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerOAuthRoutes } from './auth/oauth.routes';
import { registerChartRoutes } from './charts/charts.routes';
import { registerDashboardRoutes } from './dashboards/dashboards.routes';
import { registerSecurityAdminRoutes } from './security/security-admin.routes';
import { registerDatabaseRoutes } from './databases/databases.routes';
import { registerDatasetRoutes } from './datasets/datasets.routes';
import { registerDatasourceRoutes } from './datasource/datasource.routes';
import { registerImportExportRoutes } from './import-export/import-export.routes';
import { registerLogRoutes } from './log/log.routes';
import { registerSavedQueryRoutes } from './saved-queries/saved-queries.routes';
import { registerSqlLabModule } from './sqllab/register-sqllab';
import { registerTimeRangeRoutes } from './time-range/time-range.routes';
import { registerChartDataRoutes } from './chart-data/chart-data.routes';
import { registerAsyncEventRoutes } from './async-events/async-events.routes';
import { registerExploreJsonRoutes } from './explore/explore-json.routes';
import { registerExploreRoutes } from './explore/register-explore-routes';
import { registerAdvancedDataTypeRoutes } from './advanced-data-type/advanced-data-type.routes';
import { registerDatasourceDataRoutes } from './datasource/datasource-data.routes';
import { registerAnnotationLayerModule } from './annotation-layers/register-annotation-routes';
import { registerUploadRoutes } from './uploads/uploads.routes';
import { registerDynamicPluginRoutes } from './dynamic-plugins/dynamic-plugins.routes';
import { registerRowLevelSecurityModule } from './row-level-security/register-row-level-security';
import { registerDashboardFiltersModule } from './dashboard-filters/register-dashboard-filters';
import { registerReportModule } from './reports/register-reports';
import { registerEmbeddedRoutes } from './embedded/embedded-dashboards.routes';
import { registerThumbnailRoutes } from './thumbnails/thumbnails.routes';

export async function registerModules(app: FastifyInstance, container: Container): Promise<void> {
  registerAuthRoutes(app, container);
  registerOAuthRoutes(app, container);
  registerTimeRangeRoutes(app);
  registerSecurityAdminRoutes(app, container, container.securityAdmin);
  registerChartRoutes(app, container, container.charts);
  registerDashboardRoutes(app, container, container.dashboards, container.datasets);
  registerDashboardFiltersModule(app, container);
  registerLogRoutes(app, container);
  registerSavedQueryRoutes(app, container, container.savedQueries);
  await registerSqlLabModule(app, container);
  registerAnnotationLayerModule(app, container);
  registerRowLevelSecurityModule(app, container);
  registerDynamicPluginRoutes(app, container, container.dynamicPlugins);
  registerDatabaseRoutes(app, container, container.databases, container.databaseIntrospection);
  registerDatasetRoutes(app, container, container.datasets);
  await registerDatasourceRoutes(app, container, container.datasets);
  await registerChartDataRoutes(app, container, container.chartData);
  const { asyncQueries } = container.chartData;
  if (asyncQueries)
    await registerAsyncEventRoutes(app, asyncQueries, {
      cookieSecure: container.config.cookieSecure,
      baseUrl: container.config.baseUrl,
    });
  await registerExploreJsonRoutes(app, container, container.chartData);
  await registerExploreRoutes(app, container);
  registerAdvancedDataTypeRoutes(app);
  registerDatasourceDataRoutes(app, container.chartData.pipeline);
  await registerImportExportRoutes(app, container, container.importExport);
  await registerUploadRoutes(app, container);
  await registerReportModule(app, container);
  registerEmbeddedRoutes(app, container);
  registerThumbnailRoutes(app, container);
}
