/**
 * Row-level security filters (Superset's `row_level_security_filters`, `rls_filter_tables`,
 * `rls_filter_roles`): a SQL condition an admin ties to datasets and roles, AND'ed into every
 * query on those datasets. `filter_type` is 'Regular' (applies to the listed roles) or 'Base'
 * (applies to everyone except them); filters sharing a `group_key` are OR'ed together. Names are
 * unique, as in Superset. Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';
import { withAudit, withId } from './dialect-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(withId(db, db.schema.createTable('row_level_security_filters')))
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('filter_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('group_key', 'varchar(255)')
    .addColumn('clause', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rls_filter_tables')
    .addColumn('rls_filter_id', 'integer', (c) =>
      c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
    )
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('rls_filter_tables_pk', ['rls_filter_id', 'table_id'])
    .execute();
  // Every chart query looks up the filters of its dataset.
  await db.schema
    .createIndex('rls_filter_tables_table')
    .on('rls_filter_tables')
    .column('table_id')
    .execute();

  await db.schema
    .createTable('rls_filter_roles')
    .addColumn('rls_filter_id', 'integer', (c) =>
      c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('rls_filter_roles_pk', ['rls_filter_id', 'role_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rls_filter_roles').ifExists().execute();
  await db.schema.dropTable('rls_filter_tables').ifExists().execute();
  await db.schema.dropTable('row_level_security_filters').ifExists().execute();
}
