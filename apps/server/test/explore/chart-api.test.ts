/**
 * The chart API calls the chart editor makes, on every metadata store: the
 * saved-charts list query, saving with `dashboards` and `query_context`, and reading a chart's
 * dashboard ids with `q=(columns:!(dashboards.id))`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createChart, createExploreWorld, type ExploreWorld } from './explore-fixtures';

describe.each(await storeVariants())('chart API for the chart editor on $name', (variant) => {
  let w: ExploreWorld;
  let boardA: number;
  let boardB: number;

  const dashboard = async (title: string, headers = w.admin) => {
    const res = await w.t.post('/api/v1/dashboard/', headers, { dashboard_title: title });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const dashboardIdsOf = async (chartId: number, headers = w.admin) => {
    const res = await w.t.get(`/api/v1/chart/${chartId}?q=(columns:!(dashboards.id))`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { result: { dashboards: { id: number }[] } };
    expect(Object.keys(body.result)).toEqual(['dashboards']);
    return body.result.dashboards.map((d) => d.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    w = await createExploreWorld(variant);
    boardA = await dashboard('Board A');
    boardB = await dashboard('Board B');
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  it('lists saved charts with the editor query: text, viz type, owners, 200 a page, newest first', async () => {
    const other = await createChart(w.t, w.admin, {
      slice_name: 'Regional filter box',
      viz_type: 'filter_box',
      datasource_id: w.datasetId,
      datasource_type: 'table',
    });
    const newest = await createChart(w.t, w.admin, {
      slice_name: 'Regional pie',
      viz_type: 'pie',
      datasource_id: w.datasetId,
      datasource_type: 'table',
    });
    const adminId = (
      (await w.t.get('/api/v1/me/', w.admin)).json() as {
        result: { id: number };
      }
    ).result.id;
    const q =
      `(columns:!(id,slice_name,viz_type),filters:!((col:slice_name,opr:chart_all_text,value:region),` +
      `(col:viz_type,opr:neq,value:filter_box),(col:owners,opr:rel_m_m,value:${adminId})),` +
      'order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:200)';
    const res = await w.t.get(`/api/v1/chart/?q=${encodeURIComponent(q)}`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; ids: number[]; result: Record<string, unknown>[] };
    expect(body.ids).toEqual([newest, w.chartId]);
    expect(body.ids).not.toContain(other);
    expect(body.result[0]).toEqual({ id: newest, slice_name: 'Regional pie', viz_type: 'pie' });

    const defaults = await w.t.get(
      `/api/v1/chart/?q=${encodeURIComponent('(page_size:200)')}`,
      w.admin,
    );
    expect((defaults.json() as { ids: number[] }).ids.slice(0, 2)).toEqual([newest, other]);

    const notMine = await w.t.get(
      `/api/v1/chart/?q=${encodeURIComponent(`(filters:!((col:owners,opr:rel_m_m,value:${w.reader.id})))`)}`,
      w.admin,
    );
    expect((notMine.json() as { count: number }).count).toBe(0);
    // A non-id owner is a 400 on every store, never a database type error.
    const badOwner = await w.t.get(
      `/api/v1/chart/?q=${encodeURIComponent('(filters:!((col:owners,opr:rel_m_m,value:abc)))')}`,
      w.admin,
    );
    expect(badOwner.statusCode).toBe(400);
  });

  it('saves a new chart into dashboards with its query context', async () => {
    const queryContext = JSON.stringify({
      datasource: { id: w.datasetId, type: 'table' },
      queries: [],
    });
    const res = await w.t.post('/api/v1/chart/', w.admin, {
      slice_name: 'Saved into boards',
      viz_type: 'table',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table' }),
      query_context: queryContext,
      dashboards: [boardA, boardB],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect(await dashboardIdsOf(id)).toEqual([boardA, boardB].sort((a, b) => a - b));
    const links = await w.t.container.store.db
      .selectFrom('dashboard_charts')
      .select('dashboard_id')
      .where('chart_id', '=', id)
      .execute();
    expect(links.map((l) => l.dashboard_id).sort((a, b) => a - b)).toEqual(
      [boardA, boardB].sort((a, b) => a - b),
    );
    const row = await w.t.container.charts.repo.findById(id);
    expect(row?.query_context).toBe(queryContext);

    const put = await w.t.put(`/api/v1/chart/${id}`, w.admin, {
      dashboards: [boardB],
      query_context: '{"queries":[{}]}',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await dashboardIdsOf(id)).toEqual([boardB]);
    expect((await w.t.container.charts.repo.findById(id))?.query_context).toBe('{"queries":[{}]}');

    // The chart editor's open call lists the dashboards the caller may see.
    const explore = await w.t.get(`/api/v1/explore/?slice_id=${id}`, w.admin);
    expect(
      (explore.json() as { result: { metadata: { dashboards: unknown } } }).result.metadata
        .dashboards,
    ).toEqual([{ id: boardB, dashboard_title: 'Board B' }]);
  });

  it("refuses dashboards the caller may not edit and dashboards that don't exist", async () => {
    const readerChart = {
      slice_name: 'Reader chart',
      viz_type: 'table',
      datasource_id: w.datasetId,
      datasource_type: 'table',
    };
    const foreign = await w.t.post('/api/v1/chart/', w.reader.headers, {
      ...readerChart,
      dashboards: [boardA],
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await w.t.post('/api/v1/chart/', w.admin, {
      ...readerChart,
      dashboards: [99_999],
    });
    expect(missing.statusCode).toBe(422);
    const own = await dashboard('Reader board', w.reader.headers);
    const ok = await w.t.post('/api/v1/chart/', w.reader.headers, {
      ...readerChart,
      dashboards: [own],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = (ok.json() as { id: number }).id;
    expect(await dashboardIdsOf(id, w.reader.headers)).toEqual([own]);
    const hidden = await w.t.get(
      `/api/v1/chart/${id}?q=(columns:!(dashboards.id))`,
      w.outsider.headers,
    );
    expect(hidden.statusCode).toBe(404);
  });
});
