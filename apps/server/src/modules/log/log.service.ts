/**
 * The action log behind "recently viewed": opening a dashboard or a chart in explore records a
 * view (noted by the server routes those pages load from, so API clients count too; a page may
 * also post one), and the home page reads the caller's latest distinct views with titles and
 * links. Only objects the caller may still see are returned, so a lost permission also hides the
 * recent entry.
 */
import type { Kysely } from 'kysely';
import type { RecentActivity, ViewAction } from '@panorama/core/schemas/log';
import type { MetadataSchema } from '../../store/schema';
import type { AuthenticatedPrincipal, Principal } from '../../security/principal';
import type { ChartsService } from '../charts/charts.service';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { visibleIds } from '../../rest/list-engine';
import { humanizeDelta } from '../shared/humanize-time';
import { ViewLogWriter } from './view-log-writer';
import { LogRepository } from './log.repository';

/** Views older than this are not looked at (the log only grows; the home page lists five). */
const RECENT_ACTIVITY_DAYS = 365;

export interface ViewedObject {
  action: ViewAction;
  dashboard_id?: number | undefined;
  slice_id?: number | undefined;
}

export class LogService {
  private readonly views: ViewLogWriter;
  private readonly repository: LogRepository;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly dashboards: DashboardsService,
    private readonly charts: ChartsService,
    onWriteError: (error: unknown) => void = () => undefined,
  ) {
    this.views = new ViewLogWriter(db, onWriteError);
    this.repository = new LogRepository(db);
  }

  /**
   * Notes that the caller opened an object it was just allowed to read; written in the
   * background. Visitors without an account (public dashboards) have no recents to keep.
   */
  noteView(principal: Principal, view: ViewedObject): void {
    if (principal.userId === null) return;
    this.views.add({
      userId: principal.userId,
      action: view.action,
      dashboardId: view.dashboard_id,
      chartId: view.slice_id,
    });
  }

  /** Records a view a page posts, after checking the object is visible (404 otherwise). */
  async recordView(principal: AuthenticatedPrincipal, view: ViewedObject): Promise<void> {
    if (view.action === 'dashboard' && view.dashboard_id !== undefined) {
      await this.dashboards.getVisible(view.dashboard_id, principal);
    }
    if (view.action === 'explore' && view.slice_id !== undefined) {
      await this.charts.getVisible(view.slice_id, principal);
    }
    this.noteView(principal, view);
  }

  /** Writes the views still waiting (before the store closes). */
  close(): Promise<void> {
    return this.views.flush();
  }

  /** The caller's most recent distinct dashboard and chart views, newest first. */
  async recentActivity(
    principal: AuthenticatedPrincipal,
    page: number,
    pageSize: number,
  ): Promise<RecentActivity[]> {
    await this.views.flush();
    const since = new Date(Date.now() - RECENT_ACTIVITY_DAYS * 86_400_000).toISOString();
    const rows = await this.repository.recentViews(principal.userId, since);
    const dashboardIds = rows.flatMap((r) =>
      r.action === 'dashboard' && r.dashboard_id ? [r.dashboard_id] : [],
    );
    const chartIds = rows.flatMap((r) =>
      r.action === 'explore' && r.slice_id ? [r.slice_id] : [],
    );
    const ctx = { principal };
    const [visibleDashboards, visibleCharts] = await Promise.all([
      visibleIds(this.db, this.dashboards.listSpec, dashboardIds, ctx),
      visibleIds(this.db, this.charts.listSpec, chartIds, ctx),
    ]);
    const [dashboards, charts] = await Promise.all([
      this.dashboards.repo.findByIds([...visibleDashboards]),
      this.charts.repo.findByIds([...visibleCharts]),
    ]);
    const dashboardById = new Map(dashboards.map((d) => [d.id, d]));
    const chartById = new Map(charts.map((c) => [c.id, c]));
    const out: RecentActivity[] = [];
    for (const row of rows) {
      const lastSeen = String(row.last_seen);
      const time = new Date(lastSeen).getTime();
      if (row.action === 'dashboard' && row.dashboard_id) {
        const d = dashboardById.get(row.dashboard_id);
        if (!d) continue;
        out.push({
          action: 'dashboard',
          item_type: 'dashboard',
          item_title: d.dashboard_title,
          item_url: `/dashboard/${d.slug ?? d.id}/`,
          time,
          time_delta_humanized: humanizeDelta(lastSeen),
        });
      } else if (row.action === 'explore' && row.slice_id) {
        const c = chartById.get(row.slice_id);
        if (!c) continue;
        out.push({
          action: 'explore',
          item_type: 'slice',
          item_title: c.slice_name,
          item_url: `/explore/?slice_id=${c.id}`,
          time,
          time_delta_humanized: humanizeDelta(lastSeen),
        });
      }
    }
    return out.slice(page * pageSize, (page + 1) * pageSize);
  }
}
