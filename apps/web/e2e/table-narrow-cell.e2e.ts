/**
 * A table chart in a narrow dashboard cell: its first column does not fill the cell, every
 * header can be scrolled into view, and the table's scroll box scrolls sideways to reach them.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import { oneRowLayout } from './support/dashboardLayout';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { LIST_SHOTS_DIR } from './support/listShots';

const COLUMNS = ['date', 'weather', 'precipitation', 'temp_max', 'temp_min', 'wind'];

let session: ListTestSession;
let dashboardId = 0;

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
