/**
 * Dashboard load on the example flights table (3,000,000 rows): a dashboard of 24 charts (big
 * numbers, monthly lines, top-10 bars, pies and tables, each a different query) opened in
 * Chromium. Prints the time from navigation start to the first chart rendered and to all 24
 * rendered, cold (fresh server, empty result cache) and warm (the same page opened again), plus
 * how many chart-data requests the page sent for how many charts (a dashboard sends the charts it
 * shows at once as one batched request). Targets: all rendered within 2 s cold, 500 ms warm.
 * The viewport is tall enough to show every chart, since charts below the fold wait until shown.
 *
 *   npx tsx bench/dashboard-load.ts [--runs 3] [--dist <web build directory>]
 *
 * `--dist` measures another build of the web app (say, of an earlier commit) against the same
 * server; by default the server's own apps/web/dist.
 */
import type { Page, Request } from 'playwright-core';
import { apiSession, q } from '../apps/web/e2e/support/apiSession';
import { chartsQueriedBy } from '../apps/web/e2e/support/chartDataRequests';
import { launchBrowser } from '../apps/web/e2e/support/launchBrowser';
import { noTimeFilter } from '../apps/web/e2e/support/noTimeFilter';
import { submitLogin } from '../apps/web/e2e/support/signIn';
import { buildServer } from '../scripts/server-build.mjs';
import { startServer } from '../apps/web/e2e/support/startServer';
import { FLIGHTS_METRICS } from './support/flightsFixtures';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const DIST = process.argv.includes('--dist')
  ? process.argv[process.argv.indexOf('--dist') + 1]
  : undefined;
const CHART_COUNT = 24;

/** 24 different chart queries: four kinds of chart over six metrics. */
function chartParams(index: number): { vizType: string; params: Record<string, unknown> } {
  const metric = FLIGHTS_METRICS[index % FLIGHTS_METRICS.length] ?? 'count';
  const base = { adhoc_filters: [noTimeFilter('date')], time_range: 'No filter' };
  switch (Math.floor(index / FLIGHTS_METRICS.length)) {
    case 0:
      return { vizType: 'big_number_total', params: { ...base, metric } };
    case 1:
      return {
        vizType: 'echarts_timeseries_line',
        params: { ...base, x_axis: 'date', time_grain_sqla: 'P1M', metrics: [metric], groupby: [] },
      };
    case 2:
      return {
        vizType: 'echarts_timeseries_bar',
        params: {
          ...base,
          x_axis: 'origin',
          metrics: [metric],
          groupby: [],
          row_limit: 10,
          timeseries_limit_metric: metric,
          order_desc: true,
        },
      };
    default:
      return {
        vizType: 'table',
        params: {
          ...base,
          query_mode: 'aggregate',
          groupby: ['destination'],
          metrics: [metric],
          row_limit: 10,
        },
      };
  }
}

function positionJson(chartIds: number[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] as string[], parents: ['ROOT_ID'] },
  };
  const grid = layout.GRID_ID as { children: string[] };
  for (let row = 0; row * 3 < chartIds.length; row += 1) {
    const rowId = `ROW-${row}`;
    const children = chartIds.slice(row * 3, row * 3 + 3).map((chartId) => `CHART-${chartId}`);
    grid.children.push(rowId);
    layout[rowId] = {
      id: rowId,
      type: 'ROW',
      children,
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const chartKey of children) {
      layout[chartKey] = {
        id: chartKey,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: Number(chartKey.slice(6)), width: 4, height: 40 },
      };
    }
  }
  return layout;
}

/**
 * Installed before any page script runs: records, from navigation start, when the first chart
 * and when the `count`-th chart reached "rendered". Waiting for `page.goto` first would measure
 * the load event instead whenever the charts are faster than it.
 */
