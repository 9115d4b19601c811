/**
 * Writes views of dashboards and charts to the action log in the background. A view is noted
 * while the page's own read is answered, so the page never waits for the write; views are
 * collected and written together at most once a second, because every committed write to the
 * SQLite store drops the per-process permission and dataset caches (store/stamped-read-cache.ts)
 * and a busy instance would otherwise drop them on every dashboard load. The view's time is taken
 * when it happens, not when it is written. Readers of the log in this process call `flush()`
 * first, so a user always sees their own latest view; other processes see it within the second.
 */
import type { Insertable, Kysely } from 'kysely';
import type { ViewAction } from '@panorama/core/schemas/log';
import type { LogsTable, MetadataSchema } from '../../store/schema';
import { nowIso } from '../shared/humanize-time';

/** How long views wait to be written together. */
const WRITE_DELAY_MS = 1000;
/** Beyond this many waiting views they are written at once, so memory stays bounded. */
const MAX_WAITING_VIEWS = 500;

export interface ViewEvent {
  userId: number;
  action: ViewAction;
  dashboardId?: number | undefined;
  chartId?: number | undefined;
}

export class ViewLogWriter {
  private waiting: Insertable<LogsTable>[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Settles when every batch handed over so far is written (or has failed and been reported). */
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(view: ViewEvent): void {
    this.waiting.push({
      action: view.action,
      user_id: view.userId,
      dashboard_id: view.action === 'dashboard' ? (view.dashboardId ?? null) : null,
      slice_id: view.action === 'explore' ? (view.chartId ?? null) : null,
      json: null,
      dttm: nowIso(),
      duration_ms: null,
      referrer: null,
    });
    if (this.waiting.length >= MAX_WAITING_VIEWS) {
      void this.flush();
    } else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), WRITE_DELAY_MS);
      // Waiting views never keep a process alive; closing the store flushes them.
      this.timer.unref();
    }
  }

  /** Writes the waiting views; resolves once they and every earlier batch are in the store. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.waiting.length > 0) {
      const rows = this.waiting;
      this.waiting = [];
      this.written = this.written.then(() => this.write(rows));
    }
    return this.written;
  }

  private async write(rows: Insertable<LogsTable>[]): Promise<void> {
    try {
      await this.db.insertInto('logs').values(rows).execute();
    } catch {
      // One row the store refuses (its user was deleted meanwhile) must not lose the others.
      for (const row of rows) {
        await this.db.insertInto('logs').values(row).execute().catch(this.onError);
      }
    }
  }
}
