/**
 * Saving a dashboard's native filter configuration (`PUT /api/v1/dashboard/{id}/filters`): the
 * change set is applied to the stored json_metadata.native_filter_configuration
 * in order, parent links are checked for cycles, and every filter's chartsInScope/tabsInScope is
 * recomputed from the layout the dashboard page shows (charts attached without a saved position
 * included), so a client cannot store a scope the layout does not
 * give. The save moves the dashboard's version forward like any dashboard save.
 */
import { ConflictError, NotFoundError, ValidationError } from '@panorama/core/errors/app-error';
import { findCascadeCycle } from '@panorama/core/filters/cascade';
import {
  CYCLIC_HIERARCHY,
  type NativeFiltersUpdate,
} from '@panorama/core/filters/filter-config-schema';
import {
  applyFilterConfigChanges,
  duplicateFilterIds,
  withoutDanglingParents,
} from '@panorama/core/filters/filter-config-update';
import { calculateScopes } from '@panorama/core/filters/filter-scopes';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { layoutWithAttachedCharts } from '@panorama/core/layout/load-save';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import type { AuthenticatedPrincipal } from '../../security/principal';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { DASHBOARD_SAVE_CONTENDED } from '../dashboards/dashboards.service';
import { nextChangedOn } from '../dashboards/dashboard-version';
import { assertCanEditDashboard } from './dashboard-edit-access';
import { parseJsonMetadata, storedFilterConfiguration } from './dashboard-metadata';

/** Saves retried when another save commits between reading the dashboard and writing it. */
const MAX_SAVE_ATTEMPTS = 5;

export const DUPLICATE_FILTER_IDS = 'Filter ids must be unique';

/** Each native filter with chartsInScope/tabsInScope derived from the layout. */
export function withScopes(
  items: readonly FilterConfigItem[],
  layout: DashboardLayout,
): FilterConfigItem[] {
  const scopes = calculateScopes(items, layout);
  return items.map((item) => {
    const scope = scopes[item.id];
    if (item.type !== 'NATIVE_FILTER' || !scope) return item;
    return { ...item, chartsInScope: scope.chartsInScope, tabsInScope: scope.tabsInScope };
  });
}

/** The configuration after the change set, checked; throws 400 when it is not acceptable. */
export function nextFilterConfiguration(
  current: readonly FilterConfigItem[],
  changes: NativeFiltersUpdate,
  layout: DashboardLayout,
): FilterConfigItem[] {
  // The schema checked every field the dashboard reads; extra keys are kept as sent.
  const modified = changes.modified as unknown as FilterConfigItem[];
  const duplicates = duplicateFilterIds(modified);
  if (duplicates.length) throw new ValidationError({ modified: [DUPLICATE_FILTER_IDS] });
  const applied = withoutDanglingParents(
    applyFilterConfigChanges(current, { ...changes, modified }),
  );
  if (findCascadeCycle(applied))
    throw new ValidationError({ cascadeParentIds: [CYCLIC_HIERARCHY] });
  return withScopes(applied, layout);
}

export class NativeFiltersService {
  constructor(private readonly dashboards: DashboardsService) {}

  async update(
    dashboardId: number,
    changes: NativeFiltersUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<FilterConfigItem[]> {
    await this.dashboards.getVisible(dashboardId, principal);
    await assertCanEditDashboard(this.dashboards, dashboardId, principal);
    const repo = this.dashboards.repo;
    return repo.transaction(async (trx) => {
      for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt += 1) {
        const current = await repo.findById(dashboardId, trx);
        if (!current) throw new NotFoundError();
        const metadata = parseJsonMetadata(current.json_metadata);
        const configuration = nextFilterConfiguration(
          storedFilterConfiguration(metadata),
          changes,
          layoutWithAttachedCharts(current.position_json, await repo.chartIds(dashboardId, trx)),
        );
        const saved = await repo.updateIfVersion(
          dashboardId,
          current.changed_on,
          {
            json_metadata: JSON.stringify({
              ...metadata,
              native_filter_configuration: configuration,
            }),
            changed_on: nextChangedOn(current.changed_on),
            changed_by_fk: principal.userId,
          },
          trx,
        );
        if (saved) return configuration;
      }
      throw new ConflictError(DASHBOARD_SAVE_CONTENDED);
    });
  }
}
