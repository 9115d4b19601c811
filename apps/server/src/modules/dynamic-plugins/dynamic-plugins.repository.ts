/** Kysely access to the registered chart plugins. */
import type { Kysely } from 'kysely';
import type { DynamicPluginRow, MetadataSchema } from '../../store/schema';
import { AuditedTable } from '../shared/audited-table';

export type DynamicPluginFields = Pick<DynamicPluginRow, 'id' | 'name' | 'key' | 'bundle_url'>;

export class DynamicPluginsRepository {
  readonly plugins: AuditedTable<'dynamic_plugins'>;

  constructor(private readonly db: Kysely<MetadataSchema>) {
    this.plugins = new AuditedTable(db, 'dynamic_plugins');
  }

  async rows(ids: number[]): Promise<DynamicPluginFields[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('dynamic_plugins')
      .select(['id', 'name', 'key', 'bundle_url'])
      .where('id', 'in', ids)
      .execute();
  }

  /** Which of these keys belong to registered plugins. */
  async registeredKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('dynamic_plugins')
      .select('key')
      .where('key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.key));
  }

  /** Deletes the plugin; answers whether there was one. */
  async delete(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('dynamic_plugins')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
