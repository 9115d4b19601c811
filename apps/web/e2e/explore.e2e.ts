/**
 * The chart editor end to end in Chromium: build a line chart of
 * SUM(delay) by origin on flights from scratch — picker search, drag and drop, the Simple metric
 * tab, a pasted IN filter, a last-quarter range anchored to a chosen date — run it, check the
 * numbers against DuckDB reading the source file directly, and save it into a new dashboard.
 * Also: Stop aborts a running query, a bad SQL metric shows the server's message, and a user
 * who does not own a chart cannot overwrite it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import {
  dropColumn,
  pasteInto,
  pickOption,
  pickSimpleMetric,
  pickVizType,
  runChart,
  waitForChartStatus,
} from './support/explorePage';
import { toast } from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { REPO_ROOT, SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'explore');
const FLIGHTS_FILE = path.join(REPO_ROOT, 'node_modules/vega-datasets/data/flights-3m.parquet');
const ALPHA_PASSWORD = 'alpha-password-1';

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let flightsId = 0;

const shot = (target: Page, name: string) =>
  target.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

/** SUM(delay) per origin and month for SFO and LAX, April to June 2001, straight from the file. */
async function expectedMonthlyDelays(): Promise<Map<string, number[]>> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(
    `SELECT origin, SUM(delay)::DOUBLE AS total
       FROM read_parquet('${FLIGHTS_FILE.replace(/'/g, "''")}')
      WHERE origin IN ('SFO', 'LAX')
        AND CAST(date AS TIMESTAMP) >= TIMESTAMP '2001-04-01'
        AND CAST(date AS TIMESTAMP) < TIMESTAMP '2001-07-01'
      GROUP BY origin, date_trunc('month', CAST(date AS TIMESTAMP))
      ORDER BY origin, date_trunc('month', CAST(date AS TIMESTAMP))`,
  );
  const byOrigin = new Map<string, number[]>();
  for (const row of reader.getRowObjects()) {
    const origin = String(row.origin);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), Number(row.total)]);
  }
  connection.closeSync();
  return byOrigin;
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  flightsId = await datasetIdOf(api, 'flights');
  const roles = await api.get<{ result: Array<{ text: string; value: number }> }>(
    '/api/v1/security/users/related/roles',
  );
  await api.post('/api/v1/security/users/', {
    first_name: 'Alex',
    last_name: 'Alpha',
    username: 'alpha_user',
    email: 'alex@example.com',
    password: ALPHA_PASSWORD,
    roles: [roles.result.find((r) => r.text === 'Alpha')?.value ?? 0],
  });
  session = await openListTestBrowser(started.server, api);
  page = session.page;
}, 240_000);

afterAll(async () => {
  await session?.stop();
});

