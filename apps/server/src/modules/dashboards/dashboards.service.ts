/**
 * Dashboard use cases with the save rules enforced on the server, whatever the client: an empty
 * title becomes '[ untitled dashboard ]', an empty slug null, certification details are kept only
 * with certified_by, roles are stored only with DASHBOARD_RBAC; only owners and admins may edit.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
} from '@panorama/core/errors/app-error';
import type {
  Dashboard,
  DashboardChart,
  DashboardCopied,
  DashboardCopy,
  DashboardCreate,
  DashboardCreatedResponse,
  DashboardUpdate,
  SavedDashboard,
} from '@panorama/core/schemas/dashboard';
import type { DashboardRow, DashboardsTable, MetadataSchema } from '../../store/schema';
import {
  GUEST_REFUSED,
  isOwnerOrAdmin,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import { requireVisible } from '../../rest/list-engine';
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
import { dashboardThumbnailDigest, thumbnailUrl } from '../thumbnails/thumbnail-digest';
import { FavoritesRepository } from '../shared/favorites.repository';
import { DashboardsRepository } from './dashboards.repository';
import { dashboardListSpec } from './dashboards.list-spec';
import { dashboardChartEntities } from './dashboard-chart-entities';
import { copyDashboard } from './dashboard-copy';
import {
  NOTHING_HELD,
  layoutChartLinks,
  visibleChartIds,
  type HeldCharts,
} from './dashboard-chart-access';
import { chartIdsInPosition, isLayoutObject } from './dashboard-layout-charts';
import {
  assertPositionWithinLimit,
  blankToNull,
  normalizeSlug,
  normalizeTitle,
} from './dashboard-save-rules';
import {
  PreconditionFailedError,
  dashboardEtag,
  ifMatchAdmits,
  nextChangedOn,
} from './dashboard-version';
import { createdStamp } from '../shared/audit-fields';

// Import-export applies the same title and slug rules.
export { normalizeSlug, normalizeTitle } from './dashboard-save-rules';

export const DASHBOARD_EDIT_FORBIDDEN = 'You do not have permission to edit this dashboard';
export const DASHBOARD_SAVE_CONTENDED =
  'The dashboard is being saved by others at the same moment; please try again.';

/** Saves retried when a concurrent save commits between reading the version and writing. */
const MAX_SAVE_ATTEMPTS = 5;

