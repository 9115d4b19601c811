/**
 * The dashboard the load benchmark views: 12 charts on the example flights table (3,000,000
 * rows), a top-10-origins table and a monthly line for each of six metrics, with the chart-data
 * request body each chart sends (as the dashboard page does: its query context, naming the chart
 * in `form_data.slice_id` so the chart's permissions apply).
 *
 * Half the charts are "cached" (even positions): their results are in the cache before the run.
 * The other half send `force=true` (see bench/load.ts for why).
 */
import { q, type ApiSession } from '../../apps/web/e2e/support/apiSession';
import { FLIGHTS_METRICS, MONTH_AXIS } from './flightsFixtures';

export const CHART_COUNT = 12;
const WARM_TIMEOUT_MS = 180_000;

export interface LoadChart {
  id: number;
  name: string;
  /** True when the chart's result is warmed before the run and read from the cache. */
  cached: boolean;
  /** JSON body of its `POST /api/v1/chart/data`. */
  body: string;
}

export interface LoadDashboard {
  id: number;
  charts: LoadChart[];
}

interface ChartSpec {
  name: string;
  vizType: string;
  /** The chart's saved form data. */
  params: Record<string, unknown>;
  /** The query object its form data becomes. */
  query: Record<string, unknown>;
}

function chartSpec(index: number): ChartSpec {
  const metric = FLIGHTS_METRICS[index % FLIGHTS_METRICS.length] ?? 'count';
  if (index < FLIGHTS_METRICS.length) {
    return {
      name: `Top 10 origins by ${metric}`,
      vizType: 'table',
      params: {
        query_mode: 'aggregate',
        groupby: ['origin'],
        metrics: [metric],
        timeseries_limit_metric: metric,
        order_desc: true,
        row_limit: 10,
        time_range: 'No filter',
      },
      query: {
        columns: ['origin'],
        metrics: [metric],
        orderby: [[metric, false]],
        row_limit: 10,
        time_range: 'No filter',
      },
    };
  }
  return {
    name: `Monthly ${metric}`,
    vizType: 'echarts_timeseries_line',
    params: {
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metrics: [metric],
      groupby: [],
      time_range: 'No filter',
    },
    query: { columns: [MONTH_AXIS], metrics: [metric], time_range: 'No filter' },
  };
}

/** Creates the dashboard and its 12 charts on the example flights dataset. */
export async function createLoadDashboard(api: ApiSession): Promise<LoadDashboard> {
  const found = await api.get<{ result: Array<{ id: number }> }>(
    `/api/v1/dataset/?q=${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'flights' }] })}`,
  );
  const datasetId = found.result[0]?.id;
  if (datasetId === undefined) throw new Error('The example flights dataset is missing');
  const datasource = `${datasetId}__table`;
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: `Flights: ${CHART_COUNT} charts under load`,
  });
  const charts: LoadChart[] = [];
  for (let index = 0; index < CHART_COUNT; index += 1) {
    const spec = chartSpec(index);
    const formData = { ...spec.params, viz_type: spec.vizType, datasource };
    const created = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: spec.name,
      viz_type: spec.vizType,
      datasource_id: datasetId,
      datasource_type: 'table',
      dashboards: [dashboard.id],
      params: JSON.stringify(formData),
    });
    const cached = index % 2 === 0;
    charts.push({
      id: created.id,
      name: spec.name,
      cached,
      body: JSON.stringify({
        datasource: { id: datasetId, type: 'table' },
        force: !cached,
        form_data: { ...formData, slice_id: created.id },
        queries: [spec.query],
        result_format: 'json',
        result_type: 'full',
      }),
    });
  }
  return { id: dashboard.id, charts };
}

/**
 * Puts the cached half's results in the cache of the server at `baseUrl`: posts each until it is
 * answered 200 at once. With async queries on, the first post answers 202 and queues the query;
 * once its job has run, the same post is a cache hit.
 */
export async function warmCachedCharts(
  baseUrl: string,
  headers: Record<string, string>,
  dashboard: LoadDashboard,
): Promise<void> {
  const deadline = Date.now() + WARM_TIMEOUT_MS;
  for (const chart of dashboard.charts.filter((c) => c.cached)) {
    for (;;) {
      const res = await fetch(`${baseUrl}/api/v1/chart/data`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: chart.body,
      });
      const text = await res.text();
      if (res.status === 200) break;
      if (res.status !== 202) throw new Error(`${chart.name}: ${res.status} ${text}`);
      if (Date.now() > deadline) throw new Error(`${chart.name} was not cached in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
