/**
 * Which dashboard charts query, and when (charts outside the window and in hidden tabs wait until
 * they are shown): a dashboard taller than the window queries only the
 * charts on its first screen; scrolling down queries the rest; a chart in a tab that is not
 * shown waits until the tab is opened; and a dashboard opened at a focused chart far down the
 * page queries what it lands on, not the top of the layout it scrolled away from.
 *
 * Chart-data requests are counted per chart from what they name (the URL's
 * `form_data={"slice_id":N}`, or each chart of a batched request), so the test sees what was
 * sent, not only what was drawn.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { chartsQueriedBy } from './support/chartDataRequests';
import { dashboardChart } from './support/dashboardPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';

/** Rows of one chart each, 50 grid units (400 px) high: about two rows per 900 px window. */
const ROWS = 6;
const ROW_HEIGHT_UNITS = 50;

let session: ListTestSession;
let api: ApiSession;
let dashboardId = 0;
/** The charts of the grid's rows, top to bottom. */
const rowCharts: number[] = [];
let shownTabChart = 0;
let hiddenTabChart = 0;

/** A row holding one chart, under `parents`, added to `layout`; returns the row's id. */
function addChartRow(
  layout: Record<string, unknown>,
  rowId: string,
  chartId: number,
  parents: string[],
): string {
  layout[rowId] = {
    id: rowId,
    type: 'ROW',
    children: [`CHART-${chartId}`],
    parents,
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  layout[`CHART-${chartId}`] = {
    id: `CHART-${chartId}`,
    type: 'CHART',
    children: [],
    parents: [...parents, rowId],
    meta: { chartId, width: 4, height: ROW_HEIGHT_UNITS },
  };
  return rowId;
}

/** The grid's rows, then two tabs, each with one chart. */
function positionJson(): Record<string, unknown> {
  const grid = ['ROOT_ID', 'GRID_ID'];
  const tabs = [...grid, 'TABS-1'];
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    'TABS-1': {
      id: 'TABS-1',
      type: 'TABS',
      children: ['TAB-shown', 'TAB-hidden'],
      parents: grid,
      meta: {},
    },
  };
  const rows = rowCharts.map((chartId, index) =>
    addChartRow(layout, `ROW-${index}`, chartId, grid),
  );
  for (const [tabId, chartId, text] of [
    ['TAB-shown', shownTabChart, 'Shown tab'],
    ['TAB-hidden', hiddenTabChart, 'Hidden tab'],
  ] as const) {
    const rowId = addChartRow(layout, `ROW-${tabId}`, chartId, [...tabs, tabId]);
    layout[tabId] = { id: tabId, type: 'TAB', children: [rowId], parents: tabs, meta: { text } };
  }
  layout.GRID_ID = {
    id: 'GRID_ID',
    type: 'GRID',
    children: [...rows, 'TABS-1'],
    parents: ['ROOT_ID'],
  };
  return layout;
}

interface QueryCounter {
  counts: Map<number, number>;
  /** Chart-data requests sent and not yet answered. */
  pending: () => number;
  stop: () => void;
}

/** Counts the chart-data requests each chart sends from now on. */
function countQueries(page: Page): QueryCounter {
  const counts = new Map<number, number>();
  const open = new Set<Request>();
  const onRequest = (request: Request) => {
    const charts = chartsQueriedBy(request);
    if (charts.length > 0) open.add(request);
    for (const chartId of charts) counts.set(chartId, (counts.get(chartId) ?? 0) + 1);
  };
  const onDone = (request: Request) => open.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    counts,
    pending: () => open.size,
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

const rendered = (page: Page, chartId: number) =>
  expect
    .poll(
      () =>
        dashboardChart(page, chartId)
          .locator('[data-chart-status]')
          .first()
          .getAttribute('data-chart-status'),
      { timeout: 30_000 },
    )
    .toBe('rendered');

/**
 * The charts queried once the page holds still: every chart the page has shown is drawn and no
 * chart-data request is open. A chart queries only once shown, so one not shown by then has not
 * asked and will not until it is.
 */
async function queriedOnceSettled(page: Page, counter: QueryCounter): Promise<number[]> {
  await expect
    .poll(
      async () => {
        const statuses = await page
          .locator('[data-testid="dashboard-chart"][data-shown="true"]')
          .evaluateAll((holders) =>
            holders.map((holder) =>
              holder.querySelector('[data-chart-status]')?.getAttribute('data-chart-status'),
            ),
          );
        return (
          counter.pending() === 0 &&
          statuses.length > 0 &&
          statuses.every((status) => status === 'rendered' || status === 'failed')
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return [...counter.counts.keys()].sort((a, b) => a - b);
}

beforeAll(async () => {
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  const datasetId = await datasetIdOf(api, 'seattle_weather');
  const created: number[] = [];
  for (let index = 0; index < ROWS + 2; index += 1) {
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: `Rainy days ${index + 1}`,
      viz_type: 'big_number_total',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        metric: 'rainy_days',
        viz_type: 'big_number_total',
        datasource: `${datasetId}__table`,
      }),
    });
    created.push(chart.id);
  }
  rowCharts.push(...created.slice(0, ROWS));
  shownTabChart = created[ROWS] ?? 0;
  hiddenTabChart = created[ROWS + 1] ?? 0;
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Tall dashboard',
    position_json: JSON.stringify(positionJson()),
  });
  dashboardId = dashboard.id;
  for (const chartId of created)
    await api.put(`/api/v1/chart/${chartId}`, { dashboards: [dashboardId] });
  session = await openListTestBrowser(started.server, api);
}, 240_000);

afterAll(async () => {
  await session?.stop();
});

describe('dashboard chart queries', () => {
  it('queries the first screen, then what scrolling and opening a tab show', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    const counter = countQueries(page);
    const { counts, stop } = counter;
    await page.goto(`/dashboard/${dashboardId}/`);
    await rendered(page, rowCharts[0]!);

    // The first screen: the top rows only, each queried once.
    const first = await queriedOnceSettled(page, counter);
    expect(first).toContain(rowCharts[0]);
    for (const below of [...rowCharts.slice(3), shownTabChart, hiddenTabChart]) {
      expect(first).not.toContain(below);
    }
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    // Scrolled to the bottom: every row and the shown tab's chart, not the hidden tab's.
    await dashboardChart(page, shownTabChart).scrollIntoViewIfNeeded();
    await rendered(page, shownTabChart);
    for (const chartId of rowCharts.slice(3)) {
      await dashboardChart(page, chartId).scrollIntoViewIfNeeded();
      await rendered(page, chartId);
    }
    const scrolled = await queriedOnceSettled(page, counter);
    expect(scrolled).toEqual([...rowCharts, shownTabChart].sort((a, b) => a - b));

    // Opening the other tab queries its chart, once.
    await page.getByRole('tab', { name: 'Hidden tab' }).click();
    await rendered(page, hiddenTabChart);
    expect(counts.get(hiddenTabChart)).toBe(1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    stop();
  });

  it('opened at a focused chart far down, leaves the top of the layout unqueried', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    const last = rowCharts[ROWS - 1]!;
    const counter = countQueries(page);
    const { stop } = counter;
    await page.goto(`/dashboard/${dashboardId}/?focused_chart=${last}`);
    await rendered(page, last);
    const queried = await queriedOnceSettled(page, counter);
    expect(queried).toContain(last);
    expect(queried).not.toContain(rowCharts[0]);
    expect(queried).not.toContain(rowCharts[1]);
    expect(queried).not.toContain(hiddenTabChart);
    stop();
  });
});