export class DashboardsService {
  readonly repo: DashboardsRepository;
  readonly listSpec: ListSpec;
  private readonly favorites: FavoritesRepository;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly charts: ChartsService,
    private readonly options: { rbac: boolean; positionDataLimit: number },
  ) {
    this.repo = new DashboardsRepository(db);
    this.favorites = new FavoritesRepository(db);
    this.listSpec = dashboardListSpec((ids) => this.serialize(ids), options);
  }

  async serialize(ids: number[]): Promise<Dashboard[]> {
    const rows = await this.repo.findByIds(ids);
    const [owners, roles, chartNames, chartStamps, users] = await Promise.all([
      loadOwners(this.db, 'dashboard_owners', ids),
      this.repo.roles(ids),
      this.repo.chartNames(ids),
      this.repo.chartStamps(ids),
      loadUserRefs(
        this.db,
        rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
      ),
    ]);
    return rows.map((row): Dashboard => {
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
        thumbnail_url: thumbnailUrl(
          'dashboard',
          row.id,
          dashboardThumbnailDigest(row, chartStamps.get(row.id) ?? []),
        ),
        is_managed_externally: row.is_managed_externally === 1,
        external_url: row.external_url,
        tags: [],
        charts: chartNames.get(row.id) ?? [],
      };
    });
  }

  /** The dashboard if it exists and the caller may see it; missing and hidden both answer 404. */
  async getVisible(idOrSlug: string | number, principal: Principal): Promise<DashboardRow> {
    if (principal.guest) {
      const row = await this.repo.findByIdOrSlug(String(idOrSlug));
      if (!row || !principal.guest.dashboardIds.has(row.id))
        throw new ForbiddenError(GUEST_REFUSED);
      return row;
    }
    requirePermission(principal, 'can_read', 'Dashboard');
    return requireVisible(
      this.db,
      this.listSpec,
      await this.repo.findByIdOrSlug(String(idOrSlug)),
      { principal },
    );
  }

  async get(idOrSlug: string, principal: Principal): Promise<Dashboard> {
    const row = await this.getVisible(idOrSlug, principal);
    const [serialized] = await this.serialize([row.id]);
    if (!serialized) throw new NotFoundError();
    return serialized;
  }

  /** The dashboard's charts the caller can see (see dashboard-chart-access.ts). */
  private async visibleChartsOf(dashboard: DashboardRow, principal: Principal): Promise<number[]> {
    const linked = await this.repo.chartIds(dashboard.id);
    // A guest sees every chart of the embedded dashboard its token names.
    if (principal.guest) return linked;
    // Links go with their chart, so for someone who sees every chart there is nothing to filter.
    if (this.charts.seesEveryChart(principal)) return linked;
    return visibleChartIds(this.charts, linked, principal);
  }

  /** Charts of a dashboard with their form data: what a dashboard page needs to render them. */
  async chartsOf(
    idOrSlug: string,
    principal: Principal,
  ): Promise<{ dashboardId: number; charts: DashboardChart[] }> {
    const dashboard = await this.getVisible(idOrSlug, principal);
    const ids = await this.visibleChartsOf(dashboard, principal);
    return {
      dashboardId: dashboard.id,
      charts: dashboardChartEntities(await this.charts.serialize(ids)),
    };
  }

  /** Ids of the datasets behind a dashboard's charts that the caller can see. */
  async datasetIdsOf(idOrSlug: string, principal: Principal): Promise<number[]> {
    const dashboard = await this.getVisible(idOrSlug, principal);
    return this.repo.datasetIdsOfCharts(await this.visibleChartsOf(dashboard, principal));
  }

  /**
   * The charts a layout in a save body links, checked against what the caller may add; undefined
   * when the body carries no layout object (the links then stay as they are).
   */
  private async layoutLinks(
    body: DashboardCreate | DashboardUpdate,
    principal: AuthenticatedPrincipal,
    held: HeldCharts,
  ): Promise<number[] | undefined> {
    if (!body.position_json || !isLayoutObject(body.position_json)) return undefined;
    return layoutChartLinks(
      this.charts,
      principal,
      chartIdsInPosition(body.position_json),
      held,
      true,
    );
  }

  /** The dashboard if the caller may edit it: an owner or admin with can_write on Dashboard. */
  async getEditable(idOrSlug: string, principal: AuthenticatedPrincipal): Promise<DashboardRow> {
    const row = await this.getVisible(idOrSlug, principal);
    await this.assertCanEdit(row, principal);
    return row;
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
    assertPositionWithinLimit(body.position_json, this.options.positionDataLimit);
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
    relations: { owners: number[] | undefined; charts: number[] | undefined },
    trx: Transaction<MetadataSchema>,
  ): Promise<void> {
    if (relations.owners) await replaceOwners(trx, 'dashboard_owners', id, relations.owners);
    if (this.options.rbac && body.roles !== undefined)
      await this.repo.replaceRoles(id, body.roles, trx);
    // A layout links exactly the charts it holds: removing the last chart in edit mode unlinks
    // it too. Text that is not a layout object leaves the links alone.
    if (relations.charts) await this.repo.replaceCharts(id, relations.charts, trx);
  }

  async create(
    body: DashboardCreate,
    principal: AuthenticatedPrincipal,
  ): Promise<DashboardCreatedResponse> {
    requirePermission(principal, 'can_write', 'Dashboard');
    await this.validateRefs(body);
    const owners = await resolveOwners(this.db, body.owners, principal);
    const charts = await this.layoutLinks(body, principal, NOTHING_HELD);
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
      ...createdStamp(principal.userId, now),
    };
    const id = await this.repo.transaction(async (trx) => {
      const newId = await this.repo.insert(values, trx);
      await this.saveRelations(newId, body, { owners, charts }, trx);
      return newId;
    });
    return { id, result: this.echo(body, values) };
  }

  /**
   * Saves changes. With `ifMatch` (the If-Match header) the save applies only to that version
   * and otherwise fails with 412, changing nothing; the version check and the write happen in
   * one statement inside the save's transaction. Every save moves the version forward.
   */
  async update(
    id: number,
    body: DashboardUpdate,
    principal: AuthenticatedPrincipal,
    options: { ifMatch?: string | undefined } = {},
  ): Promise<{ result: SavedDashboard; last_modified_time: number; etag: string }> {
    const row = await this.getVisible(id, principal);
    await this.assertCanEdit(row, principal);
    await this.validateRefs(body, id);
    const owners =
      body.owners !== undefined ? await resolveOwners(this.db, body.owners, principal) : undefined;
    const charts = await this.layoutLinks(body, principal, {
      linked: await this.repo.chartIds(id),
      inLayout: chartIdsInPosition(row.position_json),
    });
    const changes = await this.repo.transaction(async (trx) => {
      for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt += 1) {
        const current = await this.repo.findById(id, trx);
        if (!current) throw new NotFoundError();
        if (!ifMatchAdmits(options.ifMatch, dashboardEtag(current)))
          throw new PreconditionFailedError();
        const next = this.updatedColumns(body, current, principal);
        if (await this.repo.updateIfVersion(id, current.changed_on, next, trx)) {
          await this.saveRelations(id, body, { owners, charts }, trx);
          return next;
        }
        // Another save committed between the read and the write: read its version and decide
        // again (a specific If-Match now fails; no If-Match, or `*`, saves on top of it).
      }
      throw new ConflictError(DASHBOARD_SAVE_CONTENDED);
    });
    const changedOn = changes.changed_on;
    return {
      result: this.echo(body, changes),
      last_modified_time: epochSeconds(changedOn),
      etag: dashboardEtag({ id, changed_on: changedOn }),
    };
  }

  /** The columns a save writes over `current`, with the save rules and the next version. */
  private updatedColumns(
    body: DashboardUpdate,
    current: DashboardRow,
    principal: AuthenticatedPrincipal,
  ): Updateable<DashboardsTable> & { changed_on: string } {
    const certifiedBy =
      body.certified_by !== undefined ? blankToNull(body.certified_by) : current.certified_by;
    return {
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
          : current.certification_details
        : null,
      changed_on: nextChangedOn(current.changed_on),
      changed_by_fk: principal.userId,
    };
  }

  /** The PUT/POST `result`: the fields the client sent, as stored after the save rules. */
  private echo(
    body: DashboardCreate | DashboardUpdate,
    stored: Updateable<DashboardsTable>,
  ): SavedDashboard {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(body) as (keyof DashboardUpdate)[]) {
      if (key === 'roles' && !this.options.rbac) continue;
      const value = key in stored ? stored[key as keyof typeof stored] : body[key];
      out[key] =
        key === 'published' || key === 'is_managed_externally'
          ? value === 1 || value === true
          : value;
    }
    return out as SavedDashboard;
  }

  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    requirePermission(principal, 'can_write', 'Dashboard');
    const owners = await this.repo.ownerIds(ids);
    for (const id of ids) {
      if (!isOwnerOrAdmin(principal, owners.get(id) ?? []))
        throw new ForbiddenError(DASHBOARD_EDIT_FORBIDDEN);
    }
    await this.repo.delete(ids);
    await this.favorites.forgetObjects('Dashboard', ids);
  }

  /** Copies a dashboard (optionally with copies of its charts, ids remapped in the layout). */
  async copy(
    id: number,
    body: DashboardCopy,
    principal: AuthenticatedPrincipal,
  ): Promise<DashboardCopied> {
    requirePermission(principal, 'can_write', 'Dashboard');
    const source = await this.getVisible(id, principal);
    return copyDashboard({ repo: this.repo, charts: this.charts }, source, body, principal);
  }
}
