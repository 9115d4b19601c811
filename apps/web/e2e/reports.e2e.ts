/**
 * Email reports end to end: from a dashboard header, set up a
 * report (a server-side validation error lands on its field), see it on /report/list/ (reached
 * through Settings → Alerts & reports), toggle it active from the list and from the header,
 * edit it and delete it, each with Superset's messages; set up a CSV report from explore on a
 * chart; search, sort, filter and bulk delete on the list; read a run's execution log (state,
 * start, end, error message) — the run fails because no SMTP server listens; and create an
 * alert (database, SQL, condition, threshold, timeouts, retention) from the list page.
 * Screenshots for review: /tmp/reports-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { pickOption } from './support/explorePage';
import {
  chooseFilter,
  confirmDeletion,
  listCallAfter,
  listCount,
  rowByTitle,
  rowTitles,
  searchList,
  selectRows,
  toast,
  waitForListIdle,
} from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { freePort } from './support/startServer';
import type { RunningServer } from './support/startServer';

/** The screenshots the task asks for, looked at by a person. */
const SHOT_PREFIX = '/tmp/reports-';
const DASHBOARD_TITLE = 'Seattle weather board';
const CHART_NAME = 'Days by weather';
/** Taken by a seeded report, so the dashboard's report must not use it. */
const TAKEN_NAME = 'Taken report name';
/** Runs every minute and fails (nothing listens for SMTP), so it soon has a log entry. */
const FAILING_NAME = 'Minutely failing report';

let session: ListTestSession | undefined;
/** Stopped on its own when the browser never opened (a failed seeding or sign-in). */
let server: RunningServer | undefined;
let page: Page;
let api: ApiSession;
let dashboardId = 0;
let chartId = 0;
let failingId = 0;

interface StoredReport {
  id: number;
  name: string;
  active: boolean;
  crontab: string;
  timezone: string;
  report_format: string;
  creation_method: string;
  chart_id: number | null;
  dashboard_id: number | null;
  recipients: Array<{ recipient_config_json: string | { target: string } }>;
}

const shot = (name: string) =>
  page.screenshot({ path: `${SHOT_PREFIX}${name}`, animations: 'disabled' });

async function reportsNamed(name: string): Promise<StoredReport[]> {
  const found = await api.get<{ result: StoredReport[] }>(
    `/api/v1/report/?q=${q({ filters: [{ col: 'name', opr: 'eq', value: name }] })}`,
  );
  return found.result;
}

async function storedReport(id: number): Promise<StoredReport> {
  return (await api.get<{ result: StoredReport }>(`/api/v1/report/${id}`)).result;
}

function recipientTargets(report: StoredReport): string[] {
  return report.recipients.map((recipient) => {
    const config = recipient.recipient_config_json;
    return (typeof config === 'string' ? (JSON.parse(config) as { target: string }) : config)
      .target;
  });
}

function reportModal(): Locator {
  return page.locator('.ant-modal').filter({ has: page.getByTestId('report-modal') });
}

/** The form item of a labelled field, where antd shows its validation message. */
function formItem(label: string): Locator {
  return reportModal()
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
}

/** A number field by test id (antd puts the id on the input itself or on its wrapper). */
function numberInput(testId: string): Locator {
  return reportModal()
    .locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`)
    .first();
}

/** Opens a searchable select and picks the first option starting with `text`. */
async function searchAndPick(combobox: Locator, text: string): Promise<void> {
  await combobox.click();
  await combobox.fill(text);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text.replace(/[/.]/g, '\\$&')}`) })
    .first()
    .click();
}

async function openReportMenu(): Promise<void> {
  await page.getByTestId('report-menu').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor();
}

async function openList(): Promise<void> {
  await listCallAfter(page, 'report', () => page.goto('/report/list/'));
}

