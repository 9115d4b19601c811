/**
 * The metadata-store reads and writes of bundle export and import (Kysely only): objects by id
 * and by uuid, the charts of a dashboard, the datasets of a database, and the inserts and updates
 * of an import, all taking the import's transaction.
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  ChartRow,
  ChartsTable,
  DashboardRow,
  DashboardsTable,
  DatabaseRow,
  DatabasesTable,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
  DatasetsTable,
  MetadataSchema,
  NewDatasetColumnRow,
  NewDatasetMetricRow,
} from '../../store/schema';

export type Db = Kysely<MetadataSchema> | Transaction<MetadataSchema>;
type UuidTable = 'databases' | 'datasets' | 'charts' | 'dashboards';
type OwnerTable = 'dataset_owners' | 'chart_owners' | 'dashboard_owners';
const OWNER_KEY = {
  dataset_owners: 'dataset_id',
  chart_owners: 'chart_id',
  dashboard_owners: 'dashboard_id',
} as const;

/** Keeps multi-row inserts and `in` lists under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export class ImportExportRepository {
  constructor(readonly db: Kysely<MetadataSchema>) {}

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // --- reads --------------------------------------------------------------------------------

  dashboardsByIds(ids: number[]): Promise<DashboardRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('dashboards').selectAll().where('id', 'in', ids).execute();
  }

  chartsByIds(ids: number[]): Promise<ChartRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('charts').selectAll().where('id', 'in', ids).execute();
  }

  chartsOfDashboard(dashboardId: number): Promise<ChartRow[]> {
    return this.db
      .selectFrom('charts as c')
      .innerJoin('dashboard_charts as dc', 'dc.chart_id', 'c.id')
      .selectAll('c')
      .where('dc.dashboard_id', '=', dashboardId)
      .orderBy('c.id')
      .execute();
  }

  datasetsByIds(ids: number[]): Promise<DatasetRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('datasets').selectAll().where('id', 'in', ids).execute();
  }

  datasetsOfDatabase(databaseId: number): Promise<DatasetRow[]> {
    return this.db
      .selectFrom('datasets')
      .selectAll()
      .where('database_id', '=', databaseId)
      .orderBy('id')
      .execute();
  }

  databasesByIds(ids: number[]): Promise<DatabaseRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('databases').selectAll().where('id', 'in', ids).execute();
  }

  async columns(datasetId: number, db: Db = this.db): Promise<DatasetColumnRow[]> {
    return db
      .selectFrom('dataset_columns')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .orderBy('id')
      .execute();
  }

  async metrics(datasetId: number, db: Db = this.db): Promise<DatasetMetricRow[]> {
    return db
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .orderBy('id')
      .execute();
  }

  async uuidsIn(table: UuidTable, uuids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const batch of chunks([...new Set(uuids)])) {
      const rows = await this.db
        .selectFrom(table)
        .select('uuid')
        .where('uuid', 'in', batch)
        .execute();
      for (const row of rows) found.add(row.uuid);
    }
    return found;
  }

  async databasesByUuid(uuids: string[]): Promise<Map<string, DatabaseRow>> {
    const out = new Map<string, DatabaseRow>();
    for (const batch of chunks([...new Set(uuids)])) {
      const rows = await this.db
        .selectFrom('databases')
        .selectAll()
        .where('uuid', 'in', batch)
        .execute();
      for (const row of rows) out.set(row.uuid, row);
    }
    return out;
  }

  async datasetsByUuid(uuids: string[]): Promise<Map<string, DatasetRow>> {
    const out = new Map<string, DatasetRow>();
    for (const batch of chunks([...new Set(uuids)])) {
      const rows = await this.db
        .selectFrom('datasets')
        .selectAll()
        .where('uuid', 'in', batch)
        .execute();
      for (const row of rows) out.set(row.uuid, row);
    }
    return out;
  }

  async chartsByUuid(uuids: string[]): Promise<Map<string, ChartRow>> {
    const out = new Map<string, ChartRow>();
    for (const batch of chunks([...new Set(uuids)])) {
      const rows = await this.db
        .selectFrom('charts')
        .selectAll()
        .where('uuid', 'in', batch)
        .execute();
      for (const row of rows) out.set(row.uuid, row);
    }
    return out;
  }

  async dashboardsByUuid(uuids: string[]): Promise<Map<string, DashboardRow>> {
    const out = new Map<string, DashboardRow>();
    for (const batch of chunks([...new Set(uuids)])) {
      const rows = await this.db
        .selectFrom('dashboards')
        .selectAll()
        .where('uuid', 'in', batch)
        .execute();
      for (const row of rows) out.set(row.uuid, row);
    }
    return out;
  }

  async ownerIds(table: OwnerTable, objectId: number): Promise<number[]> {
    const key = OWNER_KEY[table];
    const rows = await this.db
      .selectFrom(table as 'dashboard_owners')
      .select('user_id')
      .where(key as 'dashboard_id', '=', objectId)
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** Another database with this name (the name is unique). */
  async databaseNamedOtherThan(name: string, uuid: string): Promise<DatabaseRow | undefined> {
    return this.db
      .selectFrom('databases')
      .selectAll()
      .where('database_name', '=', name)
      .where('uuid', '<>', uuid)
      .executeTakeFirst();
  }

  /** Another dataset on the same (database, catalog, schema, table). */
  async datasetKeyTaken(
    key: { database_id: number; catalog: string | null; schema: string | null; table_name: string },
    uuid: string,
  ): Promise<boolean> {
    let q = this.db
      .selectFrom('datasets')
      .select('id')
      .where('database_id', '=', key.database_id)
      .where('table_name', '=', key.table_name)
      .where('uuid', '<>', uuid);
    q = key.schema === null ? q.where('schema', 'is', null) : q.where('schema', '=', key.schema);
    q =
      key.catalog === null ? q.where('catalog', 'is', null) : q.where('catalog', '=', key.catalog);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async slugTakenByOther(slug: string, uuid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('dashboards')
      .select('id')
      .where('slug', '=', slug)
      .where('uuid', '<>', uuid)
      .executeTakeFirst();
    return row !== undefined;
  }

  // --- writes (inside the import's transaction) ---------------------------------------------

  async insertDatabase(values: Insertable<DatabasesTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('databases')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateDatabase(id: number, values: Updateable<DatabasesTable>, db: Db): Promise<void> {
    await db.updateTable('databases').set(values).where('id', '=', id).execute();
  }

  async insertDataset(values: Insertable<DatasetsTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('datasets')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateDataset(id: number, values: Updateable<DatasetsTable>, db: Db): Promise<void> {
    await db.updateTable('datasets').set(values).where('id', '=', id).execute();
  }

  async insertColumns(rows: NewDatasetColumnRow[], db: Db): Promise<void> {
    for (const batch of chunks(rows))
      await db.insertInto('dataset_columns').values(batch).execute();
  }

  async insertMetrics(rows: NewDatasetMetricRow[], db: Db): Promise<void> {
    for (const batch of chunks(rows))
      await db.insertInto('dataset_metrics').values(batch).execute();
  }

  async updateColumn(id: number, values: Updateable<NewDatasetColumnRow>, db: Db): Promise<void> {
    await db.updateTable('dataset_columns').set(values).where('id', '=', id).execute();
  }

  async updateMetric(id: number, values: Updateable<NewDatasetMetricRow>, db: Db): Promise<void> {
    await db.updateTable('dataset_metrics').set(values).where('id', '=', id).execute();
  }

  async deleteColumns(ids: number[], db: Db): Promise<void> {
    for (const batch of chunks(ids))
      await db.deleteFrom('dataset_columns').where('id', 'in', batch).execute();
  }

  async deleteMetrics(ids: number[], db: Db): Promise<void> {
    for (const batch of chunks(ids))
      await db.deleteFrom('dataset_metrics').where('id', 'in', batch).execute();
  }

  async insertChart(values: Insertable<ChartsTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('charts')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateChart(id: number, values: Updateable<ChartsTable>, db: Db): Promise<void> {
    await db.updateTable('charts').set(values).where('id', '=', id).execute();
  }

  async insertDashboard(values: Insertable<DashboardsTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('dashboards')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateDashboard(id: number, values: Updateable<DashboardsTable>, db: Db): Promise<void> {
    await db.updateTable('dashboards').set(values).where('id', '=', id).execute();
  }

  /** Makes the dashboard hold exactly these charts. */
  async replaceDashboardCharts(dashboardId: number, chartIds: number[], db: Db): Promise<void> {
    await db.deleteFrom('dashboard_charts').where('dashboard_id', '=', dashboardId).execute();
    const unique = [...new Set(chartIds)];
    for (const batch of chunks(unique)) {
      await db
        .insertInto('dashboard_charts')
        .values(batch.map((chart_id) => ({ dashboard_id: dashboardId, chart_id })))
        .execute();
    }
  }

  /** Adds a user to an object's owners unless already there (Superset appends the importer). */
  async addOwner(table: OwnerTable, objectId: number, userId: number, db: Db): Promise<void> {
    const key = OWNER_KEY[table];
    const present = await db
      .selectFrom(table as 'dashboard_owners')
      .select('user_id')
      .where(key as 'dashboard_id', '=', objectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (present) return;
    await db
      .insertInto(table as 'dashboard_owners')
      .values({ [key]: objectId, user_id: userId } as { dashboard_id: number; user_id: number })
      .execute();
  }
}
