/**
 * Chart form data: the flat, JSON-serialisable object the chart editor edits and a chart stores
 * in `params` (Superset's `QueryFormData`). Field names are Superset's so saved charts, permalinks
 * and exported bundles move between the two products unchanged.
 *
 * Only the keys shared by every chart type are typed; each chart type's control panel adds its
 * own (read them with a type guard, never with a cast to a wider interface).
 */
import type { AdhocFilter } from '../adhoc/adhoc-types';
import type { Column, Metric } from './query-object';

export interface QueryFormData {
  /** `"{id}__{type}"`, e.g. `"12__table"`. */
  datasource: string;
  viz_type: string;
  slice_id?: number;
  metrics?: Metric[];
  metric?: Metric;
  groupby?: Column[];
  columns?: Column[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string | null;
  time_grain_sqla?: string | null;
  x_axis?: Column | null;
  row_limit?: number | string | null;
  order_desc?: boolean;
  color_scheme?: string;
  /** Filters a dashboard contributes (native filters, cross filters); never saved with a chart. */
  extra_form_data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** `"12__table"` → `{ id: 12, type: 'table' }`; null when the key is malformed. */
export function parseDatasourceKey(key: string): { id: number; type: string } | null {
  const match = /^(\d+)__([a-z_]+)$/.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { id: Number(match[1]), type: match[2] };
}

export function datasourceKey(id: number, type: string): string {
  return `${id}__${type}`;
}
