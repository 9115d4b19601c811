/** Registered databases and what depends on them, in the metadata store (Kysely only). */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DatabaseRow, DatabasesTable, MetadataSchema } from '../../store/schema';
import { insertRow, rowsByIds, updateRow, type Db } from '../shared/object-rows';
import { withDashboards, type RelatedObjects } from '../shared/related-objects';

export class DatabasesRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findById(id: number, db: Db = this.db): Promise<DatabaseRow | undefined> {
    return db.selectFrom('databases').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByName(name: string): Promise<DatabaseRow | undefined> {
    return this.db
      .selectFrom('databases')
      .selectAll()
      .where('database_name', '=', name)
      .executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<DatabaseRow[]> {
    return rowsByIds(this.db, 'databases', ids);
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('databases').select('id').where('database_name', '=', name);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  insert(values: Insertable<DatabasesTable>, db: Db): Promise<number> {
    return insertRow(db, 'databases', values);
  }

  update(id: number, values: Updateable<DatabasesTable>, db: Db): Promise<void> {
    return updateRow(db, 'databases', id, values);
  }

  async delete(id: number, db: Db): Promise<void> {
    await db.deleteFrom('databases').where('id', '=', id).execute();
  }

  /** The datasets of a database, for permission renames and the delete check. */
  datasets(
    databaseId: number,
    db: Db = this.db,
  ): Promise<{ id: number; table_name: string; schema: string | null }[]> {
    return db
      .selectFrom('datasets')
      .select(['id', 'table_name', 'schema'])
      .where('database_id', '=', databaseId)
      .orderBy('table_name')
      .execute();
  }

  async reportCount(databaseId: number): Promise<number> {
    const row = await this.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('database_id', '=', databaseId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Charts built on the database's datasets and the dashboards that show them. */
  async relatedObjects(databaseId: number): Promise<RelatedObjects> {
    const charts = await this.db
      .selectFrom('charts as c')
      .innerJoin('datasets as d', 'd.id', 'c.datasource_id')
      .select(['c.id', 'c.slice_name', 'c.viz_type'])
      .where('d.database_id', '=', databaseId)
      .where('c.datasource_type', 'in', ['table', 'dataset'])
      .orderBy('c.slice_name')
      .execute();
    return withDashboards(this.db, charts);
  }
}
