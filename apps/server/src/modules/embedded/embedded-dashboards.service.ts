/**
 * Embedded dashboards (EMBEDDED_SUPERSET): turning embedding on for a dashboard (one uuid per
 * dashboard, kept when the allowed domains change), reading it for the embedded page, and the
 * scope a guest token's resources open. Reading needs the dashboard to be visible; changing it
 * needs the right to edit the dashboard.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { NotFoundError } from '@panorama/core/errors/app-error';
import type {
  EmbeddedDashboard,
  EmbeddedDashboardConfig,
} from '@panorama/core/schemas/embedded-dashboard';
import type { MetadataSchema } from '../../store/schema';
import type { AuthenticatedPrincipal, GuestScope, Principal } from '../../security/principal';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { nowIso } from '../shared/humanize-time';
import { nativeFilterDatasetIds } from './native-filter-datasets';
import { loadUserRefs } from '../shared/user-refs';
import {
  EmbeddedDashboardsRepository,
  type EmbeddedDashboardRow,
} from './embedded-dashboards.repository';

export class EmbeddedDashboardsService {
  private readonly repo: EmbeddedDashboardsRepository;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly dashboards: DashboardsService,
  ) {
    this.repo = new EmbeddedDashboardsRepository(db);
  }

  async get(idOrSlug: string, principal: Principal): Promise<EmbeddedDashboard> {
    const dashboard = await this.dashboards.getVisible(idOrSlug, principal);
    const row = await this.repo.forDashboard(dashboard.id);
    if (!row) throw new NotFoundError();
    return this.serialize(row);
  }

  /** Turns embedding on, or changes its allowed domains; the uuid stays the same. */
  async upsert(
    idOrSlug: string,
    config: EmbeddedDashboardConfig,
    principal: AuthenticatedPrincipal,
  ): Promise<EmbeddedDashboard> {
    const dashboard = await this.dashboards.getEditable(idOrSlug, principal);
    const now = nowIso();
    const domains = JSON.stringify(config.allowed_domains);
    const existing = await this.repo.forDashboard(dashboard.id);
    if (existing) {
      await this.repo.updateDomains(existing.uuid, {
        allowed_domains: domains,
        changed_on: now,
        changed_by_fk: principal.userId,
      });
    } else {
      await this.repo.insert({
        uuid: crypto.randomUUID(),
        dashboard_id: dashboard.id,
        allowed_domains: domains,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.userId,
        changed_by_fk: principal.userId,
      });
    }
    const row = await this.repo.forDashboard(dashboard.id);
    if (!row) throw new NotFoundError();
    return this.serialize(row);
  }

  async delete(idOrSlug: string, principal: AuthenticatedPrincipal): Promise<void> {
    const dashboard = await this.dashboards.getEditable(idOrSlug, principal);
    await this.repo.deleteForDashboard(dashboard.id);
  }

  /** The embedded dashboard of a uuid, whoever asks (the embedded page is public). */
  async byUuid(uuid: string): Promise<EmbeddedDashboard | undefined> {
    const [row] = await this.repo.byUuids([uuid]);
    return row ? this.serialize(row) : undefined;
  }

  /** The embedded dashboards among `uuids`, with each one's dashboard id. */
  async existing(uuids: string[]): Promise<{ uuid: string; dashboardId: number }[]> {
    const rows = await this.repo.byUuids([...new Set(uuids)]);
    return rows.map((row) => ({ uuid: row.uuid, dashboardId: row.dashboard_id }));
  }

  /** What a guest token naming these embedded dashboards may read (uuids that are gone: nothing). */
  async guestScope(uuids: string[], rls: GuestScope['rls']): Promise<GuestScope> {
    const dashboardIds = (await this.existing(uuids)).map((found) => found.dashboardId);
    const chartIds = (
      await Promise.all(dashboardIds.map((id) => this.dashboards.repo.chartIds(id)))
    ).flat();
    const datasetIds = [
      ...(await this.dashboards.repo.datasetIdsOfCharts(chartIds)),
      ...nativeFilterDatasetIds(await this.dashboards.repo.findByIds(dashboardIds)),
    ];
    return {
      dashboardIds: new Set(dashboardIds),
      chartIds: new Set(chartIds),
      datasetIds: new Set(datasetIds),
      rls,
    };
  }

  private async serialize(row: EmbeddedDashboardRow): Promise<EmbeddedDashboard> {
    const users = await loadUserRefs(this.db, [row.changed_by_fk]);
    return {
      uuid: row.uuid,
      dashboard_id: String(row.dashboard_id),
      allowed_domains: JSON.parse(row.allowed_domains) as string[],
      changed_on: row.changed_on,
      changed_by: row.changed_by_fk === null ? null : (users.get(row.changed_by_fk) ?? null),
    };
  }
}
