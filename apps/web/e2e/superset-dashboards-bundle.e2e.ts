/**
 * A team arriving from Superset: a dashboard bundle in Superset's format holding one chart of
 * every chart type, current and retired, built on the example data, is imported through the API.
 * Each of its dashboards opens and every chart on it reaches `rendered`. A sample of the numbers
 * shown is checked against DuckDB run directly on the vega-datasets files the examples come from.
 * Screenshots of each dashboard land in /tmp/panorama-shots/superset-dashboards/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { BUILT_IN_VIZ_TYPES } from '@panorama/core/visualizations/built-in-viz-types';
import { LEGACY_VIZ_TYPES } from '@panorama/core/visualizations/legacy/migrate-legacy-viz';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiSession } from './support/apiSession';
import { CHART_TYPE_FIXTURES } from './support/chartTypeFixtures';
import { createVirtualFixtureDatasets } from './support/fixtureDatasets';
import { LEGACY_CHART_FIXTURES } from './support/legacyChartFixtures';
import { useListTestSession } from './support/listTestSession';
import { REPO_ROOT, SCREENSHOT_DIR } from './support/paths';
import {
  bundleChart,
  chartFile,
  dashboardFile,
  exampleDatasetFiles,
  importBundle,
  metadataFile,
  zipBundle,
  type BundleChart,
} from './support/supersetBundle';

const SHOTS = path.join(SCREENSHOT_DIR, 'superset-dashboards');
const PENGUINS_JSON = path.join(REPO_ROOT, 'node_modules/vega-datasets/data/penguins.json');
const CHARTS_PER_DASHBOARD = 9;

let page: Page;
let api: ApiSession;

/**
 * Chart types the bundle leaves out. Filter boxes: Superset's importer (and this one) turns them
 * into native filters, so they are not charts once imported. Multi-layer maps: their layers
 * (`deck_slices`) are chart ids of the exporting instance, which Superset's importer keeps as
 * they are, so an imported one names charts of the other instance.
 */
const LEFT_OUT: ReadonlySet<string> = new Set(['filter_box', 'deck_multi']);

/** Every chart of the bundle. */
const CHARTS: BundleChart[] = [
  ...CHART_TYPE_FIXTURES.filter((fixture) => !LEFT_OUT.has(fixture.vizType)).map((fixture) =>
    bundleChart(fixture.name, fixture.vizType, fixture.dataset, fixture.params),
  ),
  ...LEGACY_CHART_FIXTURES.map((fixture) =>
    bundleChart(`Legacy ${fixture.vizType}`, fixture.vizType, fixture.dataset, fixture.params),
  ),
];

const DASHBOARDS = Array.from(
  { length: Math.ceil(CHARTS.length / CHARTS_PER_DASHBOARD) },
  (_, index) => ({
    title: `Superset examples ${index + 1}`,
    charts: CHARTS.slice(index * CHARTS_PER_DASHBOARD, (index + 1) * CHARTS_PER_DASHBOARD),
  }),
);

