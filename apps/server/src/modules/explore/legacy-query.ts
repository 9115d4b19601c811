/**
 * The legacy explore form data (`/superset/explore_json/`) of the basic viz types as a QueryContext
 * the chart-data pipeline runs, and the pipeline's rows back as the legacy `data` shape:
 * - `table`: raw mode (`query_mode: raw` or columns without metrics) selects `all_columns`
 *   ordered by `order_by_cols`; aggregate mode groups by `groupby` with `metrics`
 *   (+ `percent_metrics`). Data: `{records, columns}`.
 * - `line` (NVD3 time series): the time column at `time_grain_sqla` as `__timestamp`, series per
 *   `groupby`, `limit` series ranked by `timeseries_limit_metric`. Data: `[{key, values: [{x, y}]}]`.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getMetricLabel, type Metric } from '@panorama/core/query/query-object';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { legacyFilters } from './legacy-filters';

export const UNSUPPORTED_VIZ = 'This visualization type is not supported.';
export const LEGACY_VIZ_TYPES = new Set(['table', 'line']);

type FormData = Record<string, unknown>;

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '');
  return value === null || value === undefined || value === '' ? [] : [value];
}

function numberOr(value: unknown, fallback: number | undefined): number | undefined {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : fallback;
}

/** `datasource: "12__table"` → `{id: 12, type: 'table'}`. */
export function legacyDatasource(formData: FormData): { id: number; type: string } {
  const key = formData.datasource;
  const match = typeof key === 'string' ? /^(\d+)__([a-z_]+)$/.exec(key) : null;
  if (!match?.[1] || !match[2]) throw new ValidationError('The datasource is missing or invalid');
  return { id: Number(match[1]), type: match[2] };
}

function orderByCols(value: unknown): unknown[] {
  return list(value).map((item) => {
    if (typeof item !== 'string') return item;
    try {
      return JSON.parse(item) as unknown;
    } catch {
      throw new ValidationError('Found invalid orderby options');
    }
  });
}

function common(formData: FormData): Record<string, unknown> {
  const { filters, extras } = legacyFilters(formData);
  const timeGrain = formData.time_grain_sqla;
  return {
    filters,
    extras: { ...extras, ...(typeof timeGrain === 'string' ? { time_grain_sqla: timeGrain } : {}) },
    time_range: typeof formData.time_range === 'string' ? formData.time_range : NO_TIME_RANGE,
    granularity:
      typeof formData.granularity_sqla === 'string' ? formData.granularity_sqla : undefined,
    row_limit: numberOr(formData.row_limit, undefined),
    order_desc: formData.order_desc !== false,
  };
}

function tableQuery(formData: FormData): Record<string, unknown> {
  const metrics = [...list(formData.metrics), ...list(formData.percent_metrics)];
  const allColumns = list(formData.all_columns);
  const raw =
    formData.query_mode === 'raw' ||
    (formData.query_mode === undefined && allColumns.length > 0 && metrics.length === 0);
  if (raw) {
    return {
      ...common(formData),
      columns: allColumns,
      orderby: orderByCols(formData.order_by_cols),
    };
  }
  const sortMetric = formData.timeseries_limit_metric;
  return {
    ...common(formData),
    columns: list(formData.groupby),
    metrics,
    orderby: sortMetric ? [[sortMetric, formData.order_desc === false]] : [],
  };
}

function lineQuery(formData: FormData): Record<string, unknown> {
  const base = common(formData);
  if (typeof base.granularity !== 'string')
    throw new ValidationError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  const groupby = list(formData.groupby);
  // The legacy time series: `__timestamp` (the time column at extras.time_grain_sqla) comes first.
  return {
    ...base,
    extras: { time_grain_sqla: 'P1D', ...(base.extras as Record<string, unknown>) },
    columns: groupby,
    metrics: list(formData.metrics),
    is_timeseries: true,
    series_columns: groupby,
    series_limit: numberOr(formData.limit, 0),
    series_limit_metric: formData.timeseries_limit_metric || undefined,
    orderby: [],
  };
}

/** The QueryContext of a legacy form data; unsupported viz types are a 400. */
export function legacyQueryContext(formData: FormData): Record<string, unknown> {
  const vizType = typeof formData.viz_type === 'string' ? formData.viz_type : 'table';
  if (!LEGACY_VIZ_TYPES.has(vizType)) throw new ValidationError(UNSUPPORTED_VIZ);
  const query = vizType === 'line' ? lineQuery(formData) : tableQuery(formData);
  return {
    datasource: legacyDatasource(formData),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
    force: formData.force === true,
  };
}

/** The legacy `data` of a viz type from the query's rows. */
export function legacyData(
  vizType: string,
  formData: FormData,
  result: { colnames: string[]; data: Record<string, unknown>[] },
): unknown {
  if (vizType !== 'line') return { records: result.data, columns: result.colnames };
  const metricLabels = list(formData.metrics).map((m) => getMetricLabel(m as Metric));
  const groupby = list(formData.groupby).map((g) =>
    typeof g === 'string' ? g : String((g as { label?: unknown }).label ?? ''),
  );
  const timestamps = [...new Set(result.data.map((row) => row.__timestamp as number))].sort(
    (a, b) => a - b,
  );
  const series = new Map<string, { key: string | string[]; points: Map<number, unknown> }>();
  for (const row of result.data) {
    const groups = groupby.map((g) => String(row[g] ?? ''));
    for (const metric of metricLabels) {
      const parts = metricLabels.length === 1 && groups.length ? groups : [metric, ...groups];
      const id = JSON.stringify(parts);
      let entry = series.get(id);
      if (!entry) {
        entry = { key: parts.length === 1 ? (parts[0] ?? '') : parts, points: new Map() };
        series.set(id, entry);
      }
      entry.points.set(row.__timestamp as number, row[metric] ?? null);
    }
  }
  return [...series.values()].map(({ key, points }) => ({
    key,
    values: timestamps.map((x) => ({ x, y: points.has(x) ? points.get(x) : null })),
  }));
}
