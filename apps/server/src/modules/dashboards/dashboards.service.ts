/**
 * Dashboard use cases with the save rules of spec 1 section 5 enforced on the server: an empty
 * title becomes '[ untitled dashboard ]', an empty slug null, certification details are kept only
 * with certified_by, roles are stored only with DASHBOARD_RBAC; only owners and admins may edit.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { ForbiddenError, NotFoundError, UnprocessableError } from '@panorama/core/errors/app-error';
import {
  UNTITLED_DASHBOARD,
  type DashboardCopy,
  type DashboardCreate,
  type DashboardUpdate,
} from '@panorama/core/schemas/dashboard';
import type { DashboardRow, DashboardsTable, MetadataSchema } from '../../store/schema';
import {
  isOwnerOrAdmin,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import { isVisible } from '../../rest/list-engine';
import type { ListSpec } from '../../rest/list-spec';
import { epochSeconds, humanizeDelta, nowIso } from '../shared/humanize-time';
import {
  fullName,
  loadOwners,
  loadUserRefs,
  replaceOwners,
  resolveOwners,
} from '../shared/user-refs';
import type { ChartsService } from '../charts/charts.service';
import { DashboardsRepository } from './dashboards.repository';
import { dashboardListSpec } from './dashboards.list-spec';
import { chartIdsInPosition, remapChartIdsInPosition } from './dashboard-layout-charts';

export const DASHBOARD_EDIT_FORBIDDEN = 'You do not have permission to edit this dashboard';

export function normalizeTitle(title: string | null | undefined): string {
  return title && title.trim() ? title.trim() : UNTITLED_DASHBOARD;
}

export function normalizeSlug(slug: string | null | undefined): string | null {
  return slug && slug.trim() ? slug.trim() : null;
}

function blankToNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

export class DashboardsService {
  readonly repo: DashboardsRepository;
  readonly listSpec: ListSpec;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly charts: ChartsService,
    private readonly options: { rbac: boolean },
  ) {
    this.repo = new DashboardsRepository(db);
    this.listSpec = dashboardListSpec((ids) => this.serialize(ids), options);
  }

  async serialize(ids: number[]): Promise<Record<string, unknown>[]> {
    const rows = await this.repo.findByIds(ids);
    const [owners, roles, chartNames, users] = await Promise.all([
      loadOwners(this.db, 'dashboard_owners', ids),
      this.repo.roles(ids),
      this.repo.chartNames(ids),
      loadUserRefs(
        this.db,
        rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
      ),
    ]);
    return rows.map((row) => {
      const changedBy = row.changed_by_fk === null ? undefined : users.get(row.changed_by_fk);
      const createdBy = row.created_by_fk === null ? undefined : users.get(row.created_by_fk);
      return {
        id: row.id,
        uuid: row.uuid,
        dashboard_title: row.dashboard_title,
        slug: row.slug,
        url: `/dashboard/${row.slug ?? row.id}/`,
        css: row.css,
        published: row.published === 1,
        status: row.published === 1 ? 'published' : 'draft',
        position_json: row.position_json,
        json_metadata: row.json_metadata,
        certified_by: row.certified_by,
        certification_details: row.certification_details,
        description: row.description,
        owners: owners.get(row.id) ?? [],
        roles: roles.get(row.id) ?? [],
        changed_on: row.changed_on,
        changed_on_utc: row.changed_on,
        changed_on_delta_humanized: humanizeDelta(row.changed_on),
        changed_by: changedBy ?? null,
        changed_by_name: fullName(changedBy),
        created_on_delta_humanized: humanizeDelta(row.created_on),
        created_by: createdBy ?? null,
        thumbnail_url: `/api/v1/dashboard/${row.id}/thumbnail/${row.uuid}/`,
        is_managed_externally: row.is_managed_externally === 1,
        external_url: row.external_url,
        tags: [],
        charts: chartNames.get(row.id) ?? [],
      };
    });
  }

  /** The dashboard if it exists and the caller may see it; missing and hidden both answer 404. */
  async getVisible(idOrSlug: string | number, principal: Principal): Promise<DashboardRow> {
    requirePermission(principal, 'can_read', 'Dashboard');
    const row = await this.repo.findByIdOrSlug(String(idOrSlug));
    if (!row || !(await isVisible(this.db, this.listSpec, row.id, { principal })))
      throw new NotFoundError();
    return row;
  }

  async get(idOrSlug: string, principal: Principal): Promise<Record<string, unknown>> {
    const row = await this.getVisible(idOrSlug, principal);
    const [serialized] = await this.serialize([row.id]);
    if (!serialized) throw new NotFoundError();
    return serialized;
  }

  /** Charts of a dashboard with their form data: what a dashboard page needs to render them. */
  async chartsOf(idOrSlug: string, principal: Principal): Promise<Record<string, unknown>[]> {
    const dashboard = await this.getVisible(idOrSlug, principal);
    const ids = await this.repo.chartIds(dashboard.id);
    const charts = await this.charts.serialize(ids);
    return charts
      .map((c) => ({
        id: c.id,
        slice_name: c.slice_name,
        slice_url: c.slice_url,
        viz_type: c.viz_type,
        form_data: c.form_data,
        description: c.description,
        description_markeddown: c.description,
        cache_timeout: c.cache_timeout,
        certified_by: c.certified_by,
        certification_details: c.certification_details,
        changed_on: c.changed_on,
        modified: c.changed_on_delta_humanized,
        owners: c.owners,
        query_context: c.query_context,
        is_managed_externally: c.is_managed_externally,
        datasource_id: c.datasource_id,
        datasource_type: c.datasource_type,
        datasource_name_text: c.datasource_name_text,
        datasource_url: c.datasource_url,
      }))
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** Ids of the datasets behind a dashboard's charts. */
  async datasetIdsOf(idOrSlug: string, principal: Principal): Promise<number[]> {
    const dashboard = await this.getVisible(idOrSlug, principal);
    const rows = await this.db
      .selectFrom('dashboard_charts as dc')
      .innerJoin('charts as c', 'c.id', 'dc.chart_id')
      .select('c.datasource_id')
      .distinct()
      .where('dc.dashboard_id', '=', dashboard.id)
      .where('c.datasource_type', 'in', ['table', 'dataset'])
      .execute();
    return rows.map((r) => r.datasource_id).filter((id): id is number => id !== null);
  }

  private async assertCanEdit(row: DashboardRow, principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Dashboard');
    const owners = (await this.repo.ownerIds([row.id])).get(row.id) ?? [];
    if (!isOwnerOrAdmin(principal, owners)) throw new ForbiddenError(DASHBOARD_EDIT_FORBIDDEN);
  }

  private async validateRefs(
    body: DashboardCreate | DashboardUpdate,
    exceptId?: number,
  ): Promise<void> {
    const slug = normalizeSlug(body.slug);
    if (slug && (await this.repo.slugTaken(slug, exceptId))) {
      throw new UnprocessableError({ slug: ['Must be unique'] });
    }
    if (this.options.rbac) {
      const missingRoles = await this.repo.missingRoleIds(body.roles ?? []);
      if (missingRoles.length)
        throw new UnprocessableError({
          roles: [`Some roles do not exist: ${missingRoles.join(', ')}`],
        });
    }
  }

  /** Applies owners, roles (only with DASHBOARD_RBAC) and layout-derived chart links. */
  private async saveRelations(
    id: number,
    body: DashboardCreate | DashboardUpdate,
    owners: number[] | undefined,
    trx: Transaction<MetadataSchema>,
  ): Promise<void> {
    if (owners) await replaceOwners(trx, 'dashboard_owners', id, owners);
    if (this.options.rbac && body.roles !== undefined)
      await this.repo.replaceRoles(id, body.roles, trx);
    if (body.position_json) {
      const inLayout = chartIdsInPosition(body.position_json);
      if (inLayout.length) await this.repo.replaceCharts(id, inLayout, trx);
    }
  }

  async create(
    body: DashboardCreate,
    principal: AuthenticatedPrincipal,
  ): Promise<{ id: number; result: Record<string, unknown> }> {
    requirePermission(principal, 'can_write', 'Dashboard');
    await this.validateRefs(body);
    const owners = await resolveOwners(this.db, body.owners, principal);
    const now = nowIso();
    const certifiedBy = blankToNull(body.certified_by);
    const values = {
      uuid: crypto.randomUUID(),
      dashboard_title: normalizeTitle(body.dashboard_title),
      slug: normalizeSlug(body.slug),
      position_json: blankToNull(body.position_json),
      json_metadata: blankToNull(body.json_metadata),
      css: body.css ?? null,
      description: body.description ?? null,
      published: body.published ? 1 : 0,
      certified_by: certifiedBy,
      certification_details: certifiedBy ? (body.certification_details ?? null) : null,
      is_managed_externally: body.is_managed_externally ? 1 : 0,
      external_url: body.external_url ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.userId,
      changed_by_fk: principal.userId,
    };
    const id = await this.repo.transaction(async (trx) => {
      const newId = await this.repo.insert(values, trx);
      await this.saveRelations(newId, body, owners, trx);
      return newId;
    });
    return { id, result: this.echo(body, values) };
  }

  async update(
    id: number,
    body: DashboardUpdate,
    principal: AuthenticatedPrincipal,
  ): Promise<{ result: Record<string, unknown>; last_modified_time: number }> {
    const row = await this.getVisible(id, principal);
    await this.assertCanEdit(row, principal);
    await this.validateRefs(body, id);
    const owners =
      body.owners !== undefined ? await resolveOwners(this.db, body.owners, principal) : undefined;
    const now = nowIso();
    const certifiedBy =
      body.certified_by !== undefined ? blankToNull(body.certified_by) : row.certified_by;
    const changes: Updateable<DashboardsTable> = {
      ...(body.dashboard_title !== undefined
        ? { dashboard_title: normalizeTitle(body.dashboard_title) }
        : {}),
      ...(body.slug !== undefined ? { slug: normalizeSlug(body.slug) } : {}),
      ...(body.position_json !== undefined
        ? { position_json: blankToNull(body.position_json) }
        : {}),
      ...(body.json_metadata !== undefined
        ? { json_metadata: blankToNull(body.json_metadata) }
        : {}),
      ...(body.css !== undefined ? { css: body.css } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.published !== undefined ? { published: body.published ? 1 : 0 } : {}),
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
    };
    await this.repo.transaction(async (trx) => {
      await this.repo.update(id, changes, trx);
      await this.saveRelations(id, body, owners, trx);
    });
    return { result: this.echo(body, changes), last_modified_time: epochSeconds(now) };
  }

  /** The PUT/POST `result`: the fields the client sent, as stored after the save rules. */
  private echo(
    body: DashboardCreate | DashboardUpdate,
    stored: Updateable<DashboardsTable>,
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(body) as (keyof DashboardUpdate)[]) {
      if (key === 'roles' && !this.options.rbac) continue;
      const value = key in stored ? stored[key as keyof typeof stored] : body[key];
      out[key] =
        key === 'published' || key === 'is_managed_externally'
          ? value === 1 || value === true
          : value;
    }
    return out;
  }

  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Dashboard');
    const owners = await this.repo.ownerIds(ids);
    for (const id of ids) {
      if (!isOwnerOrAdmin(principal, owners.get(id) ?? []))
        throw new ForbiddenError(DASHBOARD_EDIT_FORBIDDEN);
    }
    await this.repo.delete(ids);
    await this.db
      .deleteFrom('favorites')
      .where('class_name', '=', 'Dashboard')
      .where('obj_id', 'in', ids)
      .execute();
  }

  /** Copies a dashboard (optionally with copies of its charts, ids remapped in the layout). */
  async copy(
    id: number,
    body: DashboardCopy,
    principal: AuthenticatedPrincipal,
  ): Promise<{ id: number; last_modified_time: number }> {
    requirePermission(principal, 'can_write', 'Dashboard');
    const source = await this.getVisible(id, principal);
    const now = nowIso();
    const chartIds = await this.repo.chartIds(source.id);
    const newId = await this.repo.transaction(async (trx) => {
      const mapping = new Map<number, number>();
      if (body.duplicate_slices) {
        requirePermission(principal, 'can_write', 'Chart');
        for (const chart of await this.charts.repo.findByIds(chartIds, trx)) {
          const copyId = await this.charts.repo.insert(
            {
              ...chart,
              id: undefined,
              uuid: crypto.randomUUID(),
              created_on: now,
              changed_on: now,
              created_by_fk: principal.userId,
              changed_by_fk: principal.userId,
              last_saved_at: now,
              last_saved_by_fk: principal.userId,
            },
            trx,
          );
          await replaceOwners(trx, 'chart_owners', copyId, [principal.userId]);
          mapping.set(chart.id, copyId);
        }
      }
      const position =
        source.position_json && mapping.size
          ? remapChartIdsInPosition(source.position_json, mapping)
          : source.position_json;
      const inserted = await this.repo.insert(
        {
          uuid: crypto.randomUUID(),
          dashboard_title: normalizeTitle(
            body.dashboard_title ?? `${source.dashboard_title} [copy]`,
          ),
          slug: null,
          position_json: position,
          json_metadata: blankToNull(body.json_metadata) ?? source.json_metadata,
          css: body.css !== undefined ? body.css : source.css,
          description: source.description,
          published: 0,
          certified_by: null,
          certification_details: null,
          is_managed_externally: 0,
          external_url: null,
          created_on: now,
          changed_on: now,
          created_by_fk: principal.userId,
          changed_by_fk: principal.userId,
        },
        trx,
      );
      await replaceOwners(trx, 'dashboard_owners', inserted, [principal.userId]);
      await this.repo.replaceCharts(
        inserted,
        chartIds.map((c) => mapping.get(c) ?? c),
        trx,
      );
      return inserted;
    });
    return { id: newId, last_modified_time: epochSeconds(now) };
  }
}
