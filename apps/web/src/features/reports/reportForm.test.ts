import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRACE_PERIOD,
  buildReportBody,
  existingReportValues,
  formatChoices,
  newReportValues,
  reportFieldErrors,
  type ReportContext,
  type ReportFormValues,
} from './reportForm';
import type { ReportDetail } from './reportTypes';

const user = { id: 7, email: 'ada@example.com', label: 'Ada Lovelace' };
const chartContext: ReportContext = {
  kind: 'chart',
  chartId: 12,
  chartName: 'Sales',
  vizType: 'echarts_timeseries_bar',
};
const dashboardContext: ReportContext = {
  kind: 'dashboard',
  dashboardId: 3,
  dashboardName: 'World Bank',
};

/** A stored weekly report, with the fields a test looks at. */
function storedReport(patch: Partial<ReportDetail>): ReportDetail {
  const base = { id: 1, name: 'x', type: 'Report', crontab: '0 12 * * 1', description: null };
  return { ...base, ...patch } as ReportDetail;
}

describe('newReportValues', () => {
  it('starts a weekly report to the user, named after the dashboard', () => {
    const values = newReportValues(dashboardContext, user, 'Europe/Paris');
    expect(values).toMatchObject({
      type: 'Report',
      name: 'Weekly Report for World Bank',
      recipients: 'ada@example.com',
      crontab: '0 12 * * 1',
      timezone: 'Europe/Paris',
      report_format: 'PNG',
      active: true,
    });
  });

  it('defaults table-like charts to a text report', () => {
    expect(newReportValues({ ...chartContext, vizType: 'table' }, user, 'UTC').report_format).toBe(
      'TEXT',
    );
    expect(newReportValues(chartContext, user, 'UTC').report_format).toBe('PNG');
  });

  it('gives new alerts the default grace period and the user as owner', () => {
    const values = newReportValues({ kind: 'list', type: 'Alert' }, user, 'UTC');
    expect(values.grace_period).toBe(DEFAULT_GRACE_PERIOD);
    expect(values.owners).toEqual([{ value: 7, label: 'Ada Lovelace' }]);
    expect(values.name).toBe('');
  });
});

describe('buildReportBody', () => {
  it('builds a dashboard report from the header with the user as owner', () => {
    const values: ReportFormValues = {
      ...newReportValues(dashboardContext, user, 'America/New_York'),
      name: '  Monday numbers ',
      description: ' for the team ',
      recipients: 'ada@example.com; bob@example.com',
      crontab: ' 30 8 * * 1 ',
      report_format: 'PDF',
      force_screenshot: true,
      custom_width: 1200,
    };
    expect(buildReportBody(values, dashboardContext, { existing: null, userId: 7 })).toEqual({
      type: 'Report',
      name: 'Monday numbers',
      description: 'for the team',
      crontab: '30 8 * * 1',
      timezone: 'America/New_York',
      active: true,
      creation_method: 'dashboards',
      chart: null,
      dashboard: 3,
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'ada@example.com, bob@example.com' } },
      ],
      report_format: 'PDF',
      force_screenshot: true,
      custom_width: 1200,
      owners: [7],
    });
  });

  it('builds a chart report; CSV drops the screenshot width', () => {
    const values = {
      ...newReportValues(chartContext, user, 'UTC'),
      report_format: 'CSV' as const,
      custom_width: 900,
    };
    const body = buildReportBody(values, chartContext, { existing: null, userId: 7 });
    expect(body).toMatchObject({
      creation_method: 'charts',
      chart: 12,
      dashboard: null,
      report_format: 'CSV',
      custom_width: null,
    });
  });

  it('keeps the stored active flag and owners when a header edits an existing report', () => {
    const existing = storedReport({ active: false, creation_method: 'dashboards' });
    const body = buildReportBody(newReportValues(dashboardContext, user, 'UTC'), dashboardContext, {
      existing,
      userId: 7,
    });
    expect(body.active).toBe(false);
    expect(body).not.toHaveProperty('owners');
  });

  it('builds an alert from the list page with its condition, content and timeouts', () => {
    const context: ReportContext = { kind: 'list', type: 'Alert' };
    const values: ReportFormValues = {
      ...newReportValues(context, user, 'UTC'),
      name: 'Too many errors',
      content_type: 'chart',
      chart: { value: 44, label: 'Errors' },
      dashboard: { value: 9, label: 'ignored' },
      report_format: 'TEXT',
      database: { value: 2, label: 'examples' },
      sql: ' SELECT count(*) FROM errors ',
      condition: '>=',
      threshold: 10,
      working_timeout: 600,
      log_retention: 30,
      active: false,
    };
    expect(buildReportBody(values, context, { existing: null, userId: 7 })).toMatchObject({
      type: 'Alert',
      creation_method: 'alerts_reports',
      chart: 44,
      dashboard: null,
      report_format: 'TEXT',
      active: false,
      owners: [7],
      database: 2,
      sql: 'SELECT count(*) FROM errors',
      validator_type: 'operator',
      validator_config_json: { op: '>=', threshold: 10 },
      grace_period: DEFAULT_GRACE_PERIOD,
      working_timeout: 600,
      log_retention: 30,
    });
  });

  it('sends "not null" as its own validator without a threshold', () => {
    const context: ReportContext = { kind: 'list', type: 'Alert' };
    const values = { ...newReportValues(context, user, 'UTC'), condition: 'not null' as const };
    const body = buildReportBody(values, context, { existing: null, userId: 7 });
    expect(body.validator_type).toBe('not null');
    expect(body.validator_config_json).toBeNull();
  });

  it('falls back to an image when a dashboard is given a chart-only format', () => {
    const context: ReportContext = { kind: 'list', type: 'Report' };
    const values = {
      ...newReportValues(context, user, 'UTC'),
      content_type: 'dashboard' as const,
      dashboard: { value: 1, label: 'D' },
      report_format: 'CSV' as const,
    };
    expect(buildReportBody(values, context, { existing: null, userId: 7 }).report_format).toBe(
      'PNG',
    );
    expect(formatChoices('dashboard')).toEqual(['PNG', 'PDF']);
  });
});

