/**
 * A guest using an embedded dashboard's native filter, with the real `@superset-ui/embedded-sdk`:
 * the filter changed inside the frame narrows the numbers (checked against DuckDB on the flights
 * parquet file), the applied state is kept on the server under the frame's `native_filters_key`
 * (readable with the guest's token), no request of the guest fails, and nothing a guest cannot
 * use (the favourite star, edit, share, download, embed) is shown.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, datasetIdOf, type ApiSession } from './support/apiSession';
import { startEmbeddingHost, type EmbeddingHost } from './support/embeddingHost';
import { launchBrowser } from './support/launchBrowser';
import { flightsTotals, nativeFilter } from './support/nativeFiltersFixture';
import { watchPageProblems } from './support/pageProblems';
import { freePort, startServer, type RunningServer } from './support/startServer';

/** A cold server on a busy machine takes long to draw the frame's first charts. */
const FIRST_RENDER = { timeout: 60_000 };

let server: RunningServer;
let api: ApiSession;
let browser: Browser;
let host: EmbeddingHost;
let dashboardId = 0;
let countChartId = 0;
let distanceChartId = 0;

async function createBoard(): Promise<string> {
  const datasetId = await datasetIdOf(api, 'flights');
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Embedded flights with a filter',
  });
  dashboardId = dashboard.id;
  const ids: number[] = [];
  for (const [name, metric] of [
    ['Flights', 'count'],
    ['Total distance', 'total_distance'],
  ] as const) {
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'big_number_total',
      datasource_id: datasetId,
      datasource_type: 'table',
      dashboards: [dashboard.id],
      params: JSON.stringify({
        viz_type: 'big_number_total',
        datasource: `${datasetId}__table`,
        metric,
        time_range: 'No filter',
        y_axis_format: ',d',
      }),
    });
    ids.push(chart.id);
  }
  [countChartId = 0, distanceChartId = 0] = ids;
  const origin = nativeFilter('NATIVE_FILTER-origin', 'Origin', 'filter_select', {
    targets: [{ datasetId, column: { name: 'origin' } }],
    chartsInScope: ids,
    controlValues: { multiSelect: false, enableEmptyFilter: false, searchAllOptions: false },
  });
  await api.put(`/api/v1/dashboard/${dashboardId}`, {
    json_metadata: JSON.stringify({ native_filter_configuration: [origin] }),
  });
  const port = await freePort();
  const { result } = await api.put<{ result: { uuid: string } }>(
    `/api/v1/dashboard/${dashboardId}/embedded`,
    { allowed_domains: [`http://127.0.0.1:${port}`] },
  );
  host = await startEmbeddingHost(api, server.baseUrl, result.uuid, port);
  return result.uuid;
}

function embeddedFrame(page: Page): Frame | null {
  return page.frames().find((frame) => frame.url().includes('/embedded/')) ?? null;
}

async function shownNumber(page: Page, chartId: number): Promise<number | null> {
  const frame = embeddedFrame(page);
  if (!frame) return null;
  const chart = frame.locator(`[data-test-chart-id="${chartId}"]`).first();
  if ((await chart.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = await chart.getByTestId('big-number-header').textContent();
  const digits = text?.replace(/[^\d-]/g, '') ?? '';
  return digits === '' ? null : Number(digits);
}

describe('native filters of a dashboard embedded for a guest', () => {
  beforeAll(async () => {
    server = await startServer({
      env: {
        LOAD_EXAMPLES: 'true',
        FEATURE_FLAGS: JSON.stringify({ EMBEDDED_SUPERSET: true }),
      },
    });
    api = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    await createBoard();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
  });

  it(
    'keeps a filter changed inside the frame under its native_filters_key',
    { timeout: 150_000 },
    async () => {
      host.rls = [];
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      const page = await context.newPage();
      const problems = watchPageProblems(page);
      await page.goto(`${host.origin}/`);
      const all = await flightsTotals({});
      await expect.poll(() => shownNumber(page, countChartId), FIRST_RENDER).toBe(all.count);
      const frame = embeddedFrame(page);
      if (!frame) throw new Error('no embedded frame');

      const filter = frame.locator('[data-filter-id="NATIVE_FILTER-origin"]');
      await expect
        .poll(async () => /\d+ option\(s\)/.test((await filter.textContent()) ?? ''), FIRST_RENDER)
        .toBe(true);
      await filter.locator('.ant-select').first().click();
      await page.keyboard.type('SFO');
      await frame
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: /^SFO$/ })
        .first()
        .click();
      await expect.poll(() => filter.getAttribute('data-has-value')).toBe('true');
      await frame.getByTestId('filter-bar-apply').click();

      const sfo = await flightsTotals({ origin: 'SFO' });
      await expect.poll(() => shownNumber(page, countChartId), FIRST_RENDER).toBe(sfo.count);
      await expect.poll(() => shownNumber(page, distanceChartId)).toBe(sfo.distance);

      // The frame's address names the state the server stored for the guest.
      const frameKey = () =>
        new URL(embeddedFrame(page)?.url() ?? 'about:blank').searchParams.get('native_filters_key');
      await expect.poll(frameKey).not.toBeNull();
      const stored = await fetch(
        `${server.baseUrl}/api/v1/dashboard/${dashboardId}/filter_state/${frameKey() ?? ''}`,
        { headers: { 'X-GuestToken': host.tokens[host.tokens.length - 1] ?? '' } },
      );
      expect(stored.status).toBe(200);
      const masks = JSON.parse(((await stored.json()) as { value: string }).value) as Record<
        string,
        { filterState?: { value?: unknown } }
      >;
      expect(masks['NATIVE_FILTER-origin']?.filterState?.value).toEqual(['SFO']);

      // Nothing a guest cannot use.
      expect(await frame.getByTestId('favorite-star').count()).toBe(0);
      expect(await frame.getByTestId('dashboard-edit').count()).toBe(0);
      await frame.getByTestId('dashboard-actions').click();
      await frame.getByRole('menuitem', { name: 'Refresh dashboard' }).waitFor();
      for (const name of ['Edit properties', 'Save as', 'Share', 'Download', 'Embed dashboard']) {
        expect(await frame.getByRole('menuitem', { name }).count(), name).toBe(0);
      }
      await page.screenshot({ path: '/tmp/embedded-dashboard-filter.png', animations: 'disabled' });
      problems.stop();
      expect(problems.problems()).toEqual([]);
      await context.close();
    },
  );
});
