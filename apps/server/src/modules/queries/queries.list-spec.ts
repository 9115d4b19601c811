/**
 * How the query history list filters, sorts and hides rows: each user sees their own runs, and
 * holders of all_query_access (admins) everyone's, as Superset's QueryFilter does. The same base
 * filter decides 404 on `GET /api/v1/query/{id}`.
 */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { foreignKeyColumn, plainColumns, plainOrder } from '../../rest/list-spec';
import { USER_RELATED } from '../../rest/audit-list-parts';
import { ilike, likePattern } from '../../rest/list-engine';
import { has, type Principal } from '../../security/principal';
import { QUERY_LIST_COLUMNS } from './query-serializer';

export function seesAllQueries(principal: Principal): boolean {
  return has(principal, 'all_query_access', 'all_query_access');
}

export function queryListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'query',
    table: 'queries',
    filterColumns: {
      ...plainColumns({ id: 'number', sql: 'text' }),
      status: { expr: sql`t.status`, kind: 'text', operators: ['eq', 'neq', 'in'] },
      database: foreignKeyColumn('database_id'),
      user: foreignKeyColumn('user_id'),
      ...plainColumns({ schema: 'text', tab_name: 'text' }),
      sql_editor_id: { expr: sql`t.sql_editor_id`, kind: 'text', operators: ['eq', 'in'] },
      ...plainColumns({ start_time: 'number', end_time: 'number' }),
    },
    namedFilters: {
      // The history page's search box: the SQL as typed or as run, and the tab's name.
      all_text: (value) => {
        const pattern = likePattern(String(value ?? ''), 'contains');
        return sql`(${ilike(sql`t.sql`, pattern)} or ${ilike(sql`coalesce(t.executed_sql, '')`, pattern)} or ${ilike(sql`coalesce(t.tab_name, '')`, pattern)})`;
      },
    },
    orderColumns: {
      ...plainOrder([
        'id',
        'changed_on',
        'start_time',
        'end_time',
        'rows',
        'status',
        'schema',
        'tab_name',
        'sql',
      ]),
      'database.database_name': sql`(select d.database_name from databases d where d.id = t.database_id)`,
      'user.first_name': sql`(select u.first_name from users u where u.id = t.user_id)`,
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: ({ principal }) => {
      if (seesAllQueries(principal)) return null;
      return principal.userId === null ? sql`1 = 0` : sql`t.user_id = ${principal.userId}`;
    },
    fetchRows,
    listColumns: QUERY_LIST_COLUMNS,
    related: {
      user: USER_RELATED,
      database: { table: 'databases', label: sql`t.database_name` },
    },
    distinct: { status: sql`t.status`, schema: sql`t.schema` },
  };
}
