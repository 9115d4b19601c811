/**
 * Drill to detail on a dashboard (Dashboards issue item 3): the chart menu's 'Drill to detail'
 * lists the chart's underlying rows, and a right click on a pie slice offers 'Drill to detail by'
 * that slice; the modal's row count equals an independent count of the source file. 'Drill by'
 * regroups a right-clicked bar by another column in a modal with breadcrumbs. Also the
 * standalone explore (the chart alone) that report screenshots capture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@panorama/core/format/number-format';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { dashboardChart } from './support/dashboardPage';
import { useListTestSession } from './support/listTestSession';
import { REPO_ROOT, SCREENSHOT_DIR } from './support/paths';
import { oneRowLayout } from './support/dashboardLayout';

const SHOTS = path.join(SCREENSHOT_DIR, 'drill');
const WEATHER_FILE = path.join(REPO_ROOT, 'node_modules/vega-datasets/data/seattle-weather.csv');

let page: Page;
let api: ApiSession;
let dashboardId = 0;
let chartId = 0;
let barChartId = 0;

/** Days per weather kind, straight from the file. */
async function daysByWeather(): Promise<Map<string, number>> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(
    `SELECT weather, COUNT(*)::INTEGER AS days
       FROM read_csv_auto('${WEATHER_FILE.replace(/'/g, "''")}') GROUP BY weather`,
  );
  const days = new Map<string, number>();
  for (const row of reader.getRowObjects()) days.set(String(row.weather), Number(row.days));
  connection.closeSync();
  return days;
}

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
    const datasetId = await datasetIdOf(api, 'seattle_weather');
    const params = {
      viz_type: 'pie',
      datasource: `${datasetId}__table`,
      groupby: ['weather'],
      metric: 'count',
      adhoc_filters: [],
      time_range: 'No filter',
    };
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Days by weather',
      viz_type: 'pie',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    chartId = chart.id;
    const flightsId = await datasetIdOf(api, 'flights');
    const barParams = {
      viz_type: 'echarts_timeseries_bar',
      datasource: `${flightsId}__table`,
      x_axis: 'origin',
      metrics: ['count'],
      groupby: [],
      adhoc_filters: [],
      row_limit: 8,
      time_range: 'No filter',
    };
    const bars = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Flights by origin',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: flightsId,
      datasource_type: 'table',
      params: JSON.stringify(barParams),
    });
    barChartId = bars.id;
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Drilling',
    });
    dashboardId = dashboard.id;
    await api.put(`/api/v1/dashboard/${dashboardId}`, {
      position_json: oneRowLayout([
        {
          type: 'CHART',
          id: 'CHART-1',
          meta: { chartId, width: 6, height: 60, sliceName: 'Days by weather' },
        },
        {
          type: 'CHART',
          id: 'CHART-2',
          meta: { chartId: barChartId, width: 6, height: 60, sliceName: 'Flights by origin' },
        },
      ]),
    });
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    viewport: { width: 1400, height: 900 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

describe('drill to detail', () => {
  it('lists all rows from the chart menu, and one slice from a right click', async () => {
    const expected = await daysByWeather();
    const total = [...expected.values()].reduce((sum, n) => sum + n, 0);
    await page.goto(`/dashboard/${dashboardId}/`);
    const holder = dashboardChart(page, chartId);
    await holder.locator('[data-chart-status="rendered"]').waitFor({ timeout: 60_000 });

    // From the chart menu: every row of the chart's dataset (no filters on the chart).
    await holder.hover();
    await holder.getByTestId('chart-menu').click();
    await page.getByRole('menuitem', { name: 'Drill to detail' }).click();
    const modal = page.getByRole('dialog', { name: 'Drill to detail: Days by weather' });
    await modal.waitFor();
    await expect
      .poll(() => modal.locator('[data-test="drill-detail-count"]').textContent(), {
        timeout: 30_000,
      })
      .toBe(`${total.toLocaleString('en-US')} rows`);
    await page.screenshot({ path: path.join(SHOTS, 'all-rows.png'), animations: 'disabled' });
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await modal.waitFor({ state: 'hidden' });

    // A right click on the pie's centre-right finds a slice; drill by it.
    const canvas = holder.locator('canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the pie has no canvas');
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    let found = false;
    for (const [dx, dy] of [
      [0.08, 0],
      [0, 0.08],
      [-0.08, 0],
      [0, -0.08],
    ] as const) {
      await page.mouse.click(box.x + box.width * (0.5 + dx), box.y + box.height * (0.5 + dy), {
        button: 'right',
      });
      // The menu fades in; give it a moment before trying another spot.
      const opened = await menu
        .getByText('Drill to detail by')
        .waitFor({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    await menu.getByText('Drill to detail by').hover();
    const byItem = page.locator('.ant-dropdown-menu-submenu-popup .ant-dropdown-menu-item').first();
    await byItem.waitFor();
    const label = (await byItem.textContent()) ?? '';
    const weather = [...expected.keys()].find((kind) => label.includes(kind));
    expect(weather, label).toBeDefined();
    await byItem.click();
    await modal.waitFor();
    await expect
      .poll(() => modal.locator('[data-test="drill-detail-count"]').textContent(), {
        timeout: 30_000,
      })
      .toBe(`${(expected.get(weather!) ?? 0).toLocaleString('en-US')} rows`);
    await page.screenshot({ path: path.join(SHOTS, 'by-slice.png'), animations: 'disabled' });
  });
});

interface ChartDataBody {
  result: Array<{ data: Array<Record<string, unknown>> }>;
}

/** Whether `request` is the drill-by modal's query: the bar chart regrouped by destination. */
function isDrillByQuery(request: Request): boolean {
  if (new URL(request.url()).pathname !== '/api/v1/chart/data') return false;
  const body = JSON.parse(request.postData() ?? '{}') as {
    queries?: Array<{ columns?: unknown[] }>;
  };
  return JSON.stringify(body.queries?.[0]?.columns ?? []).includes('destination');
}

describe('drill by', () => {
  it('regroups a clicked bar by another column and goes back through the breadcrumbs', async () => {
    await page.goto(`/dashboard/${dashboardId}/`);
    const holder = dashboardChart(page, barChartId);
    await holder.locator('[data-chart-status="rendered"]').waitFor({ timeout: 60_000 });

    // The first of the eight bars is the busiest origin: the tallest, hit low in its band.
    const canvas = holder.locator('canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the bar chart has no canvas');
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    let found = false;
    for (const fx of [0.14, 0.12, 0.16, 0.1, 0.18]) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * 0.8, {
        button: 'right',
      });
      const opened = await menu
        .getByText('Drill by', { exact: true })
        .waitFor({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    await menu.getByText('Drill by', { exact: true }).hover();
    const submenu = page.locator('.pn-drill-by-submenu:not(.ant-dropdown-menu-submenu-hidden)');
    const destination = submenu.getByRole('menuitem', { name: /^destination$/i });
    await destination.waitFor();
    // The dimension the chart already uses is not offered.
    expect(await submenu.getByRole('menuitem', { name: /^origin$/i }).count()).toBe(0);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'drill-by-menu.png'),
      animations: 'disabled',
    });

    const requested = page.waitForRequest(isDrillByQuery);
    const answered = page.waitForResponse((response) => isDrillByQuery(response.request()));
    await destination.click();
    const request = await requested;
    const query = (
      JSON.parse(request.postData() ?? '{}') as {
        queries: Array<{
          columns: unknown[];
          filters: Array<{ col: string; op: string; val: unknown }>;
        }>;
      }
    ).queries[0]!;
    const originFilter = query.filters.find((filter) => filter.col === 'origin');
    expect(originFilter?.op).toBe('==');
    const origin = String(originFilter?.val);
    expect(JSON.stringify(query.columns)).toContain('destination');
    expect(JSON.stringify(query.columns)).not.toContain('"origin"');
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    const rows = ((await response.json()) as ChartDataBody).result[0]?.data ?? [];
    expect(rows.length).toBeGreaterThan(0);

    await page.getByRole('dialog', { name: /^Drill by: destination$/i }).waitFor();
    // The title follows the breadcrumbs; the modal is found by its content.
    const modal = page
      .getByRole('dialog')
      .filter({ has: page.locator('[data-test="drill-by-modal"]') });
    const drawn = modal.locator('[data-test="drill-by-body"] [data-chart-status="rendered"]');
    await drawn.waitFor({ timeout: 60_000 });
    const crumbs = modal.locator('[data-test="drill-by-breadcrumb"]');
    expect(await crumbs.allTextContents()).toEqual([
      'Flights by origin',
      `origin: ${origin}`,
      expect.stringMatching(/^destination$/i),
    ]);

    // Each bar's tooltip names its destination and count, as the server returned them. The
    // chart is measured once the modal has zoomed open: mid-zoom it is drawn smaller.
    await expect.poll(() => page.locator('.ant-modal[class*="ant-zoom"]').count()).toBe(0);
    const chartBox = await drawn.locator('canvas').first().boundingBox();
    if (!chartBox) throw new Error('the drilled chart has no canvas');
    // ECharts adds its tooltip box to the chart on the first pointer move (EChartsView), and
    // moves its axis pointer on the next animation frame after each pointer move.
    const tooltip = drawn.locator('div[style*="z-index: 9999999"]').first();
    const nextFrames = () =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    const lowIn = (fraction: number) =>
      page.mouse.move(chartBox.x + chartBox.width * fraction, chartBox.y + chartBox.height * 0.9);
    await lowIn(0.5);
    await tooltip.waitFor();
    const seen = new Map<string, string>();
    for (let step = 1; step < 60; step += 1) {
      await lowIn(step / 60);
      await nextFrames();
      const text = await tooltip.innerText();
      const destination = text.split('\n')[0]?.trim();
      if (destination) seen.set(destination, text);
    }
    expect([...seen.keys()].sort()).toEqual(rows.map((row) => String(row.destination)).sort());
    for (const row of rows) {
      // The value as the chart's default number format (SMART_NUMBER) writes it.
      expect(seen.get(String(row.destination))).toContain(
        formatNumber('SMART_NUMBER', Number(row.count)),
      );
    }
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'drill-by-modal.png'),
      animations: 'disabled',
    });

    // The table view lists the same rows.
    await modal.getByText('Table', { exact: true }).click();
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'drill-by-table.png'),
      animations: 'disabled',
    });
    await modal.getByText('Chart', { exact: true }).click();

    // A right click on a drilled bar drills again: one more breadcrumb, both points pinned.
    const again = await drawn.locator('canvas').first().boundingBox();
    if (!again) throw new Error('the drilled chart has no canvas');
    let reopened = false;
    for (const fx of [0.1, 0.2, 0.3, 0.4]) {
      await page.mouse.click(again.x + again.width * fx, again.y + again.height * 0.85, {
        button: 'right',
      });
      reopened = await menu
        .getByText('Drill by', { exact: true })
        .waitFor({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (reopened) break;
    }
    expect(reopened).toBe(true);
    await menu.getByText('Drill by', { exact: true }).hover();
    const byDate = submenu.getByRole('menuitem', { name: /^date$/i });
    await byDate.waitFor();
    // Origin and destination are pinned to one value each: neither is offered.
    expect(await submenu.getByRole('menuitem', { name: /^(origin|destination)$/i }).count()).toBe(
      0,
    );
    const byDateAnswered = page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === '/api/v1/chart/data' &&
        (candidate.request().postData() ?? '').includes('"col":"destination"'),
    );
    await byDate.click();
    expect((await byDateAnswered).status()).toBe(200);
    await page.getByRole('dialog', { name: /^Drill by: date$/i }).waitFor();
    await expect.poll(() => crumbs.count()).toBe(5);
    await drawn.waitFor({ timeout: 60_000 });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'drill-by-again.png'),
      animations: 'disabled',
    });

    // The first breadcrumb goes back to the chart as the dashboard draws it.
    const back = page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === '/api/v1/chart/data' &&
        (candidate.request().postData() ?? '').includes('"origin"'),
    );
    await crumbs.first().click();
    expect((await back).status()).toBe(200);
    await expect
      .poll(() => modal.locator('[data-drill-depth]').getAttribute('data-drill-depth'))
      .toBe('0');
    await drawn.waitFor({ timeout: 60_000 });
    expect(await crumbs.allTextContents()).toEqual(['Flights by origin']);
    await page.getByRole('dialog', { name: 'Drill by: Flights by origin' }).waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'drill-by-back.png'),
      animations: 'disabled',
    });
  }, 180_000);
});

describe('standalone explore', () => {
  it('opens the chart menu from the keyboard with its first entry focused', async () => {
    await page.goto(`/dashboard/${dashboardId}/`);
    const holder = dashboardChart(page, chartId);
    await holder.locator('[data-chart-status="rendered"]').waitFor({ timeout: 60_000 });
    const button = holder.getByTestId('chart-menu');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('Force refresh');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The arrows then move through the entries, as in any menu.
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Enter fullscreen');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the chart alone, filling the window, without navigation or editor', async () => {
    await page.goto(`/explore/?slice_id=${chartId}&standalone=true`);
    const standalone = page.getByTestId('explore-standalone');
    await standalone.locator('[data-chart-status="rendered"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('explore-control-panel').count()).toBe(0);
    expect(await page.locator('.pn-header').count()).toBe(0);
    const box = await standalone.locator('[data-chart-status]').boundingBox();
    expect(box?.width).toBeGreaterThan(1300);
    expect(box?.height).toBeGreaterThan(800);
    await page.screenshot({ path: path.join(SHOTS, 'standalone.png'), animations: 'disabled' });
  });
});
