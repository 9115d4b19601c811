/**
 * Rows and request bodies of the report API (`/api/v1/report/`, Superset's ReportSchedule
 * shapes), the choices the report forms offer, and where the report screens live.
 */
import type { OwnerRef } from '../../components/list-view/ownerNames';

export const REPORTS_RESOURCE = 'report';

/** The feature flag that turns reports on (named as in Superset). */
export const ALERT_REPORTS_FLAG = 'ALERT_REPORTS';
/** The view menu whose `can_write` lets a user create and edit reports. */
export const REPORT_VIEW_MENU = 'ReportSchedule';

export type ReportType = 'Report' | 'Alert';

/** Where a report was made: a chart's or a dashboard's header, or the report list page. */
export type CreationMethod = 'charts' | 'dashboards' | 'alerts_reports';

export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'TEXT';

/** Alert conditions; `not null` is its own validator type, the rest compare to a threshold. */
export type ConditionOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type ValidatorType = 'operator' | 'not null';

/** Superset's ReportState values, as `last_state` and execution logs carry them. */
export type ReportState = 'Success' | 'Working' | 'Error' | 'Not triggered' | 'On Grace';

export interface ReportRecipient {
  type: 'Email';
  recipient_config_json: { target: string };
}

/** `POST /api/v1/report/` and the full `PUT /api/v1/report/{id}` body. */
export interface ReportBody {
  type: ReportType;
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  active: boolean;
  creation_method: CreationMethod;
  chart: number | null;
  dashboard: number | null;
  recipients: ReportRecipient[];
  report_format: ReportFormat;
  force_screenshot: boolean;
  custom_width: number | null;
  owners?: number[];
  working_timeout?: number;
  log_retention?: number;
  /** Alerts only. */
  grace_period?: number;
  database?: number;
  sql?: string;
  validator_type?: ValidatorType;
  /** `{op, threshold}` for an `operator` condition; null for `not null`, which compares nothing. */
  validator_config_json?: { op: ConditionOperator; threshold?: number } | null;
}

/** A row of `GET /api/v1/report/?q=`. */
export interface ReportListItem {
  id: number;
  name: string;
  type: ReportType;
  active: boolean;
  description?: string | null;
  creation_method: CreationMethod;
  crontab: string;
  crontab_humanized?: string | null;
  timezone?: string | null;
  chart_id?: number | null;
  dashboard_id?: number | null;
  last_state?: string | null;
  /** Naive UTC `YYYY-MM-DDTHH:mm:ss[.ffffff]`. */
  last_eval_dttm?: string | null;
  recipients?: Array<{ id?: number; type: string; recipient_config_json?: unknown }> | null;
  owners?: OwnerRef[] | null;
  created_by?: OwnerRef | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string | null;
}

/** `GET /api/v1/report/{id}` → `result`. JSON columns may come as strings (Superset) or objects. */
export interface ReportDetail extends Omit<ReportListItem, 'recipients'> {
  description: string | null;
  report_format?: ReportFormat | null;
  force_screenshot?: boolean | null;
  custom_width?: number | null;
  working_timeout?: number | null;
  grace_period?: number | null;
  log_retention?: number | null;
  chart?: { id: number; slice_name?: string | null; viz_type?: string | null } | null;
  dashboard?: { id: number; dashboard_title?: string | null } | null;
  database?: { id: number; database_name?: string | null } | null;
  sql?: string | null;
  validator_type?: string | null;
  validator_config_json?: unknown;
  recipients?: Array<{ id?: number; type: 'Email'; recipient_config_json: unknown }> | null;
}

/** A row of `GET /api/v1/report/{id}/log/?q=`. Times are naive UTC. */
export interface ReportLogItem {
  id?: number;
  uuid?: string;
  state: string;
  scheduled_dttm: string | null;
  start_dttm: string | null;
  end_dttm: string | null;
  value: number | null;
  value_row_json?: string | null;
  error_message: string | null;
}

/**
 * The report screens' routes (Superset's). Kept here so this folder edits no shared file; the
 * route table uses them as they are.
 */
export const REPORT_PATHS = {
  list: '/report/list/',
  log: '/report/:reportId/log/',
} as const;

/** `/report/{id}/log/`: the execution log of one report. */
export function reportLogPath(reportId: number): string {
  return REPORT_PATHS.log.replace(':reportId', String(Math.trunc(reportId)));
}
