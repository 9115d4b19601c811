/**
 * The chart list in a real browser, on charts seeded over the example datasets: paging, sort,
 * search, the type / dataset / dashboard / favourite filters, links, delete, bulk delete, bulk
 * export, card view with thumbnails (THUMBNAILS on), edit and "+ Chart". Expected rows come from
 * the seeded list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import { noTimeFilter } from './support/noTimeFilter';
import type { ApiSession } from './support/apiSession';
import {
  bulkDeleteRows,
  chooseFilter,
  confirmDeletion,
  expectDeleted,
  expectTwoPages,
  exportRowsAsZip,
  listCallAfter,
  listCount,
  NEWEST_FIRST_QUERY,
  rowByTitle,
  rowTitles,
  searchList,
  sortByColumn,
  toast,
  waitForListIdle,
} from './support/listPage';
import { clickMainMenuItem } from './support/menus';
import { screenshot, useListTestSession } from './support/listTestSession';

let page: Page;
let api: ApiSession;

interface SeededChart {
  id: number;
  name: string;
  vizType: string;
  dataset: string;
  onBoard: boolean;
}

/** Saved settings per dataset, so each chart draws something in its thumbnail. */
const PARAMS_BY_DATASET: Record<string, Record<string, unknown>> = {
  flights: {
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['count'],
    adhoc_filters: [noTimeFilter('date')],
    time_range: 'No filter',
    row_limit: 10000,
  },
  cars: { query_mode: 'aggregate', groupby: ['origin'], metrics: ['count'], row_limit: 100 },
  weather: {
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['avg_wind'],
    groupby: ['location'],
    adhoc_filters: [noTimeFilter('date')],
    time_range: 'No filter',
    row_limit: 10000,
  },
};

const seeded: SeededChart[] = [];
let boardId = 0;
const datasetIds = new Map<string, number>();

function byName(name: string): SeededChart {
  const found = seeded.find((c) => c.name === name);
  if (!found) throw new Error(`Not seeded: ${name}`);
  return found;
}

const alive = () => seeded.filter((c) => c.id > 0);
const sortedNames = (charts: SeededChart[]) =>
  charts.map((c) => c.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

const shot = (name: string) => screenshot(page, name);

async function openList(query = ''): Promise<void> {
  await listCallAfter(page, 'chart', () => page.goto(`/chart/list/${query}`));
}

useListTestSession(
  async (admin) => {
    api = admin;

    for (const table of ['flights', 'cars', 'weather']) {
      const id = await datasetIdOf(api, table);
      datasetIds.set(table, id);
    }
    const board = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Ops board',
    });
    boardId = board.id;

    const plan: Array<Omit<SeededChart, 'id'>> = [];
    for (let i = 1; i <= 10; i += 1) {
      const n = String(i).padStart(2, '0');
      plan.push({
        name: `Delay trend ${n}`,
        vizType: 'echarts_timeseries_line',
        dataset: 'flights',
        onBoard: i <= 3,
      });
    }
    for (let i = 1; i <= 10; i += 1) {
      const n = String(i).padStart(2, '0');
      plan.push({ name: `Car table ${n}`, vizType: 'table', dataset: 'cars', onBoard: false });
    }
    for (let i = 1; i <= 7; i += 1) {
      const n = String(i).padStart(2, '0');
      plan.push({
        name: `Weather bars ${n}`,
        vizType: 'echarts_timeseries_bar',
        dataset: 'weather',
        onBoard: false,
      });
    }
    for (const chart of plan) {
      const created = await api.post<{ id: number }>('/api/v1/chart/', {
        slice_name: chart.name,
        viz_type: chart.vizType,
        datasource_id: datasetIds.get(chart.dataset),
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: chart.vizType, ...PARAMS_BY_DATASET[chart.dataset] }),
        dashboards: chart.onBoard ? [boardId] : [],
      });
      seeded.push({ ...chart, id: created.id });
    }
  },
  {
    env: { LOAD_EXAMPLES: 'true', FEATURE_FLAGS: JSON.stringify({ THUMBNAILS: true }) },
    opened: (opened) => (page = opened.page),
  },
);

