/**
 * Render time of large results in Chromium (Visualizations issue: a line chart of 100,000 points
 * and a table of 100,000 rows). Starts a real server on the built web app with the example data,
 * saves two charts through the API — a line chart over a 100,000-row virtual dataset and a
 * raw-mode table of 100,000 flights — and opens each in explore (`/explore/?slice_id=…`)
 * `--runs` times (3). For every run it prints, from the page's own clock:
 *
 * - navigation → request: when the page sent the chart data request (app start, explore's own
 *   requests);
 * - navigation → data: when the chart data response finished arriving (resource timing);
 * - navigation → rendered: when the chart holder turned `data-chart-status="rendered"`;
 * - data → rendered: the client's share (parse, transformProps, sampling, drawing), with the
 *   main-thread long tasks in that window;
 * - navigation → content: when the first canvas or table row appeared in the holder;
 * - rendered → frame: until the next frame after it.
 *
 * The first run of each chart runs the query; later runs hit the server's result cache, so
 * their navigation figures are mostly client time. Figures only, never pass/fail.
 *
 * With `--profile`, a CPU profile of each run's data → rendered window (recorded by the page
 * itself) is summarised for the last run of each chart: self time per script and function.
 *
 *   npm run build -w apps/web && npx tsx bench/chart-render.ts [--runs 3] [--profile]
 */
import type { Page, Response } from 'playwright-core';
import { apiSession, q, type ApiSession } from '../apps/web/e2e/support/apiSession';
import { launchBrowser } from '../apps/web/e2e/support/launchBrowser';
import { noTimeFilter } from '../apps/web/e2e/support/noTimeFilter';
import { submitLogin } from '../apps/web/e2e/support/signIn';
import { buildServer } from '../scripts/server-build.mjs';
import { startServer } from '../apps/web/e2e/support/startServer';

const ROWS = 100_000;
const SERVER_START_TIMEOUT_MS = 600_000;
const RENDER_TIMEOUT_MS = 180_000;
const VIEWPORT = { width: 1400, height: 900 };

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? NaN : Number(process.argv[i + 1]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
const RUNS = arg('runs', 3);
const PROFILE = process.argv.includes('--profile');

/**
 * Installed in the page before any of its scripts: notes when the explore chart holder first
 * says `rendered` (and the frame after), and collects long tasks. A string, not a function, so
 * nothing the TypeScript compiler adds to functions reaches the page.
 */
const PAGE_PROBE = `(() => {
  const probe = { contentAt: null, renderedAt: null, frameAt: null, longTasks: [] };
  window.__chartRenderProbe = probe;
  const holder = '[data-testid="explore"] [data-chart-status]';
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (err) { /* long tasks are optional */ }
  const check = () => {
    if (probe.renderedAt !== null) return;
    if (probe.contentAt === null && document.querySelector(
      holder + ' canvas, ' + holder + ' [role="row"]')) {
      probe.contentAt = performance.now();
    }
    if (!document.querySelector('[data-testid="explore"] [data-chart-status="rendered"]')) return;
    probe.renderedAt = performance.now();
    if (window.__chartRenderProfiling) console.profileEnd('chart-render');
    requestAnimationFrame(() => setTimeout(() => { probe.frameAt = performance.now(); }, 0));
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-status'],
  });
})();`;

/**
 * With --profile: a CPU profile from the moment the chart data response arrives (its headers)
 * until the chart is rendered, started and stopped by the page itself (console.profile).
 */
const PROFILE_PROBE = `(() => {
  const original = window.fetch;
  window.fetch = async function (...args) {
    const response = await original.apply(this, args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!window.__chartRenderProfiling && url.includes('/api/v1/chart/data')) {
      window.__chartRenderProfiling = true;
      console.profile('chart-render');
    }
    return response;
  };
})();`;

interface RunFigures {
  /** When the page sent the chart data request: app start and explore's own requests before. */
  requestAt: number;
  dataAt: number;
  /** First canvas or table row inside the chart holder. */
  contentAt: number;
  renderedAt: number;
  frameAt: number;
  longTaskCount: number;
  longTaskMs: number;
  payloadBytes: number;
}

interface ChartCase {
  name: string;
  chartId: number;
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);

async function idOf(api: ApiSession, resource: string, col: string, value: string) {
  const found = await api.get<{ result: Array<{ id: number }> }>(
    `/api/v1/${resource}/?q=${q({ filters: [{ col, opr: 'eq', value }], columns: ['id'] })}`,
  );
  const id = found.result[0]?.id;
  if (id === undefined) throw new Error(`No ${resource} with ${col} = ${value}`);
  return id;
}

async function saveChart(
  api: ApiSession,
  name: string,
  datasetId: number,
  params: Record<string, unknown>,
): Promise<ChartCase> {
  const vizType = params.viz_type as string;
  const created = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ ...params, datasource: `${datasetId}__table` }),
  });
  return { name, chartId: created.id };
}

