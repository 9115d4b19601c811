/**
 * Drill to detail on a dashboard (Dashboards issue item 3): the chart menu's 'Drill to detail'
 * lists the chart's underlying rows, and a right click on a pie slice offers 'Drill to detail by'
 * that slice; the modal's row count equals an independent count of the source file. Also the
 * standalone explore (the chart alone) that report screenshots capture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
