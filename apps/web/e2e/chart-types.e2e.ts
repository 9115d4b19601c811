/**
 * Every chart type end to end: a saved chart of each type is
 * created through the API on the example datasets with Superset-shaped form data, opened in
 * explore, and must reach `data-chart-status="rendered"` (not failed, not an empty box). A
 * screenshot of each lands in /tmp/panorama-shots/chart-types/ for a human look.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { CHART_TYPE_FIXTURES, type ChartTypeFixture } from './support/chartTypeFixtures';
import { COUNTRY_MAP_FIXTURES } from './support/countryMapFixtures';
import { expectExploreChartRendered } from './support/exploreChartRender';
import { createVirtualFixtureDatasets } from './support/fixtureDatasets';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'chart-types');

let page: Page;
let api: ApiSession;
const chartIds = new Map<string, number>();
/** Country map charts of other countries, by `select_country`. */
const countryChartIds = new Map<string, number>();

async function datasetIds(names: string[]): Promise<Map<string, number>> {
  const found = await api.get<{ result: Array<{ id: number; table_name: string }> }>(
    `/api/v1/dataset/?q=${q({
      filters: [{ col: 'table_name', opr: 'in', value: names }],
      columns: ['id', 'table_name'],
      page_size: 100,
    })}`,
  );
  return new Map(found.result.map((d) => [d.table_name, d.id]));
}

/** A multi-layer map's layer: the chart of that type created before it. */
function layerChartId(vizType: string): number {
  const id = chartIds.get(vizType);
  if (id === undefined) throw new Error(`No ${vizType} chart created before its layered map`);
  return id;
}

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
    const fixtures = [...CHART_TYPE_FIXTURES, ...COUNTRY_MAP_FIXTURES];
    await createVirtualFixtureDatasets(api, fixtures);
    const ids = await datasetIds([...new Set(fixtures.map((f) => f.dataset))]);
    const create = async (fixture: ChartTypeFixture): Promise<number> => {
      const datasetId = ids.get(fixture.dataset);
      if (datasetId === undefined) throw new Error(`No example dataset ${fixture.dataset}`);
      const params = {
        ...fixture.params,
        ...(fixture.layerVizTypes ? { deck_slices: fixture.layerVizTypes.map(layerChartId) } : {}),
        viz_type: fixture.vizType,
        datasource: `${datasetId}__table`,
      };
      const created = await api.post<{ id: number }>('/api/v1/chart/', {
        slice_name: fixture.name,
        viz_type: fixture.vizType,
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify(params),
      });
      return created.id;
    };
    for (const fixture of CHART_TYPE_FIXTURES) chartIds.set(fixture.vizType, await create(fixture));
    for (const fixture of COUNTRY_MAP_FIXTURES) {
      countryChartIds.set(String(fixture.params.select_country), await create(fixture));
    }
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    viewport: { width: 1400, height: 900 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

describe('every chart type renders in explore', () => {
  it.each(CHART_TYPE_FIXTURES.map((f) => [f.vizType, f] as const))(
    '%s',
    async (vizType) => {
      const id = chartIds.get(vizType);
      await page.goto(`/explore/?slice_id=${id}`);
      await expectExploreChartRendered(page, vizType, path.join(SHOTS, `${vizType}.png`));
    },
    60_000,
  );
});

describe('country maps of other countries', () => {
  it.each([...COUNTRY_MAP_FIXTURES.map((f) => [String(f.params.select_country)] as const)])(
    '%s',
    async (country) => {
      await page.goto(`/explore/?slice_id=${countryChartIds.get(country)}`);
      await expectExploreChartRendered(
        page,
        'country_map',
        path.join(SHOTS, `country_map-${country}.png`),
      );
      // The country's own map is drawn, not the message for a country without one.
      const holder = page.locator('[data-testid="explore"] [data-chart-status]').first();
      expect(await holder.locator('[data-testid="echarts-country-map"]').count()).toBe(1);
      expect(await holder.getByRole('alert').count()).toBe(0);
    },
    60_000,
  );
});

describe('chart tooltips', () => {
  it('shows a line chart’s tooltip at the first pointer move over it', async () => {
    await page.goto(`/explore/?slice_id=${chartIds.get('echarts_timeseries_line')}`);
    const holder = page.locator('[data-testid="explore"] [data-chart-status]').first();
    await expect.poll(() => holder.getAttribute('data-chart-status')).toBe('rendered');
    // ECharts adds its tooltip box to the chart on the first pointer move (EChartsView).
    const tooltip = holder.locator('div[style*="z-index: 9999999"]');
    expect(await tooltip.count()).toBe(0);
    const box = await holder.locator('canvas').first().boundingBox();
    if (!box) throw new Error('the line chart has no canvas');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => tooltip.first().isVisible()).toBe(true);
    // An axis tooltip: the month, then every weather series' value at it.
    await expect.poll(() => tooltip.first().innerText()).toMatch(/^\d{4}-\d{2}-\d{2}\n[\s\S]*sun/);
  });
});

describe('a chart without its own query in explore', () => {
  it('explains its empty results and offers no data downloads, without asking the server', async () => {
    const refused: string[] = [];
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', onResponse);
    try {
      await page.goto(`/explore/?slice_id=${chartIds.get('deck_multi')}`);
      const holder = page.locator('[data-testid="explore"] [data-chart-status]').first();
      await expect.poll(() => holder.getAttribute('data-chart-status')).toBe('rendered');

      await page.getByRole('tab', { name: 'Results' }).click();
      await expect
        .poll(() => page.getByTestId('data-pane-no-query').textContent())
        .toMatch(/has no query of its own/);

      await page.getByTestId('explore-actions').click();
      await page
        .getByRole('menuitem')
        .filter({ hasText: /^Download$/ })
        .hover();
      const csv = page.getByRole('menuitem', { name: 'Export to .CSV' });
      await csv.hover();
      await expect
        .poll(() => page.getByRole('tooltip').textContent())
        .toMatch(/other saved charts/);
      for (const name of ['View query', 'Export to .CSV', 'Export to Excel', 'View in SQL Lab']) {
        expect(await page.getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe(
          'true',
        );
      }
      await csv.click({ force: true });
      expect(await page.getByRole('menuitem', { name: 'Download as image' }).isEnabled()).toBe(
        true,
      );
      expect(refused).toEqual([]);
    } finally {
      page.off('response', onResponse);
    }
  });
});
