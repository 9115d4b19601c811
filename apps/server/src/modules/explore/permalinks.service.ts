/**
 * Permanent links to a chart editor state and to a dashboard state (Superset's explore and
 * dashboard permalinks). A permalink never expires and its key is random, so links cannot be
 * guessed; opening one still needs read access to what it shows (the dataset and chart, or the
 * dashboard), checked on every read. What is stored is the state the client sent, as JSON.
 */
import { NotFoundError, ValidationError } from '@panorama/core/errors/app-error';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import { requirePermission, type Principal } from '../../security/principal';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { MAX_STATE_LENGTH } from '@panorama/core/schemas/explore';
import type {
  DashboardPermalinkState,
  DashboardPermalinkValue,
  ExplorePermalinkState,
  ExplorePermalinkValue,
} from '@panorama/core/schemas/permalink';
import type { KeyValueService } from '../key-value/key-value.service';
import type { ExploreAccess } from './explore-access';
import { positiveId } from './positive-id';

export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';
export const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';

export const STATE_TOO_LARGE = `The state is too large (at most ${MAX_STATE_LENGTH} characters)`;
export const INVALID_DATASOURCE = 'formData.datasource must name a dataset, e.g. "12__table"';

function assertSize(state: unknown): void {
  if (JSON.stringify(state).length > MAX_STATE_LENGTH) throw new ValidationError(STATE_TOO_LARGE);
}

export class PermalinksService {
  constructor(
    private readonly keyValue: KeyValueService,
    private readonly access: ExploreAccess,
    private readonly dashboards: DashboardsService,
  ) {}

  async createExplore(state: ExplorePermalinkState, principal: Principal): Promise<string> {
    requirePermission(principal, 'can_write', 'ExplorePermalinkRestApi');
    assertSize(state);
    const datasource =
      typeof state.formData.datasource === 'string'
        ? parseDatasourceKey(state.formData.datasource)
        : null;
    if (!datasource) throw new ValidationError({ 'formData.datasource': [INVALID_DATASOURCE] });
    const chartId = positiveId(state.formData.slice_id);
    await this.access.assertCanRead(datasource, chartId, principal);
    const value: ExplorePermalinkValue = {
      chartId,
      datasourceId: datasource.id,
      datasourceType: datasource.type,
      datasource: `${datasource.id}__${datasource.type}`,
      state,
    };
    return this.keyValue.create(EXPLORE_PERMALINK_RESOURCE, value, {
      createdBy: principal.userId,
    });
  }

  /** The permalink's value; unknown keys and states the caller may not read both answer 404. */
  async getExplore(key: string, principal: Principal): Promise<ExplorePermalinkValue> {
    requirePermission(principal, 'can_read', 'ExplorePermalinkRestApi');
    const entry = await this.keyValue.get<ExplorePermalinkValue>(EXPLORE_PERMALINK_RESOURCE, key);
    if (!entry) throw new NotFoundError();
    const value = entry.value;
    await this.access.assertCanRead(
      { id: value.datasourceId, type: value.datasourceType },
      value.chartId,
      principal,
    );
    return value;
  }

  async createDashboard(
    idOrSlug: string,
    state: DashboardPermalinkState,
    principal: Principal,
  ): Promise<string> {
    requirePermission(principal, 'can_write', 'DashboardPermalinkRestApi');
    assertSize(state);
    const dashboard = await this.dashboards.getVisible(idOrSlug, principal);
    // The id, not the slug the caller used: a later slug change must not break the link.
    const value: DashboardPermalinkValue = { dashboardId: String(dashboard.id), state };
    return this.keyValue.create(DASHBOARD_PERMALINK_RESOURCE, value, {
      createdBy: principal.userId,
    });
  }

  async getDashboard(key: string, principal: Principal): Promise<DashboardPermalinkValue> {
    requirePermission(principal, 'can_read', 'DashboardPermalinkRestApi');
    const entry = await this.keyValue.get<DashboardPermalinkValue>(
      DASHBOARD_PERMALINK_RESOURCE,
      key,
    );
    if (!entry) throw new NotFoundError();
    await this.dashboards.getVisible(entry.value.dashboardId, principal);
    return entry.value;
  }
}
