/** How the database list filters, sorts and hides rows (Superset's DatabaseFilter). */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import {
  NUMBER_OPERATORS,
  plainColumns,
  plainOrder,
  UUID_FILTER_COLUMN,
} from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_USER_FILTER_COLUMNS,
  USER_RELATED,
} from '../../rest/audit-list-parts';
import { databaseAccessCondition, dataAccessScope } from '../shared/data-access';
import { UPLOAD_IS_ENABLED, uploadIsEnabledFilter } from './upload-enabled-filter';

export const DATABASE_LIST_COLUMNS = [
  'id',
  'uuid',
  'database_name',
  'backend',
  'engine',
  'driver',
  'sqlalchemy_uri',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_multi_catalog',
  'allows_subquery',
  'allows_cost_estimate',
  'allows_virtual_table_explore',
  'explore_database_id',
  'disable_data_preview',
  'disable_drill_to_detail',
  'force_ctas_schema',
  'cache_timeout',
  'extra',
  'impersonate_user',
  'is_managed_externally',
  'external_url',
  'engine_information',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'created_by',
  'created_on_delta_humanized',
];

export function databaseListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'database',
    table: 'databases',
    filterColumns: {
      id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
      uuid: UUID_FILTER_COLUMN,
      ...plainColumns({
        database_name: 'text',
        backend: 'text',
        expose_in_sqllab: 'boolean',
        allow_run_async: 'boolean',
        allow_dml: 'boolean',
        allow_file_upload: 'boolean',
      }),
      ...AUDIT_USER_FILTER_COLUMNS,
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      database_name: sql`lower(t.database_name)`,
      ...plainOrder([
        'backend',
        'expose_in_sqllab',
        'allow_run_async',
        'allow_dml',
        'allow_file_upload',
      ]),
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: ({ principal }) => {
      if (principal.isAdmin) return null;
      return databaseAccessCondition(dataAccessScope(principal), sql`t.id`);
    },
    fetchRows,
    listColumns: DATABASE_LIST_COLUMNS,
    // The upload dialog lists only databases that accept files.
    namedFilters: { [UPLOAD_IS_ENABLED]: uploadIsEnabledFilter },
    related: { created_by: USER_RELATED, changed_by: USER_RELATED },
    distinct: { backend: sql`t.backend` },
  };
}
