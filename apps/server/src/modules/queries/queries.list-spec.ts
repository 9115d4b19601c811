/**
 * How the query history list filters, sorts and hides rows: each user sees their own runs, and
 * holders of all_query_access (admins) everyone's, as Superset's QueryFilter does. The same base
 * filter decides 404 on `GET /api/v1/query/{id}`.
 */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { NUMBER_OPERATORS, RELATION_ONE_OPERATORS, TEXT_OPERATORS } from '../../rest/list-spec';
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
      id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
      sql: { expr: sql`t.sql`, kind: 'text', operators: TEXT_OPERATORS },
      status: { expr: sql`t.status`, kind: 'text', operators: ['eq', 'neq', 'in'] },
      database: {
        expr: sql`t.database_id`,
        kind: 'relation_one',
        operators: RELATION_ONE_OPERATORS,
      },
      user: { expr: sql`t.user_id`, kind: 'relation_one', operators: RELATION_ONE_OPERATORS },
      schema: { expr: sql`t.schema`, kind: 'text', operators: TEXT_OPERATORS },
      tab_name: { expr: sql`t.tab_name`, kind: 'text', operators: TEXT_OPERATORS },
      sql_editor_id: { expr: sql`t.sql_editor_id`, kind: 'text', operators: ['eq', 'in'] },
      start_time: { expr: sql`t.start_time`, kind: 'number', operators: NUMBER_OPERATORS },
      end_time: { expr: sql`t.end_time`, kind: 'number', operators: NUMBER_OPERATORS },
    },
    namedFilters: {
      // The history page's search box: the SQL as typed or as run, and the tab's name.
      all_text: (value) => {
        const pattern = likePattern(String(value ?? ''), 'contains');
        return sql`(${ilike(sql`t.sql`, pattern)} or ${ilike(sql`coalesce(t.executed_sql, '')`, pattern)} or ${ilike(sql`coalesce(t.tab_name, '')`, pattern)})`;
      },
    },
    orderColumns: {
      id: sql`t.id`,
      changed_on: sql`t.changed_on`,
      start_time: sql`t.start_time`,
      end_time: sql`t.end_time`,
      rows: sql`t.rows`,
      status: sql`t.status`,
      schema: sql`t.schema`,
      tab_name: sql`t.tab_name`,
      sql: sql`t.sql`,
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
