/**
 * How the report and execution-log lists filter, sort and hide rows. Superset's
 * ReportScheduleFilter: admins and users with access to all data see every report; others see
 * the reports they own or created. The same filter decides 404 on single reads.
 */
import { sql } from 'kysely';
import type { ListContext, ListSpec } from '../../rest/list-spec';
import { NUMBER_OPERATORS, plainColumns, plainOrder } from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_RELATED,
  auditFilterColumns,
} from '../../rest/audit-list-parts';
import { ilike, likePattern } from '../../rest/list-engine';
import { canAccessAllDatasources } from '../../security/principal';

const OWNER_LINK = { table: 'report_owners', ownKey: 'report_id' };

export const REPORT_LIST_COLUMNS = [
  'id',
  'active',
  'changed_by',
  'changed_on',
  'changed_on_delta_humanized',
  'created_by',
  'created_on',
  'creation_method',
  'crontab',
  'crontab_humanized',
  'description',
  'last_eval_dttm',
  'last_state',
  'name',
  'owners',
  'recipients',
  'report_format',
  'timezone',
  'type',
  'chart_id',
  'dashboard_id',
  'database_id',
];

export const REPORT_LOG_LIST_COLUMNS = [
  'id',
  'scheduled_dttm',
  'end_dttm',
  'start_dttm',
  'value',
  'value_row_json',
  'state',
  'error_message',
  'uuid',
];

export function reportBaseFilter(ctx: ListContext) {
  const { principal } = ctx;
  if (principal.isAdmin || canAccessAllDatasources(principal)) return null;
  if (principal.userId === null) return sql`1 = 0`;
  return sql`(t.created_by_fk = ${principal.userId} or exists (
    select 1 from report_owners o where o.report_id = t.id and o.user_id = ${principal.userId}))`;
}

export function reportListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'report schedule',
    table: 'reports',
    filterColumns: {
      ...auditFilterColumns(OWNER_LINK),
      ...plainColumns({
        id: 'number',
        name: 'text',
        type: 'text',
        active: 'boolean',
        last_state: 'text',
        creation_method: 'text',
        report_format: 'text',
        chart_id: 'relation_one',
        dashboard_id: 'relation_one',
        database_id: 'relation_one',
      }),
    },
    namedFilters: {
      // Superset's ReportScheduleAllTextFilter: name, description or SQL.
      report_all_text: (value) => allText(value),
      name_or_description: (value) => allText(value),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      ...plainOrder(['active', 'crontab']),
      crontab_humanized: sql`t.crontab`,
      last_eval_dttm: sql`t.last_eval_dttm`,
      name: sql`lower(t.name)`,
      ...plainOrder(['type', 'last_state']),
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: reportBaseFilter,
    fetchRows,
    listColumns: REPORT_LIST_COLUMNS,
    related: { ...AUDIT_RELATED },
    distinct: { name: sql`t.name` },
  };
}

function allText(value: unknown) {
  const pattern = likePattern(String(value ?? ''), 'contains');
  return sql`(${ilike(sql`t.name`, pattern)} or ${ilike(sql`coalesce(t.description, '')`, pattern)} or ${ilike(sql`coalesce(t.sql, '')`, pattern)})`;
}

/** The execution logs of one report (the report's own visibility is checked before). */
export function reportLogListSpec(reportId: number, fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'report execution log',
    table: 'report_execution_logs',
    filterColumns: {
      ...plainColumns({ state: 'text', error_message: 'text', value: 'number' }),
      scheduled_dttm: { expr: sql`t.scheduled_dttm`, kind: 'date', operators: NUMBER_OPERATORS },
      start_dttm: { expr: sql`t.start_dttm`, kind: 'date', operators: NUMBER_OPERATORS },
      end_dttm: { expr: sql`t.end_dttm`, kind: 'date', operators: NUMBER_OPERATORS },
    },
    orderColumns: plainOrder([
      'id',
      'state',
      'value',
      'error_message',
      'end_dttm',
      'start_dttm',
      'scheduled_dttm',
    ]),
    defaultOrder: ['start_dttm', 'desc'],
    baseFilter: () => sql`t.report_id = ${reportId}`,
    fetchRows,
    listColumns: REPORT_LOG_LIST_COLUMNS,
  };
}
