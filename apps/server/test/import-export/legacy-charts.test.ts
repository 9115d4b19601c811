/**
 * Charts of retired chart types, as years-old Superset dashboards hold them, arrive as their
 * successors: on import (stored upgraded, the original params kept in `form_data_bak`) and when
 * a stored chart of a retired type is read by the chart, dashboard and explore APIs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { importBundle } from './bundle-http';
import {
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

describe.each(await storeVariants())('charts of retired types on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  const idOf = async (table: 'charts' | 'dashboards', uuid: string) =>
    (
      await t.container.store.db
        .selectFrom(table)
        .select('id')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    createFixtureDatabase(t.dataDir);
    const bundle = await supersetDashboardBundle({ chartB: LEGACY_LINE_YAML });
    expect(await importBundle(t, 'dashboard', admin, bundle)).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
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

  it('a stored chart of a retired type is served upgraded by the chart, dashboard and explore APIs', async () => {
    const id = await idOf('charts', UUIDS.chartA);
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

    const dashboardId = await idOf('dashboards', UUIDS.dashboard);
    const dashboard = await t.get(`/api/v1/dashboard/${dashboardId}/charts`, admin);
    const entries = (dashboard.json() as { result: Json[] }).result;
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
