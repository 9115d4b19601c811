/**
 * The chart editor's answers against the core schemas the web app reads them with, on every
 * metadata store: `GET /api/v1/explore/`, the form data cache, explore and dashboard permalinks,
 * and the legacy calls (dataset metadata, SQL Lab's virtual dataset, owned dashboards, the SQL Lab
 * hand-off). Every declared field is sent and nothing else is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@panorama/core/schemas/api-response';
import {
  exploreResponseSchema,
  exploreSliceMetadataSchema,
  exploreSliceSchema,
  formDataKeyResponseSchema,
  formDataResponseSchema,
  ownedDashboardsResponseSchema,
  sqllabHandoffResponseSchema,
  sqllabVizResponseSchema,
} from '@panorama/core/schemas/explore';
import {
  dashboardPermalinkValueSchema,
  explorePermalinkValueSchema,
  permalinkCreatedResponseSchema,
} from '@panorama/core/schemas/permalink';
import { expectDeclaredKeys } from '../support/response-contract';
import { storeVariants } from '../support/test-stores';
import { createExploreWorld, type ExploreWorld } from './explore-fixtures';

describe.each(await storeVariants())('chart editor answers on $name', (variant) => {
  let w: ExploreWorld;
  let dashboardId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    w.t.request(method, url, w.admin, payload);
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    status = 200,
  ) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as unknown;
  };

  beforeAll(async () => {
    w = await createExploreWorld(variant);
    const board = (await ok(
      'POST',
      '/api/v1/dashboard/',
      { dashboard_title: 'Editor board' },
      201,
    )) as {
      id: number;
    };
    dashboardId = board.id;
    await ok('PUT', `/api/v1/chart/${w.chartId}`, { dashboards: [dashboardId] });
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('opens a saved chart with the slice and header metadata as declared', async () => {
    const body = (await ok('GET', `/api/v1/explore/?slice_id=${w.chartId}`)) as {
      result: { slice: object; metadata: object };
    };
    const { result } = exploreResponseSchema.parse(body);
    expectDeclaredKeys(body.result.slice, exploreSliceSchema);
    expectDeclaredKeys(body.result.metadata, exploreSliceMetadataSchema);
    expect(result.slice).toMatchObject({
      slice_id: w.chartId,
      slice_name: 'Sales by region',
      owners: [expect.any(Number)],
      datasource: 'main.sales',
    });
    expect(result.metadata?.dashboards).toEqual([
      { id: dashboardId, dashboard_title: 'Editor board' },
    ]);
    expect(result.dataset).toMatchObject({ id: w.datasetId, table_name: 'sales' });
    expect(result.form_data).toMatchObject({ datasource: `${w.datasetId}__table` });
  });

  it('opens a dataset without a chart, and a missing one as the placeholder', async () => {
    const fresh = exploreResponseSchema.parse(
      await ok('GET', `/api/v1/explore/?datasource_id=${w.datasetId}&datasource_type=table`),
    );
    expect(fresh.result).toMatchObject({ slice: null, metadata: null, message: null });
    const missing = exploreResponseSchema.parse(
      await ok('GET', '/api/v1/explore/?datasource_id=99999&datasource_type=table'),
    );
    expect(missing.result.dataset).toMatchObject({ name: '[Missing Dataset]', columns: [] });
  });

  it('stores, replaces, reads and deletes form data with the declared answers', async () => {
    const state = {
      datasource_id: w.datasetId,
      datasource_type: 'table',
      chart_id: w.chartId,
      form_data: JSON.stringify({ viz_type: 'table', row_limit: 5 }),
    };
    const created = formDataKeyResponseSchema.parse(
      await ok('POST', '/api/v1/explore/form_data?tab_id=1', state, 201),
    );
    const replaced = formDataKeyResponseSchema.parse(
      await ok('PUT', `/api/v1/explore/form_data/${created.key}?tab_id=1`, state),
    );
    const stored = await ok('GET', `/api/v1/explore/form_data/${replaced.key}`);
    // Only the form data: the owner and the dataset the entry remembers stay on the server.
    expect(formDataResponseSchema.strict().parse(stored)).toEqual({ form_data: state.form_data });
    const fromKey = exploreResponseSchema.parse(
      await ok('GET', `/api/v1/explore/?form_data_key=${replaced.key}`),
    );
    expect(fromKey.result.form_data).toMatchObject({ row_limit: 5 });
    expect(
      messageResponseSchema.parse(await ok('DELETE', `/api/v1/explore/form_data/${replaced.key}`)),
    ).toEqual({ message: 'Deleted successfully' });
  });

  it('answers explore and dashboard permalinks as declared, extra state kept', async () => {
    const state = {
      formData: { datasource: `${w.datasetId}__table`, slice_id: w.chartId, viz_type: 'table' },
      urlParams: [['native_filters_key', 'abc']],
      chartState: { sortBy: 'region' },
    };
    const link = permalinkCreatedResponseSchema.parse(
      await ok('POST', '/api/v1/explore/permalink', state, 201),
    );
    expect(link.url).toContain(`/superset/explore/p/${link.key}/`);
    const value = explorePermalinkValueSchema.parse(
      await ok('GET', `/api/v1/explore/permalink/${link.key}`),
    );
    expect(value).toEqual({
      chartId: w.chartId,
      datasourceId: w.datasetId,
      datasourceType: 'table',
      datasource: `${w.datasetId}__table`,
      state,
    });
    const opened = exploreResponseSchema.parse(
      await ok('GET', `/api/v1/explore/?permalink_key=${link.key}`),
    );
    expect(opened.result.chartState).toEqual({ sortBy: 'region' });

    const boardState = { dataMask: {}, activeTabs: ['TAB-1'], anchor: null, urlParams: [] };
    const boardLink = permalinkCreatedResponseSchema.parse(
      await ok('POST', `/api/v1/dashboard/${dashboardId}/permalink`, boardState, 201),
    );
    expect(
      dashboardPermalinkValueSchema.parse(
        await ok('GET', `/api/v1/dashboard/permalink/${boardLink.key}`),
      ),
    ).toEqual({ dashboardId: String(dashboardId), state: boardState });
  });

  it('answers the legacy calls as declared', async () => {
    const owned = await ok('GET', `/dashboardasync/api/read?_flt_0_owners=${w.reader.id}`);
    expect(ownedDashboardsResponseSchema.parse(owned)).toEqual({ count: 0, pks: [], result: [] });
    const adminId = (
      await w.t.container.store.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      ownedDashboardsResponseSchema.parse(
        await ok('GET', `/dashboardasync/api/read?_flt_0_owners=${adminId}`),
      ),
    ).toEqual({
      count: 1,
      pks: [dashboardId],
      result: [{ id: dashboardId, dashboard_title: 'Editor board' }],
    });

    const viz = sqllabVizResponseSchema.parse(
      await ok('POST', '/superset/sqllab_viz/', {
        data: JSON.stringify({
          datasourceName: 'contract_virtual',
          dbId: w.dbId,
          schema: 'main',
          sql: 'SELECT region, amount FROM sales',
        }),
      }),
    );
    expect(viz.data).toMatchObject({ table_name: 'contract_virtual', sql: expect.any(String) });

    const handoff = await call('POST', '/sqllab/', {
      datasourceKey: `${w.datasetId}__table`,
      sql: 'SELECT 1',
    });
    expect(handoff.statusCode, handoff.body).toBe(303);
    const key = /handoff=([A-Za-z0-9_-]+)/.exec(String(handoff.headers.location))?.[1];
    expect(
      sqllabHandoffResponseSchema.parse(await ok('GET', `/api/v1/sqllab/handoff/${key}`)),
    ).toEqual({
      result: {
        datasourceKey: `${w.datasetId}__table`,
        dbId: w.dbId,
        schema: 'main',
        sql: 'SELECT 1',
      },
    });
  });

  it('documents the chart editor answers in the OpenAPI document', async () => {
    const res = await w.t.get('/swagger/v1/json');
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, { responses: object }>> })
      .paths;
    const responses = (path: string, method: string) =>
      JSON.stringify(paths[path]?.[method]?.responses ?? {});
    expect(responses('/api/v1/explore/', 'get')).toContain('slice_name');
    expect(responses('/api/v1/explore/form_data/{key}', 'get')).toContain('form_data');
    expect(responses('/api/v1/explore/permalink/{key}', 'get')).toContain('datasourceId');
    expect(responses('/api/v1/dashboard/permalink/{key}', 'get')).toContain('dashboardId');
    expect(responses('/dashboardasync/api/read', 'get')).toContain('pks');
    expect(responses('/api/v1/sqllab/handoff/{key}', 'get')).toContain('dbId');
  });
});
