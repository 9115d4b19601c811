/**
 * Panorama on a phone (390 × 844): home, the lists, an example dashboard and explore fit the
 * screen's width (the document is never wider than the viewport); the header folds its menu
 * behind a button; a dashboard stacks its charts one per row at full width, under every tab, and
 * keeps its filters behind a button that opens them over the page. Screenshots land in
 * /tmp/panorama-shots/phone-*.png for a human look.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiSession } from './support/apiSession';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const PHONE = { width: 390, height: 844 };

let page: Page;
let api: ApiSession;

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // One saved query, so its list draws rows rather than its empty message.
    await admin.post('/api/v1/saved_query/', {
      db_id: await idOf('database', 'database_name', 'examples'),
      schema: 'main',
      label: 'Longest flights from the busiest hubs',
      description: 'The ten longest routes out of the five busiest airports',
      sql: 'SELECT origin, destination, distance FROM flights ORDER BY distance DESC LIMIT 10',
    });
  },
  {
    env: { LOAD_EXAMPLES: 'true', LOAD_EXAMPLE_DASHBOARDS: 'true' },
    viewport: PHONE,
    timeoutMs: 300_000,
    opened: (opened) => (page = opened.page),
  },
);

/** A screenshot of the whole page from its top, or of the screen alone (an open drawer). */
async function shot(name: string, fullPage = true): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `phone-${name}.png`),
    fullPage,
    animations: 'disabled',
    timeout: 0,
  });
}

/** The document's width: wider than the viewport means the page scrolls sideways. */
const documentWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

async function expectFitsWidth(): Promise<void> {
  expect(await documentWidth()).toBeLessThanOrEqual(PHONE.width);
}

/** Waits for a list page's call to `/api/v1/{resource}/`, its count, and its first row. */
async function openList(url: string, resource: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/v1/${resource}/` &&
      response.request().method() === 'GET',
  );
  await page.goto(url);
  await answered;
  const count = page.getByTestId('list-count');
  await count.waitFor();
  if (Number(await count.textContent()) > 0) await page.locator('.ant-table-row').first().waitFor();
}

/**
 * The table cells (headers and rows) whose text does not fit them: a column squeezed
 * to nothing draws its text over the next one, or breaks it a letter per line.
 */
const cramped = () =>
  page.locator('.ant-table-thead th, tr.ant-table-row > td').evaluateAll((cells) =>
    cells
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.clientWidth < 24)
      .map((cell) => cell.textContent?.trim() ?? '')
      .filter((text) => text !== ''),
  );

async function idOf(resource: string, field: string, value: string): Promise<number> {
  const { result } = await api.get<{ result: Array<Record<string, unknown>> }>(
    `/api/v1/${resource}/?q=(page_size:100)`,
  );
  const found = result.find((row) => row[field] === value);
  if (!found) throw new Error(`No ${resource} with ${field} ${value}`);
  return found.id as number;
}

/** The boxes of the chart holders on screen, top to bottom. */
async function visibleChartBoxes(): Promise<Array<{ x: number; y: number; width: number }>> {
  const holders: Locator = page.locator('[data-testid="dashboard-chart"]:visible');
  await holders.first().waitFor();
  const boxes = [];
  for (const holder of await holders.all()) {
    const box = await holder.boundingBox();
    if (box) boxes.push({ x: box.x, y: box.y, width: box.width });
  }
  return boxes.sort((a, b) => a.y - b.y);
}

/** Scrolls the first `count` charts on screen into view and waits for each to be drawn. */
async function firstChartsRendered(count: number): Promise<void> {
  const holders = page.locator('[data-testid="dashboard-chart"]:visible');
  await holders.first().waitFor();
  for (const holder of (await holders.all()).slice(0, count)) {
    await holder.scrollIntoViewIfNeeded();
    await expect
      .poll(() => holder.locator('[data-chart-status]').first().getAttribute('data-chart-status'), {
        timeout: 60_000,
      })
      .toBe('rendered');
  }
}

/** Every holder starts at the same left edge, is nearly the screen's width, and sits below the last. */
async function expectStackedFullWidth(): Promise<void> {
  const boxes = await visibleChartBoxes();
  expect(boxes.length).toBeGreaterThan(1);
  const contentWidth = await page
    .getByTestId('dashboard')
    .locator('.pn-dashboard-content')
    .evaluate((element) => element.getBoundingClientRect().width);
  for (const [index, box] of boxes.entries()) {
    expect(Math.round(box.x)).toBe(Math.round(boxes[0]!.x));
    expect(box.width).toBeGreaterThanOrEqual(contentWidth - 2);
    expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
    if (index > 0) expect(box.y).toBeGreaterThan(boxes[index - 1]!.y);
  }
}

describe('Panorama on a phone', () => {
  it('home fits the screen and the header menu opens from its button', async () => {
    await page.goto('/');
    await page.getByTestId('examples-dashboards').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await shot('home');
    await expectFitsWidth();

    await page.getByTestId('nav-menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.getByRole('link', { name: 'Dashboards', exact: true }).waitFor();
    await shot('nav-drawer', false);
    await drawer.getByRole('link', { name: 'Dashboards', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/list/');
    await drawer.waitFor({ state: 'hidden' });
  });

  it.each([
    ['dashboards', '/dashboard/list/', 'dashboard'],
    ['charts', '/chart/list/', 'chart'],
    ['datasets', '/dataset/list/', 'dataset'],
    ['databases', '/database/list/', 'database'],
    ['saved-queries', '/savedquery/list/', 'saved_query'],
  ])('the %s list fits the screen', async (name, url, resource) => {
    await openList(url, resource);
    await shot(`list-${name}`);
    await expectFitsWidth();
    expect(await cramped()).toEqual([]);
  });

  it('an example dashboard stacks its charts under every tab, filters behind a button', async () => {
    const id = await idOf('dashboard', 'slug', 'flights-operations');
    await page.goto(`/dashboard/${id}/`);
    await page.getByTestId('dashboard-title').waitFor();
    await firstChartsRendered(3);
    await shot('dashboard');
    await shot('dashboard-top', false);
    await expectStackedFullWidth();
    await expectFitsWidth();

    // The filter bar takes no room beside the grid; its button opens it over the page.
    expect(await page.locator('.pn-dashboard-body [data-testid="filter-bar"]').count()).toBe(0);
    await page.getByTestId('filter-bar-drawer-button').click();
    const drawer = page.getByTestId('filter-bar-drawer');
    await drawer.getByTestId('filter-bar').waitFor();
    await drawer.getByTestId('filter-bar-apply').waitFor();
    // The range filter draws its slider once its bounds are fetched: the last filter to settle.
    await drawer.locator('.ant-slider').waitFor();
    await shot('dashboard-filters', false);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Routes', exact: true }).click();
    await page.getByRole('tab', { name: 'Routes', exact: true, selected: true }).waitFor();
    await firstChartsRendered(2);
    await shot('dashboard-tab');
    await expectStackedFullWidth();
    await expectFitsWidth();
  });

  it('explore of an example chart fits the screen', async () => {
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/chart/data',
    );
    const chartId = await idOf('chart', 'slice_name', 'Flights per day by hub');
    await page.goto(`/explore/?slice_id=${chartId}`);
    await answered;
    await page.getByTestId('explore').waitFor();
    await expect
      .poll(
        () =>
          page
            .locator('[data-testid="explore"] [data-chart-status]')
            .first()
            .getAttribute('data-chart-status'),
        {
          timeout: 45_000,
        },
      )
      .toBe('rendered');
    await shot('explore');
    await shot('explore-top', false);
    await expectFitsWidth();
  });
});
