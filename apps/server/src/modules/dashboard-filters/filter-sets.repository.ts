/** Filter sets in the metadata store (Kysely only). */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { FilterSetRow, FilterSetsTable, MetadataSchema } from '../../store/schema';
import { DASHBOARD_OWNER_TYPE, USER_OWNER_TYPE } from './filter-set-owners';

export class FilterSetsRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** A dashboard's shared sets and the user's own sets on it, oldest first. */
  listVisible(dashboardId: number, userId: number | null): Promise<FilterSetRow[]> {
    return this.db
      .selectFrom('filter_sets')
      .selectAll()
      .where('dashboard_id', '=', dashboardId)
      .where((eb) =>
        userId === null
          ? eb('owner_type', '=', DASHBOARD_OWNER_TYPE)
          : eb.or([
              eb('owner_type', '=', DASHBOARD_OWNER_TYPE),
              eb.and([eb('owner_type', '=', USER_OWNER_TYPE), eb('owner_id', '=', userId)]),
            ]),
      )
      .orderBy('id')
      .execute();
  }

  find(dashboardId: number, id: number): Promise<FilterSetRow | undefined> {
    return this.db
      .selectFrom('filter_sets')
      .selectAll()
      .where('dashboard_id', '=', dashboardId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insert(values: Insertable<FilterSetsTable>): Promise<number> {
    const row = await this.db
      .insertInto('filter_sets')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<FilterSetsTable>): Promise<void> {
    await this.db.updateTable('filter_sets').set(values).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('filter_sets').where('id', '=', id).execute();
  }
}