beforeAll(async () => {
  // A port nobody listens on: every delivery fails fast, so runs end as Error with a message.
  const deadSmtpPort = await freePort();
  const started = await startListTestServer({
    LOAD_EXAMPLES: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(deadSmtpPort),
    SMTP_STARTTLS: 'false',
    SMTP_TIMEOUT_SECONDS: '5',
    REPORTS_SEND_ATTEMPTS: '1',
  });
  server = started.server;
  api = started.api;
  const datasetId = await datasetIdOf(api, 'seattle_weather');
  const chart = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: CHART_NAME,
    viz_type: 'pie',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({
      viz_type: 'pie',
      datasource: `${datasetId}__table`,
      groupby: ['weather'],
      metric: 'count',
    }),
  });
  chartId = chart.id;
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: DASHBOARD_TITLE,
  });
  dashboardId = dashboard.id;
  const recipients = [{ type: 'Email', recipient_config_json: { target: 'seed@example.com' } }];
  await api.post('/api/v1/report/', {
    type: 'Report',
    name: TAKEN_NAME,
    crontab: '0 6 1 * *',
    timezone: 'UTC',
    creation_method: 'alerts_reports',
    chart: chartId,
    report_format: 'PNG',
    recipients,
  });
  const failing = await api.post<{ id: number }>('/api/v1/report/', {
    type: 'Report',
    name: FAILING_NAME,
    crontab: '* * * * *',
    timezone: 'UTC',
    creation_method: 'alerts_reports',
    chart: chartId,
    report_format: 'CSV',
    recipients,
  });
  failingId = failing.id;
  session = await openListTestBrowser(started.server, api);
  page = session.page;
  await page.setViewportSize({ width: 1440, height: 1000 });
}, 240_000);

afterAll(async () => {
  if (session) await session.stop();
  else await server?.stop();
});

