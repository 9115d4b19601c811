/** The `key_values` table: JSON documents addressed by UUID, with an optional expiry. */
import type { Kysely, Selectable } from 'kysely';
import type { KeyValuesTable, MetadataSchema } from '../../store/schema';

export type KeyValueRow = Selectable<KeyValuesTable>;

export interface KeyValueWrite {
  uuid: string;
  resource: string;
  value: string;
  created_by_fk: number | null;
  expires_on: string | null;
}

export class KeyValueRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** The entry unless it is missing, of another resource, or expired at `now`. */
  findLive(resource: string, uuid: string, now: string): Promise<KeyValueRow | undefined> {
    return this.db
      .selectFrom('key_values')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('resource', '=', resource)
      .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>', now)]))
      .executeTakeFirst();
  }

  async insert(row: KeyValueWrite, now: string): Promise<void> {
    await this.db
      .insertInto('key_values')
      .values({ ...row, created_on: now })
      .execute();
  }

  /**
   * Writes the entry whatever is stored under its UUID; an expired or replaced entry starts over
   * (new creator and creation time) as if it had been deleted first.
   */
  async upsert(row: KeyValueWrite, now: string): Promise<void> {
    await this.db
      .insertInto('key_values')
      .values({ ...row, created_on: now })
      .onConflict((oc) =>
        oc.column('uuid').doUpdateSet({
          resource: row.resource,
          value: row.value,
          created_by_fk: row.created_by_fk,
          expires_on: row.expires_on,
          created_on: now,
        }),
      )
      .execute();
  }

  async update(
    resource: string,
    uuid: string,
    changes: { value?: string; expires_on?: string | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('key_values')
      .set(changes)
      .where('uuid', '=', uuid)
      .where('resource', '=', resource)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(resource: string, uuid: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('key_values')
      .where('uuid', '=', uuid)
      .where('resource', '=', resource)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteExpired(now: string): Promise<number> {
    const result = await this.db
      .deleteFrom('key_values')
      .where('expires_on', 'is not', null)
      .where('expires_on', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
