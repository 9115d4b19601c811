/**
 * Async chart queries in the browser (GLOBAL_ASYNC_QUERIES on): the chart data request is
 * answered 202, the job's event arrives over the websocket, the result is fetched from
 * result_url and the chart renders the right numbers; and again with websockets refused, where
 * the page falls back to polling after the websocket retries.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { dashboardChart } from './support/dashboardPage';
import { chartHolder } from './support/explorePage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { oneRowLayout } from './support/dashboardLayout';

let session: ListTestSession;
let api: ApiSession;
let penguins = 0;

/** Penguins counted by `column`, from a synchronous CSV answer of the same chart data API. */
async function expectedCounts(column: string): Promise<Map<string, number>> {
  const response = await api.fetch('/api/v1/chart/data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
    body: JSON.stringify({
      datasource: { id: penguins, type: 'table' },
      queries: [{ columns: [column], metrics: ['count'], row_limit: 100 }],
      result_format: 'csv',
      result_type: 'full',
    }),
  });
  expect(response.status).toBe(200);
  const [, ...lines] = (await response.text()).trim().split(/\r?\n/);
  return new Map(
    lines.map((line) => {
      const [value, count] = line.split(',');
      return [value ?? '', Number(count)];
    }),
  );
}

/** A table of penguin counts by `column`; `rowLimit` keeps otherwise equal charts distinct. */
async function createTable(name: string, column: string, rowLimit = 100): Promise<number> {
  const params = {
    viz_type: 'table',
    datasource: `${penguins}__table`,
    query_mode: 'aggregate',
    groupby: [column],
    metrics: ['count'],
    row_limit: rowLimit,
  };
  const created = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: name,
    viz_type: 'table',
    datasource_id: penguins,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return created.id;
}

/** Records the chart data calls of a page: statuses of the POSTs and of result_url reads. */
function recordChartData(page: Page): { posts: number[]; results: number[] } {
  const seen = { posts: [] as number[], results: [] as number[] };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/v1/chart/data' && response.request().method() === 'POST')
      seen.posts.push(response.status());
    if (/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/.test(url.pathname))
      seen.results.push(response.status());
  });
  return seen;
}

async function expectRenderedCounts(
  page: Page,
  expected: Map<string, number>,
  holder = chartHolder(page),
): Promise<void> {
  await expect
    .poll(() => holder.getAttribute('data-chart-status'), { timeout: 45_000 })
    .toMatch(/^(rendered|failed)$/);
  expect(await holder.getAttribute('data-chart-status')).toBe('rendered');
  const text = (await holder.textContent()) ?? '';
  for (const [value, count] of expected) {
    expect(text).toContain(value);
    expect(text).toContain(String(count));
  }
}

beforeAll(async () => {
  const started = await startListTestServer({
    LOAD_EXAMPLES: 'true',
    FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }),
  });
  api = started.api;
  penguins = await datasetIdOf(api, 'penguins');
  session = await openListTestBrowser(started.server, api);
}, 240_000);

afterAll(async () => {
  await session?.stop();
});

describe('async chart queries', () => {
  it('renders a chart answered 202 once its websocket event arrives', async () => {
    const chartId = await createTable('Penguins by species', 'species');
    const expected = await expectedCounts('species');
    expect(expected.size).toBeGreaterThan(1);
    const { page } = session;
    const calls = recordChartData(page);
    await page.goto(`/explore/?slice_id=${chartId}`);
    await expectRenderedCounts(page, expected);
    expect(calls.posts).toContain(202);
    expect(calls.results).toEqual([200]);
  });

  it('renders every chart of a dashboard through the async path', async () => {
    const bySex = await createTable('Penguins by sex', 'sex', 90);
    const bySpecies = await createTable('Penguins by species (dashboard)', 'species', 80);
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Penguins, async',
    });
    const chartCell = (id: string, chartId: number) => ({
      type: 'CHART' as const,
      id,
      meta: { chartId, width: 6, height: 50 },
    });
    await api.put(`/api/v1/dashboard/${dashboard.id}`, {
      position_json: oneRowLayout([chartCell('CHART-1', bySex), chartCell('CHART-2', bySpecies)]),
    });
    const { page } = session;
    const calls = recordChartData(page);
    await page.goto(`/dashboard/${dashboard.id}/`);
    const sexCounts = await expectedCounts('sex');
    sexCounts.delete(''); // unknown sex renders as a null marker, not as ''
    const speciesCounts = await expectedCounts('species');
    const holderOf = (chartId: number) =>
      dashboardChart(page, chartId).locator('[data-chart-status]').first();
    await expectRenderedCounts(page, sexCounts, holderOf(bySex));
    await expectRenderedCounts(page, speciesCounts, holderOf(bySpecies));
    expect(calls.posts.filter((status) => status === 202)).toHaveLength(2);
    expect(calls.results).toEqual([200, 200]);
  });

  it('falls back to polling when websockets are refused', async () => {
    const chartId = await createTable('Penguins by island', 'island');
    const expected = await expectedCounts('island');
    const context: BrowserContext = session.context;
    const page = await context.newPage();
    // Every websocket of this page fails before opening, as behind a proxy that refuses them.
    await page.addInitScript(() => {
      class RefusedWebSocket extends EventTarget {
        readyState = 0;
        constructor() {
          super();
          setTimeout(() => {
            this.readyState = 3;
            this.dispatchEvent(new Event('error'));
            this.dispatchEvent(new Event('close'));
          }, 10);
        }
        close(): void {
          this.readyState = 3;
        }
      }
      Object.defineProperty(window, 'WebSocket', { value: RefusedWebSocket });
    });
    try {
      const calls = recordChartData(page);
      const polls: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/v1/async_event/') polls.push(Date.now());
      });
      const started = Date.now();
      await page.goto(`/explore/?slice_id=${chartId}`);
      await expectRenderedCounts(page, expected);
      expect(calls.posts).toContain(202);
      expect(calls.results).toEqual([200]);
      // Polling starts only after the websocket's six 2.5 s retries.
      expect(polls.length).toBeGreaterThan(0);
      expect((polls[0] ?? 0) - started).toBeGreaterThanOrEqual(6 * 2500);
    } finally {
      await page.close();
    }
  }, 90_000);
});
