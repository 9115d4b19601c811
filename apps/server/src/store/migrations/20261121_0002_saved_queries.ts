/**
 * SQL Lab's saved queries: a name, description and SQL against a database and schema, owned by the
 * user who saved it. Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';
import { withAudit, withId } from './dialect-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on an untyped schema by design */
export async function up(db: Kysely<any>): Promise<void> {
  await withAudit(withId(db, db.schema.createTable('saved_queries')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('db_id', 'integer', (c) =>
      c.notNull().references('databases.id').onDelete('cascade'),
    )
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(128)')
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('last_run', 'text')
    .addColumn('rows', 'integer')
    .execute();
  await db.schema.createIndex('saved_queries_user').on('saved_queries').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_queries').ifExists().execute();
}
