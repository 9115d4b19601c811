/**
 * A dashboard embedded in another site with the real `@superset-ui/embedded-sdk`: the host page
 * (another loopback origin) calls `embedDashboard`, the frame shows every chart of the dashboard
 * with numbers equal to DuckDB run on the flights parquet file, the guest token's row-level
 * clause narrows them, tokens are refreshed through `fetchGuestToken` before they expire (the
 * server hands out tokens living 6 s), and a site outside the allowed domains is refused.
 */
import { decodeJwt } from 'jose';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, datasetIdOf, type ApiSession } from './support/apiSession';
import { startEmbeddingHost, type EmbeddingHost } from './support/embeddingHost';
import { launchBrowser } from './support/launchBrowser';
import { flightsTotals } from './support/nativeFiltersFixture';
import { freePort, startServer, type RunningServer } from './support/startServer';

const TOKEN_SECONDS = 6;

let server: RunningServer;
let api: ApiSession;
let browser: Browser;
let host: EmbeddingHost;
let uuid = '';
let dashboardId = 0;
const charts: Record<'count' | 'distance', number> = { count: 0, distance: 0 };

async function createBoard(): Promise<void> {
  const datasetId = await datasetIdOf(api, 'flights');
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Embedded flights',
  });
  for (const [key, name, metric] of [
    ['count', 'Flights', 'count'],
    ['distance', 'Total distance', 'total_distance'],
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
    charts[key] = chart.id;
  }
  dashboardId = dashboard.id;
}

async function allowDomains(domains: string[]): Promise<void> {
  const { result } = await api.put<{ result: { uuid: string } }>(
    `/api/v1/dashboard/${dashboardId}/embedded`,
    { allowed_domains: domains },
  );
  uuid = result.uuid;
}

function embeddedFrame(page: Page): Frame | null {
  return page.frames().find((frame) => frame.url().includes('/embedded/')) ?? null;
}

/** The number a chart of the frame shows once rendered, or null before that. */
async function shownNumber(page: Page, chartId: number): Promise<number | null> {
  const frame = embeddedFrame(page);
  if (!frame) return null;
  const chart = frame.locator(`[data-test-chart-id="${chartId}"]`).first();
  if ((await chart.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = await chart.getByTestId('big-number-header').textContent();
  const digits = text?.replace(/[^\d-]/g, '') ?? '';
  return digits === '' ? null : Number(digits);
}

async function openHost(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${host.origin}/`);
  return page;
}

describe('dashboard embedded with the Superset embedded SDK', () => {
  beforeAll(async () => {
    server = await startServer({
      env: {
        LOAD_EXAMPLES: 'true',
        FEATURE_FLAGS: JSON.stringify({ EMBEDDED_SUPERSET: true }),
        GUEST_TOKEN_JWT_EXP_SECONDS: String(TOKEN_SECONDS),
      },
    });
    api = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    await createBoard();
    const port = await freePort();
    await allowDomains([`http://127.0.0.1:${port}`]);
    host = await startEmbeddingHost(api, server.baseUrl, uuid, port);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await server?.stop();
  });

  it('renders every chart of the dashboard inside the host page', async () => {
    host.rls = [];
    const page = await openHost();
    const all = await flightsTotals({});
    await expect.poll(() => shownNumber(page, charts.count)).toBe(all.count);
    await expect.poll(() => shownNumber(page, charts.distance)).toBe(all.distance);
    const frame = embeddedFrame(page);
    // Dashboard only: none of the app's navigation inside the frame.
    expect(await frame?.locator('nav, .pn-navbar').count()).toBe(0);
    await page.screenshot({ path: '/tmp/embedded-dashboard.png', animations: 'disabled' });
    await page.context().close();
  });

  it("narrows the numbers by the guest token's row-level clause", async () => {
    host.rls = [{ clause: "origin = 'LAX'" }];
    const page = await openHost();
    const lax = await flightsTotals({ origin: 'LAX' });
    expect(lax.count).toBeGreaterThan(0);
    expect(lax.count).toBeLessThan((await flightsTotals({})).count);
    await expect.poll(() => shownNumber(page, charts.count)).toBe(lax.count);
    await expect.poll(() => shownNumber(page, charts.distance)).toBe(lax.distance);
    await page.screenshot({ path: '/tmp/embedded-dashboard-rls.png', animations: 'disabled' });
    await page.context().close();
    host.rls = [];
  });

  it('refreshes the guest token through fetchGuestToken before it expires', async () => {
    host.rls = [{ clause: "origin = 'ORD'" }];
    const page = await openHost();
    const ord = await flightsTotals({ origin: 'ORD' });
    await expect.poll(() => shownNumber(page, charts.count)).toBe(ord.count);
    const first = host.tokens.length;
    const firstToken = host.tokens[first - 1] ?? '';
    const expiresMs = (decodeJwt(firstToken).exp ?? 0) * 1000;
    // The SDK asks its host for a new token before the first one expires.
    await expect
      .poll(() => host.tokens.length, { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(first + 1);
    await expect.poll(() => Date.now() > expiresMs, { timeout: 30_000 }).toBe(true);
    const expired = await fetch(`${server.baseUrl}/api/v1/dashboard/${dashboardId}`, {
      headers: { 'X-GuestToken': firstToken },
    });
    expect(expired.status).toBe(401);

    // The frame goes on querying with the refreshed token: refresh the dashboard's charts.
    const frame = embeddedFrame(page);
    if (!frame) throw new Error('no embedded frame');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/chart/data')) answers.push(response.status());
    });
    await frame.getByTestId('dashboard-actions').click();
    await frame.getByRole('menuitem', { name: 'Refresh dashboard' }).click();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    await expect.poll(() => shownNumber(page, charts.count)).toBe(ord.count);
    const size = await page.evaluate(async () => {
      const embedded = await (
        window as unknown as {
          embedded: Promise<{ getScrollSize(): Promise<{ width: number; height: number }> }>;
        }
      ).embedded;
      return embedded.getScrollSize();
    });
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    await page.context().close();
    host.rls = [];
  });

  it('refuses a host page outside the allowed domains', async () => {
    await allowDomains(['https://only-this-site.example']);
    const page = await openHost();
    await expect
      .poll(async () => (await embeddedFrame(page)?.locator('body').textContent()) ?? '')
      .toContain('This site is not allowed to embed the dashboard');
    await page.screenshot({ path: '/tmp/embedded-dashboard-refused.png', animations: 'disabled' });
    await page.context().close();
  });
});
