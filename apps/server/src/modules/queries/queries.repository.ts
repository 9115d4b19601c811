/** Kysely access to the query history; rows come back as stored (store/schema.ts). */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { QueryStatus } from '@panorama/core/schemas/query-status';
import type { MetadataSchema, QueriesTable, QueryRow } from '../../store/schema';
import { nowIso } from '../shared/humanize-time';

export type NewQueryRow = Omit<Insertable<QueriesTable>, 'changed_on'>;
export type QueryChanges = Omit<Updateable<QueriesTable>, 'id' | 'changed_on'>;

export class QueriesRepository {
  constructor(readonly db: Kysely<MetadataSchema>) {}

  async insert(row: NewQueryRow): Promise<QueryRow> {
    return this.db
      .insertInto('queries')
      .values({ ...row, changed_on: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, changes: QueryChanges): Promise<void> {
    await this.db
      .updateTable('queries')
      .set({ ...changes, changed_on: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Moves a run to a final status unless it already has one: a stop and the end of the run may
   * race, and whichever lands first is the answer (a stopped query stays stopped).
   */
  async finish(id: number, status: QueryStatus, changes: QueryChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('queries')
      .set({ ...changes, status, changed_on: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** pending → running; false when the run was stopped before it started. */
  async markRunning(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('queries')
      .set({ status: 'running', start_running_time: Date.now(), changed_on: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  findById(id: number): Promise<QueryRow | undefined> {
    return this.db.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<QueryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('queries').selectAll().where('id', 'in', ids).execute();
  }

  findByClientId(clientId: string): Promise<QueryRow | undefined> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  findByResultsKey(key: string): Promise<QueryRow | undefined> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('results_key', '=', key)
      .executeTakeFirst();
  }

  async statusOf(id: number): Promise<QueryStatus | undefined> {
    const row = await this.db
      .selectFrom('queries')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  }

  /** The user's runs changed after `sinceIso`, oldest change first. */
  changedSince(userId: number, sinceIso: string, limit: number): Promise<QueryRow[]> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('changed_on', '>', sinceIso)
      .orderBy('changed_on', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  /** The user's runs from the given editor tabs (SQL Lab's bootstrap), newest first. */
  forEditors(userId: number, editorIds: string[], limit: number): Promise<QueryRow[]> {
    if (editorIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('sql_editor_id', 'in', editorIds)
      .orderBy('changed_on', 'desc')
      .limit(limit)
      .execute();
  }

  async deleteById(id: number): Promise<void> {
    await this.db.deleteFrom('queries').where('id', '=', id).execute();
  }
}
