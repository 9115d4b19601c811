/**
 * Export a dashboard with two charts on the examples `flights` dataset, check the bundle against
 * Superset's layout and fields, import it back (conflict, then overwrite), then delete everything
 * and import again: the same objects come back with new ids and the same uuids, and every id
 * inside the layout, metadata and charts points at the new objects.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { commandError, envelopeError, exportBundle, importBundle, unzipText } from './bundle-http';
import { rowCount } from '../support/store-lookups';

/** What differs between a dataset column or metric and its re-imported copy. */
interface DatasetItemIdentity {
  id: number;
  uuid: string;
  dataset_id: number;
  created_on: string;
  changed_on: string;
}

type Json = Record<string, unknown>;

/** A half-width chart cell of the layout's only row, as Superset's editor saves it. */
function chartInFirstRow(id: string, chartId: number, sliceName: string): Json {
  return {
    children: [],
    id,
    meta: { chartId, height: 50, sliceName, width: 6 },
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    type: 'CHART',
  };
}

describe.each(await storeVariants())('dashboard bundle round trip on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });
  let flights: { id: number; uuid: string };
  let examples: { id: number; uuid: string };
  let chartA: number;
  let chartB: number;
  let dashboardId: number;
  let layout: Json;
  let metadata: Json;
  let paramsA: Json;
  let queryContextA: Json;
  let bundle: Buffer;
  let files: Map<string, string>;

  const db = () => t.container.store.db;
  const req = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => {
    const res = await t.request(method, url, admin, payload);
    return { status: res.statusCode, body: res.json() as Json };
  };

  beforeAll(async () => {
    flights = await db()
      .selectFrom('datasets')
      .select(['id', 'uuid'])
      .where('table_name', '=', 'flights')
      .executeTakeFirstOrThrow();
    examples = await db()
      .selectFrom('databases')
      .select(['id', 'uuid'])
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow();

    paramsA = {
      datasource: `${flights.id}__table`,
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      groupby: ['origin'],
      adhoc_filters: [],
      row_limit: 100,
    };
    queryContextA = {
      datasource: { id: flights.id, type: 'table' },
      force: false,
      queries: [{ columns: ['origin'], metrics: ['count'], row_limit: 100 }],
      form_data: { datasource: `${flights.id}__table`, viz_type: 'echarts_timeseries_bar' },
      result_format: 'json',
      result_type: 'full',
    };
    const a = await req('POST', '/api/v1/chart/', {
      slice_name: 'Flights by origin',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: flights.id,
      datasource_type: 'table',
      params: JSON.stringify(paramsA),
      query_context: JSON.stringify(queryContextA),
      description: 'Counts per origin airport',
    });
    expect(a.status).toBe(201);
    chartA = a.body.id as number;
    const b = await req('POST', '/api/v1/chart/', {
      slice_name: 'Distance table',
      viz_type: 'table',
      datasource_id: flights.id,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${flights.id}__table`, viz_type: 'table' }),
    });
    expect(b.status).toBe(201);
    chartB = b.body.id as number;

    layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
      GRID_ID: { children: ['ROW-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
      HEADER_ID: { id: 'HEADER_ID', meta: { text: 'Flights overview' }, type: 'HEADER' },
      'ROW-1': {
        children: ['CHART-a', 'CHART-b'],
        id: 'ROW-1',
        meta: { background: 'BACKGROUND_TRANSPARENT' },
        parents: ['ROOT_ID', 'GRID_ID'],
        type: 'ROW',
      },
      'CHART-a': chartInFirstRow('CHART-a', chartA, 'Flights by origin'),
      'CHART-b': chartInFirstRow('CHART-b', chartB, 'Distance table'),
    };
    metadata = {
      color_scheme: 'supersetColors',
      refresh_frequency: 0,
      timed_refresh_immune_slices: [chartB],
      expanded_slices: {},
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-origin',
          name: 'Origin',
          filterType: 'filter_select',
          targets: [{ datasetId: flights.id, column: { name: 'origin' } }],
          scope: { rootPath: ['ROOT_ID'], excluded: [chartB] },
          chartsInScope: [chartA],
        },
      ],
      chart_configuration: {
        [String(chartA)]: {
          id: chartA,
          crossFilters: { scope: 'global', chartsInScope: [chartB] },
        },
      },
    };
    const dashboard = await req('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Flights overview',
      slug: 'flights-overview',
      published: true,
      css: '.header { color: navy; }',
      position_json: JSON.stringify(layout),
      json_metadata: JSON.stringify(metadata),
    });
    expect(dashboard.status).toBe(201);
    dashboardId = dashboard.body.id as number;
  });

  it('exports the dashboard, its charts, their dataset and database as a v1 bundle', async () => {
    const res = await exportBundle(t, 'dashboard', admin, [dashboardId], '&token=dl-123');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const disposition = String(res.headers['content-disposition']);
    const match = /^attachment; filename=(dashboard_export_\d{8}T\d{6})\.zip$/.exec(disposition);
    expect(match).not.toBeNull();
    const root = match?.[1] ?? '';
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^dl-123=done;/);
    expect(cookie).toContain('Max-Age=600');
    bundle = res.body;
    files = await unzipText(bundle);
    expect([...files.keys()]).toEqual([
      `${root}/metadata.yaml`,
      `${root}/dashboards/Flights_overview_${dashboardId}.yaml`,
      `${root}/charts/Flights_by_origin_${chartA}.yaml`,
      `${root}/datasets/examples/flights_${flights.id}.yaml`,
      `${root}/databases/examples.yaml`,
      `${root}/charts/Distance_table_${chartB}.yaml`,
    ]);
    const read = (name: string) => YAML.parse(files.get(`${root}/${name}`) ?? '') as Json;

    const meta = read('metadata.yaml');
    expect(meta.version).toBe('1.0.0');
    expect(meta.type).toBe('Dashboard');
    expect(meta.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);

    const [uuidA, uuidB] = await Promise.all(
      [chartA, chartB].map(
        async (id) =>
          (
            await db()
              .selectFrom('charts')
              .select('uuid')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).uuid,
      ),
    );
    const dashboard = read(`dashboards/Flights_overview_${dashboardId}.yaml`);
    expect(Object.keys(dashboard)).not.toContain('position_json');
    expect(Object.keys(dashboard)).not.toContain('json_metadata');
    expect(dashboard).toMatchObject({
      dashboard_title: 'Flights overview',
      slug: 'flights-overview',
      published: true,
      css: '.header { color: navy; }',
      version: '1.0.0',
    });
    const position = dashboard.position as Record<string, { meta: Json }>;
    expect(position['CHART-a']?.meta).toEqual({
      chartId: chartA,
      height: 50,
      sliceName: 'Flights by origin',
      width: 6,
      uuid: uuidA,
    });
    expect(position['CHART-b']?.meta.uuid).toBe(uuidB);
    const exportedFilters = (dashboard.metadata as Json).native_filter_configuration as Json[];
    expect(exportedFilters[0]?.targets).toEqual([
      { column: { name: 'origin' }, datasetUuid: flights.uuid },
    ]);

    const chart = read(`charts/Flights_by_origin_${chartA}.yaml`);
    expect(chart).toMatchObject({
      slice_name: 'Flights by origin',
      viz_type: 'echarts_timeseries_bar',
      params: paramsA,
      query_context: JSON.stringify(queryContextA),
      description: 'Counts per origin airport',
      uuid: uuidA,
      version: '1.0.0',
      dataset_uuid: flights.uuid,
    });
    for (const dropped of ['datasource_type', 'datasource_name', 'url_params', 'id'])
      expect(chart).not.toHaveProperty(dropped);

    const dataset = read(`datasets/examples/flights_${flights.id}.yaml`);
    expect(dataset).toMatchObject({
      table_name: 'flights',
      schema: 'main',
      uuid: flights.uuid,
      database_uuid: examples.uuid,
      version: '1.0.0',
    });
    expect(dataset).not.toHaveProperty('database_id');
    const columnNames = (dataset.columns as Json[]).map((c) => c.column_name).sort();
    expect(columnNames).toEqual(['date', 'delay', 'destination', 'distance', 'origin']);
    expect((dataset.metrics as Json[]).map((m) => m.metric_name)).toContain('count');

    const database = read('databases/examples.yaml');
    expect(database).toMatchObject({
      database_name: 'examples',
      sqlalchemy_uri: 'duckdb:///examples.duckdb',
      uuid: examples.uuid,
      version: '1.0.0',
    });
    expect(typeof database.allow_csv_upload).toBe('boolean');
    expect(database).not.toHaveProperty('allow_file_upload');
    expect(database).not.toHaveProperty('password');
  });

  it('refuses to replace the dashboard without overwrite, then overwrites it in place', async () => {
    const conflict = await importBundle(t, 'dashboard', admin, bundle);
    expect(conflict.status).toBe(422);
    const error = envelopeError(conflict.body);
    expect(error).toEqual(
      commandError('Error importing dashboard', {
        [`dashboards/Flights_overview_${dashboardId}.yaml`]:
          'Dashboard already exists and `overwrite=true` was not passed',
      }),
    );

    const overwrite = await importBundle(t, 'dashboard', admin, bundle, { overwrite: 'true' });
    expect(overwrite).toEqual({ status: 200, body: { message: 'OK' } });
    const counts = await Promise.all(
      (['dashboards', 'charts', 'datasets', 'databases'] as const).map((table) =>
        rowCount(t, table),
      ),
    );
    // One dashboard, two charts, the 24 example datasets and one database: nothing duplicated.
    expect(counts).toEqual([1, 2, 24, 1]);
    const got = await req('GET', `/api/v1/dashboard/${dashboardId}/charts`);
    expect((got.body.result as Json[]).map((c) => c.id)).toEqual([chartA, chartB]);
  });

  it('brings everything back after a delete, with new ids and the same uuids', async () => {
    const before = {
      dashboard: await db()
        .selectFrom('dashboards')
        .selectAll()
        .where('id', '=', dashboardId)
        .executeTakeFirstOrThrow(),
      charts: await db()
        .selectFrom('charts')
        .selectAll()
        .where('id', 'in', [chartA, chartB])
        .orderBy('id')
        .execute(),
      dataset: await db()
        .selectFrom('datasets')
        .selectAll()
        .where('id', '=', flights.id)
        .executeTakeFirstOrThrow(),
      columns: await db()
        .selectFrom('dataset_columns')
        .selectAll()
        .where('dataset_id', '=', flights.id)
        .orderBy('column_name')
        .execute(),
      metrics: await db()
        .selectFrom('dataset_metrics')
        .selectAll()
        .where('dataset_id', '=', flights.id)
        .orderBy('metric_name')
        .execute(),
      database: await db()
        .selectFrom('databases')
        .selectAll()
        .where('id', '=', examples.id)
        .executeTakeFirstOrThrow(),
    };

    expect((await req('DELETE', `/api/v1/dashboard/${dashboardId}`)).status).toBe(200);
    expect((await req('DELETE', `/api/v1/chart/?q=!(${chartA},${chartB})`)).status).toBe(200);
    const datasetIds = (
      await db()
        .selectFrom('datasets')
        .select('id')
        .where('database_id', '=', examples.id)
        .execute()
    ).map((d) => d.id);
    expect((await req('DELETE', `/api/v1/dataset/?q=!(${datasetIds.join(',')})`)).status).toBe(200);
    expect((await req('DELETE', `/api/v1/database/${examples.id}`)).status).toBe(200);

    const imported = await importBundle(t, 'dashboard', admin, bundle);
    expect(imported).toEqual({ status: 200, body: { message: 'OK' } });

    const database = await db()
      .selectFrom('databases')
      .selectAll()
      .where('uuid', '=', examples.uuid)
      .executeTakeFirstOrThrow();
    const dataset = await db()
      .selectFrom('datasets')
      .selectAll()
      .where('uuid', '=', flights.uuid)
      .executeTakeFirstOrThrow();
    const charts = await db()
      .selectFrom('charts')
      .selectAll()
      .where(
        'uuid',
        'in',
        before.charts.map((c) => c.uuid),
      )
      .execute();
    const dashboard = await db()
      .selectFrom('dashboards')
      .selectAll()
      .where('uuid', '=', before.dashboard.uuid)
      .executeTakeFirstOrThrow();
    const newChart = (oldId: number) => {
      const uuid = before.charts.find((c) => c.id === oldId)?.uuid;
      const row = charts.find((c) => c.uuid === uuid);
      if (!row) throw new Error(`chart ${oldId} not imported`);
      return row;
    };
    const newA = newChart(chartA).id;
    const newB = newChart(chartB).id;
    expect(database.id).not.toBe(examples.id);
    expect(dataset.id).not.toBe(flights.id);
    expect([newA, newB]).not.toContain(chartA);
    expect([newA, newB]).not.toContain(chartB);
    expect(dashboard.id).not.toBe(dashboardId);

    // The database: same connection and settings.
    const pickDatabase = (row: typeof database) => ({
      database_name: row.database_name,
      sqlalchemy_uri: row.sqlalchemy_uri,
      password_encrypted: row.password_encrypted,
      backend: row.backend,
      expose_in_sqllab: row.expose_in_sqllab,
      allow_run_async: row.allow_run_async,
      allow_dml: row.allow_dml,
      allow_file_upload: row.allow_file_upload,
      allow_ctas: row.allow_ctas,
      allow_cvas: row.allow_cvas,
      impersonate_user: row.impersonate_user,
      cache_timeout: row.cache_timeout,
      extra: JSON.parse(row.extra) as unknown,
    });
    expect(pickDatabase(database)).toEqual(pickDatabase(before.database));

    // The dataset, its columns and metrics: the same apart from ids and audit fields.
    const { id: _i1, database_id: _d1, created_on: _c1, changed_on: _h1, ...datasetRest } = dataset;
    const {
      id: _i2,
      database_id: _d2,
      created_on: _c2,
      changed_on: _h2,
      ...beforeRest
    } = before.dataset;
    expect({ ...datasetRest, created_by_fk: null, changed_by_fk: null }).toEqual({
      ...beforeRest,
      created_by_fk: null,
      changed_by_fk: null,
    });
    expect(dataset.database_id).toBe(database.id);
    // Columns and metrics come back as they were, but for their ids, uuids and times.
    const withoutIdentity = <Item extends DatasetItemIdentity>(rows: Item[]) =>
      rows.map(
        ({ id: _id, uuid: _uuid, dataset_id: _ds, created_on: _c, changed_on: _h, ...rest }) =>
          rest,
      );
    const columns = await db()
      .selectFrom('dataset_columns')
      .selectAll()
      .where('dataset_id', '=', dataset.id)
      .orderBy('column_name')
      .execute();
    expect(withoutIdentity(columns)).toEqual(withoutIdentity(before.columns));
    const metrics = await db()
      .selectFrom('dataset_metrics')
      .selectAll()
      .where('dataset_id', '=', dataset.id)
      .orderBy('metric_name')
      .execute();
    expect(withoutIdentity(metrics)).toEqual(withoutIdentity(before.metrics));

    // The charts: params and query context point at the new dataset (and chart).
    const a = newChart(chartA);
    expect(a.datasource_id).toBe(dataset.id);
    expect(a.datasource_type).toBe('table');
    expect(JSON.parse(a.params ?? '{}')).toEqual({
      ...paramsA,
      datasource: `${dataset.id}__table`,
    });
    expect(JSON.parse(a.query_context ?? '{}')).toEqual({
      ...queryContextA,
      datasource: { id: dataset.id, type: 'table' },
      form_data: { ...(queryContextA.form_data as Json), datasource: `${dataset.id}__table` },
    });
    expect(a.description).toBe('Counts per origin airport');
    expect(newChart(chartB).slice_name).toBe('Distance table');

    // The dashboard: the layout and metadata with every id replaced by hand-mapped new ids.
    expect({
      title: dashboard.dashboard_title,
      slug: dashboard.slug,
      css: dashboard.css,
      published: dashboard.published,
    }).toEqual({
      title: before.dashboard.dashboard_title,
      slug: before.dashboard.slug,
      css: before.dashboard.css,
      published: before.dashboard.published,
    });
    const chartLayout = (name: 'CHART-a' | 'CHART-b', id: number, uuid: string) => {
      const item = layout[name] as { meta: Json };
      return { ...item, meta: { ...item.meta, chartId: id, uuid } };
    };
    expect(JSON.parse(dashboard.position_json ?? '{}')).toEqual({
      ...layout,
      'CHART-a': chartLayout('CHART-a', newA, newChart(chartA).uuid),
      'CHART-b': chartLayout('CHART-b', newB, newChart(chartB).uuid),
    });
    expect(JSON.parse(dashboard.json_metadata ?? '{}')).toEqual({
      color_scheme: 'supersetColors',
      refresh_frequency: 0,
      timed_refresh_immune_slices: [newB],
      expanded_slices: {},
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-origin',
          name: 'Origin',
          filterType: 'filter_select',
          targets: [{ column: { name: 'origin' }, datasetId: dataset.id }],
          scope: { rootPath: ['ROOT_ID'], excluded: [newB] },
          chartsInScope: [newA],
        },
      ],
      chart_configuration: {
        [String(newA)]: { id: newA, crossFilters: { scope: 'global', chartsInScope: [newB] } },
      },
    });
    const got = await req('GET', `/api/v1/dashboard/${dashboard.id}/charts`);
    expect((got.body.result as Json[]).map((c) => c.id).sort()).toEqual([newA, newB].sort());
    const owners = (await req('GET', `/api/v1/dashboard/${dashboard.id}`)).body.result as Json;
    expect((owners.owners as Json[]).map((o) => o.first_name)).toEqual(['Admin']);

    // The data permission of the re-registered database exists again.
    const menu = await db()
      .selectFrom('view_menus')
      .select('name')
      .where('name', '=', `[examples].(id:${database.id})`)
      .executeTakeFirst();
    expect(menu?.name).toBe(`[examples].(id:${database.id})`);
  });
});
