/**
 * The form data each layer's query runs with (pure). A layer is a saved chart (`deck_slices`
 * holds chart ids); its saved form data comes from `GET /api/v1/chart/{id}` (`params`, with its
 * chart type and dataset), and the multi-layer chart's own filters are added to it, as Superset
 * does on dashboards: the layer's `adhoc_filters` then the multi chart's (a multi chart filter
 * with `layerFilterScope` only reaches the layers it names by position, -1 meaning all), the
 * layer's `extra_filters` then the multi chart's, and the multi chart's `extra_form_data`
 * (dashboard native filters and cross filters).
 */
import { datasourceKey, type QueryFormData } from '@panorama/core/query/form-data';

export interface SavedLayerChart {
  id: number;
  /** The chart's name, or its id when it has none. */
  name: string;
  formData: QueryFormData;
}

/** The chart ids of `deck_slices`, in their saved order (ids saved as text included). */
export function readLayerChartIds(formData: QueryFormData): number[] {
  const value: unknown = formData.deck_slices;
  const items: unknown[] = Array.isArray(value) ? value : [];
  return items.flatMap((item) => {
    const id = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? [id] : [];
  });
}

function parseParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'string' || params === '') return {};
  try {
    const parsed: unknown = JSON.parse(params);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A saved chart from the chart API's answer for one id: its form data, type and dataset. */
export function savedLayerChart(id: number, body: unknown): SavedLayerChart {
  const result = (body as { result?: Record<string, unknown> } | null)?.result ?? {};
  const params = parseParams(result.params);
  const name = typeof result.slice_name === 'string' && result.slice_name ? result.slice_name : '';
  const datasourceId = result.datasource_id;
  const datasource =
    typeof params.datasource === 'string'
      ? params.datasource
      : typeof datasourceId === 'number'
        ? datasourceKey(
            datasourceId,
            typeof result.datasource_type === 'string' ? result.datasource_type : 'table',
          )
        : '';
  const vizType = typeof result.viz_type === 'string' ? result.viz_type : params.viz_type;
  return {
    id,
    name: name || `#${id}`,
    formData: { ...params, datasource, viz_type: vizType, slice_id: id } as QueryFormData,
  };
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Whether a multi chart filter reaches the layer at `layerIndex` (its place in `deck_slices`). */
function reachesLayer(filter: unknown, layerIndex: number): boolean {
  const scope = (filter as { layerFilterScope?: unknown } | null)?.layerFilterScope;
  if (scope === undefined || scope === null) return true;
  return Array.isArray(scope) && (scope.includes(-1) || scope.includes(layerIndex));
}

export function layerFormData(
  layer: QueryFormData,
  multi: QueryFormData,
  layerIndex: number,
): QueryFormData {
  const formData: QueryFormData = {
    ...layer,
    adhoc_filters: [
      ...listOf(layer.adhoc_filters),
      ...listOf(multi.adhoc_filters).filter((filter) => reachesLayer(filter, layerIndex)),
    ],
    extra_filters: [...listOf(layer.extra_filters), ...listOf(multi.extra_filters)],
  } as QueryFormData;
  if (multi.extra_form_data !== undefined) formData.extra_form_data = multi.extra_form_data;
  return formData;
}
