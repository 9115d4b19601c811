/**
 * A bundle written the way Superset exports one imports here: every object is created with the
 * bundle's uuids, Superset's legacy names are mapped back, and every Superset id inside charts and
 * the dashboard is replaced by the id the object got here (expected values mapped by hand).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { buildZip } from '../../src/modules/import-export/zip-test-support';
import { rowsByUuid, type ObjectTable } from '../../src/modules/shared/object-rows';
import { importBundle } from './bundle-http';
import {
  CHART_A_QUERY_CONTEXT,
  UUIDS,
  createFixtureDatabase,
  databaseYaml,
  datasetYaml,
  supersetDashboardBundle,
} from './superset-fixture';

type Json = Record<string, unknown>;

describe.each(await storeVariants())('a Superset-made bundle on $name', (variant) => {
  const { t, admin } = useTestApp(variant);

  /** The stored row of an imported object. */
  const storedRow = async <T extends ObjectTable>(table: T, uuid: string) => {
    const row = (await rowsByUuid(t.container.store.db, table, [uuid])).get(uuid);
    if (!row) throw new Error(`no ${table} row with uuid ${uuid}`);
    return row;
  };

  beforeAll(async () => {
    createFixtureDatabase(t.dataDir);
  });

  it('imports the dashboard with its charts, dataset and database', async () => {
    const res = await importBundle(t, 'dashboard', admin, await supersetDashboardBundle());
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    const db = t.container.store.db;

    const database = await storedRow('databases', UUIDS.database);
    expect(database).toMatchObject({
      database_name: 'sales_db',
      sqlalchemy_uri: 'sqlite:///superset_fixture.db',
      password_encrypted: null,
      backend: 'sqlite',
      expose_in_sqllab: 1,
      allow_file_upload: 1,
      allow_dml: 0,
    });
    expect(JSON.parse(database.extra)).toEqual({
      metadata_params: {},
      engine_params: {},
      metadata_cache_timeout: {},
      schemas_allowed_for_file_upload: ['main'],
      allows_virtual_table_explore: true,
    });

    const dataset = await storedRow('datasets', UUIDS.dataset);
    expect(dataset).toMatchObject({
      table_name: 'sales',
      database_id: database.id,
      schema: 'main',
      main_dttm_col: 'sold_at',
      description: 'Sales by region',
      extra: JSON.stringify({ warning_markdown: 'Check the totals' }),
      filter_select_enabled: 1,
      sql: null,
    });
    const columns = await db
      .selectFrom('dataset_columns')
      .select(['column_name', 'verbose_name', 'is_dttm', 'type', 'groupby', 'python_date_format'])
      .where('dataset_id', '=', dataset.id)
      .orderBy('column_name')
      .execute();
    expect(columns).toEqual([
      {
        column_name: 'amount',
        verbose_name: null,
        is_dttm: 0,
        type: 'INTEGER',
        groupby: 0,
        python_date_format: null,
      },
      {
        column_name: 'region',
        verbose_name: null,
        is_dttm: 0,
        type: 'TEXT',
        groupby: 1,
        python_date_format: null,
      },
      {
        column_name: 'sold_at',
        verbose_name: 'Sold at',
        is_dttm: 1,
        type: 'TEXT',
        groupby: 1,
        python_date_format: '%Y-%m-%d',
      },
    ]);
    const metrics = await db
      .selectFrom('dataset_metrics')
      .select(['metric_name', 'expression', 'd3format', 'currency', 'extra'])
      .where('dataset_id', '=', dataset.id)
      .orderBy('metric_name')
      .execute();
    expect(metrics).toEqual([
      { metric_name: 'count', expression: 'COUNT(*)', d3format: null, currency: null, extra: '{}' },
      {
        metric_name: 'total_amount',
        expression: 'SUM(amount)',
        d3format: ',d',
        currency: JSON.stringify({ symbol: 'EUR', symbolPosition: 'suffix' }),
        extra: JSON.stringify({ warning_markdown: '' }),
      },
    ]);

    const charts = await db
      .selectFrom('charts')
      .selectAll()
      .where('uuid', 'in', [UUIDS.chartA, UUIDS.chartB])
      .execute();
    const a = charts.find((c) => c.uuid === UUIDS.chartA);
    const b = charts.find((c) => c.uuid === UUIDS.chartB);
    if (!a || !b) throw new Error('charts missing');
    expect(a).toMatchObject({
      slice_name: 'Sales by region',
      viz_type: 'pie',
      datasource_id: dataset.id,
      datasource_type: 'table',
      certified_by: 'Data team',
      certification_details: 'Checked monthly',
    });
    expect(JSON.parse(a.params ?? '')).toEqual({
      datasource: `${dataset.id}__table`,
      viz_type: 'pie',
      slice_id: 42,
      groupby: ['region'],
      metric: 'total_amount',
      adhoc_filters: [],
      row_limit: 100,
    });
    expect(JSON.parse(a.query_context ?? '')).toEqual({
      ...CHART_A_QUERY_CONTEXT,
      datasource: { id: dataset.id, type: 'table' },
      form_data: { datasource: `${dataset.id}__table`, viz_type: 'pie', slice_id: a.id },
    });
    expect(b).toMatchObject({
      slice_name: 'Sales over time',
      cache_timeout: 600,
      query_context: null,
    });

    const dashboard = await storedRow('dashboards', UUIDS.dashboard);
    expect(dashboard).toMatchObject({
      dashboard_title: 'Sales',
      slug: 'sales',
      published: 1,
      certified_by: null,
      certification_details: null,
    });
    const position = JSON.parse(dashboard.position_json ?? '') as Record<string, { meta?: Json }>;
    expect(position['CHART-abc']?.meta).toEqual({
      chartId: a.id,
      height: 50,
      sliceName: 'Sales by region',
      uuid: UUIDS.chartA,
      width: 4,
    });
    expect(position['CHART-def']?.meta?.chartId).toBe(b.id);
    // An extension's component is kept as Superset wrote it, whether or not it is registered here.
    expect(position['DYNAMIC-ext']).toEqual({
      children: [],
      id: 'DYNAMIC-ext',
      meta: {
        background: 'BACKGROUND_TRANSPARENT',
        componentKey: 'acme.weather_widget',
        height: 40,
        width: 12,
      },
      parents: ['ROOT_ID', 'GRID_ID'],
      type: 'DYNAMIC',
    });
    const metadata = JSON.parse(dashboard.json_metadata ?? '') as Json;
    expect(metadata).not.toHaveProperty('show_native_filters');
    expect(metadata).toMatchObject({
      timed_refresh_immune_slices: [b.id],
      default_filters: '{}',
      chart_configuration: {
        [String(a.id)]: { id: a.id, crossFilters: { scope: 'global', chartsInScope: [b.id] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        chartsInScope: [a.id, b.id],
      },
    });
    const [filter] = metadata.native_filter_configuration as Json[];
    expect(filter).toMatchObject({
      id: 'NATIVE_FILTER-region',
      targets: [{ column: { name: 'region' }, datasetId: dataset.id }],
      scope: { rootPath: ['ROOT_ID'], excluded: [b.id] },
      chartsInScope: [a.id],
    });
    const links = await db
      .selectFrom('dashboard_charts')
      .select('chart_id')
      .where('dashboard_id', '=', dashboard.id)
      .orderBy('chart_id')
      .execute();
    expect(links.map((l) => l.chart_id)).toEqual([a.id, b.id].sort((x, y) => x - y));

    // The importer owns what it created.
    const owner = await db
      .selectFrom('dashboard_owners as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select('u.username')
      .where('o.dashboard_id', '=', dashboard.id)
      .execute();
    expect(owner).toEqual([{ username: 'admin' }]);
  });

  it('overwrites a dataset with its columns and metrics synced to the file', async () => {
    const db = t.container.store.db;
    const before = await db
      .selectFrom('datasets')
      .select('id')
      .where('uuid', '=', UUIDS.dataset)
      .executeTakeFirstOrThrow();
    const regionUuid = (
      await db
        .selectFrom('dataset_columns')
        .select('uuid')
        .where('dataset_id', '=', before.id)
        .where('column_name', '=', 'region')
        .executeTakeFirstOrThrow()
    ).uuid;
    // The file drops `amount` and the `count` metric, renames region's label, adds `note`.
    const edited = datasetYaml()
      .replace('description: Sales by region', 'description: Sales, edited')
      .replace(/- column_name: amount[\s\S]*?extra: \{\}\n/, '- column_name: note\n  type: TEXT\n')
      .replace(/- metric_name: count\n[\s\S]*?warning_text: null\n/, '')
      .replace(
        '- column_name: region\n  verbose_name: null',
        '- column_name: region\n  verbose_name: Region',
      );
    const zip = await buildZip([
      { name: 'x/metadata.yaml', data: 'version: 1.0.0\ntype: SqlaTable\n' },
      { name: 'x/databases/sales_db.yaml', data: databaseYaml() },
      { name: 'x/datasets/sales_db/sales_7.yaml', data: edited },
    ]);
    const alpha = (await t.createUser({ username: 'alpha_sync', roles: ['Alpha'] })).headers;
    const refused = await importBundle(t, 'dataset', alpha, zip, { overwrite: 'true' });
    expect(refused.status).toBe(403);
    expect((refused.body.errors as { message: string }[])[0]?.message).toBe(
      "A dataset already exists and user doesn't have permissions to overwrite it",
    );

    const res = await importBundle(t, 'dataset', admin, zip, { overwrite: 'true' });
    expect(res).toEqual({ status: 200, body: { message: 'OK' } });
    const after = await db
      .selectFrom('datasets')
      .select(['id', 'description'])
      .where('uuid', '=', UUIDS.dataset)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ id: before.id, description: 'Sales, edited' });
    const columns = await db
      .selectFrom('dataset_columns')
      .select(['column_name', 'verbose_name', 'uuid', 'groupby'])
      .where('dataset_id', '=', before.id)
      .orderBy('column_name')
      .execute();
    expect(columns.map((c) => [c.column_name, c.verbose_name, c.groupby])).toEqual([
      ['note', null, 1],
      ['region', 'Region', 1],
      ['sold_at', 'Sold at', 1],
    ]);
    // Matched by name: the region column is updated in place, not replaced.
    expect(columns.find((c) => c.column_name === 'region')?.uuid).toBe(regionUuid);
    const metrics = await db
      .selectFrom('dataset_metrics')
      .select('metric_name')
      .where('dataset_id', '=', before.id)
      .execute();
    expect(metrics.map((m) => m.metric_name)).toEqual(['total_amount']);
  });

  it('imports the same bundle through the chart endpoint as charts only', async () => {
    // The dashboard importer already created everything: chart import without overwrite refuses.
    const res = await importBundle(
      t,
      'chart',
      admin,
      await supersetDashboardBundle({ metadata: 'version: 1.0.0\ntype: Slice\n', dashboard: null }),
    );
    expect(res.status).toBe(422);
    const extra = (res.body.errors as { extra: Json }[])[0]?.extra;
    expect(extra).toMatchObject({
      'charts/Sales_by_region_42.yaml': 'Chart already exists and `overwrite=true` was not passed',
      'charts/Sales_over_time_43.yaml': 'Chart already exists and `overwrite=true` was not passed',
    });
  });
});
