/**
 * Annotation layer queries in explore: adding an event layer to a
 * drawn line chart fetches that layer's data on its own — the chart data API receives the
 * chart's query context carrying only the new layer and answers with its annotations — and the
 * chart draws it without being re-run (its status never goes back to loading).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { CHART_TYPE_FIXTURES } from './support/chartTypeFixtures';
import { pickOption, waitForChartStatus } from './support/explorePage';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'annotations');

let page: Page;
let api: ApiSession;
let chartId = 0;

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
    const datasetId = await datasetIdOf(api, 'seattle_weather');
    const line = CHART_TYPE_FIXTURES.find((f) => f.vizType === 'echarts_timeseries_line');
    if (!line) throw new Error('no line chart fixture');
    const created = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Monthly max temperature',
      viz_type: line.vizType,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        ...line.params,
        viz_type: line.vizType,
        datasource: `${datasetId}__table`,
      }),
    });
    chartId = created.id;
    const layer = await api.post<{ id: number }>('/api/v1/annotation_layer/', {
      name: 'Weather events',
    });
    await api.post(`/api/v1/annotation_layer/${layer.id}/annotation/`, {
      short_descr: 'Heat wave',
      start_dttm: '2013-07-01T00:00:00',
      end_dttm: '2013-07-01T00:00:00',
    });
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    viewport: { width: 1400, height: 900 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

describe('annotation layer queries', () => {
  it('fetches a new event layer on its own and draws it without re-running the chart', async () => {
    await page.goto(`/explore/?slice_id=${chartId}`);
    await waitForChartStatus(page, 'rendered');
    const holder = page.locator('[data-testid="explore"] [data-chart-status]').first();
    // Any status the chart passes through from here on (it must stay drawn).
    await holder.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
      new MutationObserver(() =>
        seen.push(element.getAttribute('data-chart-status') ?? ''),
      ).observe(element, { attributes: true, attributeFilter: ['data-chart-status'] });
    });

    // The layers control sits in a section that starts collapsed.
    await page.getByText('Annotations and Layers', { exact: true }).click();
    await page.getByTestId('annotation-add-annotation_layers').click();
    const form = page.locator('.pn-control-popover');
    await form.getByLabel('Name').fill('Heat');
    await pickOption(page, form.getByRole('combobox', { name: 'Annotation layer type' }), 'Event');
    await pickOption(
      page,
      form.getByRole('combobox', { name: 'Annotation source type' }),
      'Annotation layer',
    );
    await pickOption(
      page,
      form.getByRole('combobox', { name: 'Annotation source', exact: true }),
      'Weather events',
    );

    const request = page.waitForRequest(
      (r) => r.url().includes('/api/v1/chart/data') && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'OK' }).click();
    const sent = await request;
    const body = sent.postDataJSON() as {
      queries: Array<{ annotation_layers: Array<{ name: string; value: number }> }>;
    };
    expect(body.queries[0]?.annotation_layers.map((l) => l.name)).toEqual(['Heat']);
    const response = await sent.response();
    const answer = (await response?.json()) as {
      result: Array<{
        annotation_data: Record<string, { records: Array<{ short_descr: string }> }>;
      }>;
    };
    expect(answer.result[0]?.annotation_data.Heat?.records.map((r) => r.short_descr)).toEqual([
      'Heat wave',
    ]);

    // The layer's query is over (no spinner on the layer) and the chart was never re-run.
    await page.getByTestId('annotation-layer').filter({ hasText: 'Heat' }).waitFor();
    await expect
      .poll(() => page.getByTestId('annotation-loading').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await page.getByTestId('annotation-error').count()).toBe(0);
    const statuses = await page.evaluate(
      () => (window as unknown as { seenStatuses: string[] }).seenStatuses,
    );
    expect(statuses).not.toContain('loading');
    expect(await holder.getAttribute('data-chart-status')).toBe('rendered');
    // Drawn from the data it already has, the chart is not out of date.
    expect(await page.getByText('Your chart is not up to date').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'event-layer.png'), animations: 'disabled' });
  });
});
