/**
 * What this server exports must import into Superset: each export command's bundle (dashboard,
 * chart, dataset, database) is read as Superset's importer reads it (PyYAML, then its marshmallow
 * import schemas, kept as a fixture) and every reference by uuid resolves inside the bundle. The
 * content is deliberately rich: a virtual dataset with template parameters, metric currency and
 * extras, a database whose `extra` holds keys only this server uses, a dashboard with a native
 * filter, certification and CSS.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { exportBundle, unzipText } from './bundle-http';
import { checkSupersetImport } from './superset-import-check';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('exports Superset can import, on $name', (variant) => {
  const { t, admin } = useTestApp(variant, { LOAD_EXAMPLES: 'true' });
  const ids = { database: 0, dataset: 0, chart: 0, bareChart: 0, dashboard: 0 };

  const req = async (method: 'POST' | 'PUT', url: string, payload: Json) => {
    const res = await t.request(method, url, admin, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as Json;
  };

  beforeAll(async () => {
    const db = t.container.store.db;
    const examples = await db
      .selectFrom('databases')
      .select(['id', 'extra'])
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow();
    ids.database = examples.id;
    // Keys Superset knows, one only this server reads, and the hidden configuration method.
    await db
      .updateTable('databases')
      .set({
        extra: JSON.stringify({
          ...(JSON.parse(examples.extra ?? '{}') as Json),
          metadata_params: {},
          engine_params: {},
          allows_virtual_table_explore: true,
          schemas_allowed_for_file_upload: ['main'],
          query_timeout: 45,
          configuration_method: 'sqlalchemy_form',
        }),
        cache_timeout: 300,
      })
      .where('id', '=', examples.id)
      .execute();

    const dataset = await req('POST', '/api/v1/dataset/', {
      database: examples.id,
      table_name: 'long_flights',
      sql: 'SELECT origin, destination, distance, delay, date FROM flights WHERE distance > 1000',
    });
    ids.dataset = dataset.id as number;
    await req('PUT', `/api/v1/dataset/${ids.dataset}?override_columns=true`, {
      template_params: JSON.stringify({ min_distance: 1000 }),
      extra: JSON.stringify({ certification: { certified_by: 'Data team' } }),
      description: 'Flights over 1,000 miles',
      metrics: [
        {
          metric_name: 'avg_delay',
          expression: 'AVG(delay)',
          d3format: ',.1f',
          currency: { symbol: 'USD', symbolPosition: 'prefix' },
          extra: JSON.stringify({ warning_markdown: 'Delays are in minutes' }),
        },
        { metric_name: 'count', expression: 'COUNT(*)' },
      ],
    });

    const chart = await req('POST', '/api/v1/chart/', {
      slice_name: 'Delay by origin',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: ids.dataset,
      datasource_type: 'table',
      description: 'Average delay per origin',
      certified_by: 'Data team',
      cache_timeout: 60,
      params: JSON.stringify({
        datasource: `${ids.dataset}__table`,
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'origin',
        metrics: ['avg_delay'],
      }),
      query_context: JSON.stringify({
        datasource: { id: ids.dataset, type: 'table' },
        queries: [{ columns: ['origin'], metrics: ['avg_delay'] }],
      }),
    });
    ids.chart = chart.id as number;
    // A chart saved without form data or query context (an API client's minimal chart).
    const bare = await req('POST', '/api/v1/chart/', {
      slice_name: 'Bare table',
      viz_type: 'table',
      datasource_id: ids.dataset,
      datasource_type: 'table',
    });
    ids.bareChart = bare.id as number;

    const chartCell = (id: number, key: string) => ({
      children: [],
      id: key,
      meta: { chartId: id, height: 50, width: 6 },
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      type: 'CHART',
    });
    const dashboard = await req('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Long flights',
      slug: 'long-flights',
      css: '.header { color: navy; }',
      certified_by: 'Data team',
      certification_details: 'Reviewed',
      published: true,
      position_json: JSON.stringify({
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
        GRID_ID: { children: ['ROW-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
        'ROW-1': {
          children: ['CHART-a', 'CHART-b'],
          id: 'ROW-1',
          meta: { background: 'BACKGROUND_TRANSPARENT' },
          parents: ['ROOT_ID', 'GRID_ID'],
          type: 'ROW',
        },
        'CHART-a': chartCell(ids.chart, 'CHART-a'),
        'CHART-b': chartCell(ids.bareChart, 'CHART-b'),
      }),
      json_metadata: JSON.stringify({
        native_filter_configuration: [
          {
            id: 'NATIVE_FILTER-origin',
            name: 'Origin',
            filterType: 'filter_select',
            targets: [{ datasetId: ids.dataset, column: { name: 'origin' } }],
            defaultDataMask: { filterState: { value: ['NO', 'yes'] } },
            scope: { rootPath: ['ROOT_ID'], excluded: [] },
          },
        ],
      }),
    });
    ids.dashboard = dashboard.id as number;
  });

  const exported = async (resource: 'dashboard' | 'chart' | 'dataset' | 'database', id: number) => {
    const res = await exportBundle(t, resource, admin, [id]);
    expect(res.status).toBe(200);
    return checkSupersetImport(await unzipText(res.body), resource);
  };

  it.each([
    ['dashboard', () => ids.dashboard],
    ['chart', () => ids.chart],
    ['dataset', () => ids.dataset],
    ['database', () => ids.database],
  ] as const)('a %s export passes Superset import schemas', async (resource, id) => {
    const report = await exported(resource, id());
    expect(report.errors).toEqual({});
    expect(report.danglingReferences).toEqual([]);
  });

  it('keeps the content Superset reads: currency, extras, filter defaults, empty form data', async () => {
    const { configs } = await exported('dashboard', ids.dashboard);
    const dataset = configs.datasets.find((config) => config.table_name === 'long_flights');
    const metrics = (dataset?.metrics ?? []) as Json[];
    const avgDelay = metrics.find((metric) => metric.metric_name === 'avg_delay');
    expect(JSON.parse(String(avgDelay?.currency))).toEqual({
      symbol: 'USD',
      symbolPosition: 'prefix',
    });
    expect(avgDelay?.extra).toEqual({ warning_markdown: 'Delays are in minutes' });
    expect(dataset?.template_params).toEqual({ min_distance: 1000 });

    const database = configs.databases[0];
    expect(database?.extra).toMatchObject({
      allows_virtual_table_explore: true,
      schemas_allowed_for_csv_upload: ['main'],
    });

    const bare = configs.charts.find((config) => config.slice_name === 'Bare table');
    expect(bare?.params).toEqual({});

    // Country codes and words YAML 1.1 reads as booleans stay strings.
    const metadata = configs.dashboards[0]?.metadata as Json;
    const [filter] = metadata.native_filter_configuration as Json[];
    expect(filter?.defaultDataMask).toEqual({ filterState: { value: ['NO', 'yes'] } });
  });

  it('the check itself refuses what Superset refuses', async () => {
    const res = await exportBundle(t, 'chart', admin, [ids.chart]);
    const files = await unzipText(res.body);
    const [chartPath] = [...files.keys()].filter((path) => path.includes('/charts/'));
    const chart = YAML.parse(files.get(chartPath!) ?? '') as Json;
    files.set(chartPath!, YAML.stringify({ ...chart, tags: [], slice_name: null }));
    expect(checkSupersetImport(files, 'chart').errors).toEqual({
      [chartPath!.split('/').slice(1).join('/')]: {
        tags: ['Unknown field.'],
        slice_name: ['Field may not be null.'],
      },
    });
    expect(checkSupersetImport(files, 'dashboard').errors['metadata.yaml']).toEqual({
      type: ['Must be equal to Dashboard.'],
    });
  });
});