/** Two heavy cases on the example database: a 100,000-point line chart, a 100,000-row table. */
async function seedCharts(api: ApiSession): Promise<ChartCase[]> {
  const examplesId = await idOf(api, 'database', 'database_name', 'examples');
  const series = await api.post<{ id: number }>('/api/v1/dataset/', {
    database: examplesId,
    schema: 'main',
    table_name: 'bench_series_100k',
    // One point a minute: every timestamp is distinct, so the line has all 100,000 points.
    sql: `SELECT TIMESTAMP '2020-01-01 00:00:00' + to_minutes(range) AS ts, range AS x,
      sin(range / 500.0) * 100 + range / 1000.0 AS y FROM range(${ROWS})`,
  });
  const flightsId = await idOf(api, 'dataset', 'table_name', 'flights');

  const line = await saveChart(api, `Line: ${ROWS} points`, series.id, {
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ts',
    // Minute grain: explore would otherwise apply the default day grain (70 points).
    time_grain_sqla: 'PT1M',
    metrics: [
      {
        expressionType: 'SIMPLE',
        column: { column_name: 'y' },
        aggregate: 'MAX',
        label: 'MAX(y)',
      },
    ],
    groupby: [],
    adhoc_filters: [noTimeFilter('ts')],
    time_range: 'No filter',
    row_limit: ROWS,
    show_legend: true,
  });
  const table = await saveChart(api, `Table: ${ROWS} raw rows`, flightsId, {
    viz_type: 'table',
    query_mode: 'raw',
    all_columns: ['date', 'delay', 'distance', 'origin', 'destination'],
    order_by_cols: [],
    adhoc_filters: [],
    time_range: 'No filter',
    row_limit: ROWS,
    server_pagination: false,
  });
  return [line, table];
}

/** Rows in the chart data response, counted from the response the page received. */
async function rowCount(response: Response): Promise<number> {
  const body = (await response.json()) as { result?: Array<{ rowcount?: number }> };
  return body.result?.reduce((sum, r) => sum + (r.rowcount ?? 0), 0) ?? 0;
}

async function measure(page: Page, chartId: number): Promise<RunFigures> {
  await page.goto(`/explore/?slice_id=${chartId}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const probe = (window as { __chartRenderProbe?: { frameAt: number | null } })
        .__chartRenderProbe;
      const failed = document.querySelector('[data-testid="explore"] [data-chart-status="failed"]');
      if (failed) throw new Error(failed.textContent ?? 'chart failed');
      return probe?.frameAt != null;
    },
    undefined,
    { timeout: RENDER_TIMEOUT_MS, polling: 50 },
  );
  return page.evaluate(() => {
    const probe = (
      window as {
        __chartRenderProbe?: {
          contentAt: number;
          renderedAt: number;
          frameAt: number;
          longTasks: Array<[number, number]>;
        };
      }
    ).__chartRenderProbe;
    if (!probe) throw new Error('page probe missing');
    const data = performance
      .getEntriesByType('resource')
      .filter(
        (entry): entry is PerformanceResourceTiming =>
          entry.name.includes('/api/v1/chart/data') &&
          (entry as PerformanceResourceTiming).responseEnd <= probe.renderedAt,
      )
      .pop();
    if (!data) throw new Error('no chart data response before the chart rendered');
    const during = probe.longTasks.filter(
      ([start]) => start >= data.responseEnd && start <= probe.renderedAt,
    );
    return {
      requestAt: data.startTime,
      dataAt: data.responseEnd,
      contentAt: probe.contentAt,
      renderedAt: probe.renderedAt,
      frameAt: probe.frameAt,
      longTaskCount: during.length,
      longTaskMs: during.reduce((sum, [, duration]) => sum + duration, 0),
      payloadBytes: data.encodedBodySize,
    };
  });
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time (ms) per function and per script of a CPU profile, largest first. */
function selfTimes(profile: CpuProfile): {
  functions: [string, number][];
  files: [string, number][];
} {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const frame = byId.get(id);
    if (!frame) return;
    const spent = (deltas[i] ?? 0) / 1000;
    const file = frame.url.slice(frame.url.lastIndexOf('/') + 1) || '(native)';
    const name = frame.functionName || '(anonymous)';
    const where = frame.url ? ` ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    functions.set(`${name}${where}`, (functions.get(`${name}${where}`) ?? 0) + spent);
    files.set(file, (files.get(file) ?? 0) + spent);
  });
  const largest = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1]);
  return { functions: largest(functions), files: largest(files) };
}

