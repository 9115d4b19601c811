/**
 * A table chart in a narrow dashboard cell: its first column does not fill the cell, every
 * header can be scrolled into view, and the table's scroll box scrolls sideways to reach them.
 * And in the chart editor, a column's own settings ('Customize columns') change how its cells
 * read and line up.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import { runChart, waitForChartStatus } from './support/explorePage';
import { oneRowLayout } from './support/dashboardLayout';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { LIST_SHOTS_DIR } from './support/listShots';

const COLUMNS = ['date', 'weather', 'precipitation', 'temp_max', 'temp_min', 'wind'];

let session: ListTestSession;
let dashboardId = 0;
let settingsChartId = 0;

beforeAll(async () => {
  const { server, api } = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  const datasetId = await datasetIdOf(api, 'seattle_weather');
  const chart = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Narrow table',
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: COLUMNS,
      row_limit: 50,
      time_range: 'No filter',
    }),
  });
  const created = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Narrow table',
    position_json: oneRowLayout([
      { type: 'CHART', id: 'CHART-1', meta: { chartId: chart.id, width: 2, height: 50 } },
    ]),
  });
  dashboardId = created.id;
  await api.put(`/api/v1/chart/${chart.id}`, { dashboards: [dashboardId] });
  // Its temperatures start left-aligned, so aligning them right is a visible change.
  const settingsChart = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Column settings table',
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: COLUMNS,
      row_limit: 20,
      time_range: 'No filter',
      column_config: { temp_max: { horizontalAlign: 'left' } },
    }),
  });
  settingsChartId = settingsChart.id;
  session = await openListTestBrowser(server, api);
}, 180_000);

afterAll(async () => {
  await session?.stop();
});

describe('a table chart in a narrow cell', () => {
  it('shows more than its first column and scrolls sideways to every header', async () => {
    const { page } = session;
    await page.goto(`/dashboard/${dashboardId}/`);
    const table = page.getByTestId('table-chart');
    await table.locator('.pn-table-th').first().waitFor();
    await table.locator('.pn-table-row').first().waitFor();
    await page.screenshot({ path: path.join(LIST_SHOTS_DIR, 'table-narrow-cell.png') });
    const scroll = table.locator('.pn-table-scroll');

    const box = await scroll.evaluate((el) => ({
      clientWidth: el.clientWidth,
      scrollWidth: el.scrollWidth,
      overflowX: getComputedStyle(el).overflowX,
    }));
    expect(box.clientWidth).toBeGreaterThan(0);
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(['auto', 'scroll']).toContain(box.overflowX);

    // Headers that overlap the visible part of the scroll box before any scrolling.
    const visibleAtStart = await scroll.evaluate((el) => {
      const area = el.getBoundingClientRect();
      const right = area.left + el.clientWidth;
      return [...el.querySelectorAll('.pn-table-th')].filter((th) => {
        const rect = th.getBoundingClientRect();
        return rect.right > area.left + 1 && rect.left < right - 1;
      }).length;
    });
    expect(visibleAtStart).toBeGreaterThanOrEqual(2);

    const labels = await table.locator('.pn-table-th').allTextContents();
    expect(labels).toHaveLength(COLUMNS.length);
    for (let index = 0; index < labels.length; index++) {
      const placement = await scroll.evaluate((el, i) => {
        const th = el.querySelectorAll('.pn-table-th')[i] as HTMLElement;
        th.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const area = el.getBoundingClientRect();
        const rect = th.getBoundingClientRect();
        return {
          left: rect.left - area.left,
          right: rect.right - area.left,
          clientWidth: el.clientWidth,
          scrollLeft: el.scrollLeft,
        };
      }, index);
      expect(placement.left, labels[index]).toBeGreaterThanOrEqual(-1);
      expect(placement.right, labels[index]).toBeLessThanOrEqual(placement.clientWidth + 1);
      if (index === labels.length - 1) expect(placement.scrollLeft).toBeGreaterThan(0);
    }
    await page.screenshot({ path: path.join(LIST_SHOTS_DIR, 'table-narrow-cell-scrolled.png') });
  });
});

describe("a table column's own settings in the chart editor", () => {
  it('aligns a column right and shows its numbers with two decimals', async () => {
    const { page } = session;
    await page.goto(`/explore/?slice_id=${settingsChartId}`);
    await waitForChartStatus(page, 'rendered');
    const control = page.locator('[data-control="column_config"]');
    await control.getByText('Customize columns').waitFor();
    const listed = await control.locator('.pn-column-config-name').allTextContents();
    expect(listed).toEqual(COLUMNS);

    await control.getByTestId('column-config-row').filter({ hasText: 'temp_max' }).click();
    const popover = page.getByTestId('column-config-popover');
    await popover.waitFor();
    await popover
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Right' }) })
      .click();
    await expect.poll(() => popover.getByRole('radio', { name: 'Right' }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(LIST_SHOTS_DIR, 'table-column-settings-display.png') });
    await popover.getByRole('tab', { name: 'Number formatting' }).click();
    const format = popover.getByRole('combobox', { name: 'D3 format' });
    await format.click();
    await format.fill(',.2f');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: /^,\.2f$/ })
      .click();
    const select = format.locator(
      'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
    );
    await expect.poll(async () => (await select.textContent()) ?? '').toBe(',.2f');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(LIST_SHOTS_DIR, 'table-column-settings-format.png') });
    await page.keyboard.press('Escape');

    const response = await runChart(page);
    expect(response.status(), await response.text()).toBe(200);
    await waitForChartStatus(page, 'rendered');
    const body = (await response.json()) as {
      result: Array<{ data: Array<Record<string, unknown>> }>;
    };
    const temperatures = (body.result[0]?.data ?? []).map((row) => Number(row.temp_max));
    expect(temperatures.length).toBeGreaterThan(5);

    const table = page.getByTestId('table-chart');
    const column = COLUMNS.indexOf('temp_max');
    const cells = table.locator(`[data-testid="table-row"] [role="cell"]:nth-child(${column + 1})`);
    await expect.poll(() => cells.first().textContent()).toBe(temperatures[0]?.toFixed(2));
    const shown = await cells.allTextContents();
    expect(shown.length).toBeGreaterThan(5);
    shown.forEach((text, index) => expect(text).toBe(temperatures[index]?.toFixed(2)));
    expect(shown.some((text) => /\.\d0$/.test(text))).toBe(true);

    const alignment = await cells.first().evaluate((cell) => {
      const text = cell.querySelector('.pn-table-cell-text') as HTMLElement;
      return {
        justify: getComputedStyle(cell).justifyContent,
        gapRight: cell.getBoundingClientRect().right - text.getBoundingClientRect().right,
        gapLeft: text.getBoundingClientRect().left - cell.getBoundingClientRect().left,
      };
    });
    expect(alignment.justify).toBe('flex-end');
    expect(alignment.gapRight).toBeLessThan(alignment.gapLeft);
    expect(
      await table
        .getByTestId('table-header-temp_max')
        .evaluate((th) => getComputedStyle(th).justifyContent),
    ).toBe('flex-end');
    await page.screenshot({ path: path.join(LIST_SHOTS_DIR, 'table-column-settings.png') });
  });
});
