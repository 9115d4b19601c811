/**
 * The rules a report schedule must satisfy as a whole, after its shape was accepted (Superset's
 * CreateReportScheduleCommand.validate): exactly one chart or dashboard, CSV and text only for
 * charts, alerts need a database, read-only SQL and a condition, reports take no database, the
 * name is unique per type and the crontab respects the minimum interval. Errors name the field.
 */
import type { DialectName } from '@panorama/sql/dialects/dialect';
import { checkReadOnlyStatement } from '@panorama/sql/guard/check-read-only-statement';
import { frequencyNotAllowed, respectsMinimumInterval } from '../../jobs/reports/report-schedule';
import type { ReportFormat, ReportType, ValidatorType } from '@panorama/core/schemas/report';
import type { ValidatorConfig } from './reports.schemas';

export const CHOOSE_CHART_OR_DASHBOARD = 'Choose a chart or dashboard not both';
export const CHART_OR_DASHBOARD_REQUIRED = 'Must choose either a chart or a dashboard';
export const CHART_NOT_FOUND = 'Chart does not exist';
export const DASHBOARD_NOT_FOUND = 'Dashboard does not exist';
export const DATABASE_NOT_FOUND = 'Database does not exist';
export const DATABASE_REQUIRED = 'Database is required for alerts';
export const DATABASE_NOT_ALLOWED = 'Database reference is not allowed on a report';
export const SQL_REQUIRED = 'SQL is required for alerts';
export const VALIDATOR_REQUIRED = 'A condition (validator type) is required for alerts';
export const VALIDATOR_CONFIG_REQUIRED = 'An operator and a threshold are required';
export const FORMAT_CHARTS_ONLY = 'CSV and TEXT formats are only available for charts';
export const RECIPIENTS_REQUIRED = 'At least one recipient is required';
export const ATTACHED_REPORT_EXISTS = 'Resource already has an attached report.';
export const REPORT_FORBIDDEN = 'Changing this report is forbidden';

export function nameNotUnique(type: ReportType, name: string): string {
  return type === 'Alert'
    ? `An alert named "${name}" already exists`
    : `A report named "${name}" already exists`;
}

/** The schedule as it will be stored, after defaults and (for an edit) the existing values. */
export interface EffectiveReport {
  type: ReportType;
  name: string;
  crontab: string;
  timezone: string;
  chartId: number | null;
  dashboardId: number | null;
  databaseId: number | null;
  sql: string | null;
  reportFormat: ReportFormat;
  validatorType: ValidatorType | null;
  validatorConfig: ValidatorConfig | null;
  recipientCount: number;
}

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Checks that need no store; returns the field errors found. */
export function staticRuleErrors(
  report: EffectiveReport,
  options: { minimumIntervalMinutes: number; backend: string | null; now?: Date },
): FieldErrors {
  const errors: FieldErrors = {};
  if (report.chartId !== null && report.dashboardId !== null)
    addError(errors, 'chart', CHOOSE_CHART_OR_DASHBOARD);
  if (report.chartId === null && report.dashboardId === null)
    addError(errors, 'chart', CHART_OR_DASHBOARD_REQUIRED);
  if ((report.reportFormat === 'CSV' || report.reportFormat === 'TEXT') && report.chartId === null)
    addError(errors, 'report_format', FORMAT_CHARTS_ONLY);
  if (report.recipientCount === 0) addError(errors, 'recipients', RECIPIENTS_REQUIRED);
  if (report.type === 'Alert') {
    if (report.databaseId === null) addError(errors, 'database', DATABASE_REQUIRED);
    if (!report.sql?.trim()) addError(errors, 'sql', SQL_REQUIRED);
    else if (options.backend !== null) {
      const problem = readOnlyProblem(report.sql, options.backend);
      if (problem) addError(errors, 'sql', problem);
    }
    if (report.validatorType === null) addError(errors, 'validator_type', VALIDATOR_REQUIRED);
    if (report.validatorType === 'operator' && report.validatorConfig === null)
      addError(errors, 'validator_config_json', VALIDATOR_CONFIG_REQUIRED);
  } else if (report.databaseId !== null) {
    addError(errors, 'database', DATABASE_NOT_ALLOWED);
  }
  if (
    !respectsMinimumInterval(
      report.crontab,
      report.timezone,
      options.minimumIntervalMinutes,
      options.now,
    )
  )
    addError(errors, 'crontab', frequencyNotAllowed(report.type, options.minimumIntervalMinutes));
  return errors;
}

/** Why alert SQL is refused (not exactly one read-only statement), or null when it is fine. */
export function readOnlyProblem(sqlText: string, backend: string): string | null {
  try {
    checkReadOnlyStatement(sqlText.trim().replace(/[;\s]+$/, ''), backend as DialectName);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
