/**
 * The Home page in a real browser: the dashboard and chart the user opened under Recents >
 * Viewed, what they edited under Edited, a starred chart under Favorites; the quick start panel
 * only while the instance has no dashboards or charts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'w3');

let session: ListTestSession;
let page: Page;
let api: ApiSession;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), fullPage: true, animations: 'disabled' });

const itemTitles = (testId: string) =>
  page.getByTestId(testId).locator('.pn-home-item-title').allTextContents();

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  session = await openListTestBrowser(started.server, api);
  page = session.page;
});

afterAll(async () => {
  await session?.stop();
});

describe('home page', () => {
  it('offers a quick start while there are no dashboards or charts', async () => {
    const dashboards = await api.get<{ count: number }>(
      `/api/v1/dashboard/?q=${q({ page_size: 1 })}`,
    );
    const charts = await api.get<{ count: number }>(`/api/v1/chart/?q=${q({ page_size: 1 })}`);
    // Only meaningful on an instance whose examples bring no dashboards or charts.
    if (dashboards.count + charts.count > 0) return;
    await page.goto('/');
    const panel = page.getByTestId('home-quick-start');
    await panel.waitFor();
    const links = await panel
      .locator('a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(['/database/list/', '/dataset/list/', '/sqllab/']);
    await shot('home-quick-start.png');
  });

  it('shows a viewed dashboard, edited items and a starred chart', async () => {
    const datasetId = await datasetIdOf(api, 'flights');
    const board = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Flight operations',
    });
    await api.post('/api/v1/dashboard/', { dashboard_title: 'Never opened' });
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Delays by origin',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    await api.post(`/api/v1/chart/${chart.id}/favorites/`, {});

    // Opening the pages is what records the views: no request of their own for it.
    const logCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/log/')) logCalls.push(request.url());
    });
    await page.goto(`/dashboard/${board.id}/`);
    await page.getByTestId('dashboard-title').getByText('Flight operations').waitFor();
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await expect
      .poll(() => page.getByTestId('explore-chart-name').inputValue())
      .toBe('Delays by origin');
    expect(logCalls).toEqual([]);

    await page.goto('/');
    await page.getByTestId('recents-viewed').waitFor();
    // Only what was viewed, newest first: the other dashboard was never opened.
    await expect
      .poll(() => itemTitles('recents-viewed'))
      .toEqual(['Delays by origin', 'Flight operations']);
    const viewed = page.getByTestId('recents-viewed');
    expect(await viewed.getByRole('link', { name: 'Flight operations' }).getAttribute('href')).toBe(
      `/dashboard/${board.id}/`,
    );
    expect(await viewed.getByRole('link', { name: 'Delays by origin' }).getAttribute('href')).toBe(
      `/explore/?slice_id=${chart.id}`,
    );
    expect(await page.getByTestId('home-quick-start').count()).toBe(0);

    const favorites = page.getByTestId('home-favorites');
    await favorites.getByRole('tab', { name: 'Charts' }).click();
    await page.getByTestId('favorites-chart').waitFor();
    await expect.poll(() => itemTitles('favorites-chart')).toEqual(['Delays by origin']);
    await shot('home-viewed-favorites.png');

    await page.getByTestId('home-recents').getByRole('tab', { name: 'Edited' }).click();
    await page.getByTestId('recents-edited').waitFor();
    // Newest first within each type, dashboards before charts (charts may arrive second).
    await expect
      .poll(() => itemTitles('recents-edited'))
      .toEqual(['Never opened', 'Flight operations', 'Delays by origin']);
    await shot('home-edited.png');
  });
});