const RENDER_CLOCK_SCRIPT = `(() => {
  const clock = { first: 0, all: 0, rendered: 0 };
  window.__pnRenderClock = clock;
  const check = () => {
    const rendered = document.querySelectorAll('[data-chart-status="rendered"]').length;
    if (rendered > 0 && !clock.first) clock.first = performance.now();
    if (rendered > clock.rendered) clock.rendered = rendered;
    if (rendered >= ${CHART_COUNT} && !clock.all) clock.all = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-chart-status'],
  });
})()`;

/** Opens `url` and waits until all charts have rendered; the times come from the page's clock. */
async function timeDashboard(page: Page, url: string) {
  let chartRequests = 0;
  let chartsQueried = 0;
  const onRequest = (request: Request) => {
    const charts = chartsQueriedBy(request).length;
    if (charts > 0) chartRequests += 1;
    chartsQueried += charts;
  };
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'commit' });
  const deadline = Date.now() + 60_000;
  let times = { first: 0, all: 0 };
  while (!times.all) {
    if (Date.now() > deadline) throw new Error('Charts did not all render within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Passed as source text: tsx's transform would otherwise inject helpers the page lacks.
    times = (await page
      .evaluate('window.__pnRenderClock ?? { first: 0, all: 0 }')
      .catch(() => ({ first: 0, all: 0 }))) as { first: number; all: number };
  }
  page.off('request', onRequest);
  return { ...times, chartRequests, chartsQueried };
}

const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(8);
const requestsNote = (run: { chartRequests: number; chartsQueried: number }) =>
  `chart-data requests ${run.chartRequests} (${run.chartsQueried} charts queried)`;

async function main() {
  console.log('Starting a server with the example data (first start builds the examples)...');
  // The server as the source is now: a bundle left by an earlier browser-test run may be stale.
  await buildServer();
  const server = await startServer({
    env: { LOAD_EXAMPLES: 'true', ...(DIST ? { WEB_DIST_DIR: DIST } : {}) },
    timeoutMs: 600_000,
  });
  try {
    const api = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    const found = await api.get<{ result: Array<{ id: number }> }>(
      `/api/v1/dataset/?q=${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'flights' }] })}`,
    );
    const datasetId = found.result[0]?.id ?? 0;
    const chartIds: number[] = [];
    for (let i = 0; i < CHART_COUNT; i += 1) {
      const { vizType, params } = chartParams(i);
      const created = await api.post<{ id: number }>('/api/v1/chart/', {
        slice_name: `Flights ${i + 1}`,
        viz_type: vizType,
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${datasetId}__table` }),
      });
      chartIds.push(created.id);
    }
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Flights: 24 charts',
      position_json: JSON.stringify(positionJson(chartIds)),
    });
    // Link the charts to the dashboard, as saving a dashboard does.
    for (const chartId of chartIds)
      await api.put(`/api/v1/chart/${chartId}`, { dashboards: [dashboard.id] });

    const browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1600, height: 4200 },
    });
    const page = await context.newPage();
    await page.goto('/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    // Load the dashboard page's code once so "cold" measures data, not the first JS download.
    await page.goto('/dashboard/list/');

    const url = `/dashboard/${dashboard.id}/`;
    await page.addInitScript(RENDER_CLOCK_SCRIPT);
    console.log(`\n${CHART_COUNT} charts on flights (3,000,000 rows), ${RUNS} warm runs`);
    const cold = await timeDashboard(page, url);
    console.log(
      `cold: first chart ${fmt(cold.first)}, all charts ${fmt(cold.all)}, ${requestsNote(cold)}`,
    );
    const warm: Array<{ first: number; all: number }> = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/dashboard/list/');
      const result = await timeDashboard(page, url);
      warm.push(result);
      console.log(
        `warm: first chart ${fmt(result.first)}, all charts ${fmt(result.all)}, ${requestsNote(result)}`,
      );
    }
    const sorted = warm.map((w) => w.all).sort((a, b) => a - b);
    console.log(`warm median, all charts: ${fmt(sorted[Math.floor(sorted.length / 2)] ?? 0)}`);
    await browser.close();
  } finally {
    await server.stop();
  }
}

await main();
