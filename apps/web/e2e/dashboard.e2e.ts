/**
 * Dashboards end to end (Dashboards issue "Done when"): build a dashboard from scratch in edit
 * mode — tabs, a row of two charts, a markdown with a heading, a header — resize a chart, undo
 * and redo, hit the 'not enough space' refusal, save, reload and see it unchanged; conflicting
 * saves from two browser contexts trigger the overwrite prompt; publish; star; auto-refresh
 * re-queries; uiConfig=1 hides the title; a permalink restores the active tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { dashboardChart, dragBy, dragOnto } from './support/dashboardPage';
import { toast } from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'dashboard');

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let dashboardId = 0;
const charts: number[] = [];

const shot = (target: Page, name: string) =>
  target.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

interface LayoutItem {
  type: string;
  children: string[];
  meta: Record<string, unknown>;
}

async function storedLayout(): Promise<Record<string, LayoutItem>> {
  const detail = await api.get<{ result: { position_json: string | null } }>(
    `/api/v1/dashboard/${dashboardId}`,
  );
  return JSON.parse(detail.result.position_json ?? '{}') as Record<string, LayoutItem>;
}

const byType = (layout: Record<string, LayoutItem>, type: string) =>
  Object.values(layout).filter((item) => item?.type === type);

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  const found = await api.get<{ result: Array<{ id: number }> }>(
    `/api/v1/dataset/?q=${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'seattle_weather' }] })}`,
  );
  const datasetId = found.result[0]?.id ?? 0;
  const specs = [
    ['Days by weather', 'pie', { groupby: ['weather'], metric: 'count' }],
    [
      'Monthly max temperature',
      'echarts_timeseries_line',
      { x_axis: 'date', time_grain_sqla: 'P1M', metrics: ['avg_temp_max'], groupby: [] },
    ],
    ['Rainy days', 'big_number_total', { metric: 'rainy_days' }],
  ] as const;
  for (const [name, vizType, params] of specs) {
    const created = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: name,
      viz_type: vizType,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${datasetId}__table` }),
    });
    charts.push(created.id);
  }
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Seattle weather',
  });
  dashboardId = dashboard.id;
  session = await openListTestBrowser(started.server, api);
  page = session.page;
  await page.setViewportSize({ width: 1440, height: 1000 });
}, 240_000);

afterAll(async () => {
  await session?.stop();
});

describe('dashboard', () => {
  it('builds a dashboard from scratch in edit mode, resizes, undoes and redoes, saves', async () => {
    await page.goto(`/dashboard/${dashboardId}/?edit=true`);
    const palette = page.getByTestId('dashboard-builder-sidepane');
    await palette.waitFor();
    await shot(page, '01-empty-edit.png');

    // Tabs first: dropped on the empty grid.
    await dragOnto(
      page,
      page.getByTestId('new-component-TABS'),
      page.getByTestId('dashboard-grid'),
    );
    await shot(page, '02-tabs.png');
  });
});
