/**
 * Answers of the report schedule API (`/api/v1/report/`, Superset's ReportSchedule shapes) and
 * the choices its fields take. As in Superset, `validator_config_json`, `last_value_row_json`
 * and each recipient's `recipient_config_json` are JSON text; `extra` is an object.
 */
import { z } from 'zod';
import { idResultResponseSchema, listResponseSchema } from './api-response';
import { userRefSchema } from './security';

export const REPORT_TYPES = ['Report', 'Alert'] as const;
/** Where a report was made: a chart's or a dashboard's header, or the report list page. */
export const CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
export const REPORT_FORMATS = ['PNG', 'PDF', 'CSV', 'TEXT'] as const;
/** Alert conditions: `not null` is its own validator type, `operator` compares to a threshold. */
export const VALIDATOR_TYPES = ['operator', 'not null'] as const;
export const VALIDATOR_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;
export const RECIPIENT_TYPES = ['Email'] as const;

export type ReportType = (typeof REPORT_TYPES)[number];
export type CreationMethod = (typeof CREATION_METHODS)[number];
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type ValidatorType = (typeof VALIDATOR_TYPES)[number];
export type ValidatorOperator = (typeof VALIDATOR_OPERATORS)[number];
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

const id = z.number().int();
const nameOnlySchema = z.object({ first_name: z.string(), last_name: z.string() });

/** A row of `GET /api/v1/report/` and the `result` of `GET /report/{id}`. */
export const reportScheduleSchema = z.object({
  id,
  type: z.enum(REPORT_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  crontab: z.string(),
  crontab_humanized: z.string(),
  timezone: z.string(),
  creation_method: z.enum(CREATION_METHODS),
  report_format: z.enum(REPORT_FORMATS),
  force_screenshot: z.boolean(),
  custom_width: z.number().int().nullable(),
  chart_id: id.nullable(),
  dashboard_id: id.nullable(),
  database_id: id.nullable(),
  chart: z.object({ id, slice_name: z.string(), viz_type: z.string() }).nullable(),
  dashboard: z.object({ id, dashboard_title: z.string() }).nullable(),
  database: z.object({ id, database_name: z.string() }).nullable(),
  sql: z.string().nullable(),
  validator_type: z.enum(VALIDATOR_TYPES).nullable(),
  validator_config_json: z.string().nullable(),
  grace_period: z.number().int(),
  working_timeout: z.number().int(),
  log_retention: z.number().int(),
  extra: z.record(z.string(), z.unknown()),
  /** Superset's ReportState: Success, Working, Error, Not triggered or On Grace. */
  last_state: z.string(),
  /** Naive UTC `YYYY-MM-DDTHH:mm:ss[.ffffff]`. */
  last_eval_dttm: z.string().nullable(),
  last_value: z.number().nullable(),
  last_value_row_json: z.string().nullable(),
  owners: z.array(userRefSchema),
  recipients: z.array(
    z.object({ id, type: z.enum(RECIPIENT_TYPES), recipient_config_json: z.string() }),
  ),
  created_by: nameOnlySchema.nullable(),
  created_on: z.string(),
  changed_by: nameOnlySchema.nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
export const reportResponseSchema = idResultResponseSchema(reportScheduleSchema);
export type ReportResponse = z.infer<typeof reportResponseSchema>;
export const reportListResponseSchema = listResponseSchema(reportScheduleSchema.partial());

/** What a report create or update stored, as sent (targets and owners as ids). */
export const reportWriteResponseSchema = idResultResponseSchema(
  z
    .object({
      type: z.enum(REPORT_TYPES),
      name: z.string(),
      description: z.string().nullable(),
      active: z.boolean(),
      crontab: z.string(),
      timezone: z.string(),
      creation_method: z.enum(CREATION_METHODS),
      chart: id.nullable(),
      dashboard: id.nullable(),
      database: id.nullable(),
      sql: z.string().nullable(),
      owners: z.array(id),
      recipients: z.array(
        z.object({
          type: z.enum(RECIPIENT_TYPES),
          recipient_config_json: z.object({ target: z.string() }),
        }),
      ),
      report_format: z.enum(REPORT_FORMATS),
      force_screenshot: z.boolean(),
      validator_type: z.enum(VALIDATOR_TYPES).nullable(),
      validator_config_json: z
        .object({ op: z.enum(VALIDATOR_OPERATORS), threshold: z.number() })
        .nullable(),
      grace_period: z.number().int(),
      working_timeout: z.number().int(),
      log_retention: z.number().int(),
      custom_width: z.number().int().nullable(),
      extra: z.record(z.string(), z.unknown()).nullable(),
    })
    .partial(),
);
export type ReportWriteResponse = z.infer<typeof reportWriteResponseSchema>;

/** A row of `GET /api/v1/report/{id}/log/` and the `result` of `GET .../log/{logId}`. */
export const reportExecutionLogSchema = z.object({
  id,
  uuid: z.string(),
  scheduled_dttm: z.string(),
  start_dttm: z.string().nullable(),
  end_dttm: z.string().nullable(),
  value: z.number().nullable(),
  value_row_json: z.string().nullable(),
  state: z.string(),
  error_message: z.string().nullable(),
});
export type ReportExecutionLog = z.infer<typeof reportExecutionLogSchema>;
export const reportLogResponseSchema = idResultResponseSchema(reportExecutionLogSchema);
export const reportLogListResponseSchema = listResponseSchema(reportExecutionLogSchema.partial());
export type ReportLogListResponse = z.infer<typeof reportLogListResponseSchema>;
