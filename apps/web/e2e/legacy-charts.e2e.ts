/**
 * Charts of retired Superset chart types arrive in a chart bundle (the old viz_type and form
 * data keys, as a years-old Superset export holds them), are imported through the API, and each
 * opens in explore as its successor and draws (`data-chart-status="rendered"`). Screenshots land
 * in /tmp/panorama-shots/legacy-charts/ for a human look.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { buildZip } from '../../server/src/modules/import-export/zip-test-support';
import { unzipText } from '../../server/test/support/unzip-text';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { expectExploreChartRendered } from './support/exploreChartRender';
import { LEGACY_CHART_FIXTURES } from './support/legacyChartFixtures';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'legacy-charts');

let page: Page;
const chartIds = new Map<string, number>();

/**
 * A chart bundle the server itself wrote for one table chart per dataset (so its database and
 * dataset files are right), with the charts replaced by one legacy chart per fixture.
 */
async function legacyBundle(api: ApiSession): Promise<Buffer> {
  const datasets = [...new Set(LEGACY_CHART_FIXTURES.map((f) => f.dataset))];
  const seeds = new Map<string, number>();
  for (const dataset of datasets) {
    const datasetId = await datasetIdOf(api, dataset);
    const seed = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: `seed ${dataset}`,
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    seeds.set(dataset, seed.id);
  }
  const exported = await api.fetch(`/api/v1/chart/export/?q=!(${[...seeds.values()].join(',')})`);
  if (exported.status !== 200) throw new Error(`Export answered ${exported.status}`);
  const members = await unzipText(Buffer.from(await exported.arrayBuffer()));
  const kept = [...members].filter(([name]) => !name.includes('/charts/'));
  const seedCharts = new Map<string, Record<string, unknown>>();
  for (const [name, text] of members) {
    if (!name.includes('/charts/')) continue;
    const chart = YAML.parse(text) as Record<string, unknown>;
    seedCharts.set(String(chart.slice_name).replace('seed ', ''), chart);
  }
  const root = kept[0]?.[0].split('/')[0] ?? 'chart_export';
  const charts = LEGACY_CHART_FIXTURES.map((fixture) => {
    const seed = seedCharts.get(fixture.dataset);
    if (!seed) throw new Error(`No exported chart on ${fixture.dataset}`);
    const chart = {
      ...seed,
      slice_name: `Legacy ${fixture.vizType}`,
      viz_type: fixture.vizType,
      // The importer binds `datasource` to the dataset the bundle's dataset file becomes.
      params: { ...fixture.params, viz_type: fixture.vizType },
      query_context: null,
      uuid: randomUUID(),
    };
    return { name: `${root}/charts/Legacy_${fixture.vizType}.yaml`, data: YAML.stringify(chart) };
  });
  return buildZip([...kept.map(([name, data]) => ({ name, data })), ...charts]);
}

async function importCharts(api: ApiSession, bundle: Buffer): Promise<void> {
  const { result: token } = await api.get<{ result: string }>('/api/v1/security/csrf_token/');
  const form = new FormData();
  form.append(
    'formData',
    new Blob([new Uint8Array(bundle)], { type: 'application/zip' }),
    'legacy.zip',
  );
  const answer = await api.fetch('/api/v1/chart/import/', {
    method: 'POST',
    headers: { 'X-CSRFToken': token },
    body: form,
  });
  if (answer.status !== 200)
    throw new Error(`Import answered ${answer.status}: ${await answer.text()}`);
}

useListTestSession(
  async (api) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await importCharts(api, await legacyBundle(api));
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
