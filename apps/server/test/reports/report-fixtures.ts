/**
 * Shared set-up of the report suites: a chart with a saved query context on the examples' `cars`
 * dataset, a dashboard, and a Superset-shaped report payload to vary per test.
 */
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import { datasetId } from '../support/store-lookups';
import { oneRowLayout } from '../support/dashboard-layout';

/** What the fixtures need of a server: a test app, or one listening for a browser. */
export type Server = Pick<TestApp, 'app' | 'container' | 'post' | 'put'>;

export type Json = Record<string, unknown>;

/** The chart's one query: cars per origin, most first. */
export const CARS_BY_ORIGIN_QUERY = {
  columns: ['origin'],
  metrics: ['count'],
  orderby: [['count', false]],
  row_limit: 100,
};

export async function carsDatasetId(t: Server): Promise<number> {
  return datasetId(t, 'cars');
}

/** A table chart of cars per origin whose saved query context CSV reports run. */
export async function createCarsChart(
  t: Server,
  headers: Record<string, string>,
  sliceName = 'Cars by origin',
): Promise<number> {
  const datasetId = await carsDatasetId(t);
  const created = await t.post('/api/v1/chart/', headers, {
    slice_name: sliceName,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({
      viz_type: 'table',
      datasource: `${datasetId}__table`,
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count'],
      row_limit: 100,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  const saved = await t.put(`/api/v1/chart/${id}`, headers, {
    query_context: JSON.stringify({
      datasource: { id: datasetId, type: 'table' },
      queries: [CARS_BY_ORIGIN_QUERY],
      form_data: { viz_type: 'table', slice_id: id },
      result_format: 'json',
      result_type: 'full',
    }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

export async function createDashboard(
  t: Server,
  headers: Record<string, string>,
  title = 'Cars board',
  chartIds: number[] = [],
): Promise<number> {
  const res = await t.post('/api/v1/dashboard/', headers, {
    dashboard_title: title,
    published: true,
    ...(chartIds.length > 0 ? { position_json: JSON.stringify(oneRowLayout(chartIds)) } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** A report payload as Superset's web app posts it from a chart header. */
export function reportPayload(overrides: Json = {}): Json {
  return {
    type: 'Report',
    name: 'Weekly cars',
    description: 'Cars per origin',
    crontab: '0 9 * * 1',
    timezone: 'Europe/Paris',
    active: true,
    creation_method: 'charts',
    report_format: 'PNG',
    recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
    ...overrides,
  };
}

export async function createReport(
  t: Server,
  headers: Record<string, string>,
  payload: Json,
): Promise<number> {
  const res = await t.post('/api/v1/report/', headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
