/**
 * `PUT /api/v1/dashboard/{id}/filters` through app.inject() on SQLite and PostgreSQL: the change
 * set is stored in order inside json_metadata, chartsInScope/tabsInScope are recomputed from the
 * layout the dashboard shows (charts attached without a place in position_json included),
 * non-owners get 403, cycles and blank names 400; the whole-json_metadata PUT of older clients
 * keeps working alongside.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/use-test-app';
import { storeVariants } from '../../../test/support/test-stores';
import { createSalesDatabase } from '../../../test/modules/datasets-fixtures';

type Json = Record<string, unknown>;

/** TAB-a holds charts 11 and 12, TAB-b holds chart 13. */
const POSITION = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], meta: {} },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-a'], meta: { text: 'A' } },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-b'], meta: { text: 'B' } },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-11', 'CHART-12'], meta: {} },
  'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['CHART-13'], meta: {} },
  'CHART-11': { id: 'CHART-11', type: 'CHART', children: [], meta: { chartId: 11, width: 4 } },
  'CHART-12': { id: 'CHART-12', type: 'CHART', children: [], meta: { chartId: 12, width: 4 } },
  'CHART-13': { id: 'CHART-13', type: 'CHART', children: [], meta: { chartId: 13, width: 4 } },
};

function nativeFilter(id: string, extra: Json = {}): Json {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: `Filter ${id}`,
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'origin' } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    controlValues: { multiSelect: true },
    defaultDataMask: {},
    cascadeParentIds: [],
    ...extra,
  };
}

