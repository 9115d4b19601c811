/**
 * Runs one scheduled report or alert (Superset's report state machine, one log row per run):
 * claim the run (only one process succeeds), refuse to overlap a run still Working, evaluate an
 * alert (Not triggered when its condition is false, On Grace when it fired within the grace
 * period), render as the report's executor (report-executor-user.ts), email the recipients, and end the run as Success or Error
 * with the reason. Deactivated or deleted reports are skipped and send nothing.
 */
import type { Kysely } from 'kysely';
import type { ReportRow } from '../../modules/reports/reports.repository';
import type { Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import { AlertError, type AlertResult } from './alert-evaluator';
import { EmailDeliveryError, type EmailSender } from './email-sender';
import {
  PREVIOUS_WORKING_MESSAGE,
  REPORT_STATES,
  WORKING_TIMEOUT_MESSAGE,
  claimRun,
  finishRun,
  markReportWorking,
  otherWorkingRuns,
  type ReportState,
} from './execution-log';
import { ReportContentError, type ReportContent } from './report-content';
import { buildReportEmail, recipientAddresses } from './report-email';

export const GRACE_PERIOD_MESSAGE = 'Alert fired during grace period.';
export const UNEXPECTED_ERROR = 'Report Schedule execution got an unexpected error.';
export const NO_RECIPIENTS = 'The report has no email recipients.';

export type RunStatus = ReportState | 'skipped' | 'duplicate';

export interface RunResult {
  status: RunStatus;
  logId: number | null;
  errorMessage: string | null;
}

export interface ExecutorLogger {
  error(details: object, message: string): void;
}

export interface ExecutorDeps {
  db: Kysely<MetadataSchema>;
  /** Evaluates an alert as `principal`: their table access and row-level rules. */
  evaluateAlert(report: ReportRow, principal: Principal): Promise<AlertResult>;
  render(report: ReportRow, principal: Principal): Promise<ReportContent>;
  sender: EmailSender;
  /** Whose permissions the report renders with, or why nobody can run it. */
  reportPrincipal(report: ReportRow): Promise<Principal | { missing: string }>;
  log?: ExecutorLogger;
}

/** An expected failure whose message is what the execution log shows. */
class RunError extends Error {}

export class ReportExecutor {
  constructor(private readonly deps: ExecutorDeps) {}

  /** Runs the report's occurrence scheduled at `scheduledAt` (at most once across processes). */
  async runReportNow(reportId: number, scheduledAt: Date = new Date()): Promise<RunResult> {
    const { db } = this.deps;
    const report = await db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!report || report.active !== 1)
      return { status: 'skipped', logId: null, errorMessage: null };
    const claim = await claimRun(db, reportId, scheduledAt);
    if (!claim) return { status: 'duplicate', logId: null, errorMessage: null };
    const end = async (
      state: ReportState,
      extra: Omit<Parameters<typeof finishRun>[3], 'state'> = {},
    ) => {
      await finishRun(db, reportId, claim.logId, { state, ...extra });
      return { status: state, logId: claim.logId, errorMessage: extra.errorMessage ?? null };
    };

    const others = await otherWorkingRuns(db, reportId, claim.logId, report.working_timeout);
    for (const other of others.filter((o) => o.timedOut))
      await finishRun(db, reportId, other.id, {
        state: REPORT_STATES.error,
        errorMessage: WORKING_TIMEOUT_MESSAGE,
      });
    if (others.some((o) => !o.timedOut))
      return end(REPORT_STATES.error, { errorMessage: PREVIOUS_WORKING_MESSAGE });
    await markReportWorking(db, reportId);

    let alert: AlertResult | null = null;
    try {
      if (report.type === 'Alert') {
        if (await this.inGracePeriod(report))
          return await end(REPORT_STATES.grace, { errorMessage: GRACE_PERIOD_MESSAGE });
        alert = await this.deps.evaluateAlert(report, await this.executorOf(report));
        if (!alert.triggered)
          return await end(REPORT_STATES.noop, {
            value: alert.value,
            valueRowJson: alert.valueRowJson,
          });
      }
      await this.deliver(report);
      return await end(
        REPORT_STATES.success,
        alert ? { value: alert.value, valueRowJson: alert.valueRowJson } : {},
      );
    } catch (err) {
      const expected =
        err instanceof RunError ||
        err instanceof AlertError ||
        err instanceof ReportContentError ||
        err instanceof EmailDeliveryError;
      this.deps.log?.error(
        { err, reportId, cause: err instanceof Error ? err.cause : undefined },
        'report run failed',
      );
      return end(REPORT_STATES.error, {
        errorMessage: expected ? (err as Error).message : UNEXPECTED_ERROR,
        ...(alert ? { value: alert.value, valueRowJson: alert.valueRowJson } : {}),
      });
    }
  }

  private async deliver(report: ReportRow): Promise<void> {
    const recipients = await this.deps.db
      .selectFrom('report_recipients')
      .select('recipient_config_json')
      .where('report_id', '=', report.id)
      .where('type', '=', 'Email')
      .execute();
    const to = recipientAddresses(recipients.map((r) => r.recipient_config_json));
    if (to.length === 0) throw new RunError(NO_RECIPIENTS);
    const principal = await this.executorOf(report);
    const content = await this.deps.render(report, principal);
    await this.deps.sender.send(buildReportEmail(report, content, to));
  }

  /** Whose permissions the run uses, or a RunError saying why nobody can run it. */
  private async executorOf(report: ReportRow): Promise<Principal> {
    const principal = await this.deps.reportPrincipal(report);
    if ('missing' in principal) throw new RunError(principal.missing);
    return principal;
  }

  /** Superset's is_in_grace_period: the last successful alert ended less than grace_period ago. */
  private async inGracePeriod(report: ReportRow): Promise<boolean> {
    if (report.grace_period <= 0) return false;
    if (report.last_state !== REPORT_STATES.success && report.last_state !== REPORT_STATES.grace)
      return false;
    const last = await this.deps.db
      .selectFrom('report_execution_logs')
      .select('end_dttm')
      .where('report_id', '=', report.id)
      .where('state', '=', REPORT_STATES.success)
      .orderBy('end_dttm', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last?.end_dttm) return false;
    return Date.now() - new Date(last.end_dttm).getTime() < report.grace_period * 1000;
  }
}
