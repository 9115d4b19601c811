/**
 * Rows and request bodies of the report API (`/api/v1/report/`, Superset's ReportSchedule
 * shapes), the choices the report forms offer, and where the report screens live.
 */
import type {
  CreationMethod,
  ReportExecutionLog,
  ReportFormat,
  ReportSchedule,
  ReportType,
  ValidatorOperator,
  ValidatorType,
} from '@panorama/core/schemas/report';

export type { CreationMethod, ReportFormat, ReportType, ValidatorType };

export const REPORTS_RESOURCE = 'report';

/** The feature flag that turns reports on (named as in Superset). */
export const ALERT_REPORTS_FLAG = 'ALERT_REPORTS';
/** The view menu whose `can_write` lets a user create and edit reports. */
export const REPORT_VIEW_MENU = 'ReportSchedule';

/** Alert conditions; `not null` is its own validator type, the rest compare to a threshold. */
export type ConditionOperator = ValidatorOperator;

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

/**
 * A row of `GET /api/v1/report/?q=`: the columns asked for (JSON columns are JSON text, as in
 * Superset). The screens always have the identity and schedule.
 */
export type ReportListItem = Pick<
  ReportSchedule,
  'id' | 'name' | 'type' | 'active' | 'creation_method' | 'crontab'
> &
  Partial<ReportSchedule>;
/** `GET /api/v1/report/{id}` → `result`. */
export type ReportDetail = ReportSchedule;
/** A row of `GET /api/v1/report/{id}/log/?q=`. Times are naive UTC. */
export type ReportLogItem = ReportExecutionLog;

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
