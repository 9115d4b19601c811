/** Kysely access to saved queries; each row belongs to the user who saved it. */
import type { Kysely } from 'kysely';
import type { MetadataSchema, SavedQueryRow } from '../../store/schema';
import { AuditedTable } from '../shared/audited-table';

export type SavedQueryWithDatabase = SavedQueryRow & { database_name: string };

export class SavedQueriesRepository {
  readonly savedQueries: AuditedTable<'saved_queries'>;

  constructor(private readonly db: Kysely<MetadataSchema>) {
    this.savedQueries = new AuditedTable(db, 'saved_queries');
  }

  async rows(ids: number[]): Promise<SavedQueryWithDatabase[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('saved_queries as q')
      .innerJoin('databases as d', 'd.id', 'q.db_id')
      .selectAll('q')
      .select(['d.database_name'])
      .where('q.id', 'in', ids)
      .execute();
  }

  /** The database a query would run on, as access checks need it (id and name). */
  database(id: number): Promise<{ id: number; database_name: string } | undefined> {
    return this.db
      .selectFrom('databases')
      .select(['id', 'database_name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Deletes the user's queries among `ids` (another user's are left alone). */
  async deleteOwn(ids: number[], userId: number): Promise<void> {
    await this.db
      .deleteFrom('saved_queries')
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
  }
}