async function supersetBundle(): Promise<Buffer> {
  // Charts on SQL of their own bring it as virtual datasets, exported with the bundle.
  await createVirtualFixtureDatasets(api, CHART_TYPE_FIXTURES);
  const datasets = [...new Set(CHARTS.map((chart) => chart.dataset))];
  const { root, files, datasetUuids } = await exampleDatasetFiles(api, datasets);
  return zipBundle([
    metadataFile(root, 'Dashboard'),
    ...files,
    ...CHARTS.map((chart) => chartFile(root, chart, datasetUuids.get(chart.dataset) ?? '')),
    ...DASHBOARDS.map((dashboard) => dashboardFile(root, dashboard.title, dashboard.charts)),
  ]);
}

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
    await importBundle(api, 'dashboard', await supersetBundle());
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    // Tall enough that every chart of a dashboard is in view, so every one is queried.
    viewport: { width: 1500, height: 1700 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

async function dashboardIdOf(title: string): Promise<number> {
  const { result } = await api.get<{ result: Array<{ id: number; dashboard_title: string }> }>(
    '/api/v1/dashboard/?q=(page_size:100)',
  );
  const found = result.find((dashboard) => dashboard.dashboard_title === title);
  if (!found) throw new Error(`The import did not create the dashboard ${title}`);
  return found.id;
}

function chartHolder(title: string): Locator {
  return page
    .locator('.pn-chart-holder')
    .filter({ has: page.getByTestId('chart-title').getByText(title, { exact: true }) });
}

/** Each chart's status once it settles (rendered or failed), with the alert of a failure. */
async function settledStatuses(
  titles: readonly string[],
): Promise<Array<{ title: string; status: string | null; alert: string }>> {
  return Promise.all(
    titles.map(async (title) => {
      const holder = chartHolder(title).locator('[data-chart-status]').first();
      // A dashboard of many charts on a busy machine can take longer than a locator's default
      // wait to lay out its last holders.
      await holder.waitFor({ state: 'attached', timeout: 60_000 });
      await expect
        .poll(() => holder.getAttribute('data-chart-status'), { timeout: 60_000 })
        .toMatch(/^(rendered|failed)$/);
      const status = await holder.getAttribute('data-chart-status');
      const alert =
        status === 'failed'
          ? ((await chartHolder(title).getByTestId('chart-alert').first().textContent()) ?? '')
          : '';
      return { title, status, alert };
    }),
  );
}

describe('a Superset dashboard bundle with every chart type', () => {
  it('holds a chart of every chart type drawn here and of every retired type upgraded', () => {
    const inBundle = new Set(CHARTS.map((chart) => chart.vizType));
    const missing = [...BUILT_IN_VIZ_TYPES, ...LEGACY_VIZ_TYPES].filter(
      (vizType) => !LEFT_OUT.has(vizType) && !inBundle.has(vizType),
    );
    expect(missing).toEqual([]);
  });

  it.each(DASHBOARDS.map((dashboard) => [dashboard.title, dashboard] as const))(
    '%s: every chart renders',
    async (title, dashboard) => {
      await page.goto(`/dashboard/${await dashboardIdOf(title)}/`);
      const titles = dashboard.charts.map((chart) => chart.sliceName);
      const statuses = await settledStatuses(titles);
      // Nine WebGL maps drawn in software on a loaded machine can take well over the default
      // 30 s to capture; the picture is for review, so it may take as long as the test allows.
      await page.screenshot({
        path: path.join(SHOTS, `${title.replace(/\W+/g, '_')}.png`),
        animations: 'disabled',
        fullPage: true,
        timeout: 0,
      });
      expect(statuses).toEqual(
        titles.map((name) => ({ title: name, status: 'rendered', alert: '' })),
      );
    },
    300_000,
  );

  it('shows the penguin counts DuckDB computes from the source file', async () => {
    const tableChart = CHART_TYPE_FIXTURES.find((fixture) => fixture.vizType === 'table');
    const dashboard = DASHBOARDS.find((candidate) =>
      candidate.charts.some((chart) => chart.sliceName === tableChart?.name),
    );
    if (!tableChart || !dashboard) throw new Error('The bundle has no table chart');
    await page.goto(`/dashboard/${await dashboardIdOf(dashboard.title)}/`);
    await settledStatuses([tableChart.name]);

    const expected = await penguinCounts();
    const rows = chartHolder(tableChart.name).getByTestId('table-row');
    await expect.poll(() => rows.count()).toBe(expected.length);
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
    );
    // species, island, count: the first three cells of each row.
    const counts = shown.map(([species, island, count]) => `${species}/${island}/${count}`);
    expect(counts.sort()).toEqual(
      expected.map(({ species, island, count }) => `${species}/${island}/${count}`).sort(),
    );
  }, 120_000);
});

async function penguinCounts(): Promise<Array<{ species: string; island: string; count: number }>> {
  const instance = await DuckDBInstance.create(':memory:');
  try {
    const connection = await instance.connect();
    try {
      const result = await connection.runAndReadAll(
        `SELECT "Species", "Island", count(*) FROM read_json_auto('${PENGUINS_JSON}')
         GROUP BY 1, 2`,
      );
      return result.getRows().map(([species, island, count]) => ({
        species: String(species),
        island: String(island),
        count: Number(count),
      }));
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}
