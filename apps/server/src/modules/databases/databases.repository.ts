/** Registered databases and what depends on them, in the metadata store (Kysely only). */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DatabaseRow, DatabasesTable, MetadataSchema } from '../../store/schema';

type Db = Kysely<MetadataSchema> | Transaction<MetadataSchema>;

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
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('databases').selectAll().where('id', 'in', ids).execute();
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('databases').select('id').where('database_name', '=', name);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(values: Insertable<DatabasesTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('databases')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<DatabasesTable>, db: Db): Promise<void> {
    await db.updateTable('databases').set(values).where('id', '=', id).execute();
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
  async relatedObjects(databaseId: number): Promise<{
    charts: { id: number; slice_name: string; viz_type: string }[];
    dashboards: { id: number; title: string; slug: string | null }[];
  }> {
    const charts = await this.db
      .selectFrom('charts as c')
      .innerJoin('datasets as d', 'd.id', 'c.datasource_id')
      .select(['c.id', 'c.slice_name', 'c.viz_type'])
      .where('d.database_id', '=', databaseId)
      .where('c.datasource_type', 'in', ['table', 'dataset'])
      .orderBy('c.slice_name')
      .execute();
    const dashboards = charts.length
      ? await this.db
          .selectFrom('dashboards as b')
          .innerJoin('dashboard_charts as dc', 'dc.dashboard_id', 'b.id')
          .select(['b.id', 'b.dashboard_title as title', 'b.slug'])
          .distinct()
          .where(
            'dc.chart_id',
            'in',
            charts.map((c) => c.id),
          )
          .orderBy('title')
          .execute()
      : [];
    return { charts, dashboards };
  }
}