function printProfile(name: string, profile: CpuProfile): void {
  const { functions, files } = selfTimes(profile);
  console.log(`\nCPU self time, data → rendered, last run of ${name}:`);
  for (const [file, spent] of files.slice(0, 6)) console.log(`  ${ms(spent)}  ${file}`);
  console.log('  top functions:');
  for (const [fn, spent] of functions.slice(0, 12)) console.log(`  ${ms(spent)}  ${fn}`);
}

async function main(): Promise<void> {
  console.log(`Starting the server with the example data (first start builds it)...`);
  const started = Date.now();
  // The server as the source is now: a bundle left by an earlier browser-test run may be stale.
  await buildServer();
  const server = await startServer({
    env: { LOAD_EXAMPLES: 'true' },
    timeoutMs: SERVER_START_TIMEOUT_MS,
  });
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const browser = await launchBrowser();
  try {
    const api = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    const charts = await seedCharts(api);

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT });
    await context.addInitScript({ content: PAGE_PROBE });
    if (PROFILE) await context.addInitScript({ content: PROFILE_PROBE });
    const page = await context.newPage();
    let lastProfile: CpuProfile | null = null;
    if (PROFILE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      cdp.on('Profiler.consoleProfileFinished', (event) => {
        lastProfile = event.profile as CpuProfile;
      });
    }
    await page.goto('/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');

    console.log(
      `\nChromium ${browser.version()}, viewport ${VIEWPORT.width}x${VIEWPORT.height}` +
        (PROFILE ? ', CPU profiler on (figures include its overhead)' : ''),
    );
    console.log(
      [
        'chart'.padEnd(24),
        'run',
        'nav→request'.padStart(12),
        'nav→data'.padStart(9),
        'nav→content'.padStart(12),
        'nav→rendered'.padStart(13),
        'data→rendered'.padStart(14),
        'long tasks'.padStart(17),
        'rendered→frame'.padStart(15),
      ].join(' '),
    );
    for (const chart of charts) {
      const rows: number[] = [];
      let payload = 0;
      for (let run = 1; run <= RUNS; run += 1) {
        const counted = page
          .waitForResponse((r) => r.url().includes('/api/v1/chart/data'), {
            timeout: RENDER_TIMEOUT_MS,
          })
          .then(rowCount);
        const figures = await measure(page, chart.chartId);
        rows.push(await counted);
        payload = figures.payloadBytes;
        console.log(
          [
            chart.name.padEnd(24),
            String(run).padStart(3),
            ms(figures.requestAt).padStart(12),
            ms(figures.dataAt),
            ms(figures.contentAt).padStart(12),
            ms(figures.renderedAt).padStart(13),
            ms(figures.renderedAt - figures.dataAt).padStart(14),
            `${figures.longTaskCount} / ${Math.round(figures.longTaskMs)} ms`.padStart(17),
            ms(figures.frameAt - figures.renderedAt).padStart(15),
          ].join(' '),
        );
      }
      console.log(
        `${''.padEnd(24)} rows received: ${[...new Set(rows)].join(', ')}; ` +
          `response ${(payload / 1024 / 1024).toFixed(1)} MB`,
      );
      // The page's console.profileEnd has been reported by the time the frame after it ran.
      if (lastProfile) printProfile(chart.name, lastProfile);
      lastProfile = null;
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
