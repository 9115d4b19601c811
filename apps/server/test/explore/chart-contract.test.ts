/**
 * The chart API's answers against the core schemas the web app reads them with, on every
 * metadata store: every declared field is sent, nothing else is, and the OpenAPI document
 * describes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  chartColumnsSchema,
  chartCreateResponseSchema,
  chartListResponseSchema,
  chartResponseSchema,
  chartSchema,
  chartUpdateResponseSchema,
} from '@panorama/core/schemas/chart';
import { expectDeclaredKeys } from '../support/response-contract';
import { storeVariants } from '../support/test-stores';
import { createExploreWorld, type ExploreWorld } from './explore-fixtures';

describe.each(await storeVariants())('chart API answers on $name', (variant) => {
  let w: ExploreWorld;
  let dashboardId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    w.t.request(method, url, w.admin, payload);

  beforeAll(async () => {
    w = await createExploreWorld(variant);
    const res = await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Chart board' });
    expect(res.statusCode, res.body).toBe(201);
    dashboardId = (res.json() as { id: number }).id;
    const put = await call('PUT', `/api/v1/chart/${w.chartId}`, { dashboards: [dashboardId] });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('answers a chart with exactly the declared fields, owners and dashboards included', async () => {
    const res = await call('GET', `/api/v1/chart/${w.chartId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, Record<string, unknown>>;
    const { result } = chartResponseSchema.parse(body);
    expectDeclaredKeys(body.result ?? {}, chartSchema);
    expect(result).toMatchObject({
      id: w.chartId,
      slice_name: 'Sales by region',
      viz_type: 'table',
      datasource_id: w.datasetId,
      datasource_name_text: 'main.sales',
      cache_timeout: 600,
      description: 'All sales',
      is_managed_externally: false,
      dashboards: [{ id: dashboardId, dashboard_title: 'Chart board' }],
    });
    expect(result.owners).toEqual([
      { id: expect.any(Number), first_name: 'Admin', last_name: 'User' },
    ]);
    expect(result.form_data).toMatchObject({ slice_id: w.chartId, groupby: ['region'] });
  });

  it('answers only the asked columns, nested ones included', async () => {
    const res = await call(
      'GET',
      `/api/v1/chart/${w.chartId}?q=(columns:!(slice_name,dashboards.id,owners.first_name))`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { id: number; result: Record<string, unknown> };
    expect(chartColumnsSchema.parse(body.result)).toEqual({
      slice_name: 'Sales by region',
      dashboards: [{ id: dashboardId }],
      owners: [{ first_name: 'Admin' }],
    });
  });

  it('lists charts in the list envelope', async () => {
    const res = await call(
      'GET',
      '/api/v1/chart/?q=(columns:!(id,slice_name,owners,changed_by,dashboards),keys:!(list_columns))',
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = chartListResponseSchema.parse(res.json());
    expect(list.count).toBe(1);
    expect(list.result[0]).toMatchObject({ id: w.chartId, slice_name: 'Sales by region' });
    expect(Object.keys(list.result[0] ?? {}).sort()).toEqual(
      ['id', 'slice_name', 'owners', 'changed_by', 'dashboards'].sort(),
    );
  });

  it('answers create, update and delete with what was stored', async () => {
    const created = await call('POST', '/api/v1/chart/', {
      slice_name: 'Contract chart',
      viz_type: 'big_number_total',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      params: '{"metric":"count"}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = chartCreateResponseSchema.parse(created.json());
    expect(result).toEqual({
      slice_name: 'Contract chart',
      viz_type: 'big_number_total',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      params: '{"metric":"count"}',
    });

    const updated = await call('PUT', `/api/v1/chart/${id}`, { description: 'Counted' });
    expect(updated.statusCode, updated.body).toBe(200);
    const answer = chartUpdateResponseSchema.parse(updated.json());
    expect(answer.result).toEqual({ description: 'Counted' });
    expect(answer.last_modified_time).toBeGreaterThan(1_600_000_000);

    const deleted = await call('DELETE', `/api/v1/chart/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(messageResponseSchema.parse(deleted.json())).toEqual({ message: 'OK' });
    const gone = await call('GET', `/api/v1/chart/${id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('documents the chart answers in the OpenAPI document', async () => {
    const res = await w.t.get('/swagger/v1/json');
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const get = paths['/api/v1/chart/{id}']?.get as {
      responses: Record<string, { content?: Record<string, { schema?: object }> }>;
    };
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '404']));
    expect(JSON.stringify(get.responses['200'])).toContain('slice_name');
  });
});