describe('existingReportValues', () => {
  it('reads a stored alert, JSON columns as strings included, and round-trips its body', () => {
    const stored = {
      id: 5,
      type: 'Alert',
      name: 'Low stock',
      description: 'check',
      active: true,
      creation_method: 'alerts_reports',
      crontab: '0 * * * *',
      timezone: 'Asia/Tokyo',
      report_format: 'PNG',
      force_screenshot: false,
      custom_width: null,
      working_timeout: 120,
      grace_period: 60,
      log_retention: 7,
      chart: null,
      dashboard: { id: 9, dashboard_title: 'Stock' },
      database: { id: 2, database_name: 'examples' },
      sql: 'SELECT 1',
      validator_type: 'operator',
      validator_config_json: '{"op": "<", "threshold": 5}',
      recipients: [
        { id: 1, type: 'Email', recipient_config_json: '{"target": "a@x.com, b@y.com"}' },
      ],
      owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
    } as ReportDetail;
    const values = existingReportValues(stored, 'UTC');
    expect(values).toMatchObject({
      content_type: 'dashboard',
      dashboard: { value: 9, label: 'Stock' },
      database: { value: 2, label: 'examples' },
      condition: '<',
      threshold: 5,
      recipients: 'a@x.com, b@y.com',
      owners: [{ value: 7, label: 'Ada Lovelace' }],
    });
    const context: ReportContext = { kind: 'list', type: 'Alert' };
    expect(buildReportBody(values, context, { existing: stored, userId: 1 })).toEqual({
      type: 'Alert',
      name: 'Low stock',
      description: 'check',
      crontab: '0 * * * *',
      timezone: 'Asia/Tokyo',
      active: true,
      creation_method: 'alerts_reports',
      chart: null,
      dashboard: 9,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@x.com, b@y.com' } }],
      report_format: 'PNG',
      force_screenshot: false,
      custom_width: null,
      owners: [7],
      working_timeout: 120,
      log_retention: 7,
      database: 2,
      sql: 'SELECT 1',
      grace_period: 60,
      validator_type: 'operator',
      validator_config_json: { op: '<', threshold: 5 },
    });
  });

  it('keeps the creation method of a report made from a header', () => {
    const stored = storedReport({
      active: true,
      creation_method: 'charts',
      chart: { id: 4, slice_name: 'C', viz_type: 'table' },
    });
    const values = existingReportValues(stored, 'UTC');
    expect(values.content_type).toBe('chart');
    const body = buildReportBody(
      values,
      { kind: 'list', type: 'Report' },
      {
        existing: stored,
        userId: 1,
      },
    );
    expect(body.creation_method).toBe('charts');
    expect(body.chart).toBe(4);
  });
});

describe('reportFieldErrors', () => {
  const error = (message: unknown) => ({ status: 422, data: { message } });

  it('puts server messages on the fields the modal shows', () => {
    expect(
      reportFieldErrors(
        error({
          crontab: ['Cron expression is not valid'],
          recipients: { 0: { recipient_config_json: { target: ['Not a valid email'] } } },
          validator_config_json: ['Threshold is required'],
          chart: ['Choose a chart'],
        }),
        ['crontab', 'recipients', 'threshold'],
      ),
    ).toEqual([
      { name: 'crontab', errors: ['Cron expression is not valid'] },
      { name: 'recipients', errors: ['Not a valid email'] },
      { name: 'threshold', errors: ['Threshold is required'] },
    ]);
  });

  it('puts "chart or dashboard" errors on whichever picker is on screen', () => {
    const message = { chart: ['Must choose either a chart or a dashboard'] };
    expect(reportFieldErrors(error(message), ['name', 'dashboard'])).toEqual([
      { name: 'dashboard', errors: ['Must choose either a chart or a dashboard'] },
    ]);
    expect(reportFieldErrors(error(message), ['name', 'chart'])).toEqual([
      { name: 'chart', errors: ['Must choose either a chart or a dashboard'] },
    ]);
    expect(reportFieldErrors(error(message), ['name'])).toEqual([]);
  });

  it('finds nothing in a plain message', () => {
    expect(reportFieldErrors(error('Forbidden'), ['name'])).toEqual([]);
    expect(reportFieldErrors(undefined, ['name'])).toEqual([]);
  });
});
