/** The saved query list: the caller's own queries only (Superset's SavedQueryFilter). */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { RELATION_ONE_OPERATORS, plainColumns } from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_USER_FILTER_COLUMNS,
  USER_RELATED,
  anyTextContains,
} from '../../rest/audit-list-parts';

export const SAVED_QUERY_LIST_COLUMNS = [
  'id',
  'uuid',
  'label',
  'description',
  'sql',
  'schema',
  'catalog',
  'db_id',
  'database',
  'template_parameters',
  'extra',
  'rows',
  'last_run_delta_humanized',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
  'created_by',
  'changed_by',
];

export function savedQueryListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'saved query',
    table: 'saved_queries',
    filterColumns: {
      ...plainColumns({ id: 'number', label: 'text', description: 'text', schema: 'text' }),
      database: { expr: sql`t.db_id`, kind: 'relation_one', operators: RELATION_ONE_OPERATORS },
      created_by: AUDIT_USER_FILTER_COLUMNS.created_by,
    },
    namedFilters: {
      all_text: (value) =>
        anyTextContains([sql`t.label`, sql`coalesce(t.description, '')`, sql`t.sql`], value),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      label: sql`lower(t.label)`,
      schema: sql`t.schema`,
      'database.database_name': sql`(select d.database_name from databases d where d.id = t.db_id)`,
      last_run_delta_humanized: sql`t.last_run`,
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: ({ principal }) =>
      principal.userId === null ? sql`1 = 0` : sql`t.user_id = ${principal.userId}`,
    fetchRows,
    listColumns: SAVED_QUERY_LIST_COLUMNS,
    related: {
      created_by: USER_RELATED,
      database: { table: 'databases', label: sql`t.database_name` },
    },
    distinct: { schema: sql`t.schema` },
  };
}
