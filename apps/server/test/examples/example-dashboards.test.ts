/**
 * The example dashboards a new instance loads: imported once through the dashboard import from
 * the shipped bundle (which must be what the generator writes), with their charts, native filters
 * and tabs; a restart adds nothing and keeps a user's edits and deletions; and a few charts'
 * numbers, queried through the chart data API from their saved form data, equal DuckDB's answers
 * on the vega-datasets source files.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { EXAMPLE_DASHBOARDS } from '@panorama/core/examples/example-dashboards';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/bootstrap';
import { exampleBundleFiles } from '../../src/examples/content/example-bundle-files';
import { EXAMPLE_DASHBOARD_SPECS } from '../../src/examples/content/example-dashboard-specs';
import { exampleDashboardsDir, readBundleDir } from '../../src/examples/load-example-dashboards';
import { exampleDatasetUuid } from '../../src/examples/example-uuids';
import { vegaDataDir } from '../../src/examples/vega-datasets-dir';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = await storeVariants();
if (!sqlite) throw new Error('no SQLite store variant');

interface ListAnswer<Row> {
  count: number;
  result: Row[];
}
interface ChartRow {
  id: number;
  slice_name: string;
  viz_type: string;
  params: string;
}

async function duckdbRows(sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJS();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const source = (file: string) => path.join(vegaDataDir(), file).replaceAll("'", "''");

describe('the example dashboards bundle', () => {
  it('is exactly what the generator writes from the specs', () => {
    const written = readBundleDir(exampleDashboardsDir());
    const generated = exampleBundleFiles(EXAMPLE_DASHBOARD_SPECS);
    expect([...written.keys()].sort()).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) expect(written.get(name), name).toBe(text);
  });

  it('has at least six dashboards and twenty chart types', () => {
    expect(EXAMPLE_DASHBOARD_SPECS.length).toBeGreaterThanOrEqual(6);
    const types = new Set(EXAMPLE_DASHBOARD_SPECS.flatMap((d) => d.charts.map((c) => c.vizType)));
    expect(types.size).toBeGreaterThanOrEqual(20);
  });
});

describe('example dashboards on a new instance', () => {
  const { t, admin } = useTestApp(sqlite, {
    LOAD_EXAMPLES: 'true',
    LOAD_EXAMPLE_DASHBOARDS: 'true',
  });
  const chartCount = EXAMPLE_DASHBOARD_SPECS.reduce((n, d) => n + d.charts.length, 0);

  const dashboards = async () =>
    (await t.get(`/api/v1/dashboard/?q=(page_size:100)`, admin)).json() as ListAnswer<{
      id: number;
      dashboard_title: string;
      slug: string;
    }>;
  const charts = async () =>
    (await t.get(`/api/v1/chart/?q=(page_size:100)`, admin)).json() as ListAnswer<ChartRow>;

  async function chartNamed(name: string): Promise<ChartRow> {
    const found = (await charts()).result.find((c) => c.slice_name === name);
    if (!found) throw new Error(`no example chart ${name}`);
    const full = (await t.get(`/api/v1/chart/${found.id}`, admin)).json() as { result: ChartRow };
    return { ...found, params: full.result.params };
  }

  /**
   * The chart's saved form data queried through the chart data API: the generic query, sorted by
   * `orderby` as the chart type's own query would be.
   */
  async function chartData(
    name: string,
    orderby?: [string, boolean][],
  ): Promise<Record<string, unknown>[]> {
    const chart = await chartNamed(name);
    const formData = JSON.parse(chart.params) as QueryFormData;
    const context = buildQueryContext(formData, (base) => [orderby ? { ...base, orderby } : base]);
    const res = await t.post('/api/v1/chart/data', admin, context);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: { data: Record<string, unknown>[] }[] }).result[0]?.data ?? [];
  }

  it('imports every example dashboard with all its charts', async () => {
    const listed = await dashboards();
    expect(listed.result.map((d) => d.slug).sort()).toEqual(
      EXAMPLE_DASHBOARDS.map((d) => d.slug).sort(),
    );
    expect((await charts()).count).toBe(chartCount);
    for (const { id } of listed.result) {
      const detail = (await t.get(`/api/v1/dashboard/${id}`, admin)).json() as {
        result: { json_metadata: string; position_json: string; owners: { id: number }[] };
      };
      const metadata = JSON.parse(detail.result.json_metadata) as {
        native_filter_configuration: { targets: { datasetId?: number }[] }[];
      };
      expect(metadata.native_filter_configuration.length).toBeGreaterThan(0);
      for (const filter of metadata.native_filter_configuration)
        for (const target of filter.targets)
          if (Object.keys(target).length > 0) expect(typeof target.datasetId).toBe('number');
      expect(detail.result.owners.length).toBe(1);
    }
  });

  it('loads them once: a restart adds nothing and keeps edits and deletions', async () => {
    const before = await dashboards();
    const [edited, deleted] = before.result;
    if (!edited || !deleted) throw new Error('expected example dashboards');
    const put = await t.put(`/api/v1/dashboard/${edited.id}`, admin, {
      dashboard_title: 'My flights',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.delete(`/api/v1/dashboard/${deleted.id}`, admin)).statusCode).toBe(200);
    await bootstrap(t.container, t.app.log);
    const after = await dashboards();
    expect(after.count).toBe(before.count - 1);
    expect(after.result.find((d) => d.id === edited.id)?.dashboard_title).toBe('My flights');
    expect((await charts()).count).toBe(chartCount);
  });

  it('shows the flight count and busiest routes DuckDB computes from the source file', async () => {
    const flights = source('flights-3m.parquet');
    const [total] = await chartData('Flights');
    const [expected] = await duckdbRows(`SELECT count(*) AS n FROM read_parquet('${flights}')`);
    expect(Number(total?.count)).toBe(Number(expected?.n));

    const routes = (await chartData('Busiest routes', [['count', false]])).slice(0, 5);
    const top = await duckdbRows(
      `SELECT origin, destination, count(*) AS n FROM read_parquet('${flights}')
       GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT 5`,
    );
    expect(routes.map((r) => [r.origin, r.destination, Number(r.count)])).toEqual(
      top.map((r) => [r.origin, r.destination, Number(r.n)]),
    );
  });

  it('shows the days of each weather DuckDB counts in the Seattle weather file', async () => {
    const days = await chartData('Days by weather');
    const expected = await duckdbRows(
      `SELECT weather, count(*) AS n FROM read_csv_auto('${source('seattle-weather.csv')}')
       GROUP BY 1`,
    );
    expect(Object.fromEntries(days.map((r) => [r.weather, Number(r.count)]))).toEqual(
      Object.fromEntries(expected.map((r) => [r.weather, Number(r.n)])),
    );
  });

  it('loads them on an instance whose example data came before them', async () => {
    const db = t.container.store.db;
    // Examples registered before the datasets had fixed uuids, and no dashboards loaded yet.
    for (const { id } of await db.selectFrom('datasets').select('id').execute())
      await db
        .updateTable('datasets')
        .set({ uuid: crypto.randomUUID() })
        .where('id', '=', id)
        .execute();
    await db.deleteFrom('key_values').where('resource', '=', 'examples').execute();
    for (const { id } of (await dashboards()).result)
      expect((await t.delete(`/api/v1/dashboard/${id}`, admin)).statusCode).toBe(200);
    await bootstrap(t.container, t.app.log);
    expect((await dashboards()).count).toBe(EXAMPLE_DASHBOARDS.length);
    expect((await charts()).count).toBe(chartCount);
    const flights = await db
      .selectFrom('datasets')
      .select('uuid')
      .where('table_name', '=', 'flights')
      .executeTakeFirstOrThrow();
    expect(flights.uuid).toBe(exampleDatasetUuid('flights'));
  });
});
