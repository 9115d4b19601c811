/**
 * How the report and execution-log lists filter, sort and hide rows. Superset's
 * ReportScheduleFilter: admins and users with access to all data see every report; others see
 * the reports they own or created. The same filter decides 404 on single reads.
 */
import { sql } from 'kysely';
import type { ListContext, ListSpec } from '../../rest/list-spec';
import {
  BOOLEAN_OPERATORS,
  NUMBER_OPERATORS,
  RELATION_ONE_OPERATORS,
  TEXT_OPERATORS,
} from '../../rest/list-spec';
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
      id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
      name: { expr: sql`t.name`, kind: 'text', operators: TEXT_OPERATORS },
      type: { expr: sql`t.type`, kind: 'text', operators: TEXT_OPERATORS },
      active: { expr: sql`t.active`, kind: 'boolean', operators: BOOLEAN_OPERATORS },
      last_state: { expr: sql`t.last_state`, kind: 'text', operators: TEXT_OPERATORS },
      creation_method: { expr: sql`t.creation_method`, kind: 'text', operators: TEXT_OPERATORS },
      report_format: { expr: sql`t.report_format`, kind: 'text', operators: TEXT_OPERATORS },
      chart_id: { expr: sql`t.chart_id`, kind: 'relation_one', operators: RELATION_ONE_OPERATORS },
      dashboard_id: {
        expr: sql`t.dashboard_id`,
        kind: 'relation_one',
        operators: RELATION_ONE_OPERATORS,
      },
      database_id: {
        expr: sql`t.database_id`,
        kind: 'relation_one',
        operators: RELATION_ONE_OPERATORS,
      },
    },
    namedFilters: {
      // Superset's ReportScheduleAllTextFilter: name, description or SQL.
      report_all_text: (value) => allText(value),
      name_or_description: (value) => allText(value),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      active: sql`t.active`,
      crontab: sql`t.crontab`,
      crontab_humanized: sql`t.crontab`,
      last_eval_dttm: sql`t.last_eval_dttm`,
      name: sql`lower(t.name)`,
      type: sql`t.type`,
      last_state: sql`t.last_state`,
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
      state: { expr: sql`t.state`, kind: 'text', operators: TEXT_OPERATORS },
      error_message: { expr: sql`t.error_message`, kind: 'text', operators: TEXT_OPERATORS },
      value: { expr: sql`t.value`, kind: 'number', operators: NUMBER_OPERATORS },
      scheduled_dttm: { expr: sql`t.scheduled_dttm`, kind: 'date', operators: NUMBER_OPERATORS },
      start_dttm: { expr: sql`t.start_dttm`, kind: 'date', operators: NUMBER_OPERATORS },
      end_dttm: { expr: sql`t.end_dttm`, kind: 'date', operators: NUMBER_OPERATORS },
    },
    orderColumns: {
      id: sql`t.id`,
      state: sql`t.state`,
      value: sql`t.value`,
      error_message: sql`t.error_message`,
      end_dttm: sql`t.end_dttm`,
      start_dttm: sql`t.start_dttm`,
      scheduled_dttm: sql`t.scheduled_dttm`,
    },
    defaultOrder: ['start_dttm', 'desc'],
    baseFilter: () => sql`t.report_id = ${reportId}`,
    fetchRows,
    listColumns: REPORT_LOG_LIST_COLUMNS,
  };
}
