/** Dashboards, their owners, roles and chart links in the metadata store (Kysely only). */
import type { Kysely, Transaction } from 'kysely';
import type { DashboardRow, DashboardsTable, MetadataSchema } from '../../store/schema';
import type { Insertable, Updateable } from 'kysely';
import { insertRow, rowsByIds, updateRow, type Db } from '../shared/object-rows';
import { loadOwnerIds } from '../shared/user-refs';
import { CHARTS_OF_DASHBOARD, replaceLinks, type LinkTable } from '../shared/link-rows';
import type { ChartStamp } from '../thumbnails/thumbnail-digest';

const ROLES_OF_DASHBOARD: LinkTable = {
  table: 'dashboard_roles',
  ownKey: 'dashboard_id',
  linkedKey: 'role_id',
};

export class DashboardsRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findById(id: number, db: Db = this.db): Promise<DashboardRow | undefined> {
    return db.selectFrom('dashboards').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Numeric strings are ids (as Superset resolves them), anything else a slug. */
  findByIdOrSlug(idOrSlug: string): Promise<DashboardRow | undefined> {
    if (/^\d+$/.test(idOrSlug)) return this.findById(Number(idOrSlug));
    return this.db
      .selectFrom('dashboards')
      .selectAll()
      .where('slug', '=', idOrSlug)
      .executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<DashboardRow[]> {
    return rowsByIds(this.db, 'dashboards', ids);
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('dashboards').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  insert(values: Insertable<DashboardsTable>, db: Db): Promise<number> {
    return insertRow(db, 'dashboards', values);
  }

  update(id: number, values: Updateable<DashboardsTable>, db: Db): Promise<void> {
    return updateRow(db, 'dashboards', id, values);
  }

  /**
   * Updates the dashboard only while it is still at the version (`changed_on`) the caller read:
   * the check and the write are one statement, so of two concurrent saves from the same version
   * exactly one matches. False when the version had moved on (nothing was written).
   */
  async updateIfVersion(
    id: number,
    expectedChangedOn: string,
    values: Updateable<DashboardsTable>,
    db: Db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('dashboards')
      .set(values)
      .where('id', '=', id)
      .where('changed_on', '=', expectedChangedOn)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async delete(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length) await db.deleteFrom('dashboards').where('id', 'in', ids).execute();
  }

  ownerIds(dashboardIds: number[]): Promise<Map<number, number[]>> {
    return loadOwnerIds(this.db, 'dashboard_owners', dashboardIds);
  }

  async roles(dashboardIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const out = new Map<number, { id: number; name: string }[]>(dashboardIds.map((id) => [id, []]));
    if (dashboardIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('dashboard_roles as dr')
      .innerJoin('roles as r', 'r.id', 'dr.role_id')
      .select(['dr.dashboard_id', 'r.id', 'r.name'])
      .where('dr.dashboard_id', 'in', dashboardIds)
      .execute();
    for (const r of rows) out.get(r.dashboard_id)?.push({ id: r.id, name: r.name });
    return out;
  }

  replaceRoles(dashboardId: number, roleIds: number[], db: Db): Promise<void> {
    return replaceLinks(db, ROLES_OF_DASHBOARD, dashboardId, roleIds);
  }

  async missingRoleIds(roleIds: number[]): Promise<number[]> {
    if (roleIds.length === 0) return [];
    const found = new Set(
      (await this.db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute()).map(
        (r) => r.id,
      ),
    );
    return roleIds.filter((id) => !found.has(id));
  }

  async chartIds(dashboardId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('dashboard_charts')
      .select('chart_id')
      .where('dashboard_id', '=', dashboardId)
      .orderBy('chart_id')
      .execute();
    return rows.map((r) => r.chart_id);
  }

  /** The datasets (table datasources) behind the given charts. */
  async datasetIdsOfCharts(chartIds: number[]): Promise<number[]> {
    if (chartIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('charts')
      .select('datasource_id')
      .distinct()
      .where('id', 'in', chartIds)
      .where('datasource_type', 'in', ['table', 'dataset'])
      .execute();
    return rows.map((r) => r.datasource_id).filter((id): id is number => id !== null);
  }

  async chartNames(dashboardIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>(dashboardIds.map((id) => [id, []]));
    if (dashboardIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('dashboard_charts as dc')
      .innerJoin('charts as c', 'c.id', 'dc.chart_id')
      .select(['dc.dashboard_id', 'c.slice_name'])
      .where('dc.dashboard_id', 'in', dashboardIds)
      .orderBy('c.slice_name')
      .execute();
    for (const r of rows) out.get(r.dashboard_id)?.push(r.slice_name);
    return out;
  }

  /** Each dashboard's charts with their last change, for the thumbnail digest. */
  async chartStamps(dashboardIds: number[]): Promise<Map<number, ChartStamp[]>> {
    const out = new Map<number, ChartStamp[]>(dashboardIds.map((id) => [id, []]));
    if (dashboardIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('dashboard_charts as dc')
      .innerJoin('charts as c', 'c.id', 'dc.chart_id')
      .select(['dc.dashboard_id', 'c.id', 'c.changed_on'])
      .where('dc.dashboard_id', 'in', dashboardIds)
      .execute();
    for (const r of rows) out.get(r.dashboard_id)?.push({ id: r.id, changed_on: r.changed_on });
    return out;
  }

  /** Makes the dashboard hold exactly these (existing) charts. */
  async replaceCharts(dashboardId: number, chartIds: number[], db: Db): Promise<void> {
    const existing =
      chartIds.length === 0
        ? []
        : await db.selectFrom('charts').select('id').where('id', 'in', chartIds).execute();
    await replaceLinks(
      db,
      CHARTS_OF_DASHBOARD,
      dashboardId,
      existing.map((c) => c.id),
    );
  }
}
