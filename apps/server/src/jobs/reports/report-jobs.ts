/**
 * Entry points of scheduled reports, built on the container:
 * - `startReportScheduler(container)`: croner schedules in this process (main.ts); occurrences
 *   run here, or go to the BullMQ 'reports' queue when REDIS_URL is set;
 * - `startReportWorker(container)`: takes queued occurrences (REDIS_URL only; a no-op
 *   otherwise), in the server process or a separate worker process;
 * - `startServerReportJobs(container)`: both, as a server process runs them;
 * - `createReportExecutor(container)`: `runReportNow(reportId, scheduledAt)` directly.
 */
import { templateSettings } from '../../modules/row-level-security/row-level-templates';
import type { Container } from '../../container';
import { screenshotBaseUrl } from '../../engine/screenshots/create-screenshot-service';
import { evaluateAlert } from './alert-evaluator';
import { SmtpEmailSender, type EmailSender } from './email-sender';
import { reportChanges } from './report-change-signal';
import { ReportRenderer } from './report-content';
import { ReportExecutor, type ExecutorLogger } from './report-executor';
import { chooseReportExecutor, NO_OWNER_EXECUTOR } from './report-executor-user';
import {
  BullMqDispatcher,
  InProcessDispatcher,
  startBullMqReportWorker,
  type ReportWorkerHandle,
} from './report-queue';
import { ReportScheduler, type SchedulerLogger } from './report-scheduler';
import type { ReportsConfig } from './reports-config';

export type ReportsLogger = ExecutorLogger & SchedulerLogger;

export interface ReportJobOptions {
  settings?: ReportsConfig;
  log?: ReportsLogger;
  /** Replaces SMTP delivery (tests). */
  sender?: EmailSender;
}

export function createReportExecutor(
  container: Container,
  options: ReportJobOptions = {},
): ReportExecutor {
  const settings = options.settings ?? container.config.reports;
  const { config } = container;
  const sender =
    options.sender ??
    new SmtpEmailSender(settings.smtp, {
      attempts: settings.sendAttempts,
      baseDelayMs: settings.retryBaseDelayMs,
    });
  const renderer = new ReportRenderer({
    // Read at run time, so tests can swap the container's screenshotter.
    screenshots: {
      screenshotUrl: (request) => container.screenshots.screenshotUrl(request),
      close: async () => undefined,
    },
    chartData: container.chartData,
    baseUrl: config.baseUrl ?? screenshotBaseUrl(config),
    chartTitle: async (id) =>
      (await container.charts.repo.findById(id))?.slice_name ?? `Chart ${id}`,
    dashboardTitle: async (id) =>
      (await container.dashboards.repo.findById(id))?.dashboard_title ?? `Dashboard ${id}`,
  });
  return new ReportExecutor({
    db: container.store.db,
    evaluateAlert: (report, principal) =>
      evaluateAlert(report, principal, {
        db: container.store.db,
        connectors: container.connectors,
        timeoutMs: config.queryTimeoutSeconds * 1000,
        templates: templateSettings(config),
        log: (message, err) => options.log?.error({ err }, message),
      }),
    render: (report, principal) => renderer.render(report, principal),
    sender,
    reportPrincipal: async (report) => {
      const choice = await chooseReportExecutor(container.store.db, report, settings.reportsUser);
      if (choice.kind === 'missing') return { missing: choice.message };
      const principal = await container.security.principalFor(choice.userId, 'bearer', null);
      return principal ?? { missing: NO_OWNER_EXECUTOR };
    },
    ...(options.log ? { log: options.log } : {}),
  });
}

/** Starts the croner schedules of every active report; close() stops them. */
export async function startReportScheduler(
  container: Container,
  options: ReportJobOptions = {},
): Promise<ReportScheduler> {
  const settings = options.settings ?? container.config.reports;
  const redisUrl = container.config.redisUrl;
  let dispatcher;
  if (redisUrl) dispatcher = new BullMqDispatcher(redisUrl, settings.keyPrefix);
  else {
    const executor = createReportExecutor(container, { ...options, settings });
    dispatcher = new InProcessDispatcher((id, at) => executor.runReportNow(id, at));
  }
  const scheduler = new ReportScheduler(container.store.db, dispatcher, {
    refreshMs: settings.refreshMs,
    changes: reportChanges,
    ...(options.log ? { log: options.log } : {}),
  });
  await scheduler.start();
  return scheduler;
}

/** Runs queued report occurrences when REDIS_URL is set; without Redis there is no queue. */
export function startReportWorker(
  container: Container,
  options: ReportJobOptions = {},
): ReportWorkerHandle {
  const redisUrl = container.config.redisUrl;
  if (!redisUrl) return { close: async () => undefined };
  const settings = options.settings ?? container.config.reports;
  const executor = createReportExecutor(container, { ...options, settings });
  return startBullMqReportWorker(redisUrl, settings.keyPrefix, (id, at) =>
    executor.runReportNow(id, at),
  );
}

/**
 * What a server process runs (main.ts): the schedules, plus, with REDIS_URL and
 * REPORTS_WORKER_IN_SERVER, a worker taking queued runs. close() stops both, letting runs in
 * flight end in a log state.
 */
export async function startServerReportJobs(
  container: Container,
  options: ReportJobOptions = {},
): Promise<ReportWorkerHandle> {
  const settings = options.settings ?? container.config.reports;
  const scheduler = await startReportScheduler(container, { ...options, settings });
  const worker =
    container.config.redisUrl && settings.workerInServer
      ? startReportWorker(container, { ...options, settings })
      : null;
  return {
    async close() {
      await scheduler.close();
      await worker?.close();
    },
  };
}

/** The worker process's starter (worker.ts WORKER_STARTERS): queued report runs. */
export const startReportWorkers = (container: Container): Promise<() => Promise<void>> => {
  const worker = startReportWorker(container);
  return Promise.resolve(() => worker.close());
};
