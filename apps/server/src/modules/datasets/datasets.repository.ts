/** Datasets with their columns, metrics and owners in the metadata store (Kysely only). */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
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
import { withDashboards, type RelatedObjects } from '../shared/related-objects';

export type { Db };

type DatasetItemTable = 'dataset_columns' | 'dataset_metrics';

/** The columns or metrics of each dataset, in creation order (an empty list for none). */
async function itemsByDataset<T extends DatasetItemTable>(
  db: Db,
  table: T,
  datasetIds: number[],
): Promise<Map<number, Selectable<MetadataSchema[T]>[]>> {
  const out = new Map<number, Selectable<MetadataSchema[T]>[]>(datasetIds.map((id) => [id, []]));
  if (datasetIds.length === 0) return out;
  // Kysely cannot follow a table chosen by a type parameter; both tables share these columns.
  const rows = (await db
    .selectFrom(table as 'dataset_columns')
    .selectAll()
    .where('dataset_id', 'in', datasetIds)
    .orderBy('id')
    .execute()) as unknown as (Selectable<MetadataSchema[T]> & { dataset_id: number })[];
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

  columns(datasetIds: number[], db: Db = this.db): Promise<Map<number, DatasetColumnRow[]>> {
    return itemsByDataset(db, 'dataset_columns', datasetIds);
  }

  metrics(datasetIds: number[], db: Db = this.db): Promise<Map<number, DatasetMetricRow[]>> {
    return itemsByDataset(db, 'dataset_metrics', datasetIds);
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
  async relatedObjects(datasetId: number): Promise<RelatedObjects> {
    const charts = await this.db
      .selectFrom('charts')
      .select(['id', 'slice_name', 'viz_type'])
      .where('datasource_id', '=', datasetId)
      .where('datasource_type', 'in', ['table', 'dataset'])
      .orderBy('slice_name')
      .execute();
    return withDashboards(this.db, charts);
  }
}
