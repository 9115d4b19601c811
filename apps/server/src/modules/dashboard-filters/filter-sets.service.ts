/**
 * Filter sets of a dashboard: named native-filter values. A 'User' set belongs to
 * one user and only that user sees or changes it; a 'Dashboard' set is shared with everyone who
 * can see the dashboard, and only those who may edit the dashboard create, change or delete it.
 * A set the caller may not see answers 404, like a missing one.
 */
import crypto from 'node:crypto';
import { ForbiddenError, NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { AuthenticatedPrincipal, Principal } from '../../security/principal';
import { nowIso } from '../shared/humanize-time';
import type { DashboardsService } from '../dashboards/dashboards.service';
import { assertCanEditDashboard } from './dashboard-edit-access';
import type { FilterSetResponseItem } from '@panorama/core/schemas/dashboard-filters';
import type { FilterSetRow } from '../../store/schema';
import { DASHBOARD_OWNER_TYPE, USER_OWNER_TYPE, type OwnerType } from './filter-set-owners';
import {
  checkFilterSetCreate,
  parseFilterSetMetadata,
  type FilterSetCreate,
  type FilterSetUpdate,
} from './filter-sets.schemas';
import { FilterSetsRepository } from './filter-sets.repository';
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import { createdStamp } from '../shared/audit-fields';

export const FILTER_SET_OWNER_NOT_DASHBOARD = 'owner_id should be dashboard_id';
export const FILTER_SET_OWNER_NOT_USER = 'A user filter set can only be owned by its creator';
export const FILTER_SET_FORBIDDEN = 'You are not allowed to change this filter set';

/** A filter set as the API answers it. */
export type FilterSetResult = FilterSetResponseItem;

function serialize(row: FilterSetRow): FilterSetResult {
  let params: FilterSetResult['params'] = {};
  try {
    // Checked on write to be `{nativeFilters, dataMask?}`.
    params = JSON.parse(row.json_metadata) as FilterSetResult['params'];
  } catch {
    // Stored text was checked on write; a hand-edited row reads as empty rather than failing.
  }
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    json_metadata: row.json_metadata,
    params,
    owner_type: row.owner_type as OwnerType,
    owner_id: row.owner_id,
    dashboard_id: row.dashboard_id,
    is_primary: row.is_primary === 1,
    created_on: row.created_on,
    changed_on: row.changed_on,
    created_by_fk: row.created_by_fk,
    changed_by_fk: row.changed_by_fk,
  };
}

function isOwnUserSet(row: FilterSetRow, principal: Principal): boolean {
  return row.owner_type === USER_OWNER_TYPE && row.owner_id === principal.userId;
}

export class FilterSetsService {
  private readonly repo: FilterSetsRepository;

  constructor(
    db: Kysely<MetadataSchema>,
    private readonly dashboards: DashboardsService,
  ) {
    this.repo = new FilterSetsRepository(db);
  }

  async list(dashboardId: number, principal: Principal): Promise<FilterSetResult[]> {
    await this.dashboards.getVisible(dashboardId, principal);
    return (await this.repo.listVisible(dashboardId, principal.userId)).map(serialize);
  }

  async create(
    dashboardId: number,
    body: FilterSetCreate,
    principal: AuthenticatedPrincipal,
  ): Promise<FilterSetResult> {
    await this.dashboards.getVisible(dashboardId, principal);
    checkFilterSetCreate(body);
    let ownerId: number;
    if (body.owner_type === DASHBOARD_OWNER_TYPE) {
      ownerId = body.owner_id ?? dashboardId;
      if (ownerId !== dashboardId) throw new UnprocessableError(FILTER_SET_OWNER_NOT_DASHBOARD);
      await assertCanEditDashboard(this.dashboards, dashboardId, principal);
    } else {
      // checkFilterSetCreate made sure a User set names its owner.
      ownerId = body.owner_id ?? principal.userId;
      if (ownerId !== principal.userId) throw new ForbiddenError(FILTER_SET_OWNER_NOT_USER);
    }
    const now = nowIso();
    const id = await this.repo.insert({
      uuid: crypto.randomUUID(),
      name: body.name,
      description: body.description ?? null,
      json_metadata: body.json_metadata,
      owner_type: body.owner_type,
      owner_id: ownerId,
      dashboard_id: dashboardId,
      is_primary: body.is_primary ? 1 : 0,
      ...createdStamp(principal.userId, now),
    });
    return this.get(dashboardId, id, principal);
  }

  /** The set if the caller may see it; 404 otherwise. */
  private async visibleSet(
    dashboardId: number,
    id: number,
    principal: Principal,
  ): Promise<FilterSetRow> {
    await this.dashboards.getVisible(dashboardId, principal);
    const row = await this.repo.find(dashboardId, id);
    if (!row || (row.owner_type !== DASHBOARD_OWNER_TYPE && !isOwnUserSet(row, principal))) {
      throw new NotFoundError();
    }
    return row;
  }

  async get(dashboardId: number, id: number, principal: Principal): Promise<FilterSetResult> {
    return serialize(await this.visibleSet(dashboardId, id, principal));
  }

  /** Own User sets are the owner's to change; shared sets need dashboard edit rights. */
  private async assertCanChange(row: FilterSetRow, principal: AuthenticatedPrincipal) {
    if (row.owner_type === DASHBOARD_OWNER_TYPE) {
      await assertCanEditDashboard(this.dashboards, row.dashboard_id, principal);
    } else if (!isOwnUserSet(row, principal)) {
      throw new ForbiddenError(FILTER_SET_FORBIDDEN);
    }
  }

  async update(
    dashboardId: number,
    id: number,
    body: FilterSetUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<FilterSetResult> {
    const row = await this.visibleSet(dashboardId, id, principal);
    if (body.json_metadata !== undefined) parseFilterSetMetadata(body.json_metadata);
    await this.assertCanChange(row, principal);
    // Sharing a private set on the dashboard needs the rights a shared set needs.
    const sharing =
      body.owner_type === DASHBOARD_OWNER_TYPE && row.owner_type !== DASHBOARD_OWNER_TYPE;
    if (sharing) await assertCanEditDashboard(this.dashboards, dashboardId, principal);
    await this.repo.update(id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.json_metadata !== undefined ? { json_metadata: body.json_metadata } : {}),
      ...(sharing ? { owner_type: DASHBOARD_OWNER_TYPE, owner_id: dashboardId } : {}),
      ...(body.is_primary !== undefined ? { is_primary: body.is_primary ? 1 : 0 } : {}),
      changed_on: nowIso(),
      changed_by_fk: principal.userId,
    });
    return this.get(dashboardId, id, principal);
  }

  async delete(dashboardId: number, id: number, principal: AuthenticatedPrincipal): Promise<void> {
    const row = await this.visibleSet(dashboardId, id, principal);
    await this.assertCanChange(row, principal);
    await this.repo.delete(id);
  }
}