describe('chart list', () => {
  it('opens from the menu, newest first, 25 per page', async () => {
    const query = await listCallAfter(page, 'chart', () => clickMainMenuItem(page, 'Charts'));
    expect(query).toEqual(NEWEST_FIRST_QUERY);
    expect(await listCount(page)).toBe(27);
    expect(await rowTitles(page)).toEqual(
      [...seeded]
        .reverse()
        .slice(0, 25)
        .map((c) => c.name),
    );
    await shot('chart-list.png');
  });

  it('links names to the chart editor, datasets and dashboards', async () => {
    const chart = byName('Delay trend 03');
    await openList('?pageIndex=1');
    expect(await rowTitles(page)).toEqual(['Delay trend 02', 'Delay trend 01']);
    await openList();
    const row = rowByTitle(page, chart.name);
    expect(await row.getByTestId('row-title').getAttribute('href')).toBe(
      `/explore/?slice_id=${chart.id}`,
    );
    expect(await row.getByRole('link', { name: 'main.flights' }).getAttribute('href')).toBe(
      `/explore/?datasource_type=table&datasource_id=${datasetIds.get('flights')}`,
    );
    expect(await row.getByRole('link', { name: 'Ops board' }).getAttribute('href')).toBe(
      `/dashboard/${boardId}/`,
    );
    expect(await row.getByText('Line Chart', { exact: true }).count()).toBe(1);
  });

  it('pages and sorts by name on the server', async () => {
    await openList();
    let query = await sortByColumn(page, 'chart', 'Name');
    expect(query).toMatchObject({ order_column: 'slice_name', order_direction: 'asc', page: 0 });
    query = await expectTwoPages(page, 'chart', sortedNames(seeded));
    expect(query).toMatchObject({ order_column: 'slice_name', page: 1 });
  });

  it('searches names, types and datasets', async () => {
    await openList();
    const query = await searchList(page, 'chart', 'weather');
    expect(query.filters).toEqual([{ col: 'slice_name', opr: 'chart_all_text', value: 'weather' }]);
    // Weather bars are the only charts on the weather dataset and the only names with "weather".
    expect((await rowTitles(page)).sort()).toEqual(
      seeded.filter((c) => c.dataset === 'weather').map((c) => c.name),
    );
  });

  it('filters by type, dataset and dashboard', async () => {
    await openList();
    let query = await listCallAfter(page, 'chart', () => chooseFilter(page, 'Type', 'Table'));
    expect(query.filters).toEqual([{ col: 'viz_type', opr: 'eq', value: 'table' }]);
    expect((await rowTitles(page)).sort()).toEqual(
      seeded.filter((c) => c.vizType === 'table').map((c) => c.name),
    );

    await openList();
    query = await listCallAfter(page, 'chart', () => chooseFilter(page, 'Dataset', 'flights'));
    expect(query.filters).toEqual([
      { col: 'datasource_id', opr: 'eq', value: datasetIds.get('flights') },
    ]);
    expect(await listCount(page)).toBe(10);

    query = await listCallAfter(page, 'chart', () => chooseFilter(page, 'Dashboard', 'Ops board'));
    expect(query.filters).toContainEqual({ col: 'dashboards', opr: 'rel_m_m', value: boardId });
    expect((await rowTitles(page)).sort()).toEqual(
      seeded.filter((c) => c.onBoard).map((c) => c.name),
    );
    await shot('chart-list-filtered.png');
  });

  it('stars a chart and finds it with the favourite filter', async () => {
    await openList();
    const chart = byName('Car table 05');
    const star = rowByTitle(page, chart.name).getByTestId('favorite-star');
    await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          r.url().endsWith(`/api/v1/chart/${chart.id}/favorites/`),
      ),
      star.click(),
    ]);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    const query = await listCallAfter(page, 'chart', () => chooseFilter(page, 'Favorite', 'Yes'));
    expect(query.filters).toEqual([{ col: 'id', opr: 'chart_is_favorite', value: true }]);
    expect(await rowTitles(page)).toEqual([chart.name]);

    // Unstarring works the same way.
    const again = rowByTitle(page, chart.name).getByTestId('favorite-star');
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'DELETE' && r.url().includes('/favorites/'),
      ),
      again.click(),
    ]);
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('false');
  });

  it('deletes one chart, then two in bulk', async () => {
    await openList();
    const single = byName('Weather bars 07');
    await rowByTitle(page, single.name).getByTestId('row-action-delete').click();
    await listCallAfter(page, 'chart', () => confirmDeletion(page));
    await toast(page, `Deleted: ${single.name}`);
    await expectDeleted(api, 'chart', [single]);

    const pair = [byName('Weather bars 06'), byName('Weather bars 05')];
    // The bulk delete starts from a freshly opened list.
    await openList();
    await bulkDeleteRows(
      page,
      pair.map((c) => c.name),
    );
    await toast(page, `Deleted: ${pair.map((c) => c.name).join(', ')}`);
    await expectDeleted(api, 'chart', pair);
    await waitForListIdle(page);
    await expect.poll(() => listCount(page)).toBe(alive().length);
  });

  it('bulk exports the selected charts as a ZIP', async () => {
    await openList();
    const pair = [byName('Weather bars 04'), byName('Weather bars 03')];
    const filename = await exportRowsAsZip(
      page,
      'chart',
      pair.map((c) => c.name),
      pair.map((c) => c.id),
    );
    expect(filename).toMatch(/\.zip$/);
  });

  it('shows cards with thumbnails of the charts', async () => {
    await openList('?viewMode=card');
    const cards = page.getByTestId('list-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(alive().length, 25));
    // Rendered in the background: a placeholder first, then the image, card by card.
    const firstRow = 4;
    await page.waitForFunction(
      (count) => {
        const shown = (img: HTMLImageElement | null) =>
          img !== null && img.complete && img.naturalWidth > 0;
        const cards = [...document.querySelectorAll('[data-testid="list-card"]')];
        const images = cards.map((card) => card.querySelector<HTMLImageElement>('img'));
        return shown(images[0] ?? null) && images.filter(shown).length >= count;
      },
      firstRow,
      { timeout: 150_000 },
    );
    const first = cards.first().getByTestId('thumbnail');
    expect(await first.getAttribute('alt')).toBe([...alive()].reverse()[0]!.name);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await shot('chart-cards.png');
  }, 180_000);

  it('edits chart properties', async () => {
    await openList();
    const chart = byName('Delay trend 10');
    await rowByTitle(page, chart.name).getByTestId('row-action-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Delay trend (weekly)');
    await dialog.getByLabel('Description').fill('Average delay per week');
    await shot('chart-edit.png');
    await listCallAfter(page, 'chart', () => dialog.getByRole('button', { name: 'Save' }).click());
    await toast(page, 'Chart properties updated');
    const saved = await api.get<{ result: { slice_name: string; description: string } }>(
      `/api/v1/chart/${chart.id}`,
    );
    expect(saved.result).toMatchObject({
      slice_name: 'Delay trend (weekly)',
      description: 'Average delay per week',
    });
  });

  it('sends "+ Chart" to the chart creation page', async () => {
    await openList();
    await page.getByTestId('create-chart').click();
    await page.waitForURL((url) => url.pathname === '/chart/add/');
  });
});
