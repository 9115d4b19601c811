/**
 * Pure rules of the chart-data annotation step: which of a query's annotation layers need data
 * from the server and from where (a stored NATIVE layer, or a saved chart for `line` / `table`
 * sources; FORMULA layers are drawn by the browser), which stored layers a saved chart names,
 * and the query a source chart runs with the layer's overrides applied.
 */
import type { QueryContext, QueryObject, RawQueryObject } from '@panorama/core/query/query-object';

type AnnotationLayer = QueryObject['annotation_layers'][number];

export type LayerSource =
  | { kind: 'native'; name: string; layerId: number }
  | { kind: 'chart'; name: string; chartId: number; overrides: Record<string, unknown> };

/** Source types whose value is the id of a saved chart (Superset's `line` and `table`). */
const CHART_SOURCES = new Set(['line', 'table']);

/** A positive integer id from a layer value (`3` or `"3"`), else null. */
export function layerSourceId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The layers the server loads data for, in order. Hidden layers (`show: false`) are not drawn,
 * so they are not loaded either; a layer whose value is not an id is a client error.
 */
export function layerSources(layers: readonly AnnotationLayer[]): LayerSource[] | string {
  const sources: LayerSource[] = [];
  for (const layer of layers) {
    if (layer.annotationType === 'FORMULA' || layer.show === false) continue;
    const sourceType = layer.sourceType ?? '';
    if (sourceType !== 'NATIVE' && !CHART_SOURCES.has(sourceType)) continue;
    const id = layerSourceId(layer.value);
    if (id === null) return `Annotation layer "${layer.name}" needs the id of its source`;
    sources.push(
      sourceType === 'NATIVE'
        ? { kind: 'native', name: layer.name, layerId: id }
        : { kind: 'chart', name: layer.name, chartId: id, overrides: layer.overrides ?? {} },
    );
  }
  return sources;
}

/** The stored (NATIVE) layer ids a saved chart's form data (`params`) draws. */
export function nativeLayerIdsOfParams(params: string | null): Set<number> {
  const ids = new Set<number>();
  if (!params) return ids;
  let formData: unknown;
  try {
    formData = JSON.parse(params);
  } catch {
    return ids;
  }
  const layers = (formData as { annotation_layers?: unknown } | null)?.annotation_layers;
  if (!Array.isArray(layers)) return ids;
  for (const layer of layers) {
    if (typeof layer !== 'object' || layer === null) continue;
    const { sourceType, value } = layer as { sourceType?: unknown; value?: unknown };
    const id = sourceType === 'NATIVE' ? layerSourceId(value) : null;
    if (id !== null) ids.add(id);
  }
  return ids;
}

const X_AXIS = 'BASE_AXIS';

/**
 * The override keys of a chart-sourced layer: a present key takes the layer's own value, or the
 * current chart's when that is null or empty (Superset's `overrides[k] || formData[k]`).
 */
function overridden(
  overrides: Record<string, unknown>,
  key: string,
  current: string | null | undefined,
): string | null | undefined {
  if (!(key in overrides)) return undefined;
  const own = overrides[key];
  return typeof own === 'string' && own !== '' ? own : (current ?? null);
}

/** A source chart's saved query with the layer's overrides; its own annotation layers dropped. */
export function sourceChartQuery(
  saved: RawQueryObject,
  overrides: Record<string, unknown>,
  current: QueryObject,
): RawQueryObject {
  const query: RawQueryObject = { ...saved, annotation_layers: [] };
  const timeRange = overridden(overrides, 'time_range', current.time_range);
  if (timeRange !== undefined) query.time_range = timeRange;
  const granularity = overridden(overrides, 'granularity', current.granularity);
  if (granularity !== undefined) {
    query.granularity = granularity;
    delete query.granularity_sqla;
  }
  const grain = overridden(overrides, 'time_grain_sqla', current.extras.time_grain_sqla);
  if (grain !== undefined) {
    query.extras = { ...saved.extras, time_grain_sqla: grain };
    // Time-series charts carry the grain on their x-axis column.
    const columns = saved.columns?.map((column) =>
      typeof column === 'object' && column.columnType === X_AXIS && grain !== null
        ? { ...column, timeGrain: grain }
        : column,
    );
    if (columns) query.columns = columns;
  }
  return query;
}

/** The saved query context of a source chart, reshaped to run its first query as `full` JSON. */
export function sourceChartContext(
  saved: QueryContext,
  overrides: Record<string, unknown>,
  current: QueryObject,
  force: boolean,
): QueryContext | null {
  const [first] = saved.queries;
  if (!first) return null;
  return {
    ...saved,
    queries: [sourceChartQuery(first, overrides, current)],
    result_format: 'json',
    result_type: 'full',
    force,
  };
}
