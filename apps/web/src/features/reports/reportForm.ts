/**
 * The report modal's form: its values for a new or an existing report, the request body built
 * from them, and the server's field errors mapped back onto the form's fields. Pure.
 */
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import { recipientsBody, recipientsText } from './recipients';
import type {
  ConditionOperator,
  CreationMethod,
  ReportBody,
  ReportDetail,
  ReportFormat,
  ReportType,
} from './reportTypes';
import { DEFAULT_CRONTAB } from './scheduleBuilder';

/** What the modal is about: one chart or dashboard (from its header) or anything (list page). */
export type ReportContext =
  | { kind: 'chart'; chartId: number; chartName: string; vizType?: string | null }
  | { kind: 'dashboard'; dashboardId: number; dashboardName: string }
  | { kind: 'list'; type: ReportType };

export type ContentType = 'dashboard' | 'chart';
export type ConditionChoice = ConditionOperator | 'not null';

export interface ReportFormValues {
  type: ReportType;
  name: string;
  description: string;
  /** Addresses as typed: separated by commas, semicolons, spaces or new lines. */
  recipients: string;
  crontab: string;
  timezone: string;
  report_format: ReportFormat;
  force_screenshot: boolean;
  custom_width: number | null;
  active: boolean;
  /** List page only: what the report sends. */
  content_type: ContentType;
  dashboard: LabeledId | null;
  chart: LabeledId | null;
  owners: LabeledId[];
  working_timeout: number | null;
  log_retention: number;
  /** Alerts only. */
  database: LabeledId | null;
  sql: string;
  condition: ConditionChoice;
  threshold: number | null;
  grace_period: number | null;
}

export type ReportFormField = keyof ReportFormValues;

/** The message of a missing required value (Superset's wording). */
export const REQUIRED = 'This is a required field';

/** Superset's defaults (seconds and days). */
export const DEFAULT_WORKING_TIMEOUT = 3600;
export const DEFAULT_GRACE_PERIOD = 14400;
export const DEFAULT_LOG_RETENTION = 90;
export const LOG_RETENTION_DAYS = [1, 7, 14, 30, 60, 90] as const;

/** Screenshot width limits (Superset's ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH). */
export const MIN_CUSTOM_WIDTH = 600;
export const MAX_CUSTOM_WIDTH = 2400;

/** Chart types whose data reads best as a table, so their reports default to text. */
const TEXT_BASED_VIZ_TYPES = new Set(['table', 'pivot_table_v2', 'paired_ttest']);

export const CONDITION_CHOICES: readonly ConditionChoice[] = [
  '<',
  '<=',
  '>',
  '>=',
  '==',
  '!=',
  'not null',
];

export function conditionLabel(choice: ConditionChoice): string {
  switch (choice) {
    case '<':
      return t('< (Smaller than)');
    case '<=':
      return t('<= (Smaller or equal)');
    case '>':
      return t('> (Larger than)');
    case '>=':
      return t('>= (Larger or equal)');
    case '==':
      return t('== (Is equal)');
    case '!=':
      return t('!= (Is not equal)');
    case 'not null':
      return t('Not null');
  }
}

/** Formats a report may use: CSV and text need a chart's data, so dashboards get images only. */
export function formatChoices(content: ContentType): ReportFormat[] {
  return content === 'chart' ? ['PNG', 'PDF', 'CSV', 'TEXT'] : ['PNG', 'PDF'];
}

export function formatLabel(format: ReportFormat): string {
  switch (format) {
    case 'PNG':
      return t('Image (PNG) embedded in email');
    case 'PDF':
      return t('PDF attached in email');
    case 'CSV':
      return t('Formatted CSV attached in email');
    case 'TEXT':
      return t('Text embedded in email');
  }
}

/** Whether the format is a screenshot, the only kind a custom width applies to. */
export function isScreenshotFormat(format: ReportFormat): boolean {
  return format === 'PNG' || format === 'PDF';
}

export function contentTypeOf(
  values: Pick<ReportFormValues, 'content_type'>,
  context: ReportContext,
): ContentType {
  if (context.kind === 'chart') return 'chart';
  if (context.kind === 'dashboard') return 'dashboard';
  return values.content_type;
}

