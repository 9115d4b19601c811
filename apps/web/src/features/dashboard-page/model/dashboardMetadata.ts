/**
 * A dashboard's `json_metadata` (Superset's keys) as the page holds it: parsed,
 * without the layout copy some exports keep under `positions` (the layout lives in
 * position_json) and without the legacy `show_native_filters` flag Superset drops on load.
 */

import { isRecord } from '@panorama/core/json/is-record';
import type { FilterScope } from '@panorama/core/layout/layout-types';

export interface DashboardMetadata {
  color_namespace?: string;
  color_scheme?: string;
  color_scheme_domain?: string[];
  expanded_slices?: Record<string, boolean>;
  label_colors?: Record<string, string>;
  shared_label_colors?: Record<string, string> | string[];
  refresh_frequency?: number;
  timed_refresh_immune_slices?: number[];
  stagger_refresh?: boolean;
  stagger_time?: number;
  cross_filters_enabled?: boolean;
  chart_configuration?: Record<string, unknown>;
  native_filter_configuration?: unknown[];
  default_filters?: string;
  filter_scopes?: Record<string, unknown>;
  filter_bar_orientation?: 'VERTICAL' | 'HORIZONTAL';
  [key: string]: unknown;
}

const DROPPED_ON_LOAD = ['positions', 'show_native_filters'];

/** The metadata object from the JSON text (or object) the API returns; `{}` when unreadable. */
export function parseDashboardMetadata(jsonMetadata: unknown): DashboardMetadata {
  let value: unknown = jsonMetadata;
  if (typeof jsonMetadata === 'string') {
    if (jsonMetadata.trim() === '') return {};
    try {
      value = JSON.parse(jsonMetadata);
    } catch {
      return {};
    }
  }
  if (!isRecord(value)) return {};
  const metadata: DashboardMetadata = { ...value };
  for (const key of DROPPED_ON_LOAD) delete metadata[key];
  return metadata;
}

/** `expanded_slices` (`{"12": true}`) as chart id → expanded. */
export function expandedSlicesOf(metadata: DashboardMetadata): Record<number, boolean> {
  const out: Record<number, boolean> = {};
  const raw = metadata.expanded_slices;
  if (!isRecord(raw)) return out;
  for (const [key, expanded] of Object.entries(raw)) {
    const id = Number(key);
    if (Number.isInteger(id) && expanded === true) out[id] = true;
  }
  return out;
}

/** The scopes of the native filters, which the layout rules use to warn on scope changes. */
export function nativeFilterScopesOf(metadata: DashboardMetadata): FilterScope[] {
  const filters = metadata.native_filter_configuration;
  if (!Array.isArray(filters)) return [];
  const scopes: FilterScope[] = [];
  for (const filter of filters) {
    const scope = isRecord(filter) ? filter.scope : undefined;
    if (!isRecord(scope)) continue;
    const rootPath = Array.isArray(scope.rootPath)
      ? scope.rootPath.filter((id): id is string => typeof id === 'string')
      : [];
    const excluded = Array.isArray(scope.excluded)
      ? scope.excluded.map(Number).filter((id) => Number.isInteger(id))
      : [];
    scopes.push({ rootPath, excluded });
  }
  return scopes;
}
