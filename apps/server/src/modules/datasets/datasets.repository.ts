/** Datasets with their columns, metrics and owners in the metadata store (Kysely only). */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  DatabaseRow,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
  DatasetsTable,
  MetadataSchema,
  NewDatasetColumnRow,
  NewDatasetMetricRow,
} from '../../store/schema';

import { chunks, insertRow, rowsByIds, updateRow, type Db } from '../shared/object-rows';
import { loadOwnerIds } from '../shared/user-refs';
import { dashboardsShowing } from '../shared/related-objects';

export type { Db };

function groupBy<T extends { dataset_id: number }>(ids: number[], rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) out.get(row.dataset_id)?.push(row);
  return out;
}

export class DatasetsRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findById(id: number, db: Db = this.db): Promise<DatasetRow | undefined> {
    return db.selectFrom('datasets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<DatasetRow[]> {
    return rowsByIds(this.db, 'datasets', ids);
  }

  /** A dataset on the same (database, catalog, schema, table_name), other than `exceptId`. */
  async findDuplicate(
    key: { database_id: number; catalog: string | null; schema: string | null; table_name: string },
    exceptId?: number,
  ): Promise<DatasetRow | undefined> {
    let q = this.db
      .selectFrom('datasets')
      .selectAll()
      .where('database_id', '=', key.database_id)
      .where('table_name', '=', key.table_name);
    q = key.schema === null ? q.where('schema', 'is', null) : q.where('schema', '=', key.schema);
    q =
      key.catalog === null ? q.where('catalog', 'is', null) : q.where('catalog', '=', key.catalog);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return q.executeTakeFirst();
  }

  databasesByIds(ids: number[]): Promise<DatabaseRow[]> {
    return rowsByIds(this.db, 'databases', ids);
  }

  insert(values: Insertable<DatasetsTable>, db: Db): Promise<number> {
    return insertRow(db, 'datasets', values);
  }

  update(id: number, values: Updateable<DatasetsTable>, db: Db): Promise<void> {
    return updateRow(db, 'datasets', id, values);
  }

  async delete(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length) await db.deleteFrom('datasets').where('id', 'in', ids).execute();
  }

  async columns(datasetIds: number[], db: Db = this.db): Promise<Map<number, DatasetColumnRow[]>> {
    if (datasetIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('dataset_columns')
      .selectAll()
      .where('dataset_id', 'in', datasetIds)
      .orderBy('id')
      .execute();
    return groupBy(datasetIds, rows);
  }

  async metrics(datasetIds: number[], db: Db = this.db): Promise<Map<number, DatasetMetricRow[]>> {
    if (datasetIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('dataset_id', 'in', datasetIds)
      .orderBy('id')
      .execute();
    return groupBy(datasetIds, rows);
  }

  ownerIds(datasetIds: number[]): Promise<Map<number, number[]>> {
    return loadOwnerIds(this.db, 'dataset_owners', datasetIds);
  }

  /** Applies a column sync: drops `remove`, retypes `change` (dropping any expression). */
  async syncColumns(
    plan: {
      remove: number[];
      change: { id: number; type: string | null; is_dttm: number }[];
    },
    changedOn: string,
    db: Db,
  ): Promise<void> {
    if (plan.remove.length)
      await db.deleteFrom('dataset_columns').where('id', 'in', plan.remove).execute();
    for (const change of plan.change) {
      await db
        .updateTable('dataset_columns')
        .set({
          type: change.type,
          is_dttm: change.is_dttm,
          expression: null,
          changed_on: changedOn,
        })
        .where('id', '=', change.id)
        .execute();
    }
  }

  async insertColumns(rows: NewDatasetColumnRow[], db: Db): Promise<void> {
    for (const batch of chunks(rows))
      await db.insertInto('dataset_columns').values(batch).execute();
  }

  async insertMetrics(rows: NewDatasetMetricRow[], db: Db): Promise<void> {
    for (const batch of chunks(rows))
      await db.insertInto('dataset_metrics').values(batch).execute();
  }

  /** Charts built on the dataset and the dashboards that show them. */
  async relatedObjects(datasetId: number): Promise<{
    charts: { id: number; slice_name: string; viz_type: string }[];
    dashboards: { id: number; title: string; slug: string | null }[];
  }> {
    const charts = await this.db
      .selectFrom('charts')
      .select(['id', 'slice_name', 'viz_type'])
      .where('datasource_id', '=', datasetId)
      .where('datasource_type', 'in', ['table', 'dataset'])
      .orderBy('slice_name')
      .execute();
    const dashboards = await dashboardsShowing(
      this.db,
      charts.map((c) => c.id),
    );
    return { charts, dashboards };
  }
}
