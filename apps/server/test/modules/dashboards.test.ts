import { beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { datasetId } from '../support/store-lookups';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('dashboards and charts API on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });
  let flightsId: number;

  beforeAll(async () => {
    flightsId = await datasetId(t, 'flights');
  });

  const req = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => {
    const res = await t.request(method, url, headers, payload as Json | undefined);
    return { status: res.statusCode, body: res.body ? (res.json() as Json) : {} };
  };

  /** Posts a chart on the flights dataset as the admin: a table unless `fields` say otherwise. */
  const flightsChart = (fields: Json) =>
    req('POST', '/api/v1/chart/', admin, {
      viz_type: 'table',
      datasource_id: flightsId,
      datasource_type: 'table',
      ...fields,
    });

  it('applies the save rules: untitled title, null slug, certification only with certified_by', async () => {
    const created = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: '  ',
      slug: '',
      certification_details: 'lost',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const got = await req('GET', `/api/v1/dashboard/${id}`, admin);
    const result = got.body.result as Json;
    expect(result.dashboard_title).toBe('[ untitled dashboard ]');
    expect(result.slug).toBeNull();
    expect(result.certification_details).toBeNull();
    expect(result.owners).toEqual([
      { id: expect.any(Number), first_name: 'Admin', last_name: 'User' },
    ]);

    const put = await req('PUT', `/api/v1/dashboard/${id}`, admin, {
      dashboard_title: 'Sales',
      slug: 'sales',
      certified_by: 'Data team',
      certification_details: 'Checked',
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 0 }),
      roles: [1],
    });
    expect(put.status).toBe(200);
    expect(put.body.last_modified_time).toEqual(expect.any(Number));
    expect(put.body.result).toMatchObject({
      dashboard_title: 'Sales',
      slug: 'sales',
      certification_details: 'Checked',
    });
    expect(put.body.result).not.toHaveProperty('roles');
    const bySlug = await req('GET', '/api/v1/dashboard/sales', admin);
    expect((bySlug.body.result as Json).id).toBe(id);
    expect((bySlug.body.result as Json).roles).toEqual([]);
    expect((bySlug.body.result as Json).changed_by_name).toBe('Admin User');

    const uncertify = await req('PUT', `/api/v1/dashboard/${id}`, admin, { certified_by: '' });
    expect(uncertify.status).toBe(200);
    const after = (await req('GET', `/api/v1/dashboard/${id}`, admin)).body.result as Json;
    expect(after.certified_by).toBeNull();
    expect(after.certification_details).toBeNull();
  });

  it('rejects a duplicate slug, bad JSON and unknown fields, changing nothing', async () => {
    await req('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'One', slug: 'taken' });
    const dup = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: 'Two',
      slug: 'taken',
    });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ message: { slug: ['Must be unique'] } });
    const badJson = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: 'Three',
      json_metadata: '{nope',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toEqual({ json_metadata: ['JSON not valid'] });
    const unknown = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: 'Four',
      evil: 1,
    });
    expect(unknown.status).toBe(400);
    const titles = await t.container.store.db
      .selectFrom('dashboards')
      .select('dashboard_title')
      .execute();
    expect(titles.map((r) => r.dashboard_title)).not.toContain('Two');
    expect(titles.map((r) => r.dashboard_title)).not.toContain('Three');
  });

  it('lets only owners and admins edit: Gamma editing an admin dashboard is 403 and nothing changes', async () => {
    const created = await req('POST', '/api/v1/dashboard/', admin, {
      dashboard_title: 'Admin board',
      published: true,
    });
    const id = created.body.id as number;
    const chart = await flightsChart({ slice_name: 'Delays', dashboards: [id] });
    expect(chart.status).toBe(201);
    const gamma = await t.createUser({ username: 'gammy', roles: ['Gamma'] });
    // Gamma has no data access yet: the dashboard is invisible (404 like a missing one).
    expect((await req('GET', `/api/v1/dashboard/${id}`, gamma.headers)).status).toBe(404);
    expect((await req('GET', '/api/v1/dashboard/999999', gamma.headers)).status).toBe(404);
    // Grant datasource access on flights to Gamma's role: the published dashboard becomes visible.
    const perm = await t.container.securityRepo.ensurePermissionView(
      'datasource_access',
      `[examples].[flights](id:${flightsId})`,
    );
    const role = await t.container.securityRepo.findRoleByName('Gamma');
    await t.container.securityRepo.grantToRole(role!.id, [perm]);
    expect((await req('GET', `/api/v1/dashboard/${id}`, gamma.headers)).status).toBe(200);

    const put = await req('PUT', `/api/v1/dashboard/${id}`, gamma.headers, {
      dashboard_title: 'Hijacked',
    });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ message: 'You do not have permission to edit this dashboard' });
    const del = await req('DELETE', `/api/v1/dashboard/${id}`, gamma.headers);
    expect(del.status).toBe(403);
    const row = await t.container.store.db
      .selectFrom('dashboards')
      .select('dashboard_title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.dashboard_title).toBe('Admin board');

    // Gamma may create its own dashboard and edit it.
    const own = await req('POST', '/api/v1/dashboard/', gamma.headers, { dashboard_title: 'Mine' });
    expect(own.status).toBe(201);
    expect(
      (
        await req('PUT', `/api/v1/dashboard/${own.body.id as number}`, gamma.headers, {
          published: true,
        })
      ).status,
    ).toBe(200);
  });

  it('serves charts and datasets of a dashboard, copies with charts, and links charts from the layout', async () => {
    const d = await req('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Ops' });
    const dashId = d.body.id as number;
    const c1 = await flightsChart({
      slice_name: 'A',
      viz_type: 'big_number_total',
      params: JSON.stringify({ metric: 'count' }),
    });
    const c2 = await flightsChart({ slice_name: 'B' });
    const position = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
      'ROW-1': {
        id: 'ROW-1',
        type: 'ROW',
        children: ['CHART-1', 'CHART-2'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      'CHART-1': {
        id: 'CHART-1',
        type: 'CHART',
        children: [],
        meta: { chartId: c1.body.id, width: 4, height: 50 },
      },
      'CHART-2': {
        id: 'CHART-2',
        type: 'CHART',
        children: [],
        meta: { chartId: c2.body.id, width: 4, height: 50 },
      },
    };
    expect(
      (
        await req('PUT', `/api/v1/dashboard/${dashId}`, admin, {
          position_json: JSON.stringify(position),
        })
      ).status,
    ).toBe(200);
    const charts = await req('GET', `/api/v1/dashboard/${dashId}/charts`, admin);
    const list = charts.body.result as Json[];
    expect(list.map((c) => c.slice_name)).toEqual(['A', 'B']);
    expect(list[0]!.form_data).toMatchObject({
      metric: 'count',
      slice_id: c1.body.id,
      viz_type: 'big_number_total',
      datasource: `${flightsId}__table`,
    });

    const datasets = (await req('GET', `/api/v1/dashboard/${dashId}/datasets`, admin)).body
      .result as Json[];
    expect(datasets.map((d) => d.table_name)).toEqual(['flights']);
    expect(datasets[0]).toMatchObject({
      id: flightsId,
      uid: `${flightsId}__table`,
      main_dttm_col: 'date',
    });
    expect((datasets[0]!.columns as Json[]).map((c) => c.column_name)).toEqual(
      expect.arrayContaining(['date', 'delay', 'distance', 'origin', 'destination']),
    );
    expect((datasets[0]!.metrics as Json[]).map((m) => m.metric_name)).toContain('count');

    const copy = await req('POST', `/api/v1/dashboard/${dashId}/copy/`, admin, {
      dashboard_title: 'Ops copy',
      duplicate_slices: true,
      json_metadata: '{}',
    });
    expect(copy.status).toBe(200);
    const copyId = (copy.body.result as Json).id as number;
    const copiedCharts = (await req('GET', `/api/v1/dashboard/${copyId}/charts`, admin)).body
      .result as Json[];
    expect(copiedCharts.map((c) => c.slice_name)).toEqual(['A', 'B']);
    expect(copiedCharts.map((c) => c.id)).not.toContain(c1.body.id);
    const copied = (await req('GET', `/api/v1/dashboard/${copyId}`, admin)).body.result as Json;
    const copiedPosition = JSON.parse(copied.position_json as string) as Record<
      string,
      { meta?: { chartId?: number } }
    >;
    expect(copiedPosition['CHART-1']?.meta?.chartId).toBe(copiedCharts[0]!.id);

    // "Save as" from edit mode sends the layout on screen as json_metadata.positions: the copy
    // takes that layout (here without chart B) and the key does not stay in its metadata.
    const { 'CHART-2': _dropped, ...onScreen } = position;
    const onlyA = { ...onScreen, 'ROW-1': { ...position['ROW-1'], children: ['CHART-1'] } };
    const asShown = await req('POST', `/api/v1/dashboard/${dashId}/copy/`, admin, {
      dashboard_title: 'Ops as shown',
      duplicate_slices: false,
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', positions: onlyA }),
    });
    expect(asShown.status).toBe(200);
    const shownId = (asShown.body.result as Json).id as number;
    const shownCharts = (await req('GET', `/api/v1/dashboard/${shownId}/charts`, admin)).body
      .result as Json[];
    expect(shownCharts.map((c) => c.id)).toEqual([c1.body.id]);
    const shown = (await req('GET', `/api/v1/dashboard/${shownId}`, admin)).body.result as Json;
    expect(JSON.parse(shown.json_metadata as string)).toEqual({ color_scheme: 'supersetColors' });
    expect(Object.keys(JSON.parse(shown.position_json as string) as Json)).not.toContain('CHART-2');

    // Removing the last chart from the layout unlinks it, so it does not come back on load.
    const emptied = {
      ROOT_ID: position.ROOT_ID,
      GRID_ID: { ...position.GRID_ID, children: [] },
    };
    expect(
      (
        await req('PUT', `/api/v1/dashboard/${shownId}`, admin, {
          position_json: JSON.stringify(emptied),
        })
      ).status,
    ).toBe(200);
    expect((await req('GET', `/api/v1/dashboard/${shownId}/charts`, admin)).body.result).toEqual(
      [],
    );
  });

  it('stars and unstars only on request and reports favourite status', async () => {
    const d = await req('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Starry' });
    const id = d.body.id as number;
    const q = rison.encode([id]);
    expect((await req('GET', `/api/v1/dashboard/favorite_status/?q=${q}`, admin)).body).toEqual({
      result: [{ id, value: false }],
    });
    expect((await req('POST', `/api/v1/dashboard/${id}/favorites/`, admin)).status).toBe(200);
    expect((await req('POST', `/api/v1/dashboard/${id}/favorites/`, admin)).status).toBe(200);
    expect((await req('GET', `/api/v1/dashboard/favorite_status/?q=${q}`, admin)).body).toEqual({
      result: [{ id, value: true }],
    });
    const favs = await req(
      'GET',
      `/api/v1/dashboard/?q=${rison.encode({ filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }] })}`,
      admin,
    );
    expect(favs.body.ids).toEqual([id]);
    expect((await req('DELETE', `/api/v1/dashboard/${id}/favorites/`, admin)).status).toBe(200);
    expect((await req('GET', `/api/v1/dashboard/favorite_status/?q=${q}`, admin)).body).toEqual({
      result: [{ id, value: false }],
    });
    expect((await req('POST', '/api/v1/dashboard/424242/favorites/', admin)).status).toBe(404);
  });

  it('creates, reads, prunes columns and updates charts', async () => {
    const created = await flightsChart({
      slice_name: 'Delay by origin',
      viz_type: 'echarts_timeseries_bar',
      params: JSON.stringify({ metrics: ['avg_delay'], groupby: ['origin'] }),
      query_context: JSON.stringify({ datasource: { id: flightsId, type: 'table' }, queries: [] }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const full = (await req('GET', `/api/v1/chart/${id}`, admin)).body.result as Json;
    expect(full).toMatchObject({
      slice_name: 'Delay by origin',
      datasource_name_text: 'main.flights',
      url: `/explore/?slice_id=${id}`,
    });
    const pruned = await req(
      'GET',
      `/api/v1/chart/${id}?q=${rison.encode({ columns: ['dashboards.id', 'slice_name'] })}`,
      admin,
    );
    expect(pruned.body.result).toEqual({ slice_name: 'Delay by origin', dashboards: [] });
    const missingDataset = await req('POST', '/api/v1/chart/', admin, {
      slice_name: 'x',
      viz_type: 'table',
      datasource_id: 987654,
      datasource_type: 'table',
    });
    expect(missingDataset.status).toBe(422);
    expect(missingDataset.body).toEqual({
      message: { datasource_id: ['Datasource does not exist'] },
    });
    const noName = await flightsChart({});
    expect(noName.status).toBe(400);
    expect(noName.body.message).toHaveProperty('slice_name');
    const put = await req('PUT', `/api/v1/chart/${id}`, admin, { slice_name: 'Renamed' });
    expect(put.status).toBe(200);
    expect(put.body.last_modified_time).toEqual(expect.any(Number));
    expect(((await req('GET', `/api/v1/chart/${id}`, admin)).body.result as Json).slice_name).toBe(
      'Renamed',
    );
  });
});
