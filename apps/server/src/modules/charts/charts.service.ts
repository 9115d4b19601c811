/**
 * Chart use cases: read with the caller's data access, create, update (owners or admins; anyone
 * who can read may refresh only the saved query context), delete, and the serialised shape.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { ForbiddenError, NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import type { Chart, ChartCreate, ChartUpdate } from '@panorama/core/schemas/chart';
import type { MetadataSchema, ChartRow } from '../../store/schema';
import {
  isOwnerOrAdmin,
  GUEST_REFUSED,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import { requireVisible, visibleIds } from '../../rest/list-engine';
import type { ListSpec } from '../../rest/list-spec';
import { epochSeconds, humanizeDelta, nowIso } from '../shared/humanize-time';
import {
  fullName,
  loadOwners,
  loadUserRefs,
  replaceOwners,
  resolveOwners,
} from '../shared/user-refs';
import { isDatasetReadable } from '../shared/dataset-visibility';
import { parseJsonObject } from '@panorama/core/json/json-object';
import type { ChartTypes } from './chart-types';
import { FavoritesRepository } from '../shared/favorites.repository';
import { ChartsRepository } from './charts.repository';
import { chartListSpec } from './charts.list-spec';
import { upgradeLegacyChartRow } from './legacy-chart-upgrade';
import { chartThumbnailDigest, thumbnailUrl } from '../thumbnails/thumbnail-digest';
import { createdStamp } from '../shared/audit-fields';

export const CHART_EDIT_FORBIDDEN = 'You do not have permission to edit this chart';
export const DASHBOARD_EDIT_FORBIDDEN = 'You do not have permission to edit this dashboard';

export class ChartsService {
  readonly repo: ChartsRepository;
  readonly listSpec: ListSpec;
  private readonly favorites: FavoritesRepository;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    readonly chartTypes: ChartTypes,
  ) {
    this.repo = new ChartsRepository(db);
    this.favorites = new FavoritesRepository(db);
    this.listSpec = chartListSpec((ids) => this.serialize(ids));
  }

  /** Full API shape for the given charts, in no particular order. */
  async serialize(ids: number[]): Promise<Chart[]> {
    const rows = (await this.repo.findByIds(ids)).map(upgradeLegacyChartRow);
    const [owners, dashboards, datasources, users] = await Promise.all([
      loadOwners(this.db, 'chart_owners', ids),
      this.repo.dashboards(ids),
      this.repo.datasources(ids),
      loadUserRefs(
        this.db,
        rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk, r.last_saved_by_fk]),
      ),
    ]);
    return rows.map((row) => {
      const ds = datasources.get(row.id);
      const changedBy = row.changed_by_fk === null ? undefined : users.get(row.changed_by_fk);
      const createdBy = row.created_by_fk === null ? undefined : users.get(row.created_by_fk);
      const savedBy = row.last_saved_by_fk === null ? undefined : users.get(row.last_saved_by_fk);
      const url = `/explore/?slice_id=${row.id}`;
      return {
        id: row.id,
        uuid: row.uuid,
        slice_name: row.slice_name,
        viz_type: row.viz_type,
        datasource_id: row.datasource_id,
        datasource_type: row.datasource_type,
        datasource_name_text: ds ? `${ds.schema ? `${ds.schema}.` : ''}${ds.table_name}` : null,
        datasource_url: ds
          ? `/explore/?datasource_type=table&datasource_id=${ds.dataset_id}`
          : null,
        params: row.params,
        query_context: row.query_context,
        description: row.description,
        cache_timeout: row.cache_timeout,
        certified_by: row.certified_by,
        certification_details: row.certification_details,
        owners: owners.get(row.id) ?? [],
        dashboards: dashboards.get(row.id) ?? [],
        changed_on: row.changed_on,
        changed_on_utc: row.changed_on,
        changed_on_delta_humanized: humanizeDelta(row.changed_on),
        changed_by: changedBy ?? null,
        changed_by_name: fullName(changedBy),
        created_by: createdBy ?? null,
        created_on_delta_humanized: humanizeDelta(row.created_on),
        url,
        slice_url: url,
        thumbnail_url: thumbnailUrl('chart', row.id, chartThumbnailDigest(row)),
        is_managed_externally: row.is_managed_externally === 1,
        external_url: row.external_url,
        tags: [],
        last_saved_at: row.last_saved_at,
        last_saved_by: savedBy ?? null,
        form_data: this.formData(row),
      };
    });
  }

  /** The chart's form data as dashboards and explore consume it. */
  formData(row: ChartRow): Chart['form_data'] {
    return {
      ...parseJsonObject(row.params),
      slice_id: row.id,
      viz_type: row.viz_type,
      ...(row.datasource_id !== null
        ? { datasource: `${row.datasource_id}__${row.datasource_type ?? 'table'}` }
        : {}),
    };
  }

  /** The chart if it exists and the caller may see it; missing and hidden look the same (404). */
  async getVisible(id: number, principal: Principal): Promise<ChartRow> {
    if (principal.guest) {
      // A guest reads the charts of its embedded dashboards and nothing else.
      const row = principal.guest.chartIds.has(id) ? await this.repo.findById(id) : undefined;
      if (!row) throw new ForbiddenError(GUEST_REFUSED);
      return row;
    }
    requirePermission(principal, 'can_read', 'Chart');
    return requireVisible(this.db, this.listSpec, await this.repo.findById(id), { principal });
  }

  /**
   * The charts among `ids` the caller may see, by the same rule as getVisible (data access to the
   * chart's dataset, or owning the chart). Missing ids are simply absent. Everything that reaches
   * charts through something else (a dashboard's charts, copies, exports) filters with this.
   */
  visibleIds(ids: number[], principal: Principal): Promise<Set<number>> {
    const guest = principal.guest;
    if (guest) return Promise.resolve(new Set(ids.filter((id) => guest.chartIds.has(id))));
    return visibleIds(this.db, this.listSpec, [...new Set(ids)], { principal });
  }

  /** Whether the caller sees every chart there is (admins, access to all data). */
  seesEveryChart(principal: Principal): boolean {
    return (this.listSpec.baseFilter?.({ principal }) ?? null) === null;
  }

  async get(id: number, principal: Principal): Promise<Chart> {
    await this.getVisible(id, principal);
    const [serialized] = await this.serialize([id]);
    if (!serialized) throw new NotFoundError();
    return serialized;
  }

  private async checkDatasource(datasourceId: number, principal: Principal): Promise<void> {
    const visible = await isDatasetReadable(this.db, datasourceId, principal);
    if (!visible) throw new UnprocessableError({ datasource_id: ['Datasource does not exist'] });
  }

  private async checkDashboards(ids: number[], principal: Principal): Promise<void> {
    if (ids.length === 0) return;
    const { existing, owned } = await this.repo.dashboardOwnership(ids, principal.userId ?? -1);
    if (existing.size !== new Set(ids).size)
      throw new UnprocessableError({ dashboards: ['Dashboards do not exist'] });
    if (principal.isAdmin) return;
    if (owned.size !== new Set(ids).size) {
      throw new ForbiddenError(DASHBOARD_EDIT_FORBIDDEN);
    }
  }

  async create(body: ChartCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', 'Chart');
    await this.chartTypes.assertKnown(body.viz_type);
    await this.checkDatasource(body.datasource_id, principal);
    await this.checkDashboards(body.dashboards ?? [], principal);
    const owners = await resolveOwners(this.db, body.owners, principal);
    const now = nowIso();
    return this.repo.transaction(async (trx) => {
      const id = await this.repo.insert(
        {
          uuid: crypto.randomUUID(),
          slice_name: body.slice_name,
          viz_type: body.viz_type ?? 'table',
          datasource_id: body.datasource_id,
          datasource_type: body.datasource_type === 'dataset' ? 'table' : body.datasource_type,
          params: body.params ?? null,
          query_context: body.query_context ?? null,
          description: body.description ?? null,
          cache_timeout: body.cache_timeout ?? null,
          certified_by: body.certified_by || null,
          certification_details: body.certified_by ? (body.certification_details ?? null) : null,
          is_managed_externally: body.is_managed_externally ? 1 : 0,
          external_url: body.external_url ?? null,
          ...createdStamp(principal.userId, now),
          last_saved_at: now,
          last_saved_by_fk: principal.userId,
        },
        trx,
      );
      await replaceOwners(trx, 'chart_owners', id, owners);
      if (body.dashboards?.length) await this.repo.replaceDashboards(id, body.dashboards, trx);
      return id;
    });
  }

  async update(id: number, body: ChartUpdate, principal: AuthenticatedPrincipal): Promise<void> {
    const row = await this.getVisible(id, principal);
    const onlyQueryContext = Object.keys(body).every(
      (k) => k === 'query_context' || k === 'query_context_generation',
    );
    const owners = (await this.repo.ownerIds([id])).get(id) ?? [];
    if (!onlyQueryContext) {
      requirePermission(principal, 'can_write', 'Chart');
      if (!isOwnerOrAdmin(principal, owners)) throw new ForbiddenError(CHART_EDIT_FORBIDDEN);
    }
    await this.chartTypes.assertKnown(body.viz_type);
    if (body.datasource_id !== undefined) await this.checkDatasource(body.datasource_id, principal);
    if (body.dashboards !== undefined) await this.checkDashboards(body.dashboards, principal);
    const newOwners =
      body.owners !== undefined ? await resolveOwners(this.db, body.owners, principal) : undefined;
    const now = nowIso();
    const certifiedBy =
      body.certified_by !== undefined ? body.certified_by || null : row.certified_by;
    await this.repo.transaction(async (trx) => {
      await this.repo.update(
        id,
        {
          ...(body.slice_name !== undefined ? { slice_name: body.slice_name } : {}),
          ...(body.viz_type !== undefined ? { viz_type: body.viz_type } : {}),
          ...(body.datasource_id !== undefined ? { datasource_id: body.datasource_id } : {}),
          ...(body.datasource_type !== undefined
            ? {
                datasource_type:
                  body.datasource_type === 'dataset' ? 'table' : body.datasource_type,
              }
            : {}),
          ...(body.params !== undefined ? { params: body.params } : {}),
          ...(body.query_context !== undefined ? { query_context: body.query_context } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.cache_timeout !== undefined ? { cache_timeout: body.cache_timeout } : {}),
          ...(body.external_url !== undefined ? { external_url: body.external_url } : {}),
          ...(body.is_managed_externally !== undefined
            ? { is_managed_externally: body.is_managed_externally ? 1 : 0 }
            : {}),
          certified_by: certifiedBy,
          certification_details: certifiedBy
            ? body.certification_details !== undefined
              ? body.certification_details
              : row.certification_details
            : null,
          changed_on: now,
          changed_by_fk: principal.userId,
          ...(onlyQueryContext ? {} : { last_saved_at: now, last_saved_by_fk: principal.userId }),
        },
        trx,
      );
      if (newOwners) await replaceOwners(trx, 'chart_owners', id, newOwners);
      if (body.dashboards !== undefined)
        await this.repo.replaceDashboards(id, body.dashboards, trx);
    });
  }

  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Chart');
    const owners = await this.repo.ownerIds(ids);
    for (const id of ids) {
      if (!isOwnerOrAdmin(principal, owners.get(id) ?? []))
        throw new ForbiddenError(CHART_EDIT_FORBIDDEN);
    }
    await this.repo.delete(ids);
    await this.favorites.forgetObjects('slice', ids);
  }

  lastModified(row: ChartRow): number {
    return epochSeconds(row.changed_on);
  }
}
