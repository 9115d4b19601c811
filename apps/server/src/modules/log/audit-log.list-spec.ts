/**
 * `GET /api/v1/log/`: the action log for those with can_read on Log (Admins), newest first,
 * filtered by action, user, time (dttm with gt/ge/lt/le on ISO-8601 text) and object.
 */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import { NUMBER_OPERATORS, foreignKeyColumn, plainColumns, plainOrder } from '../../rest/list-spec';

export function auditLogListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'log',
    table: 'logs',
    filterColumns: {
      ...plainColumns({
        id: 'number',
        action: 'text',
        username: 'text',
        ip_address: 'text',
        object_type: 'text',
        object_id: 'text',
        dashboard_id: 'number',
        slice_id: 'number',
      }),
      user: foreignKeyColumn('user_id'),
      dttm: { expr: sql.ref('t.dttm'), kind: 'date', operators: NUMBER_OPERATORS },
    },
    orderColumns: {
      ...plainOrder(['id', 'action', 'dttm', 'ip_address', 'object_type', 'duration_ms']),
      username: sql`lower(t.username)`,
    },
    defaultOrder: ['dttm', 'desc'],
    defaultPageSize: 25,
    fetchRows,
    listColumns: [
      'id',
      'action',
      'dttm',
      'user_id',
      'username',
      'user',
      'ip_address',
      'user_agent',
      'object_type',
      'object_id',
      'json',
      'dashboard_id',
      'slice_id',
      'duration_ms',
      'referrer',
    ],
    related: { user: { table: 'users', label: sql`t.username` } },
    distinct: { action: sql`t.action` },
  };
}