/** The browser's timezone, which new reports default to. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

interface NewReportUser {
  id: number;
  email: string;
  label: string;
}

/** The form of a new report: a weekly report to the user, named after what it sends. */
export function newReportValues(
  context: ReportContext,
  user: NewReportUser | null,
  timezone: string,
): ReportFormValues {
  const type: ReportType = context.kind === 'list' ? context.type : 'Report';
  const isAlert = type === 'Alert';
  return {
    type,
    name:
      context.kind === 'chart'
        ? t('Weekly Report for %s', context.chartName)
        : context.kind === 'dashboard'
          ? t('Weekly Report for %s', context.dashboardName)
          : '',
    description: '',
    recipients: user?.email ?? '',
    crontab: DEFAULT_CRONTAB,
    timezone,
    report_format:
      context.kind === 'chart' && TEXT_BASED_VIZ_TYPES.has(context.vizType ?? '') ? 'TEXT' : 'PNG',
    force_screenshot: false,
    custom_width: null,
    active: true,
    content_type: context.kind === 'chart' ? 'chart' : 'dashboard',
    dashboard: null,
    chart: null,
    owners: user ? [{ value: user.id, label: user.label }] : [],
    working_timeout: DEFAULT_WORKING_TIMEOUT,
    log_retention: DEFAULT_LOG_RETENTION,
    database: null,
    sql: '',
    condition: '>',
    threshold: null,
    grace_period: isAlert ? DEFAULT_GRACE_PERIOD : null,
  };
}

