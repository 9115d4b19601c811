/**
 * Charts of retired Superset chart types arrive in a chart bundle (the old viz_type and form
 * data keys, as a years-old Superset export holds them), are imported through the API, and each
 * opens in explore as its successor and draws (`data-chart-status="rendered"`). Screenshots land
 * in /tmp/panorama-shots/legacy-charts/ for a human look.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectExploreChartRendered } from './support/exploreChartRender';
import { LEGACY_CHART_FIXTURES } from './support/legacyChartFixtures';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import type { ApiSession } from './support/apiSession';
import {
  bundleChart,
  chartFile,
  exampleDatasetFiles,
  importBundle,
  metadataFile,
  zipBundle,
} from './support/supersetBundle';

const SHOTS = path.join(SCREENSHOT_DIR, 'legacy-charts');

let page: Page;
const chartIds = new Map<string, number>();

/** A chart bundle with one legacy chart per fixture, on the example datasets. */
async function legacyBundle(api: ApiSession): Promise<Buffer> {
  const datasets = [...new Set(LEGACY_CHART_FIXTURES.map((f) => f.dataset))];
  const { root, files, datasetUuids } = await exampleDatasetFiles(api, datasets);
  const charts = LEGACY_CHART_FIXTURES.map((fixture) =>
    chartFile(
      root,
      bundleChart(`Legacy ${fixture.vizType}`, fixture.vizType, fixture.dataset, fixture.params),
      datasetUuids.get(fixture.dataset) ?? '',
    ),
  );
  return zipBundle([metadataFile(root, 'Slice'), ...files, ...charts]);
}

useListTestSession(
  async (api) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await importBundle(api, 'chart', await legacyBundle(api));
    const { result } = await api.get<{ result: Array<{ id: number; slice_name: string }> }>(
      '/api/v1/chart/?q=(page_size:100)',
    );
    for (const chart of result) {
      const vizType = /^Legacy (.+)$/.exec(chart.slice_name)?.[1];
      if (vizType) chartIds.set(vizType, chart.id);
    }
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    viewport: { width: 1400, height: 900 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

describe('a chart of a retired type opens in explore as its successor', () => {
  it.each(LEGACY_CHART_FIXTURES.map((f) => [f.vizType, f.successor] as const))(
    '%s → %s',
    async (vizType, successor) => {
      const id = chartIds.get(vizType);
      expect(id, `imported chart for ${vizType}`).toBeTypeOf('number');
      const opened = page.waitForResponse((r) => r.url().includes('/api/v1/explore/'));
      await page.goto(`/explore/?slice_id=${id}`);
      const explore = (await (await opened).json()) as {
        result: { form_data: { viz_type: string } };
      };
      expect(explore.result.form_data.viz_type).toBe(successor);
      await expectExploreChartRendered(page, vizType, path.join(SHOTS, `${vizType}.png`));
    },
    60_000,
  );
});
