/**
 * Initial metadata schema: security (users, roles, permissions), databases, datasets with columns
 * and metrics, charts, dashboards, favourites, reports, filter sets, key-value store and action log.
 * Frozen: change the schema with a new timestamped migration, never by editing this one.
 */
import type { Kysely } from 'kysely';
import { notNullFalse, notNullTrue, withAudit, withId } from './dialect-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on an untyped schema by design */
export async function up(db: Kysely<any>): Promise<void> {
  // --- security -------------------------------------------------------------------------------
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('active', 'integer', notNullTrue)
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('last_login', 'text')
    .addColumn('login_count', 'integer', notNullFalse)
    .addColumn('fail_login_count', 'integer', notNullFalse)
    .execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await withId(db, db.schema.createTable('permissions'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('view_menus'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('permission_views'))
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('view_menu_id', 'integer', (c) =>
      c.notNull().references('view_menus.id').onDelete('cascade'),
    )
    .addUniqueConstraint('permission_views_unique', ['permission_id', 'view_menu_id'])
    .execute();

  await db.schema
    .createTable('role_permission_views')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_view_id', 'integer', (c) =>
      c.notNull().references('permission_views.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_permission_views_pk', ['role_id', 'permission_view_id'])
    .execute();

  // --- databases and datasets -----------------------------------------------------------------
  await withAudit(withId(db, db.schema.createTable('databases')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'text', (c) => c.notNull())
    .addColumn('password_encrypted', 'text')
    .addColumn('backend', 'varchar(50)', (c) => c.notNull())
    .addColumn('expose_in_sqllab', 'integer', notNullTrue)
    .addColumn('allow_run_async', 'integer', notNullFalse)
    .addColumn('allow_dml', 'integer', notNullFalse)
    .addColumn('allow_file_upload', 'integer', notNullFalse)
    .addColumn('allow_ctas', 'integer', notNullFalse)
    .addColumn('allow_cvas', 'integer', notNullFalse)
    .addColumn('impersonate_user', 'integer', notNullFalse)
    .addColumn('cache_timeout', 'integer')
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_managed_externally', 'integer', notNullFalse)
    .addColumn('external_url', 'text')
    .execute();

  await withAudit(withId(db, db.schema.createTable('datasets')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('database_id', 'integer', (c) =>
      c.notNull().references('databases.id').onDelete('cascade'),
    )
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(255)')
    .addColumn('sql', 'text')
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('description', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', notNullFalse)
    .addColumn('cache_timeout', 'integer')
    .addColumn('params', 'text')
    .addColumn('template_params', 'text')
    .addColumn('filter_select_enabled', 'integer', notNullTrue)
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('extra', 'text')
    .addColumn('is_sqllab_view', 'integer', notNullFalse)
    .addColumn('is_managed_externally', 'integer', notNullFalse)
    .addColumn('external_url', 'text')
    .addColumn('normalize_columns', 'integer', notNullFalse)
    .addColumn('always_filter_main_dttm', 'integer', notNullFalse)
    .execute();
  await db.schema
    .createIndex('datasets_name_unique')
    .on('datasets')
    .columns(['database_id', 'catalog', 'schema', 'table_name'])
    .execute();

  await withId(db, db.schema.createTable('dataset_columns'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('dataset_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('type', 'varchar(255)')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('is_dttm', 'integer', notNullFalse)
    .addColumn('is_active', 'integer', notNullTrue)
    .addColumn('groupby', 'integer', notNullTrue)
    .addColumn('filterable', 'integer', notNullTrue)
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('extra', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('dataset_columns_unique', ['dataset_id', 'column_name'])
    .execute();

  await withId(db, db.schema.createTable('dataset_metrics'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('dataset_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'varchar(128)')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('dataset_metrics_unique', ['dataset_id', 'metric_name'])
    .execute();

  // --- charts and dashboards ------------------------------------------------------------------
  await withAudit(withId(db, db.schema.createTable('charts')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('viz_type', 'varchar(250)', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'varchar(200)')
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', notNullFalse)
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'text')
    .addColumn('last_saved_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withAudit(withId(db, db.schema.createTable('dashboards')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('dashboard_title', 'varchar(500)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.unique())
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('css', 'text')
    .addColumn('description', 'text')
    .addColumn('published', 'integer', notNullFalse)
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', notNullFalse)
    .addColumn('external_url', 'text')
    .execute();

  for (const [table, key, parent] of [
    ['dataset_owners', 'dataset_id', 'datasets'],
    ['chart_owners', 'chart_id', 'charts'],
    ['dashboard_owners', 'dashboard_id', 'dashboards'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(key, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint(`${table}_pk`, [key, 'user_id'])
      .execute();
  }

  await db.schema
    .createTable('dashboard_roles')
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_roles_pk', ['dashboard_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('dashboard_charts')
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('chart_id', 'integer', (c) =>
      c.notNull().references('charts.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('dashboard_charts_pk', ['dashboard_id', 'chart_id'])
    .execute();

  await withId(db, db.schema.createTable('favorites'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addUniqueConstraint('favorites_unique', ['user_id', 'class_name', 'obj_id'])
    .execute();

  // --- reports --------------------------------------------------------------------------------
  await withAudit(withId(db, db.schema.createTable('reports')))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('active', 'integer', notNullTrue)
    .addColumn('crontab', 'varchar(1000)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(100)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('creation_method', 'varchar(255)', (c) => c.notNull().defaultTo('alerts_reports'))
    .addColumn('chart_id', 'integer', (c) => c.references('charts.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('databases.id').onDelete('cascade'))
    .addColumn('sql', 'text')
    .addColumn('validator_type', 'varchar(100)')
    .addColumn('validator_config_json', 'text')
    .addColumn('report_format', 'varchar(50)', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('force_screenshot', 'integer', notNullFalse)
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('custom_width', 'integer')
    .addColumn('extra', 'text')
    .addColumn('last_state', 'varchar(50)', (c) => c.notNull().defaultTo('Not triggered'))
    .addColumn('last_eval_dttm', 'text')
    .addColumn('last_value', 'real')
    .addColumn('last_value_row_json', 'text')
    .addUniqueConstraint('reports_name_type_unique', ['name', 'type'])
    .execute();

  await db.schema
    .createTable('report_owners')
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('reports.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('report_owners_pk', ['report_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('report_recipients'))
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('reports.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('report_execution_logs'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('reports.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
    .addColumn('start_dttm', 'text')
    .addColumn('end_dttm', 'text')
    .addColumn('value', 'real')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'varchar(50)', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .execute();

  // --- filter sets, key-value store, action log -----------------------------------------------
  await withAudit(withId(db, db.schema.createTable('filter_sets')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('json_metadata', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .execute();

  await withId(db, db.schema.createTable('key_values'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_on', 'text')
    .execute();

  await withId(db, db.schema.createTable('logs'))
    .addColumn('action', 'varchar(512)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'varchar(1024)')
    .execute();
  await db.schema
    .createIndex('logs_user_action')
    .on('logs')
    .columns(['user_id', 'action'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'logs',
    'key_values',
    'filter_sets',
    'report_execution_logs',
    'report_recipients',
    'report_owners',
    'reports',
    'favorites',
    'dashboard_charts',
    'dashboard_roles',
    'dashboard_owners',
    'chart_owners',
    'dataset_owners',
    'dashboards',
    'charts',
    'dataset_metrics',
    'dataset_columns',
    'datasets',
    'databases',
    'role_permission_views',
    'permission_views',
    'view_menus',
    'permissions',
    'user_roles',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
