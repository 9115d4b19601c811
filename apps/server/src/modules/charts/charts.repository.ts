/** Charts (Superset "slices"), their owners and dashboard links in the metadata store. */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { ChartRow, ChartsTable, MetadataSchema } from '../../store/schema';
import { insertRow, rowsByIds, updateRow, type Db } from '../shared/object-rows';
import { loadOwnerIds } from '../shared/user-refs';
import { DASHBOARDS_OF_CHART, replaceLinks } from '../shared/link-rows';

export interface ChartDatasourceInfo {
  chart_id: number;
  dataset_id: number;
  table_name: string;
  schema: string | null;
}

export class ChartsRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findById(id: number): Promise<ChartRow | undefined> {
    return this.db.selectFrom('charts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[], db: Db = this.db): Promise<ChartRow[]> {
    return rowsByIds(db, 'charts', ids);
  }

  insert(values: Insertable<ChartsTable>, db: Db): Promise<number> {
    return insertRow(db, 'charts', values);
  }

  update(id: number, values: Updateable<ChartsTable>, db: Db): Promise<void> {
    return updateRow(db, 'charts', id, values);
  }

  async delete(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('charts').where('id', 'in', ids).execute();
  }

  ownerIds(chartIds: number[]): Promise<Map<number, number[]>> {
    return loadOwnerIds(this.db, 'chart_owners', chartIds);
  }

  /** Which of the dashboards exist, and which of them the user owns. */
  async dashboardOwnership(
    dashboardIds: number[],
    userId: number,
  ): Promise<{ existing: Set<number>; owned: Set<number> }> {
    const [found, owned] = await Promise.all([
      this.db.selectFrom('dashboards').select('id').where('id', 'in', dashboardIds).execute(),
      this.db
        .selectFrom('dashboard_owners')
        .select('dashboard_id')
        .where('dashboard_id', 'in', dashboardIds)
        .where('user_id', '=', userId)
        .execute(),
    ]);
    return {
      existing: new Set(found.map((d) => d.id)),
      owned: new Set(owned.map((o) => o.dashboard_id)),
    };
  }

  async dashboards(
    chartIds: number[],
  ): Promise<Map<number, { id: number; dashboard_title: string }[]>> {
    const out = new Map<number, { id: number; dashboard_title: string }[]>(
      chartIds.map((id) => [id, []]),
    );
    if (chartIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('dashboard_charts as dc')
      .innerJoin('dashboards as d', 'd.id', 'dc.dashboard_id')
      .select(['dc.chart_id', 'd.id', 'd.dashboard_title'])
      .where('dc.chart_id', 'in', chartIds)
      .orderBy('d.dashboard_title')
      .execute();
    for (const r of rows)
      out.get(r.chart_id)?.push({ id: r.id, dashboard_title: r.dashboard_title });
    return out;
  }

  replaceDashboards(chartId: number, dashboardIds: number[], db: Db): Promise<void> {
    return replaceLinks(db, DASHBOARDS_OF_CHART, chartId, dashboardIds);
  }

  /** The dataset behind each chart whose datasource is a table dataset. */
  async datasources(chartIds: number[]): Promise<Map<number, ChartDatasourceInfo>> {
    if (chartIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('charts as c')
      .innerJoin('datasets as d', 'd.id', 'c.datasource_id')
      .select(['c.id as chart_id', 'd.id as dataset_id', 'd.table_name', 'd.schema'])
      .where('c.id', 'in', chartIds)
      .where('c.datasource_type', 'in', ['table', 'dataset'])
      .execute();
    return new Map(rows.map((r) => [r.chart_id, r]));
  }
}
