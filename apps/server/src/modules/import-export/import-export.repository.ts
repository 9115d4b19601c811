/**
 * The metadata-store reads and writes of bundle export and import (Kysely only): objects by id
 * and by uuid, the charts of a dashboard, the datasets of a database, and the inserts and updates
 * of an import, all taking the import's transaction.
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  ChartRow,
  DatabaseRow,
  DatasetRow,
  MetadataSchema,
  NewDatasetColumnRow,
  NewDatasetMetricRow,
} from '../../store/schema';
import {
  chunks,
  insertRow,
  rowsByIds,
  rowsByUuid,
  updateRow,
  type Db,
  type ObjectRow,
  type ObjectTable,
} from '../shared/object-rows';
import { DatasetsRepository } from '../datasets/datasets.repository';
import { loadOwnerIds, OWNER_KEYS } from '../shared/user-refs';
import { CHARTS_OF_DASHBOARD, replaceLinks } from '../shared/link-rows';

export type { Db };

type OwnerTable = 'dataset_owners' | 'chart_owners' | 'dashboard_owners';

export class ImportExportRepository {
  /** Columns and metrics are read and inserted as the dataset API does. */
  readonly datasets: DatasetsRepository;

  constructor(readonly db: Kysely<MetadataSchema>) {
    this.datasets = new DatasetsRepository(db);
  }

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // --- reads --------------------------------------------------------------------------------

  byIds<T extends ObjectTable>(table: T, ids: number[]): Promise<ObjectRow<T>[]> {
    return rowsByIds(this.db, table, ids);
  }

  byUuid<T extends ObjectTable>(table: T, uuids: string[]): Promise<Map<string, ObjectRow<T>>> {
    return rowsByUuid(this.db, table, uuids);
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

  datasetsOfDatabase(databaseId: number): Promise<DatasetRow[]> {
    return this.db
      .selectFrom('datasets')
      .selectAll()
      .where('database_id', '=', databaseId)
      .orderBy('id')
      .execute();
  }

  async uuidsIn(table: ObjectTable, uuids: string[]): Promise<Set<string>> {
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

  async ownerIds(table: OwnerTable, objectId: number): Promise<number[]> {
    return (await loadOwnerIds(this.db, table, [objectId])).get(objectId) ?? [];
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

  insert<T extends ObjectTable>(
    table: T,
    values: Insertable<MetadataSchema[T]>,
    db: Db,
  ): Promise<number> {
    return insertRow(db, table, values);
  }

  update<T extends ObjectTable>(
    table: T,
    id: number,
    values: Updateable<MetadataSchema[T]>,
    db: Db,
  ): Promise<void> {
    return updateRow(db, table, id, values);
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

  /** Makes the dashboard hold exactly these charts. */
  replaceDashboardCharts(dashboardId: number, chartIds: number[], db: Db): Promise<void> {
    return replaceLinks(db, CHARTS_OF_DASHBOARD, dashboardId, chartIds);
  }

  /** Deletes charts with their owner, dashboard and favourite links. */
  async deleteCharts(ids: number[], db: Db): Promise<void> {
    for (const batch of chunks(ids))
      await db.deleteFrom('charts').where('id', 'in', batch).execute();
  }

  /** Adds a user to an object's owners unless already there (Superset appends the importer). */
  async addOwner(table: OwnerTable, objectId: number, userId: number, db: Db): Promise<void> {
    const key = OWNER_KEYS[table];
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