describe('email reports', () => {
  it('sets up, lists, toggles, edits and deletes a report from a dashboard header', async () => {
    await page.goto(`/dashboard/${dashboardId}/`);
    await page.getByRole('button', { name: 'Set up an email report' }).click();
    const modal = reportModal();
    await modal.getByText('Schedule a new email report').waitFor();
    expect(await modal.getByTestId('report-name').inputValue()).toBe(
      `Weekly Report for ${DASHBOARD_TITLE}`,
    );
    // Dashboards are sent as images or PDF only; CSV and text need a chart's data.
    expect(await modal.getByTestId('report-format-CSV').count()).toBe(0);

    await modal.getByTestId('report-name').fill(TAKEN_NAME);
    await modal.getByTestId('report-recipients').fill('ops@example.com; lead@example.com');
    const repeat = modal.getByRole('combobox', { name: 'Repeat' });
    await pickOption(page, repeat, 'Every day');
    expect(await modal.getByTestId('report-schedule-text').textContent()).toBe(
      'At 12:00, every day',
    );
    await pickOption(page, repeat, 'Custom (crontab)');
    await modal.getByTestId('report-crontab').fill('0 9 * * 1-5');
    expect(await modal.getByTestId('report-schedule-text').textContent()).toBe(
      'At 09:00, Monday through Friday',
    );
    await searchAndPick(modal.getByRole('combobox', { name: 'Timezone' }), 'Asia/Tokyo');
    await modal.getByTestId('report-format-PDF').click();
    await modal.getByTestId('report-force-screenshot').check();
    await shot('modal.png');

    // The server refuses the name; its message shows on the name field and nothing is lost.
    await page.getByTestId('report-modal-save').click();
    await formItem('Report name')
      .getByText(`A report named "${TAKEN_NAME}" already exists`)
      .waitFor();
    await shot('modal-error.png');
    expect(await modal.getByTestId('report-crontab').inputValue()).toBe('0 9 * * 1-5');

    await modal.getByTestId('report-name').fill('Seattle digest');
    await page.getByTestId('report-modal-save').click();
    await toast(page, 'The report has been created');
    await modal.waitFor({ state: 'detached' });
    const [created] = await reportsNamed('Seattle digest');
    expect(created).toMatchObject({
      active: true,
      crontab: '0 9 * * 1-5',
      timezone: 'Asia/Tokyo',
      report_format: 'PDF',
      creation_method: 'dashboards',
      dashboard_id: dashboardId,
      chart_id: null,
    });
    expect(recipientTargets(created!)).toEqual(['ops@example.com, lead@example.com']);
    const reportId = created!.id;

    // The header now manages the report instead of offering a new one.
    await page.getByTestId('report-menu').waitFor();
    expect(await page.getByRole('button', { name: 'Set up an email report' }).count()).toBe(0);

    // Settings → Alerts & reports opens the list, where the report is shown and can be paused.
    await page.getByRole('menuitem', { name: 'Settings' }).hover();
    await listCallAfter(page, 'report', () =>
      page.getByRole('menuitem', { name: 'Alerts & reports' }).click(),
    );
    expect(new URL(page.url()).pathname).toBe('/report/list/');
    const row = rowByTitle(page, 'Seattle digest');
    await row.waitFor();
    expect(await row.getByTestId('report-schedule-cell').textContent()).toBe(
      'At 09:00, Monday through Friday',
    );
    expect(await row.textContent()).toContain('ops@example.com, lead@example.com');
    // The Settings menu closes once the pointer leaves it, so the list is seen unobstructed.
    await page.mouse.move(700, 900);
    await page.getByRole('menuitem', { name: 'Alerts & reports' }).waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.ant-tooltip:visible').count()).toBe(0);
    await shot('list.png');
    const rowSwitch = row.getByTestId('report-row-active');
    expect(await rowSwitch.getAttribute('aria-checked')).toBe('true');
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/report/${reportId}`),
      ),
      rowSwitch.click(),
    ]);
    await expect.poll(async () => (await storedReport(reportId)).active).toBe(false);
    await expect.poll(() => rowSwitch.getAttribute('aria-checked')).toBe('false');

    // Back on the dashboard the header shows the paused report and turns it back on.
    await page.goto(`/dashboard/${dashboardId}/`);
    const menuButton = page.getByTestId('report-menu');
    await expect.poll(() => menuButton.getAttribute('data-report-active')).toBe('false');
    await openReportMenu();
    await page.getByTestId('report-active-toggle').click();
    await expect.poll(async () => (await storedReport(reportId)).active).toBe(true);
    await expect.poll(() => menuButton.getAttribute('data-report-active')).toBe('true');

    // Edit: every stored setting is shown; a new name is saved.
    await openReportMenu();
    await page.getByTestId('report-edit').click();
    await modal.getByText('Edit email report').waitFor();
    const name = modal.getByTestId('report-name');
    await expect.poll(() => name.inputValue()).toBe('Seattle digest');
    // Weekdays at 09:00 is something the schedule builder can say, so it opens there.
    expect(await modal.getByTestId('report-schedule-text').textContent()).toBe(
      'At 09:00, Monday through Friday',
    );
    expect(await modal.getByTestId('report-schedule-frequency').textContent()).toContain(
      'Every week',
    );
    expect(await modal.getByRole('radio', { name: 'PDF attached in email' }).isChecked()).toBe(
      true,
    );
    expect(await modal.getByTestId('report-timezone').textContent()).toContain('Asia/Tokyo');
    await name.fill('Seattle weekday digest');
    await page.getByTestId('report-modal-save').click();
    await toast(page, 'Report updated');
    await modal.waitFor({ state: 'detached' });
    expect((await storedReport(reportId)).name).toBe('Seattle weekday digest');

    // Delete, after typing DELETE.
    await openReportMenu();
    await page.getByTestId('report-delete').click();
    await confirmDeletion(page);
    await toast(page, 'Deleted: Seattle weekday digest');
    expect((await api.fetch(`/api/v1/report/${reportId}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Set up an email report' }).waitFor();
  }, 180_000);

  it('sets up a CSV report of a chart from explore', async () => {
    await page.goto(`/explore/?slice_id=${chartId}`);
    await page.getByRole('button', { name: 'Set up an email report' }).click();
    const modal = reportModal();
    await modal.getByText('Schedule a new email report').waitFor();
    expect(await modal.getByTestId('report-name').inputValue()).toBe(
      `Weekly Report for ${CHART_NAME}`,
    );
    await modal.getByTestId('report-recipients').fill('not-an-address');
    await modal.getByTestId('report-format-CSV').click();
    await page.getByTestId('report-modal-save').click();
    await formItem('Email recipients').locator('.ant-form-item-explain-error').waitFor();
    await modal.getByTestId('report-recipients').fill('analyst@example.com');
    await page.getByTestId('report-modal-save').click();
    await toast(page, 'The report has been created');
    const [created] = await reportsNamed(`Weekly Report for ${CHART_NAME}`);
    expect(created).toMatchObject({
      crontab: '0 12 * * 1',
      report_format: 'CSV',
      creation_method: 'charts',
      chart_id: chartId,
      dashboard_id: null,
    });
    expect(recipientTargets(created!)).toEqual(['analyst@example.com']);
    await page.getByTestId('report-menu').waitFor();
  }, 90_000);

  it('searches, filters and bulk deletes on the report list', async () => {
    await openList();
    let query = await searchList(page, 'report', 'minutely');
    expect(query.filters).toEqual([{ col: 'name', opr: 'ct', value: 'minutely' }]);
    expect(await rowTitles(page)).toEqual([FAILING_NAME]);

    await openList();
    query = await listCallAfter(page, 'report', () =>
      page.getByRole('columnheader', { name: 'Name' }).click(),
    );
    expect(query).toMatchObject({ order_column: 'name', order_direction: 'asc' });
    expect(await rowTitles(page)).toEqual([
      FAILING_NAME,
      TAKEN_NAME,
      'Weekly Report for Days by weather',
    ]);

    query = await listCallAfter(page, 'report', () =>
      chooseFilter(page, 'Type', 'Alert', { search: false }),
    );
    expect(query.filters).toEqual([{ col: 'type', opr: 'eq', value: 'Alert' }]);
    expect(await listCount(page)).toBe(0);

    await openList();
    const chosen = [TAKEN_NAME, `Weekly Report for ${CHART_NAME}`];
    await selectRows(page, chosen);
    // The toast names the deleted reports in the order the list shows them.
    const listed = (await rowTitles(page)).filter((name) => chosen.includes(name));
    await page.getByTestId('bulk-delete').click();
    await confirmDeletion(page);
    await toast(page, `Deleted: ${listed.join(', ')}`);
    await waitForListIdle(page);
    await expect.poll(() => rowTitles(page)).toEqual([FAILING_NAME]);
  }, 120_000);

  it("shows a report's execution log with the failed run's error", async () => {
    // The minutely report runs at the next minute boundary and fails to reach SMTP.
    await expect
      .poll(
        async () => {
          const logs = await api.get<{ result: Array<{ end_dttm: string | null }> }>(
            `/api/v1/report/${failingId}/log/`,
          );
          return logs.result.some((log) => log.end_dttm !== null);
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe(true);
    await openList();
    await rowByTitle(page, FAILING_NAME).getByTestId('row-action-log').click();
    await page.waitForURL((url) => url.pathname === `/report/${failingId}/log/`);
    const table = page.getByTestId('report-log-table');
    const firstRow = table.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    expect(await firstRow.getByTestId('report-state').getAttribute('data-state')).toBe('Error');
    expect((await firstRow.getByTestId('report-log-error').textContent())?.length).toBeGreaterThan(
      0,
    );
    // Start and end times are shown (local time), and the heading names the report.
    expect(await firstRow.locator('td').nth(2).textContent()).not.toBe('—');
    expect(await firstRow.locator('td').nth(3).textContent()).not.toBe('—');
    await page.getByText(`Execution log: ${FAILING_NAME}`).waitFor();
    await shot('log.png');
  }, 150_000);

  it('creates an alert with its condition and settings from the list page', async () => {
    await openList();
    await page.getByTestId('create-alert').click();
    const modal = reportModal();
    await modal.getByText('Add alert').waitFor();
    await searchAndPick(modal.getByRole('combobox', { name: 'Database' }), 'examples');
    await modal.getByTestId('alert-sql').fill('SELECT COUNT(*) FROM seattle_weather');
    await pickOption(
      page,
      modal.getByRole('combobox', { name: 'Condition' }),
      '>= (Larger or equal)',
    );
    await numberInput('alert-threshold').fill('100');
    await modal.getByTestId('report-name').fill('Enough weather rows');
    await searchAndPick(modal.getByRole('combobox', { name: 'Dashboard' }), DASHBOARD_TITLE);
    await modal.getByTestId('report-recipients').fill('oncall@example.com');
    await numberInput('report-working-timeout').fill('600');
    await numberInput('alert-grace-period').fill('7200');
    await pickOption(page, modal.getByRole('combobox', { name: 'Log retention' }), '30 days');
    await shot('alert-modal.png');
    await page.getByTestId('report-modal-save').click();
    await toast(page, 'The report has been created');
    const [created] = await reportsNamed('Enough weather rows');
    const stored = (
      await api.get<{ result: Record<string, unknown> }>(`/api/v1/report/${created!.id}`)
    ).result;
    expect(stored).toMatchObject({
      type: 'Alert',
      creation_method: 'alerts_reports',
      dashboard_id: dashboardId,
      sql: 'SELECT COUNT(*) FROM seattle_weather',
      validator_type: 'operator',
      working_timeout: 600,
      grace_period: 7200,
      log_retention: 30,
    });
    expect(JSON.parse(String(stored.validator_config_json))).toEqual({ op: '>=', threshold: 100 });
    await rowByTitle(page, 'Enough weather rows').waitFor();
  }, 120_000);
});
