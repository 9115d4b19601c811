/**
 * The flights dashboard the native filter browser test works on, created through the API, and
 * the independent answers it is checked against: DuckDB run directly on the vega-datasets
 * parquet file the examples database is built from (no Panorama code in between).
 */
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { datasetIdOf } from './apiSession';
import type { ApiSession } from './apiSession';
import { REPO_ROOT } from './paths';

const FLIGHTS_PARQUET = path.join(REPO_ROOT, 'node_modules/vega-datasets/data/flights-3m.parquet');

/** The default of the time range filter: February and March 2001. */
export const TIME_RANGE = '2001-02-01 : 2001-04-01';
export const TIME_START = '2001-02-01';
export const TIME_END = '2001-04-01';
/** The four origins of the bar chart the cross filter is clicked on. */
export const BAR_ORIGINS = ['ATL', 'ORD', 'DFW', 'LAX'];

export interface FlightsDashboard {
  dashboardId: number;
  barChartId: number;
  countChartId: number;
  distanceChartId: number;
  outOfScopeChartId: number;
  /** The json_metadata the dashboard was saved with (to save it again with changes). */
  metadata: Record<string, unknown>;
}

export interface FlightFilters {
  origin?: string;
  destination?: string;
  /** Inclusive distance bounds. */
  distance?: [number, number];
  /** Start inclusive, end exclusive (Superset's time range semantics). */
  time?: [string, string];
}

export async function flightsTotals(
  filters: FlightFilters,
): Promise<{ count: number; distance: number }> {
  const clauses: string[] = [];
  const params: Array<string | number> = [];
  if (filters.origin !== undefined) {
    clauses.push('origin = ?');
    params.push(filters.origin);
  }
  if (filters.destination !== undefined) {
    clauses.push('destination = ?');
    params.push(filters.destination);
  }
  if (filters.distance) {
    clauses.push('CAST(distance AS INTEGER) >= ? AND CAST(distance AS INTEGER) <= ?');
    params.push(...filters.distance);
  }
  if (filters.time) {
    clauses.push('CAST("date" AS TIMESTAMP) >= CAST(? AS TIMESTAMP)');
    clauses.push('CAST("date" AS TIMESTAMP) < CAST(? AS TIMESTAMP)');
    params.push(...filters.time);
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const rows = await duckdbRows(
    `SELECT count(*) AS n, COALESCE(SUM(CAST(distance AS INTEGER)), 0) AS d
     FROM read_parquet('${FLIGHTS_PARQUET}') ${where}`,
    params,
  );
  return { count: Number(rows[0]?.[0] ?? 0), distance: Number(rows[0]?.[1] ?? 0) };
}

/** Destinations flown to from `origin`, most flights first. */
export async function destinationsFrom(origin: string): Promise<string[]> {
  const rows = await duckdbRows(
    `SELECT destination FROM read_parquet('${FLIGHTS_PARQUET}') WHERE origin = ?
     GROUP BY destination ORDER BY count(*) DESC, destination`,
    [origin],
  );
  return rows.map((row) => String(row[0]));
}

async function duckdbRows(sql: string, params: Array<string | number>): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(':memory:');
  try {
    const connection = await instance.connect();
    try {
      const result = await connection.runAndReadAll(sql, params);
      return result.getRows();
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** A native filter configuration item with the defaults of a new filter. */
export function nativeFilter(
  id: string,
  name: string,
  filterType: string,
  more: Record<string, unknown>,
) {
  return {
    id,
    type: 'NATIVE_FILTER',
    name,
    filterType,
    description: '',
    targets: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] as number[] },
    controlValues: {},
    defaultDataMask: { filterState: {}, extraFormData: {} },
    cascadeParentIds: [],
    ...more,
  };
}

/**
 * Four charts on one dashboard: a stacked bar of flights per origin (four origins), the number
 * of flights and their total distance (both in every filter's scope), and the number of flights
 * again, out of every filter's scope. Native filters: origin, destination (child of origin),
 * time range (default February and March 2001) and distance range.
 */
export async function createFlightsDashboard(api: ApiSession): Promise<FlightsDashboard> {
  const datasetId = await datasetIdOf(api, 'flights');
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Flights with native filters',
  });
  const datasource = `${datasetId}__table`;
  const bigNumber = (metric: string) => ({
    viz_type: 'big_number_total',
    metric,
    granularity_sqla: 'date',
    time_range: 'No filter',
    y_axis_format: ',d',
  });
  const specs: Array<[string, Record<string, unknown>]> = [
    [
      'Flights per origin',
      {
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'date',
        time_grain_sqla: 'P1Y',
        metrics: ['count'],
        groupby: ['origin'],
        stack: 'Stack',
        show_legend: false,
        time_range: 'No filter',
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'origin',
            operator: 'IN',
            comparator: BAR_ORIGINS,
          },
        ],
      },
    ],
    ['Flights', bigNumber('count')],
    ['Total distance', bigNumber('total_distance')],
    ['All flights (not filtered)', bigNumber('count')],
  ];
  const ids: number[] = [];
  for (const [name, params] of specs) {
    const created = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: name,
      viz_type: params.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      dashboards: [dashboard.id],
      params: JSON.stringify({ ...params, datasource }),
    });
    ids.push(created.id);
  }
  const [barChartId = 0, countChartId = 0, distanceChartId = 0, outOfScopeChartId = 0] = ids;
  const scope = { rootPath: ['ROOT_ID'], excluded: [outOfScopeChartId] };
  const inScope = [barChartId, countChartId, distanceChartId];
  const column = (name: string) => [{ datasetId, column: { name } }];
  const filters = [
    nativeFilter('NATIVE_FILTER-origin', 'Origin', 'filter_select', {
      targets: column('origin'),
      scope,
      chartsInScope: inScope,
      controlValues: { multiSelect: false, enableEmptyFilter: false, searchAllOptions: false },
    }),
    nativeFilter('NATIVE_FILTER-destination', 'Destination', 'filter_select', {
      targets: column('destination'),
      scope,
      chartsInScope: inScope,
      cascadeParentIds: ['NATIVE_FILTER-origin'],
      controlValues: { multiSelect: false, enableEmptyFilter: false, searchAllOptions: false },
    }),
    nativeFilter('NATIVE_FILTER-time', 'Departure time', 'filter_time', {
      targets: [{}],
      scope,
      chartsInScope: inScope,
      defaultDataMask: {
        filterState: { value: TIME_RANGE },
        extraFormData: { time_range: TIME_RANGE },
      },
    }),
    nativeFilter('NATIVE_FILTER-distance', 'Distance', 'filter_range', {
      targets: column('distance'),
      scope,
      chartsInScope: inScope,
    }),
  ];
  const metadata = {
    native_filter_configuration: filters,
    cross_filters_enabled: true,
    chart_configuration: {
      [barChartId]: {
        id: barChartId,
        crossFilters: {
          scope: { rootPath: ['ROOT_ID'], excluded: [barChartId, outOfScopeChartId] },
          chartsInScope: [countChartId, distanceChartId],
        },
      },
    },
  };
  await api.put(`/api/v1/dashboard/${dashboard.id}`, { json_metadata: JSON.stringify(metadata) });
  return {
    dashboardId: dashboard.id,
    barChartId,
    countChartId,
    distanceChartId,
    outOfScopeChartId,
    metadata,
  };
}
