/**
 * Content from older Superset versions arrives in today's shape. Charts of retired chart types
 * become their successors: on import (stored upgraded, the original params kept in
 * `form_data_bak`) and when a stored chart of a retired type is read by the chart, dashboard and
 * explore APIs. A filter box turns into native filters of its dashboard (its field, label,
 * default and time range kept, a column spelled in another case matched to the dataset's
 * column), its place in the layout becomes a markdown note, and the filter-box chart is dropped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { importBundle } from './bundle-http';
import {
  CHART_A_YAML,
  CHART_B_YAML,
  UUIDS,
  createFixtureDatabase,
  supersetDashboardBundle,
} from './superset-fixture';

type Json = Record<string, unknown>;

/** The fixture's time-series chart as an NVD3 step line, the way Superset 1.x saved it. */
const LEGACY_LINE_YAML = CHART_B_YAML.replace(
  /viz_type: echarts_timeseries_line\nparams:[\s\S]*?query_context: null/,
  `viz_type: line
params:
  datasource: 7__table
  viz_type: line
  granularity_sqla: sold_at
  time_range: Last year
  time_grain_sqla: P1M
  line_interpolation: step-after
  x_axis_label: Month
  metrics:
  - total_amount
query_context: '{"form_data": {"viz_type": "line"}, "queries": []}'`,
);

/** The fixture's first chart as a filter box on REGION (the dataset spells it `region`). */
const FILTER_BOX_YAML = CHART_A_YAML.replace(
  /viz_type: pie\nparams:[\s\S]*?query_context: .*\n/,
  `viz_type: filter_box
params:
  datasource: 7__table
  viz_type: filter_box
  date_filter: true
  time_range: Last year
  granularity_sqla: sold_at
  filter_configs:
  - column: REGION
    label: Sales region
    multiple: true
    defaultValue: EU;US
    clearable: true
query_context: null
`,
);

describe.each(await storeVariants())('older Superset content on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  const idOf = async (table: 'charts', uuid: string) =>
    (
      await t.container.store.db
        .selectFrom(table)
        .select('id')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).id;

  let dashboard: { id: number; position_json: string | null; json_metadata: string | null };

  beforeAll(async () => {
    createFixtureDatabase(t.dataDir);
    const bundle = await supersetDashboardBundle({
      chartA: FILTER_BOX_YAML,
      chartB: LEGACY_LINE_YAML,
    });
    expect(await importBundle(t, 'dashboard', admin, bundle)).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
    dashboard = await t.container.store.db
      .selectFrom('dashboards')
      .select(['id', 'position_json', 'json_metadata'])
      .where('uuid', '=', UUIDS.dashboard)
      .executeTakeFirstOrThrow();
  });

  it('an imported NVD3 line is stored as its ECharts successor with the original kept', async () => {
    const row = await t.container.store.db
      .selectFrom('charts')
      .select(['viz_type', 'params', 'query_context'])
      .where('uuid', '=', UUIDS.chartB)
      .executeTakeFirstOrThrow();
    expect(row.viz_type).toBe('echarts_timeseries_step');
    const params = JSON.parse(row.params ?? '{}') as Json;
    expect(params).toMatchObject({
      viz_type: 'echarts_timeseries_step',
      seriesType: 'end',
      x_axis: 'sold_at',
      time_grain_sqla: 'P1M',
      x_axis_title: 'Month',
      x_axis_title_margin: 30,
      metrics: ['total_amount'],
      adhoc_filters: [
        {
          clause: 'WHERE',
          subject: 'sold_at',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last year',
          expressionType: 'SIMPLE',
        },
      ],
    });
    expect(params).not.toHaveProperty('granularity_sqla');
    expect(params.form_data_bak).toMatchObject({ viz_type: 'line', granularity_sqla: 'sold_at' });
    const context = JSON.parse(row.query_context ?? '{}') as { form_data: Json };
    expect(context.form_data.viz_type).toBe('echarts_timeseries_step');
  });

  it('turns the filter box into native filters next to the dashboard’s own', async () => {
    const dataset = await t.container.store.db
      .selectFrom('datasets')
      .select('id')
      .where('uuid', '=', UUIDS.dataset)
      .executeTakeFirstOrThrow();
    const metadata = JSON.parse(dashboard.json_metadata ?? '{}') as Json;
    const filters = metadata.native_filter_configuration as Json[];
    expect(filters.map((filter) => filter.name)).toEqual(['Region', 'Sales region', 'Time Range']);
    expect(filters[1]).toMatchObject({
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      targets: [{ datasetId: dataset.id, column: { name: 'region' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      controlValues: { multiSelect: true, enableEmptyFilter: false },
      time_range: 'Last year',
      granularity_sqla: 'sold_at',
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU', 'US'] }] },
        filterState: { value: ['EU', 'US'] },
      },
    });
    expect(filters[2]).toMatchObject({
      filterType: 'filter_time',
      defaultDataMask: { extraFormData: { time_range: 'Last year' } },
    });
    expect(metadata).not.toHaveProperty('filter_scopes');
    expect(metadata).not.toHaveProperty('default_filters');
  });

  it('leaves a markdown note where the filter box was and drops the chart', async () => {
    const position = JSON.parse(dashboard.position_json ?? '{}') as Json;
    expect(position).not.toHaveProperty('CHART-abc');
    expect(position['MARKDOWN-abc']).toMatchObject({
      type: 'MARKDOWN',
      meta: {
        code: '&#9888; The Sales by region filter-box chart has been migrated to a native filter.',
      },
    });
    expect((position['ROW-xyz'] as { children: string[] }).children).toEqual([
      'MARKDOWN-abc',
      'CHART-def',
    ]);
    const db = t.container.store.db;
    expect(
      await db.selectFrom('charts').select('id').where('uuid', '=', UUIDS.chartA).execute(),
    ).toEqual([]);
    const charts = await t.get(`/api/v1/dashboard/${dashboard.id}/charts`, admin);
    const entries = (charts.json() as { result: Json[] }).result;
    expect(entries.map((entry) => entry.slice_name)).toEqual(['Sales over time']);
  });
  it('a stored chart of a retired type is served upgraded by the chart, dashboard and explore APIs', async () => {
    const id = await idOf('charts', UUIDS.chartB);
    await t.container.store.db
      .updateTable('charts')
      .set({
        viz_type: 'dist_bar',
        params: JSON.stringify({
          groupby: ['region'],
          metrics: ['total_amount'],
          bar_stacked: true,
        }),
      })
      .where('id', '=', id)
      .execute();
    const expected = {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'region',
      groupby: [],
      stack: 'Stack',
      metrics: ['total_amount'],
    };

    const chart = await t.get(`/api/v1/chart/${id}`, admin);
    expect(chart.statusCode).toBe(200);
    const result = (chart.json() as { result: Json }).result;
    expect(result.viz_type).toBe('echarts_timeseries_bar');
    expect(result.form_data).toMatchObject(expected);

    const charts = await t.get(`/api/v1/dashboard/${dashboard.id}/charts`, admin);
    const entries = (charts.json() as { result: Json[] }).result;
    expect(entries.find((entry) => entry.id === id)).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      form_data: expected,
    });

    const explore = await t.get(`/api/v1/explore/?slice_id=${id}`, admin);
    expect(explore.statusCode).toBe(200);
    const opened = (explore.json() as { result: { form_data: Json; slice: Json } }).result;
    expect(opened.form_data).toMatchObject(expected);
    expect(opened.slice.viz_type).toBe('echarts_timeseries_bar');
  });
});
