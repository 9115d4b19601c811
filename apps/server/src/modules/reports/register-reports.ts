/**
 * Builds the report service on the container and registers `/api/v1/report/`: the module's one
 * entry point for register-modules.ts. The minimum schedule interval comes from the report
 * settings (`config.reports`, see jobs/reports/reports-config.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { reportChanges } from '../../jobs/reports/report-change-signal';
import type { ReportsConfig } from '../../jobs/reports/reports-config';
import { registerReportRoutes } from './reports.routes';
import { ReportsService } from './reports.service';
import { templateSettings } from '../row-level-security/row-level-templates';

export function createReportsService(
  container: Container,
  settings: Pick<ReportsConfig, 'minimumIntervalMinutes'>,
): ReportsService {
  return new ReportsService(container.store.db, {
    charts: container.charts,
    dashboards: container.dashboards,
    databases: container.databases,
    minimumIntervalMinutes: settings.minimumIntervalMinutes,
    changes: reportChanges,
    templates: templateSettings(container.config),
    audit: container.audit,
  });
}

export async function registerReportModule(
  app: FastifyInstance,
  container: Container,
  settings: Pick<ReportsConfig, 'minimumIntervalMinutes'> = container.config.reports,
): Promise<void> {
  await registerReportRoutes(app, container, createReportsService(container, settings));
}
