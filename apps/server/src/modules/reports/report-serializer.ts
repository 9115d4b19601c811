/**
 * Report schedules and execution logs as the API shows them (Superset's list_columns and
 * show_columns). As in Superset, `validator_config_json` and each recipient's
 * `recipient_config_json` are JSON text; `active` and `force_screenshot` are booleans.
 */
import { loadOwners, loadUserRefs, type UserRef } from '../shared/user-refs';
import { humanizeDelta } from '../shared/humanize-time';
import { humanizeCrontab } from './crontab-humanized';
import type { ReportExecutionLog, ReportSchedule } from '@panorama/core/schemas/report';
import type { ReportLogRow, ReportsRepository } from './reports.repository';

function nameOnly(user: UserRef | undefined): { first_name: string; last_name: string } | null {
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
}

function parsedExtra(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export async function serializeReports(
  repo: ReportsRepository,
  ids: number[],
): Promise<ReportSchedule[]> {
  const rows = await repo.findByIds(ids);
  if (rows.length === 0) return [];
  const rowIds = rows.map((r) => r.id);
  const [owners, recipients, users, targets] = await Promise.all([
    loadOwners(repo.db, 'report_owners', rowIds),
    repo.recipients(rowIds),
    loadUserRefs(
      repo.db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    ),
    repo.targets(rows),
  ]);
  return rows.map((r) => {
    const chart = r.chart_id === null ? undefined : targets.charts.get(r.chart_id);
    const dashboard = r.dashboard_id === null ? undefined : targets.dashboards.get(r.dashboard_id);
    const database = r.database_id === null ? undefined : targets.databases.get(r.database_id);
    return {
      id: r.id,
      type: r.type,
      name: r.name,
      description: r.description,
      active: r.active === 1,
      crontab: r.crontab,
      crontab_humanized: humanizeCrontab(r.crontab),
      timezone: r.timezone,
      creation_method: r.creation_method,
      report_format: r.report_format,
      force_screenshot: r.force_screenshot === 1,
      custom_width: r.custom_width,
      chart_id: r.chart_id,
      dashboard_id: r.dashboard_id,
      database_id: r.database_id,
      chart: chart
        ? { id: chart.id, slice_name: chart.slice_name, viz_type: chart.viz_type }
        : null,
      dashboard: dashboard
        ? { id: dashboard.id, dashboard_title: dashboard.dashboard_title }
        : null,
      database: database ? { id: database.id, database_name: database.database_name } : null,
      sql: r.sql,
      validator_type: r.validator_type,
      validator_config_json: r.validator_config_json,
      grace_period: r.grace_period,
      working_timeout: r.working_timeout,
      log_retention: r.log_retention,
      extra: parsedExtra(r.extra),
      last_state: r.last_state,
      last_eval_dttm: r.last_eval_dttm,
      last_value: r.last_value,
      last_value_row_json: r.last_value_row_json,
      owners: owners.get(r.id) ?? [],
      recipients: (recipients.get(r.id) ?? []).map((rec) => ({
        id: rec.id,
        type: rec.type,
        recipient_config_json: rec.recipient_config_json,
      })),
      created_by: nameOnly(r.created_by_fk === null ? undefined : users.get(r.created_by_fk)),
      created_on: r.created_on,
      changed_by: nameOnly(r.changed_by_fk === null ? undefined : users.get(r.changed_by_fk)),
      changed_on: r.changed_on,
      changed_on_delta_humanized: humanizeDelta(r.changed_on),
    };
  });
}

export function serializeLog(row: ReportLogRow): ReportExecutionLog {
  return {
    id: row.id,
    uuid: row.uuid,
    scheduled_dttm: row.scheduled_dttm,
    start_dttm: row.start_dttm,
    end_dttm: row.end_dttm,
    value: row.value,
    value_row_json: row.value_row_json,
    state: row.state,
    error_message: row.error_message,
  };
}