describe.each(await storeVariants())('native filter save on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  const call = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: Json,
    headers: Record<string, string> = admin,
  ) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const storedMetadata = async (id: number) => {
    const res = await call('GET', `/api/v1/dashboard/${id}`);
    return JSON.parse((res.body.result as Json).json_metadata as string) as Json;
  };
  const createDashboard = async (metadata: Json = { color_scheme: 'supersetColors' }) => {
    const res = await call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Flights',
      position_json: JSON.stringify(POSITION),
      json_metadata: JSON.stringify(metadata),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  it('stores the filters in order with scopes recomputed from the layout', async () => {
    const id = await createDashboard();
    const first = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [
        nativeFilter('NATIVE_FILTER-all'),
        // The client's chartsInScope is wrong on purpose: the server derives its own.
        nativeFilter('NATIVE_FILTER-a', {
          scope: { rootPath: ['TAB-a'], excluded: [12] },
          chartsInScope: [99],
        }),
        {
          id: 'NATIVE_FILTER_DIVIDER-1',
          type: 'DIVIDER',
          title: 'Dates',
          description: 'Time filters below',
        },
      ],
      deleted: [],
      reordered: [],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const result = first.body.result as Json[];
    expect(result.map((f) => f.id)).toEqual([
      'NATIVE_FILTER-all',
      'NATIVE_FILTER-a',
      'NATIVE_FILTER_DIVIDER-1',
    ]);
    expect(result[0]).toMatchObject({
      chartsInScope: [11, 12, 13],
      tabsInScope: ['TAB-a', 'TAB-b'],
    });
    expect(result[1]).toMatchObject({ chartsInScope: [11], tabsInScope: ['TAB-a'] });

    const metadata = await storedMetadata(id);
    expect(metadata.color_scheme).toBe('supersetColors');
    expect(metadata.native_filter_configuration).toEqual(result);

    const second = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [
        nativeFilter('NATIVE_FILTER-new', { scope: { rootPath: ['TAB-b'], excluded: [] } }),
        nativeFilter('NATIVE_FILTER-all', { name: 'Origin' }),
      ],
      deleted: ['NATIVE_FILTER_DIVIDER-1'],
      reordered: ['NATIVE_FILTER-a', 'NATIVE_FILTER_DIVIDER-1', 'NATIVE_FILTER-all'],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const stored = (await storedMetadata(id)).native_filter_configuration as Json[];
    expect(stored.map((f) => [f.id, f.name])).toEqual([
      ['NATIVE_FILTER-a', 'Filter NATIVE_FILTER-a'],
      ['NATIVE_FILTER-all', 'Origin'],
      ['NATIVE_FILTER-new', 'Filter NATIVE_FILTER-new'],
    ]);
    expect(stored[2]).toMatchObject({ chartsInScope: [13], tabsInScope: ['TAB-b'] });
  });

  it('scopes to charts attached through the API that no saved layout places', async () => {
    const { salesId } = await createSalesDatabase(t, 'scope_sales');
    const bare = await call('POST', '/api/v1/dashboard/', { dashboard_title: 'No layout' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    const id = bare.body.id as number;
    const attachChart = async (dashboardId: number, name: string) => {
      const res = await call('POST', '/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: salesId,
        datasource_type: 'table',
        dashboards: [dashboardId],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const first = await attachChart(id, 'Sales by region');
    const second = await attachChart(id, 'Sales count');
    const saved = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [nativeFilter('NATIVE_FILTER-region')],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.result as Json[])[0]).toMatchObject({
      chartsInScope: [first, second],
      tabsInScope: [],
    });

    // A saved layout that lacks a chart added later: the page places it in the first tab.
    const tabbed = await createDashboard();
    const late = await attachChart(tabbed, 'Late chart');
    const tabFilter = await call('PUT', `/api/v1/dashboard/${tabbed}/filters`, {
      modified: [
        nativeFilter('NATIVE_FILTER-tab', { scope: { rootPath: ['TAB-a'], excluded: [] } }),
      ],
    });
    expect(tabFilter.status, JSON.stringify(tabFilter.body)).toBe(200);
    expect((tabFilter.body.result as Json[])[0]).toMatchObject({
      chartsInScope: [11, 12, late],
      tabsInScope: ['TAB-a'],
    });
  });

  it('refuses dashboards the caller does not own', async () => {
    const id = await createDashboard();
    const alpha = await t.createUser({ username: `alpha_${variant.name}`, roles: ['Alpha'] });
    const res = await call(
      'PUT',
      `/api/v1/dashboard/${id}/filters`,
      { modified: [nativeFilter('NATIVE_FILTER-x')] },
      alpha.headers,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to edit this dashboard');
    expect((await storedMetadata(id)).native_filter_configuration).toBeUndefined();
    const missing = await call('PUT', '/api/v1/dashboard/999999/filters', { modified: [] });
    expect(missing.status).toBe(404);
  });

  it('refuses parent cycles and blank names, storing nothing', async () => {
    const id = await createDashboard();
    const cycle = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [
        nativeFilter('NATIVE_FILTER-p', { cascadeParentIds: ['NATIVE_FILTER-c'] }),
        nativeFilter('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-p'] }),
      ],
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toEqual({ cascadeParentIds: ['Cannot create cyclic hierarchy'] });

    const blank = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [nativeFilter('NATIVE_FILTER-b', { name: '  ' })],
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body.message)).toContain('Name is required');
    expect((await storedMetadata(id)).native_filter_configuration).toBeUndefined();

    // A parent that exists is kept; one that does not is dropped.
    const chain = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [
        nativeFilter('NATIVE_FILTER-p'),
        nativeFilter('NATIVE_FILTER-c', {
          cascadeParentIds: ['NATIVE_FILTER-p', 'NATIVE_FILTER-gone'],
        }),
      ],
    });
    expect(chain.status).toBe(200);
    expect((chain.body.result as Json[])[1]?.cascadeParentIds).toEqual(['NATIVE_FILTER-p']);
  });

  it('keeps the json_metadata PUT of older clients working', async () => {
    const id = await createDashboard();
    const configuration = [nativeFilter('NATIVE_FILTER-old', { chartsInScope: [11, 12, 13] })];
    const put = await call('PUT', `/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({
        native_filter_configuration: configuration,
        cross_filters_enabled: true,
      }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await storedMetadata(id)).native_filter_configuration).toEqual(configuration);

    const next = await call('PUT', `/api/v1/dashboard/${id}/filters`, {
      modified: [nativeFilter('NATIVE_FILTER-new')],
    });
    expect(next.status).toBe(200);
    const metadata = await storedMetadata(id);
    expect(metadata.cross_filters_enabled).toBe(true);
    expect((metadata.native_filter_configuration as Json[]).map((f) => f.id)).toEqual([
      'NATIVE_FILTER-old',
      'NATIVE_FILTER-new',
    ]);
  });
});
