/**
 * Dynamic chart plugins (Superset's `dynamic_plugin`): extra chart types an admin registers by
 * key and the URL of their JavaScript bundle, loaded by the web app at run time when the
 * DYNAMIC_PLUGINS feature flag is on. Name, key and bundle URL are each unique, as in Superset.
 * Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';
import { withAudit, withId } from './dialect-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(withId(db, db.schema.createTable('dynamic_plugins')))
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('key', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('bundle_url', 'varchar(1000)', (c) => c.notNull().unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dynamic_plugins').ifExists().execute();
}
