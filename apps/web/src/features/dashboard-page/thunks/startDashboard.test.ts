/**
 * startDashboard in the app's real store: the charts of the first screen start their queries
 * when the dashboard loads (synchronously once their chart type is loaded, so before React gets
 * to render the page), the charts further down wait for their holders, and a filter state
 * stored on the server holds the queries until it has arrived.
 */
import { buildDashboardLayout } from '@panorama/core/layout/load-save';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../store/store';
import { loadChartPlugin } from '../../../visualizations/loadChartPlugin';
import { loadControlDefaults } from '../model/controlDefaultsLoader';
import type { DashboardChart } from '../api/dashboardApiTypes';
import { parseDashboardUrlParams } from '../model/urlParams';
import { loadedPayload, testChart } from '../state/testDashboard';
import { startDashboard } from './startDashboard';

const ROWS = 6;

/** Six rows of three 400 px big numbers: row n starts at n × 416 px. */
function rowsOfCharts(): { charts: DashboardChart[]; positionJson: string } {
  const charts: DashboardChart[] = [];
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
  };
  for (let row = 0; row < ROWS; row += 1) {
    const ids = [1, 2, 3].map((n) => 100 + row * 3 + n);
    (layout.GRID_ID as { children: string[] }).children.push(`ROW-${row}`);
    layout[`ROW-${row}`] = {
      id: `ROW-${row}`,
      type: 'ROW',
      children: ids.map((id) => `CHART-${id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: {},
    };
    for (const id of ids) {
      layout[`CHART-${id}`] = {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', `ROW-${row}`],
        meta: { chartId: id, width: 4, height: 50 },
      };
      charts.push(testChart(id));
    }
  }
  return { charts, positionJson: JSON.stringify(layout) };
}

function payload(search = '') {
  const { charts, positionJson } = rowsOfCharts();
  return loadedPayload({
    charts,
    layout: buildDashboardLayout({ positionJson, charts: [], dashboardTitle: 'Rows' }),
    urlParams: parseDashboardUrlParams(search),
    editMode: false,
  });
}

/** The slice ids of the chart data requests sent so far: single ones and batched ones. */
function queriedCharts(fetchMock: ReturnType<typeof vi.fn>): number[] {
  return fetchMock.mock.calls.flatMap((call) => {
    const url = String(call[0] instanceof Request ? call[0].url : call[0]);
    if (url.includes('/api/v1/chart/data/batch')) {
      const body = JSON.parse(String((call[1] as RequestInit).body)) as {
        requests: Array<{ slice_id: number }>;
      };
      return body.requests.map((request) => request.slice_id);
    }
    if (!url.includes('/api/v1/chart/data')) return [];
    const formData = new URL(url, 'http://panorama.test').searchParams.get('form_data') ?? '{}';
    return [(JSON.parse(formData) as { slice_id: number }).slice_id];
  });
}

const FIRST_THREE_ROWS = [101, 102, 103, 104, 105, 106, 107, 108, 109];

describe('startDashboard', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let storedFilterState: (value: string) => void;

  beforeEach(() => {
    fetchMock = vi.fn((input: RequestInfo, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/filter_state/')) {
        return new Promise<Response>((resolve) => {
          storedFilterState = (value) => resolve(Response.json({ value }));
        });
      }
      // The chart data API's answer for a big number, one line per chart when batched.
      const result = [{ data: [{ count: 1 }], colnames: [] }];
      if (url.includes('/api/v1/chart/data/batch')) {
        const { requests } = JSON.parse(String(init?.body)) as { requests: unknown[] };
        const lines = requests.map((_, index) => JSON.stringify({ index, status: 200, result }));
        return Promise.resolve(new Response(`${lines.join('\n')}\n`));
      }
      return Promise.resolve(Response.json({ result }));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { location: { href: 'http://panorama.test/', origin: '' } });
    // RTK Query builds a Request from the API's relative path, which Node cannot resolve alone.
    const NodeRequest = Request;
    vi.stubGlobal(
      'Request',
      class extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          const relative = typeof input === 'string' && input.startsWith('/');
          super(relative ? `http://panorama.test${input}` : input, init);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the first screen’s queries before it returns once the chart type is loaded', async () => {
    await Promise.all([loadChartPlugin('big_number_total'), loadControlDefaults()]);
    const store = createStore();
    // A 900 px window: rows starting above 900 + 200 px are on the first screen.
    store.dispatch(startDashboard(payload(), { signedIn: false, screenHeightPx: 900 }));
    expect(queriedCharts(fetchMock)).toEqual(FIRST_THREE_ROWS);
    const statuses = Object.values(store.getState().charts).map((c) => [c.id, c.chartStatus]);
    expect(statuses.filter(([, status]) => status === 'loading').map(([id]) => id)).toEqual(
      FIRST_THREE_ROWS,
    );
    // The rest are left for their holders to query once they come on screen.
    expect(statuses.filter(([, status]) => status === 'empty')).toHaveLength(9);
    await vi.waitFor(() => expect(store.getState().charts[101]?.chartStatus).toBe('success'));
  });

  it('waits for a filter state stored on the server before querying', async () => {
    const store = createStore();
    store.dispatch(
      startDashboard(payload('?native_filters_key=abc'), { signedIn: false, screenHeightPx: 400 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queriedCharts(fetchMock)).toEqual([]);
    expect(store.getState().charts[101]?.chartStatus).toBe('empty');

    storedFilterState(JSON.stringify({}));
    // A 400 px window reaches the rows starting above 600 px: the first two.
    await vi.waitFor(() => expect(queriedCharts(fetchMock)).toEqual(FIRST_THREE_ROWS.slice(0, 6)));
  });

  it('leaves the queries to the charts themselves when the page opens at an anchor', async () => {
    await loadChartPlugin('big_number_total');
    const store = createStore();
    store.dispatch(
      startDashboard(
        { ...payload(), anchor: 'CHART-116' },
        { signedIn: false, screenHeightPx: 900 },
      ),
    );
    expect(queriedCharts(fetchMock)).toEqual([]);
    expect(store.getState().charts[101]?.chartStatus).toBe('empty');
  });
});
