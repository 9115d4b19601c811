/** The row-level rule list: filters, the search box, order columns and related lookups. */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { RELATION_MANY_OPERATORS, plainColumns } from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_USER_FILTER_COLUMNS,
  USER_RELATED,
  anyTextContains,
} from '../../rest/audit-list-parts';

export const RLS_LIST_COLUMNS = [
  'id',
  'name',
  'description',
  'filter_type',
  'tables',
  'roles',
  'clause',
  'group_key',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_on',
  'created_by',
];

export function rowLevelSecurityListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'row level security filter',
    table: 'row_level_security_filters',
    filterColumns: {
      ...plainColumns({
        id: 'number',
        name: 'text',
        description: 'text',
        filter_type: 'text',
        group_key: 'text',
        clause: 'text',
      }),
      tables: {
        expr: sql`t.id`,
        kind: 'relation_many',
        operators: RELATION_MANY_OPERATORS,
        link: { table: 'rls_filter_tables', ownKey: 'rls_filter_id', otherKey: 'table_id' },
      },
      roles: {
        expr: sql`t.id`,
        kind: 'relation_many',
        operators: RELATION_MANY_OPERATORS,
        link: { table: 'rls_filter_roles', ownKey: 'rls_filter_id', otherKey: 'role_id' },
      },
      ...AUDIT_USER_FILTER_COLUMNS,
    },
    namedFilters: {
      // The list page's search box: the name, the clause or the description.
      rls_all_text: (value) =>
        anyTextContains([sql`t.name`, sql`t.clause`, sql`coalesce(t.description, '')`], value),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      name: sql`lower(t.name)`,
      filter_type: sql`t.filter_type`,
      clause: sql`t.clause`,
      group_key: sql`coalesce(t.group_key, '')`,
    },
    defaultOrder: ['changed_on', 'desc'],
    fetchRows,
    listColumns: RLS_LIST_COLUMNS,
    related: {
      tables: { table: 'datasets', label: sql`t.table_name`, columns: ['schema'] },
      roles: { table: 'roles', label: sql`t.name` },
      created_by: USER_RELATED,
      changed_by: USER_RELATED,
    },
  };
}
