/**
 * Native filters end to end, on a dashboard of flights charts: a select
 * filter on origin with a dependent filter on destination (the child's options narrow and a
 * stale child value is dropped), a time range filter and a distance range filter; after Apply
 * every in-scope chart's numbers equal DuckDB run directly on the source parquet file with the
 * same filters while the out-of-scope chart is unchanged; a cross filter from the bar chart
 * narrows the others and clears on a second click; a saved filter set re-applies; the last
 * values come back on reload; a permalink opens the same filtered state; 'Clear all' clears
 * native and cross filters together; the applied state travels in `native_filters_key` and a
 * reload reads it back, with no failed request or console error along the way.
 *
 * Runs against apps/web/dist, or against the build in E2E_WEB_DIST_DIR when that is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSession } from './support/apiSession';
import { chartsQueriedBy, filterColumnsQueried } from './support/chartDataRequests';
import { clickCopyPermalink, dashboardChart } from './support/dashboardPage';
import { watchPageProblems } from './support/pageProblems';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import {
  BAR_ORIGINS,
  createFlightsDashboard,
  destinationsFrom,
  flightsTotals,
  TIME_END,
  TIME_START,
  type FlightFilters,
  type FlightsDashboard,
} from './support/nativeFiltersFixture';

const SHOTS = '/tmp';
const TIME: [string, string] = [TIME_START, TIME_END];

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let board: FlightsDashboard;
let outOfScopeQueries = 0;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

/** The number a big number chart shows (formatted ',d'). */
async function shownNumber(chartId: number): Promise<number | null> {
  const chart = dashboardChart(page, chartId);
  if ((await chart.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = await chart.getByTestId('big-number-header').textContent();
  const digits = text?.replace(/[^\d-]/g, '') ?? '';
  return digits === '' ? null : Number(digits);
}

/** Waits until the in-scope charts show the DuckDB answer for `filters` (never empty). */
async function expectFiltered(filters: FlightFilters): Promise<void> {
  const expected = await flightsTotals(filters);
  expect(expected.count).toBeGreaterThan(0);
  await expect.poll(() => shownNumber(board.countChartId)).toBe(expected.count);
  await expect.poll(() => shownNumber(board.distanceChartId)).toBe(expected.distance);
}

/** The filters the apply test sets and saves as "LAX short hops". */
async function expectLaxShortHops(): Promise<void> {
  const laxDestination = (await destinationsFrom('LAX'))[0];
  await expectFiltered({
    time: TIME,
    origin: 'LAX',
    destination: laxDestination,
    distance: [150, 1500],
  });
}

function filterItem(id: string): Locator {
  return page.locator(`[data-filter-id="NATIVE_FILTER-${id}"]`);
}

async function optionCount(id: string): Promise<number | null> {
  const text = (await filterItem(id).textContent()) ?? '';
  const match = /(\d+) option\(s\)/.exec(text);
  return match ? Number(match[1]) : null;
}

async function pick(id: string, value: string): Promise<void> {
  await expect.poll(() => optionCount(id)).not.toBeNull();
  await filterItem(id).locator('.ant-select').first().click();
  await page.keyboard.type(value);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .first()
    .click();
  await expect.poll(() => filterItem(id).getAttribute('data-has-value')).toBe('true');
}

async function typeRange(low: number, high: number): Promise<void> {
  const inputs = filterItem('distance').locator('.ant-input-number input');
  await expect.poll(() => inputs.first().isDisabled()).toBe(false);
  await inputs.nth(0).fill(String(low));
  await inputs.nth(0).press('Tab');
  await inputs.nth(1).fill(String(high));
  await inputs.nth(1).press('Tab');
  await expect.poll(() => filterItem('distance').getAttribute('data-has-value')).toBe('true');
}

async function apply(): Promise<void> {
  await page.getByTestId('filter-bar-apply').click();
}

async function openDashboard(url = `/dashboard/${board.dashboardId}/`): Promise<void> {
  await page.goto(url);
  await page.getByTestId('filter-bar').waitFor();
  for (const id of [board.barChartId, board.countChartId, board.outOfScopeChartId]) {
    await dashboardChart(page, id).locator('[data-chart-status="rendered"]').waitFor();
  }
}

/** Clicks up the middle of the stacked bar until a cross filter appears; returns the point. */
async function clickBarUntilCrossFilter(): Promise<{ x: number; y: number }> {
  const canvas = dashboardChart(page, board.barChartId).locator('canvas').first();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The bar chart has no canvas');
  for (let share = 0.85; share > 0.2; share -= 0.05) {
    const point = { x: box.x + box.width / 2, y: box.y + box.height * share };
    await page.mouse.click(point.x, point.y);
    try {
      await page.getByTestId('cross-filter-item').first().waitFor({ timeout: 1_500 });
      return point;
    } catch {
      // Not on a bar: try higher up.
    }
  }
  throw new Error('No bar could be clicked');
}

beforeAll(async () => {
  const env: Record<string, string> = {
    LOAD_EXAMPLES: 'true',
    FEATURE_FLAGS: JSON.stringify({ DASHBOARD_NATIVE_FILTERS_SET: true }),
  };
  if (process.env.E2E_WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;
  const started = await startListTestServer(env);
  api = started.api;
  board = await createFlightsDashboard(api);
  session = await openListTestBrowser(started.server, api);
  page = session.page;
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Queries of the chart no filter reaches: it must never query again because of a filter.
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (
      request.url().includes('/api/v1/chart/data') &&
      body.includes(`"slice_id":${board.outOfScopeChartId}`)
    ) {
      outOfScopeQueries += 1;
    }
  });
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await session?.stop();
});

describe('native filters on a flights dashboard', () => {
  let outOfScope = 0;

  it('loads with the time filter default applied to the charts in scope only', async () => {
    await openDashboard();
    await expectFiltered({ time: TIME });
    outOfScope = (await flightsTotals({})).count;
    expect(await shownNumber(board.outOfScopeChartId)).toBe(outOfScope);
    expect(outOfScopeQueries).toBe(1);
    await shot('nf-vertical.png');

    await page.getByTestId('filter-bar-collapse').click();
    await page.getByTestId('filter-bar-expand').waitFor();
    await shot('nf-collapsed.png');
    await page.getByTestId('filter-bar-expand').click();
    await page.getByTestId('filter-bar-collapse').waitFor();
  });

  it('narrows the others with a cross filter from the bar chart and clears it on a second click', async () => {
    const point = await clickBarUntilCrossFilter();
    const label = (await page.getByTestId('cross-filter-item').first().textContent()) ?? '';
    const origin = BAR_ORIGINS.find((code) => label.includes(code));
    expect(origin).toBeDefined();
    await expectFiltered({ time: TIME, origin });
    expect(await shownNumber(board.outOfScopeChartId)).toBe(outOfScope);
    await shot('nf-cross-filter.png');

    await page.mouse.click(point.x, point.y);
    await expect.poll(() => page.getByTestId('cross-filter-item').count()).toBe(0);
    await expectFiltered({ time: TIME });
    expect(outOfScopeQueries).toBe(1);
  });

  it('applies dependent select, time and range filters to the charts in scope', async () => {
    const fromAtl = await destinationsFrom('ATL');
    const fromLax = await destinationsFrom('LAX');
    const atlOnly = fromAtl.find((code) => !fromLax.includes(code));
    const laxDestination = fromLax[0];
    if (atlOnly === undefined || laxDestination === undefined) throw new Error('No test data');
    const allDestinations = await optionCount('destination');

    await pick('origin', 'ATL');
    // The child's options narrow to the destinations of the chosen origin.
    await expect.poll(() => optionCount('destination')).toBe(fromAtl.length);
    expect(allDestinations).toBeGreaterThan(fromAtl.length);
    await pick('destination', atlOnly);

    // A new origin that does not fly there drops the child's stale value.
    await filterItem('origin').locator('.ant-select').first().click();
    await page.keyboard.type('LAX');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^LAX$/ })
      .first()
      .click();
    await expect.poll(() => filterItem('destination').getAttribute('data-has-value')).toBe('false');
    await expect.poll(() => optionCount('destination')).toBe(fromLax.length);
    await pick('destination', laxDestination);
    await typeRange(150, 1500);

    // Nothing reaches the charts before Apply.
    const before = await flightsTotals({ time: TIME });
    expect(await shownNumber(board.countChartId)).toBe(before.count);
    await apply();
    await expectLaxShortHops();
    expect(await shownNumber(board.outOfScopeChartId)).toBe(outOfScope);
    expect(outOfScopeQueries).toBe(1);
    await shot('nf-applied.png');

    // The user's last values come back when the dashboard is opened again.
    await openDashboard();
    await expectLaxShortHops();
  });

  it('saves a filter set and applies it again', async () => {
    await page.getByTestId('filter-sets-tab').click();
    await page.getByTestId('filter-set-name-input').fill('LAX short hops');
    await page.getByTestId('filter-set-save').click();
    await page
      .locator('[data-testid="filter-set-item"][data-filter-set-name="LAX short hops"]')
      .waitFor();
    await page.getByRole('tab', { name: 'All filters' }).click();

    await page.getByTestId('filter-bar-clear-all').click();
    await apply();
    await expectFiltered({});

    await page.getByTestId('filter-sets-tab').click();
    await page
      .locator('[data-testid="filter-set-item"][data-filter-set-name="LAX short hops"]')
      .getByTestId('filter-set-apply')
      .click();
    await expectLaxShortHops();
    await page.getByRole('tab', { name: 'All filters' }).click();
  });

  it('opens a permalink in the same filtered state', async () => {
    const permalinkCall = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/permalink'),
    );
    // When the click fails the test reports that, not this wait's later rejection.
    permalinkCall.catch(() => undefined);
    await clickCopyPermalink(page);
    const { url } = (await (await permalinkCall).json()) as { url: string };

    // Another state in this browser's memory, so only the permalink can bring the filters back.
    await page.getByTestId('filter-bar-clear-all').click();
    await apply();
    await expectFiltered({});

    await openDashboard(new URL(url).pathname + new URL(url).search);
    await expectLaxShortHops();
    expect(await shownNumber(board.outOfScopeChartId)).toBe(outOfScope);
  });

  it('saves the configuration from the modal and draws the bar horizontally', async () => {
    await page.getByTestId('filter-bar-settings').click();
    await page.locator('.ant-modal').getByText('Origin').first().waitFor();
    await page.mouse.move(0, 500);
    // The modal zooms in when it opens; the screenshot fast-forwards that animation.
    await shot('nf-config-modal.png');

    // Renaming a filter saves through PUT /api/v1/dashboard/{id}/filters and updates the bar.
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/dashboard/${board.dashboardId}/filters`),
    );
    await page.getByTestId('filters-config-name').fill('Origin airport');
    await page.getByTestId('filters-config-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('filters-config-modal').waitFor({ state: 'hidden' });
    await page.locator('[data-filter-name="Origin airport"]').waitFor();
    const detail = await api.get<{ result: { json_metadata: string } }>(
      `/api/v1/dashboard/${board.dashboardId}`,
    );
    const stored = JSON.parse(detail.result.json_metadata) as {
      native_filter_configuration: Array<{ id: string; name: string }>;
    };
    expect(stored.native_filter_configuration.map((f) => f.name)).toEqual([
      'Origin airport',
      'Destination',
      'Departure time',
      'Distance',
    ]);

    await api.put(`/api/v1/dashboard/${board.dashboardId}`, {
      json_metadata: JSON.stringify({ ...board.metadata, filter_bar_orientation: 'HORIZONTAL' }),
    });
    await openDashboard();
    await expect
      .poll(() => page.getByTestId('filter-bar').getAttribute('data-orientation'))
      .toBe('HORIZONTAL');
    await shot('nf-horizontal.png');
  });

  it("opens a filtered chart in explore with the dashboard's filters marked as inherited", async () => {
    await openDashboard();
    await expectLaxShortHops();
    const count = dashboardChart(page, board.countChartId);
    // Origin, destination, time range and distance reach the chart.
    expect(await count.getByTestId('chart-filters').getAttribute('data-applied-count')).toBe('4');
    await count.getByTestId('chart-menu').click();
    await page.getByRole('menuitem', { name: 'Edit chart' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/explore/p/'));
    await page
      .locator(
        `[aria-label="This filter was inherited from the dashboard's context. It won't be saved when saving the chart."]`,
      )
      .first()
      .waitFor();
  });
});

describe('clearing and keeping the filter state', () => {
  const SHORT_HOPS: [number, number] = [150, 1500];
  const crossFilterItem = () => page.getByTestId('cross-filter-item').first();

  it("clears native filters and cross filters with 'Clear all', and the charts query without them", async () => {
    // Back to the vertical bar the other tests started with.
    await api.put(`/api/v1/dashboard/${board.dashboardId}`, {
      json_metadata: JSON.stringify(board.metadata),
    });
    await openDashboard();
    await page.getByTestId('filter-bar-clear-all').click();
    await apply();
    await expectFiltered({});

    await typeRange(...SHORT_HOPS);
    await apply();
    await expectFiltered({ distance: SHORT_HOPS });
    await clickBarUntilCrossFilter();
    const label = (await crossFilterItem().textContent()) ?? '';
    const origin = BAR_ORIGINS.find((code) => label.includes(code));
    expect(origin).toBeDefined();
    await expectFiltered({ distance: SHORT_HOPS, origin });

    // Clear all marks the cross filter and offers Apply; nothing reaches the charts before it.
    await page.getByTestId('filter-bar-clear-all').click();
    await expect.poll(() => crossFilterItem().getAttribute('data-clearing')).toBe('true');
    await expect.poll(() => page.getByTestId('filter-bar-apply').isEnabled()).toBe(true);
    await shot('nf-clear-all-pending.png');
    const stillFiltered = await flightsTotals({ distance: SHORT_HOPS, origin });
    expect(await shownNumber(board.countChartId)).toBe(stillFiltered.count);

    const requery = page.waitForRequest((r) => chartsQueriedBy(r).includes(board.countChartId));
    await apply();
    const filtered = filterColumnsQueried(await requery, board.countChartId);
    expect(filtered).not.toBeNull();
    expect(filtered).not.toContain('origin');
    expect(filtered).not.toContain('distance');
    await expectFiltered({});
    await expect.poll(() => page.getByTestId('cross-filter-item').count()).toBe(0);
    await expect.poll(() => page.getByTestId('filter-bar-apply').isDisabled()).toBe(true);
  });

  it('keeps the applied filters behind native_filters_key through a reload, with no failed request or console error', async () => {
    const watch = watchPageProblems(page);
    try {
      // An empty `native_filters` opens the defaults, whatever this browser remembers.
      await openDashboard(`/dashboard/${board.dashboardId}/?native_filters=()`);
      await expectFiltered({ time: TIME });
      await pick('origin', 'ATL');
      const stored = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          r.url().includes(`/api/v1/dashboard/${board.dashboardId}/filter_state`),
      );
      await apply();
      expect((await stored).status()).toBe(201);
      await expectFiltered({ time: TIME, origin: 'ATL' });

      // The address carries the key alone, and the server holds the applied value under it.
      const keyInUrl = () => new URL(page.url()).searchParams.get('native_filters_key');
      await expect.poll(keyInUrl).not.toBeNull();
      const key = keyInUrl() ?? '';
      expect(new URL(page.url()).searchParams.has('native_filters')).toBe(false);
      const saved = await api.get<{ value: string }>(
        `/api/v1/dashboard/${board.dashboardId}/filter_state/${key}`,
      );
      const masks = JSON.parse(saved.value) as Record<
        string,
        { filterState?: { value?: unknown } }
      >;
      expect(masks['NATIVE_FILTER-origin']?.filterState?.value).toEqual(['ATL']);

      // This browser's memory now says "defaults", so only the key can bring ATL back.
      await page.evaluate(
        (id) => localStorage.setItem(`panorama.dashboard.nativeFilters.${id}`, '{}'),
        board.dashboardId,
      );
      const read = page.waitForResponse(
        (r) => r.request().method() === 'GET' && r.url().includes(`/filter_state/${key}`),
      );
      await page.reload();
      expect((await read).status()).toBe(200);
      await page.getByTestId('filter-bar').waitFor();
      await expectFiltered({ time: TIME, origin: 'ATL' });
      expect(await filterItem('origin').getAttribute('data-has-value')).toBe('true');
      // The same browser tab keeps its key.
      await expect.poll(keyInUrl).toBe(key);

      expect(watch.problems()).toEqual([]);
    } finally {
      watch.stop();
    }
  });
});