/** A stored JSON column that may arrive as a string (Superset) or already parsed. */
function jsonObject(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed) as unknown;
    } catch {
      return {};
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

function conditionOf(report: ReportDetail): {
  condition: ConditionChoice;
  threshold: number | null;
} {
  if (report.validator_type === 'not null') return { condition: 'not null', threshold: null };
  const config = jsonObject(report.validator_config_json);
  const op = CONDITION_CHOICES.find((choice) => choice === config.op && choice !== 'not null');
  const threshold = typeof config.threshold === 'number' ? config.threshold : null;
  return { condition: op ?? '>', threshold };
}

function ownerLabel(owner: {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}) {
  const full = `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim();
  return full !== '' ? full : (owner.username ?? `#${owner.id}`);
}

/** The form of a stored report, for editing. */
export function existingReportValues(
  report: ReportDetail,
  fallbackTimezone: string,
): ReportFormValues {
  const chartId = report.chart?.id ?? report.chart_id ?? null;
  const dashboardId = report.dashboard?.id ?? report.dashboard_id ?? null;
  const isAlert = report.type === 'Alert';
  return {
    type: report.type,
    name: report.name,
    description: report.description ?? '',
    recipients: recipientsText(report.recipients),
    crontab: report.crontab,
    timezone: report.timezone || fallbackTimezone,
    report_format: report.report_format ?? 'PNG',
    force_screenshot: report.force_screenshot === true,
    custom_width: report.custom_width ?? null,
    active: report.active,
    content_type: chartId !== null && dashboardId === null ? 'chart' : 'dashboard',
    dashboard:
      dashboardId !== null
        ? { value: dashboardId, label: report.dashboard?.dashboard_title ?? `#${dashboardId}` }
        : null,
    chart:
      chartId !== null
        ? { value: chartId, label: report.chart?.slice_name ?? `#${chartId}` }
        : null,
    owners: (report.owners ?? []).map((owner) => ({ value: owner.id, label: ownerLabel(owner) })),
    working_timeout: report.working_timeout ?? DEFAULT_WORKING_TIMEOUT,
    log_retention: report.log_retention ?? DEFAULT_LOG_RETENTION,
    database: report.database
      ? {
          value: report.database.id,
          label: report.database.database_name ?? `#${report.database.id}`,
        }
      : null,
    sql: report.sql ?? '',
    ...conditionOf(report),
    grace_period: isAlert ? (report.grace_period ?? DEFAULT_GRACE_PERIOD) : null,
  };
}

function creationMethodOf(context: ReportContext, existing: ReportDetail | null): CreationMethod {
  if (existing !== null) return existing.creation_method;
  if (context.kind === 'chart') return 'charts';
  if (context.kind === 'dashboard') return 'dashboards';
  return 'alerts_reports';
}

/** The chart or dashboard (`wanted`) the report sends: the page's own, or the list page's pick. */
function contentId(
  context: ReportContext,
  content: ContentType,
  wanted: ContentType,
  choice: LabeledId | null,
): number | null {
  if (context.kind === 'chart') return wanted === 'chart' ? context.chartId : null;
  if (context.kind === 'dashboard') return wanted === 'dashboard' ? context.dashboardId : null;
  return content === wanted ? (choice?.value ?? null) : null;
}

/**
 * The request body for the form's values. From a header only what the simple modal shows is
 * sent (timeouts and retention keep the server's values); the list page sends everything.
 */
export function buildReportBody(
  values: ReportFormValues,
  context: ReportContext,
  options: { existing: ReportDetail | null; userId: number | null },
): ReportBody {
  const { existing } = options;
  const content = contentTypeOf(values, context);
  const chart = contentId(context, content, 'chart', values.chart);
  const dashboard = contentId(context, content, 'dashboard', values.dashboard);
  // A stale choice (e.g. CSV kept after switching to a dashboard) falls back to an image.
  const format = formatChoices(content).includes(values.report_format)
    ? values.report_format
    : 'PNG';
  const body: ReportBody = {
    type: values.type,
    name: values.name.trim(),
    description: values.description.trim(),
    crontab: values.crontab.trim(),
    timezone: values.timezone,
    active: context.kind === 'list' ? values.active : (existing?.active ?? true),
    creation_method: creationMethodOf(context, existing),
    chart,
    dashboard,
    recipients: recipientsBody(values.recipients),
    report_format: format,
    force_screenshot: values.force_screenshot,
    custom_width: isScreenshotFormat(format) ? values.custom_width : null,
  };
  if (context.kind === 'list') {
    body.owners = values.owners.map((owner) => owner.value);
    if (values.working_timeout !== null) body.working_timeout = values.working_timeout;
    body.log_retention = values.log_retention;
  } else if (existing === null && options.userId !== null) {
    body.owners = [options.userId];
  }
  if (values.type === 'Alert') {
    if (values.database !== null) body.database = values.database.value;
    body.sql = values.sql.trim();
    if (values.grace_period !== null) body.grace_period = values.grace_period;
    if (values.condition === 'not null') {
      body.validator_type = 'not null';
      body.validator_config_json = null;
    } else {
      body.validator_type = 'operator';
      body.validator_config_json = {
        op: values.condition,
        ...(values.threshold !== null ? { threshold: values.threshold } : {}),
      };
    }
  }
  return body;
}

/** Server field names (`{message: {field: [...]}}`) that are not the form's own names. */
const SERVER_FIELD_ALIASES: Record<string, ReportFormField> = {
  validator_config_json: 'threshold',
  validator_type: 'condition',
  chart_id: 'chart',
  dashboard_id: 'dashboard',
  database_id: 'database',
};

export interface ReportFieldError {
  name: ReportFormField;
  errors: string[];
}

/**
 * The server names `chart` for "a chart or a dashboard" problems whichever one was chosen; the
 * modal shows only one of the two pickers, so such an error goes to the one on screen.
 */
const SHOWN_COUNTERPART: Record<string, ReportFormField | undefined> = {
  chart: 'dashboard',
  dashboard: 'chart',
};

/** The field on screen that carries the server's errors on `named`, if any. */
function shownFieldFor(
  named: string,
  shown: readonly ReportFormField[],
): ReportFormField | undefined {
  const exact = shown.find((field) => field === named);
  if (exact !== undefined) return exact;
  const counterpart = SHOWN_COUNTERPART[named];
  return shown.find((field) => field === counterpart);
}

/**
 * The server's validation errors on the fields the modal shows, keyed by form field. Errors on
 * other fields are left to the modal's alert.
 */
export function reportFieldErrors(
  error: unknown,
  shown: readonly ReportFormField[],
): ReportFieldError[] {
  if (typeof error !== 'object' || error === null) return [];
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return [];
  const message = (data as { message?: unknown }).message;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return [];
  const found = new Map<ReportFormField, string[]>();
  for (const [key, problems] of Object.entries(message as Record<string, unknown>)) {
    const name = shownFieldFor(SERVER_FIELD_ALIASES[key] ?? key, shown);
    if (name === undefined) continue;
    const texts = flattenProblems(problems);
    if (texts.length > 0) found.set(name, [...(found.get(name) ?? []), ...texts]);
  }
  return [...found].map(([name, errors]) => ({ name, errors }));
}

/** Marshmallow nests errors of list and object fields (`{0: {target: ['...']}}`); flatten them. */
function flattenProblems(problems: unknown): string[] {
  if (typeof problems === 'string') return problems === '' ? [] : [problems];
  if (Array.isArray(problems)) return problems.flatMap(flattenProblems);
  if (typeof problems === 'object' && problems !== null) {
    return Object.values(problems as Record<string, unknown>).flatMap(flattenProblems);
  }
  return [];
}
