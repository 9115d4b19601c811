/**
 * Evaluates every active report's crontab in its timezone with croner: one croner job per
 * report, rebuilt when this process edits a report (ReportChangeSignal) and on a periodic
 * refresh that also sees other processes' edits, reaps runs stuck in Working and purges old
 * logs. When a job fires, the occurrence (report id, scheduled time) goes to the dispatcher:
 * run here, or queued on BullMQ. Several processes may all tick; the scheduled time is the
 * cron's own, identical everywhere, so the run is claimed once (see execution-log.ts).
 */
import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import { purgeOldLogs, reapStuckRuns } from './execution-log';
import type { ReportChangeSignal } from './report-change-signal';

export interface ReportDispatcher {
  dispatch(reportId: number, scheduledAt: Date): Promise<void>;
  close(): Promise<void>;
}

export interface SchedulerLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface ScheduledJob {
  /** crontab + timezone the job was built from, to notice edits. */
  key: string;
  cron: Cron;
}

export class ReportScheduler {
  private readonly jobs = new Map<number, ScheduledJob>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly dispatcher: ReportDispatcher,
    private readonly options: {
      refreshMs: number;
      changes?: ReportChangeSignal;
      log?: SchedulerLogger;
    },
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    await this.maintain();
    this.unsubscribe = this.options.changes?.subscribe(() => void this.refresh()) ?? null;
    this.timer = setInterval(() => {
      void this.refresh().then(() => this.maintain());
    }, this.options.refreshMs);
    this.timer.unref();
  }

  /** The report ids with a live croner job (for tests and diagnostics). */
  scheduledReportIds(): number[] {
    return [...this.jobs.keys()].sort((a, b) => a - b);
  }

  /** When the report's job fires next, or null when it is not scheduled. */
  nextRun(reportId: number): Date | null {
    return this.jobs.get(reportId)?.cron.nextRun() ?? null;
  }

  /** One occurrence of a report's schedule: what croner calls, exposed for tests. */
  async tick(reportId: number, scheduledAt: Date): Promise<void> {
    try {
      await this.dispatcher.dispatch(reportId, scheduledAt);
    } catch (err) {
      this.options.log?.error({ err, reportId }, 'could not dispatch a report run');
    }
  }

  /** Re-reads the active schedules and rebuilds the jobs that changed (coalesces overlaps). */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        try {
          await this.syncJobs();
        } catch (err) {
          this.options.log?.warn({ err }, 'could not read report schedules');
        }
      } while (this.refreshAgain && !this.closed);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async syncJobs(): Promise<void> {
    const rows = await this.db
      .selectFrom('reports')
      .select(['id', 'crontab', 'timezone'])
      .where('active', '=', 1)
      .execute();
    if (this.closed) return;
    const wanted = new Map(rows.map((r) => [r.id, r]));
    for (const [id, job] of this.jobs) {
      const row = wanted.get(id);
      if (!row || `${row.crontab}|${row.timezone}` !== job.key) {
        job.cron.stop();
        this.jobs.delete(id);
      }
    }
    for (const row of rows) {
      if (this.jobs.has(row.id)) continue;
      try {
        const cron = new Cron(
          row.crontab.trim(),
          { timezone: row.timezone, unref: true },
          (self: Cron) => {
            const scheduledAt = self.currentRun() ?? new Date();
            void this.tick(row.id, scheduledAt);
          },
        );
        this.jobs.set(row.id, { key: `${row.crontab}|${row.timezone}`, cron });
      } catch (err) {
        this.options.log?.warn({ err, reportId: row.id }, 'report crontab could not be scheduled');
      }
    }
  }

  /** Marks stuck runs as failed and purges expired logs. */
  async maintain(): Promise<void> {
    try {
      await reapStuckRuns(this.db);
      await purgeOldLogs(this.db);
    } catch (err) {
      this.options.log?.warn({ err }, 'report log maintenance failed');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    for (const job of this.jobs.values()) job.cron.stop();
    this.jobs.clear();
    await this.refreshing;
    await this.dispatcher.close();
  }
}
