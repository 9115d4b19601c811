/**
 * The dashboard page's code arriving late or not at all (routes/preloadablePage.ts): while its
 * chunk is on its way the shell shows the page spinner under the navigation, and the dashboard
 * renders as soon as the chunk arrives; when the chunk cannot be downloaded the error screen
 * shows, and opening the dashboard again later (without reloading the app) loads it.
 */
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';

const PAGE_CHUNK = '**/assets/DashboardPage-*.js';
const TITLE = 'Chunk arrival dashboard';

let session: ListTestSession;
let dashboardId = 0;

beforeAll(async () => {
  const { server, api } = await startListTestServer();
  const created = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: TITLE,
  });
  dashboardId = created.id;
  session = await openListTestBrowser(server, api);
}, 180_000);

afterAll(async () => {
  await session?.stop();
});

describe('the dashboard page chunk', () => {
  it('shows the page spinner until the chunk arrives, then the dashboard', async () => {
    const { context, page } = session;
    const held: Route[] = [];
    await context.route(PAGE_CHUNK, (route) => {
      held.push(route);
    });
    try {
      await page.goto(`/dashboard/${dashboardId}/`);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.locator('.pn-content .pn-page-loading').waitFor();
      await page.getByRole('link', { name: 'Dashboards' }).waitFor();
      for (const route of held.splice(0)) await route.continue();
      await page.getByTestId('dashboard-title').getByText(TITLE).waitFor();
      await expect(page.locator('.pn-content .pn-page-loading').count()).resolves.toBe(0);
    } finally {
      await context.unroute(PAGE_CHUNK);
      for (const route of held) await route.continue();
    }
  });

  it('shows the error screen when the chunk fails, and loads the page when opened again', async () => {
    const { browser, server } = session;
    // A fresh context: the chunk must not be in this page's module map already.
    const [context, page] = await session.signIn('admin', server.adminPassword);
    try {
      let failing = true;
      let failures = 0;
      await context.route(PAGE_CHUNK, (route) => {
        if (!failing) return route.continue();
        failures += 1;
        return route.abort('failed');
      });
      await page.goto(`/dashboard/${dashboardId}/`);
      await page.getByText('Unexpected error').waitFor();
      expect(failures).toBeGreaterThan(0);
      failing = false;

      await page.getByRole('link', { name: 'Dashboards' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/list/');
      await page.getByRole('link', { name: TITLE }).click();
      await page.getByTestId('dashboard-title').getByText(TITLE).waitFor();
    } finally {
      await context.close();
    }
    expect(browser.isConnected()).toBe(true);
  });
});
