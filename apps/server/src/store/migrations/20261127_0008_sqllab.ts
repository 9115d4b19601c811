/**
 * SQL Lab: the query history (`queries`, one row per run, Superset's Query model) and the editor
 * tabs each user keeps on the server (`tab_state`, Superset's TabState). Times of a run are epoch
 * milliseconds (Superset's startDttm/endDttm); changed_on is ISO text like everywhere else and is
 * what `updated_since` polls. Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';
import { notNullFalse, withId } from './dialect-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('queries'))
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) =>
      c.notNull().references('databases.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'varchar(32)')
    .addColumn('select_as_cta', 'integer', notNullFalse)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress', 'integer', notNullFalse)
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    .addColumn('start_time', 'double precision')
    .addColumn('start_running_time', 'double precision')
    .addColumn('end_time', 'double precision')
    .addColumn('extra_json', 'text')
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('queries_user_changed')
    .on('queries')
    .columns(['user_id', 'changed_on'])
    .execute();
  await db.schema.createIndex('queries_results_key').on('queries').column('results_key').execute();

  await withId(db, db.schema.createTable('tab_state'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('active', 'integer', notNullFalse)
    .addColumn('database_id', 'integer', (c) => c.references('databases.id').onDelete('set null'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'varchar(64)')
    .addColumn('autorun', 'integer', notNullFalse)
    .addColumn('template_params', 'text')
    .addColumn('hide_left_bar', 'integer', notNullFalse)
    .addColumn('saved_query_id', 'integer', (c) =>
      c.references('saved_queries.id').onDelete('set null'),
    )
    .addColumn('extra_json', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tab_state_user').on('tab_state').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tab_state').ifExists().execute();
  await db.schema.dropTable('queries').ifExists().execute();
}
