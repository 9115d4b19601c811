/**
 * Saving a dashboard's colour keys (`PUT /api/v1/dashboard/{id}/colors`): the keys sent replace
 * the stored ones inside json_metadata, every other key is kept. Only those who may edit the
 * dashboard may. Unless told otherwise (`mark_updated=false`, what a viewer's page sends when it
 * only records the colours charts drew) the save moves the dashboard's version forward.
 */
import { ConflictError, NotFoundError } from '@panorama/core/errors/app-error';
import type { DashboardColorsUpdate } from '@panorama/core/schemas/dashboard-colors';
import type { AuthenticatedPrincipal } from '../../security/principal';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { DASHBOARD_SAVE_CONTENDED } from '../dashboards/dashboards.service';
import { nextChangedOn } from '../dashboards/dashboard-version';
import { assertCanEditDashboard } from './dashboard-edit-access';
import { parseJsonMetadata } from './dashboard-metadata';

/** Saves retried when another save commits between reading the dashboard and writing it. */
const MAX_SAVE_ATTEMPTS = 5;

export class DashboardColorsService {
  constructor(private readonly dashboards: DashboardsService) {}

  async update(
    dashboardId: number,
    colors: DashboardColorsUpdate,
    markUpdated: boolean,
    principal: AuthenticatedPrincipal,
  ): Promise<void> {
    await this.dashboards.getVisible(dashboardId, principal);
    await assertCanEditDashboard(this.dashboards, dashboardId, principal);
    const repo = this.dashboards.repo;
    await repo.transaction(async (trx) => {
      for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt += 1) {
        const current = await repo.findById(dashboardId, trx);
        if (!current) throw new NotFoundError();
        const metadata = { ...parseJsonMetadata(current.json_metadata), ...colors };
        const saved = await repo.updateIfVersion(
          dashboardId,
          current.changed_on,
          {
            json_metadata: JSON.stringify(metadata),
            ...(markUpdated
              ? { changed_on: nextChangedOn(current.changed_on), changed_by_fk: principal.userId }
              : {}),
          },
          trx,
        );
        if (saved) return;
      }
      throw new ConflictError(DASHBOARD_SAVE_CONTENDED);
    });
  }
}