describe('explore', () => {
  it('builds a line chart from scratch, checks its numbers and saves it into a new dashboard', async () => {
    await page.goto(`/explore/?datasource_id=${flightsId}&datasource_type=table`);
    await page.getByTestId('datasource-panel').waitFor();
    // A new chart on a dataset with a time column starts with that column's 'No filter' pill.
    const filterZone = page.getByTestId('dnd-zone-adhoc_filters');
    await expect
      .poll(() => filterZone.getByTestId('dnd-zone-item-label').allTextContents(), {
        timeout: 20_000,
      })
      .toEqual(['date (No filter)']);
    await shot(page, 'explore-new.png');

    // The chart type: search the picker for "line".
    await pickVizType(page, 'line', 'Line Chart');
    await shot(page, 'explore-picker.png');
    await page.getByTestId('viz-type-select').click();
    await page.getByTestId('dnd-zone-x_axis').waitFor();

    // The x-axis: drag `date` in (replacing the dataset's default time column if it is there).
    const xAxis = page.getByTestId('dnd-zone-x_axis');
    if ((await xAxis.getByTestId('dnd-zone-item').count()) > 0) {
      await xAxis.getByTestId('dnd-zone-item-remove').first().click();
    }
    await dropColumn(page, 'date', 'x_axis');
    await expect
      .poll(() => xAxis.getByTestId('dnd-zone-item-label').allTextContents(), { timeout: 20_000 })
      .toEqual(['Date']);

    // The metric: SUM(delay) in the Simple tab.
    const metricPopover = await pickSimpleMetric(page, 'metrics', 'Delay (min)', 'SUM');
    await shot(page, 'explore-metric-popover.png');
    await metricPopover.getByTestId('popover-save').click();
    await expect
      .poll(
        () =>
          page.getByTestId('dnd-zone-metrics').getByTestId('dnd-zone-item-label').allTextContents(),
        { timeout: 20_000 },
      )
      .toEqual(['SUM(delay)']);

    // Series per origin.
    await dropColumn(page, 'origin', 'groupby');

    // The filter origin IN (SFO, LAX): one value typed, the other pasted with noise around it.
    await page.getByTestId('dnd-zone-adhoc_filters').getByTestId('dnd-zone-ghost').click();
    const filterPopover = page.getByTestId('filter-popover');
    await pickOption(
      page,
      filterPopover.getByRole('combobox', { name: 'Select subject' }),
      'Origin',
    );
    // The operator select takes typed text: 'not i' leaves the operators containing it.
    const operator = filterPopover.getByRole('combobox', { name: 'Select operator' });
    await operator.click();
    await operator.pressSequentially('not i');
    const offered = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await expect.poll(() => offered.allTextContents(), { timeout: 10_000 }).toEqual(['Not in']);
    await operator.press('Escape');
    await pickOption(page, operator, 'In');
    const values = filterPopover.getByTestId('filter-comparator').getByRole('combobox');
    await values.click();
    await values.pressSequentially('SFO');
    await values.press('Enter');
    await pasteInto(values, ' LAX;\nSFO\t ');
    await expect
      .poll(() => filterPopover.locator('.ant-select-selection-item').allTextContents(), {
        timeout: 20_000,
      })
      .toEqual(['SFO', 'LAX']);
    await shot(page, 'explore-filter-popover.png');
    await filterPopover.getByTestId('popover-save').click();

    // Last quarter before an anchor date: one click on the default time pill opens its editor.
    await filterZone.getByTestId('time-filter-pill').click();
    const modal = page.getByTestId('time-range-modal');
    await pickOption(page, modal.getByTestId('time-range-type'), 'Custom');
    await pickOption(page, modal.getByTestId('time-range-since-mode'), 'Relative Date/Time');
    await modal.getByTestId('time-range-since-grain-value').fill('1');
    await pickOption(page, modal.getByTestId('time-range-since-grain'), 'Quarters Before');
    const until = modal.getByTestId('time-range-until-datetime');
    const preview = () => modal.getByTestId('time-range-preview').textContent();
    // The date picker takes typed text once its panel is open; on a busy machine the first
    // keystrokes can land before that, so type again until the preview shows the anchor.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await until.click();
      await until.press('ControlOrMeta+a');
      await until.pressSequentially('2001-07-01 00:00:00');
      await until.press('Enter');
      const shown = await expect
        .poll(preview, { timeout: 10_000 })
        .toContain('2001-07-01')
        .then(() => true)
        .catch(() => false);
      if (shown) break;
    }
    await expect.poll(preview, { timeout: 20_000 }).toContain('2001-04-01');
    await expect.poll(preview, { timeout: 20_000 }).toContain('2001-07-01');
    await shot(page, 'explore-time-range.png');
    await modal.getByTestId('time-range-apply').click();
    await expect
      .poll(() => filterZone.getByTestId('dnd-zone-item-label').allTextContents(), {
        timeout: 20_000,
      })
      .toEqual([
        // The pill's label is truncated at 40 characters.
        'date (DATEADD(DATETIME("2001-07-01T00:00...',
        "origin IN ('SFO', 'LAX')",
      ]);

    // Monthly points.
    await pickOption(page, page.getByRole('combobox', { name: 'Time grain' }), 'Month');

    const response = await runChart(page);
    await waitForChartStatus(page, 'rendered');
    expect(await page.getByTestId('chart-row-count').textContent()).toBe('3 row(s)');
    await shot(page, 'explore-line-chart.png');

    const body = (await response.json()) as {
      result: Array<{ data: Array<Record<string, unknown>> }>;
    };
    const rows = body.result[0]?.data ?? [];
    const expected = await expectedMonthlyDelays();
    for (const origin of ['LAX', 'SFO']) {
      const key = Object.keys(rows[0] ?? {}).find((k) => k.includes(origin));
      expect(key, `a series for ${origin}`).toBeDefined();
      expect(rows.map((row) => Number(row[key as string]))).toEqual(expected.get(origin));
    }

    // Save into a dashboard created by name and land on it.
    await page.getByTestId('explore-chart-name').fill('Delays at SFO and LAX');
    await page.getByTestId('explore-chart-name').press('Enter');
    await page.getByTestId('explore-save').click();
    const dashboards = page.getByRole('combobox', { name: 'Add to dashboard' });
    await dashboards.click();
    await dashboards.pressSequentially('West coast delays');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'Create "West coast delays"' })
      .click();
    await shot(page, 'explore-save-modal.png');
    await page.getByTestId('save-go-to-dashboard').click();
    await page.waitForURL((url) => /^\/dashboard\/\d+\/$/.test(url.pathname));
    await toast(page, 'Chart [Delays at SFO and LAX] has been saved');
    await toast(
      page,
      'Dashboard [West coast delays] just got created and chart [Delays at SFO and LAX] was added to it',
    );

    const dashboardId = Number(/\/dashboard\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1]);
    const charts = await api.get<{
      result: Array<{ id: number; slice_name: string; dashboards: Array<{ id: number }> }>;
    }>(
      `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Delays at SFO and LAX' }] })}`,
    );
    const saved = charts.result[0];
    expect(saved).toBeDefined();
    const detail = await api.get<{
      result: { params: string; dashboards: Array<{ id: number; dashboard_title: string }> };
    }>(`/api/v1/chart/${saved?.id}`);
    expect(detail.result.dashboards.map((d) => d.dashboard_title)).toEqual(['West coast delays']);
    expect(detail.result.dashboards[0]?.id).toBe(dashboardId);
    const params = JSON.parse(detail.result.params) as Record<string, unknown>;
    expect(params.viz_type).toBe('echarts_timeseries_line');
    expect(params.time_grain_sqla).toBe('P1M');
    expect(params.adhoc_filters).toContainEqual(
      expect.objectContaining({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
      }),
    );

    // The dashboard we landed on shows the new chart, rendered, under the dashboard's title.
    expect(await page.getByTestId('dashboard-title').textContent()).toContain('West coast delays');
    await page
      .locator(`[data-test-chart-id="${saved?.id}"] [data-chart-status="rendered"]`)
      .waitFor({ timeout: 30_000 });
    await shot(page, 'explore-landed-on-dashboard.png');
  }, 240_000);

  it('stops a running query', async () => {
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Slow chart',
      viz_type: 'big_number_total',
      datasource_id: flightsId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${flightsId}__table`,
        viz_type: 'big_number_total',
        metric: 'count',
        adhoc_filters: [],
      }),
    });
    // Hold the chart data request so the query is still running when Stop is pressed.
    await page.route('**/api/v1/chart/data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await waitForChartStatus(page, 'loading');
    await page.getByTestId('explore-stop').click();
    await waitForChartStatus(page, 'stopped', 10_000);
    expect(await page.getByTestId('chart-alert').textContent()).toBe('Updating chart was stopped');
    await shot(page, 'explore-stopped.png');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }, 120_000);

  it("shows the server's message for a bad SQL metric", async () => {
    await page.goto(
      `/explore/?datasource_id=${flightsId}&datasource_type=table&viz_type=big_number_total`,
    );
    await page.getByTestId('dnd-zone-metric').getByTestId('dnd-zone-ghost').click();
    const popover = page.getByTestId('metric-popover');
    await popover.getByRole('tab', { name: 'Custom SQL' }).click();
    await popover.getByTestId('sql-editor').fill('SUM(no_such_column)');
    await popover.getByTestId('popover-save').click();
    await page.getByTestId('explore-run').click();
    await waitForChartStatus(page, 'failed');
    const alert = await page.getByTestId('chart-alert').textContent();
    expect(alert).toContain('no_such_column');
    await shot(page, 'explore-bad-metric.png');
  }, 120_000);

  it('lets a user who does not own the chart save a copy but not overwrite it', async () => {
    const charts = await api.get<{ result: Array<{ id: number }> }>(
      `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Delays at SFO and LAX' }] })}`,
    );
    const [context, alphaPage] = await session.signIn('alpha_user', ALPHA_PASSWORD);
    await alphaPage.goto(`/explore/?slice_id=${charts.result[0]?.id}`);
    await waitForChartStatus(alphaPage, 'rendered');
    await alphaPage.getByTestId('explore-save').click();
    expect(await alphaPage.getByRole('radio', { name: 'Save (Overwrite)' }).isDisabled()).toBe(
      true,
    );
    expect(await alphaPage.getByRole('radio', { name: 'Save as...' }).isChecked()).toBe(true);
    await shot(alphaPage, 'explore-alpha-save.png');
    await context.close();
  }, 120_000);

  it('keeps unsaved edits across a reload through the form data key in the URL', async () => {
    const charts = await api.get<{ result: Array<{ id: number }> }>(
      `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Delays at SFO and LAX' }] })}`,
    );
    const id = charts.result[0]?.id;
    await page.goto(`/explore/?slice_id=${id}`);
    await waitForChartStatus(page, 'rendered');
    // The edit reaches the form data cache a moment later; wait for the write that carries it
    // (other writes, e.g. of values computed on opening, may come first).
    const cached = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.startsWith('/api/v1/explore/form_data') &&
        (r.request().postData() ?? '').includes('P3M'),
    );
    await pickOption(page, page.getByRole('combobox', { name: 'Time grain' }), 'Quarter');
    await cached;
    await page.waitForURL((url) => url.searchParams.has('form_data_key'));
    expect(new URL(page.url()).searchParams.get('slice_id')).toBe(String(id));
    await page.reload();
    await waitForChartStatus(page, 'rendered');
    expect(
      await page
        .getByRole('combobox', { name: 'Time grain' })
        .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
        .textContent(),
    ).toContain('Quarter');
    // The saved chart itself is unchanged until it is saved.
    const saved = await api.get<{ result: { params: string } }>(`/api/v1/chart/${id}`);
    expect((JSON.parse(saved.result.params) as { time_grain_sqla: string }).time_grain_sqla).toBe(
      'P1M',
    );
  }, 120_000);

  it('shows View query laid out one clause per line, wrapping inside the modal', async () => {
    const charts = await api.get<{ result: Array<{ id: number }> }>(
      `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Delays at SFO and LAX' }] })}`,
    );
    await page.goto(`/explore/?slice_id=${charts.result[0]?.id}`);
    await waitForChartStatus(page, 'rendered');
    await page.getByTestId('explore-actions').click();
    await page.getByRole('menuitem', { name: 'View query' }).click();
    const viewer = page.getByTestId('view-query').locator('pre');
    await viewer.waitFor();
    const sql = (await viewer.textContent()) ?? '';
    expect(sql).toMatch(/^SELECT\n/);
    expect(sql).toContain('\nFROM\n');
    expect(sql).toContain('\nGROUP BY\n');
    // Nothing runs past the modal's right edge.
    expect(await viewer.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'view-query.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('view-query').waitFor({ state: 'detached' });
  }, 120_000);

  it('renames a saved chart from the header', async () => {
    const charts = await api.get<{ result: Array<{ id: number }> }>(
      `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Delays at SFO and LAX' }] })}`,
    );
    const id = charts.result[0]?.id;
    await page.goto(`/explore/?slice_id=${id}`);
    await waitForChartStatus(page, 'rendered');
    const name = page.getByTestId('explore-chart-name');
    await name.fill('West coast delays by month');
    await name.press('Enter');
    await expect
      .poll(
        async () =>
          (await api.get<{ result: { slice_name: string } }>(`/api/v1/chart/${id}`)).result
            .slice_name,
        { timeout: 20_000 },
      )
      .toBe('West coast delays by month');
  }, 120_000);
});
