/**
 * A native filter made in the configuration modal on a dashboard that has no saved layout: its
 * two charts were attached through the chart API (`dashboards: [id]`), so the page lays them
 * out itself. The new filter, scoped to the whole dashboard, must reach both charts: after
 * Apply each re-queries with the filter's column and shows the number DuckDB gives for the same
 * filter on the source parquet file.
 * With DASHBOARD_FILTERS_EXPERIMENTAL on, the modal also offers the Group By filter: on a second
 * dashboard its chosen column is added to a table chart's query, which then shows that column.
 *
 * Runs against apps/web/dist, or against the build in E2E_WEB_DIST_DIR when that is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import {
  chartsQueriedBy,
  filterColumnsQueried,
  groupedColumnsQueried,
} from './support/chartDataRequests';
import { dashboardChart } from './support/dashboardPage';
import { useListTestSession } from './support/listTestSession';
import { flightsTotals } from './support/nativeFiltersFixture';
import { watchPageProblems } from './support/pageProblems';

const SHOTS = '/tmp/panorama-shots/scope';
const ORIGIN = 'LAX';

let datasetId = 0;
let dashboardId = 0;
let countChartId = 0;
let distanceChartId = 0;
let groupByDashboardId = 0;
let tableChartId = 0;

const env: Record<string, string> = {
  LOAD_EXAMPLES: 'true',
  FEATURE_FLAGS: JSON.stringify({ DASHBOARD_FILTERS_EXPERIMENTAL: true }),
};
if (process.env.E2E_WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;

const session = useListTestSession(
  async (api) => {
    datasetId = await datasetIdOf(api, 'flights');
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Flights without a saved layout',
    });
    dashboardId = dashboard.id;
    const attach = async (name: string, metric: string) => {
      const params = {
        viz_type: 'big_number_total',
        metric,
        time_range: 'No filter',
        y_axis_format: ',d',
        datasource: `${datasetId}__table`,
      };
      const chart = await api.post<{ id: number }>('/api/v1/chart/', {
        slice_name: name,
        viz_type: params.viz_type,
        datasource_id: datasetId,
        datasource_type: 'table',
        dashboards: [dashboardId],
        params: JSON.stringify(params),
      });
      return chart.id;
    };
    countChartId = await attach('Flights', 'count');
    distanceChartId = await attach('Total distance', 'total_distance');

    const groupByDashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Flights grouped from the filter bar',
    });
    groupByDashboardId = groupByDashboard.id;
    const tableParams = {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count'],
      time_range: 'No filter',
      row_limit: 1000,
      datasource: `${datasetId}__table`,
    };
    const table = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Flights by origin',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      dashboards: [groupByDashboardId],
      params: JSON.stringify(tableParams),
    });
    tableChartId = table.id;
  },
  { env, viewport: { width: 1440, height: 1000 } },
);

/** The number a big number chart shows, once rendered. */
async function shownNumber(chartId: number): Promise<number | null> {
  const chart = dashboardChart(session.page, chartId);
  if ((await chart.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = await chart.getByTestId('big-number-header').textContent();
  const digits = text?.replace(/[^\d-]/g, '') ?? '';
  return digits === '' ? null : Number(digits);
}

/** Picks `text` in the open dropdown of the antd select `select` after typing it. */
async function choose(selectTestId: string, text: string, optionTestId?: string): Promise<void> {
  const { page } = session;
  await page.getByTestId(selectTestId).click();
  await page.keyboard.type(text);
  const option = optionTestId
    ? page.getByTestId(optionTestId)
    : page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        // The column shows its verbose name when it has one ("Origin" for origin).
        .filter({ hasText: new RegExp(`^${text}$`, 'i') })
        .first();
  await option.click();
}

describe('native filters on a dashboard without a saved layout', () => {
  it('a filter added in the modal reaches both charts the page lays out itself', async () => {
    const { page } = session;
    fs.mkdirSync(SHOTS, { recursive: true });
    const problems = watchPageProblems(page);
    await page.goto(`/dashboard/${dashboardId}/`);
    for (const id of [countChartId, distanceChartId]) {
      await dashboardChart(page, id).locator('[data-chart-status="rendered"]').waitFor();
    }
    const unfiltered = await flightsTotals({});
    await expect.poll(() => shownNumber(countChartId)).toBe(unfiltered.count);

    await page.getByTestId('filter-bar-settings').first().click();
    await page.getByTestId('filters-config-modal').waitFor();
    // A click while the modal still zooms in can miss the menu: open it until it shows.
    const addFilter = page.getByTestId('filters-config-add-filter');
    await expect
      .poll(async () => {
        if (await addFilter.isVisible()) return true;
        await page.getByTestId('filters-config-add').click();
        return addFilter.isVisible();
      })
      .toBe(true);
    await addFilter.click();
    await page.getByTestId('filters-config-name').fill('Origin');
    await choose('filters-config-dataset', 'flights', `filters-config-dataset-option-${datasetId}`);
    await choose('filters-config-column', 'origin');
    await page.mouse.move(0, 500);
    await page.screenshot({
      path: path.join(SHOTS, 'no-layout-config.png'),
      animations: 'disabled',
    });

    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && r.url().endsWith(`/dashboard/${dashboardId}/filters`),
    );
    await page.getByTestId('filters-config-save').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const stored = (await answer.json()) as { result: Array<{ chartsInScope?: number[] }> };
    expect(stored.result[0]?.chartsInScope).toEqual([countChartId, distanceChartId]);
    await page.getByTestId('filters-config-modal').waitFor({ state: 'hidden' });

    const filter = page.locator('[data-filter-name="Origin"]');
    await filter.locator('.ant-select').first().click();
    await page.keyboard.type(ORIGIN);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${ORIGIN}$`) })
      .first()
      .click();
    await expect.poll(() => filter.getAttribute('data-has-value')).toBe('true');
    // A new select filter is multi-select: its dropdown stays open until dismissed.
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });

    const requests: Request[] = [];
    page.on('request', (request) => {
      if (chartsQueriedBy(request).length > 0) requests.push(request);
    });
    await page.getByTestId('filter-bar-apply').click();
    const filteredOn = (chartId: number) =>
      requests.flatMap((request) => filterColumnsQueried(request, chartId) ?? []);
    await expect.poll(() => filteredOn(countChartId)).toContain('origin');
    await expect.poll(() => filteredOn(distanceChartId)).toContain('origin');

    const expected = await flightsTotals({ origin: ORIGIN });
    expect(expected.count).toBeGreaterThan(0);
    expect(expected.count).toBeLessThan(unfiltered.count);
    await expect.poll(() => shownNumber(countChartId)).toBe(expected.count);
    await expect.poll(() => shownNumber(distanceChartId)).toBe(expected.distance);
    await page.mouse.move(0, 500);
    await page.screenshot({
      path: path.join(SHOTS, 'no-layout-filtered.png'),
      animations: 'disabled',
    });
    problems.stop();
    expect(problems.problems()).toEqual([]);
  });

  it('a Group By filter adds its column to the table chart in scope', async () => {
    const { page } = session;
    const problems = watchPageProblems(page);
    await page.goto(`/dashboard/${groupByDashboardId}/`);
    const chart = dashboardChart(page, tableChartId);
    await chart.locator('[data-chart-status="rendered"]').waitFor();

    await page.getByTestId('filter-bar-settings').first().click();
    await page.getByTestId('filters-config-modal').waitFor();
    const addFilter = page.getByTestId('filters-config-add-filter');
    await expect
      .poll(async () => {
        if (await addFilter.isVisible()) return true;
        await page.getByTestId('filters-config-add').click();
        return addFilter.isVisible();
      })
      .toBe(true);
    await addFilter.click();
    await page.getByTestId('filters-config-name').fill('Split by');
    await page.getByTestId('filters-config-type').click();
    await page.getByTestId('filters-config-type-option-filter_groupby').click();
    await choose('filters-config-dataset', 'flights', `filters-config-dataset-option-${datasetId}`);
    // Single choice unless 'Multiple select' is ticked, and no column to pick: it offers them all.
    expect(await page.getByTestId('filters-config-multiSelect').isVisible()).toBe(true);
    expect(await page.getByTestId('filters-config-column').count()).toBe(0);
    await page.mouse.move(0, 500);
    await page.screenshot({
      path: path.join(SHOTS, 'group-by-config.png'),
      animations: 'disabled',
    });
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/dashboard/${groupByDashboardId}/filters`),
    );
    await page.getByTestId('filters-config-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('filters-config-modal').waitFor({ state: 'hidden' });

    const filter = page.locator('[data-filter-name="Split by"]');
    await filter.getByTestId('filter-groupby').click();
    await page.keyboard.type('destination');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^destination$/i })
      .first()
      .click();
    await expect.poll(() => filter.getAttribute('data-has-value')).toBe('true');

    const requests: Request[] = [];
    page.on('request', (request) => {
      if (chartsQueriedBy(request).includes(tableChartId)) requests.push(request);
    });
    await page.getByTestId('filter-bar-apply').click();
    await expect
      .poll(() => requests.map((request) => groupedColumnsQueried(request, tableChartId)))
      .toContainEqual(['origin', 'destination']);
    // The table now shows the chosen column (by its verbose name) beside its own group-by.
    await chart
      .getByRole('columnheader', { name: /^Destination/ })
      .first()
      .waitFor();
    await page.mouse.move(0, 500);
    await page.screenshot({
      path: path.join(SHOTS, 'group-by-filter.png'),
      animations: 'disabled',
    });
    problems.stop();
    expect(problems.problems()).toEqual([]);
  });
});
