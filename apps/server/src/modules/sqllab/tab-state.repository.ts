/** Kysely access to the editor tabs; every read and write is scoped to the tab's owner. */
import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import type { MetadataSchema, TabStateRow, TabStateTable } from '../../store/schema';
import { nowIso } from '../shared/humanize-time';

export type NewTabState = Omit<Insertable<TabStateTable>, 'created_on' | 'changed_on' | 'active'>;
export type TabStateChanges = Omit<
  Updateable<TabStateTable>,
  'id' | 'user_id' | 'created_on' | 'changed_on' | 'active'
>;

/** The condition that picks one tab of one user: every lookup by id goes through it. */
function ownTab(userId: number, id: number) {
  return (eb: ExpressionBuilder<MetadataSchema, 'tab_state'>) =>
    eb.and([eb('id', '=', id), eb('user_id', '=', userId)]);
}

export class TabStateRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** Creates the tab as the user's active one (any other tab stops being active). */
  async insertActive(row: NewTabState): Promise<TabStateRow> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tab_state')
        .set({ active: 0 })
        .where('user_id', '=', row.user_id)
        .execute();
      return trx
        .insertInto('tab_state')
        .values({ ...row, active: 1, created_on: now, changed_on: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  findOwn(userId: number, id: number): Promise<TabStateRow | undefined> {
    return this.db.selectFrom('tab_state').selectAll().where(ownTab(userId, id)).executeTakeFirst();
  }

  /** The user's tabs in the order they were opened. */
  listOwn(userId: number): Promise<TabStateRow[]> {
    return this.db
      .selectFrom('tab_state')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'asc')
      .execute();
  }

  /** False when the tab is not the user's (or does not exist). */
  async update(userId: number, id: number, changes: TabStateChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('tab_state')
      .set({ ...changes, changed_on: nowIso() })
      .where(ownTab(userId, id))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async activate(userId: number, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('tab_state')
        .select('id')
        .where(ownTab(userId, id))
        .executeTakeFirst();
      if (!target) return false;
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
      await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
      return true;
    });
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('tab_state')
      .where(ownTab(userId, id))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Whether the saved query exists and belongs to the user (a tab may only point at such). */
  async ownsSavedQuery(userId: number, savedQueryId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('saved_queries')
      .select('id')
      .where('id', '=', savedQueryId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
