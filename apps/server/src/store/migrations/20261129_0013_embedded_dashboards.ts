/**
 * Embedded dashboards: one row per dashboard that may be framed by another site through the
 * embedding SDK, with the domains allowed to frame it. Deleting the dashboard deletes its row.
 * Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embedded_dashboards')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().unique().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('allowed_domains', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embedded_dashboards').ifExists().execute();
}
