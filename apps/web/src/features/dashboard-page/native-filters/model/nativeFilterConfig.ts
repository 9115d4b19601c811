/**
 * The native filter configuration as the dashboard page reads it from json_metadata
 * (`native_filter_configuration`), and the dashboard-level switches around it:
 * bar orientation and whether cross filters apply. The configuration itself is checked by
 * parseNativeFilterConfiguration.ts, loaded only when a dashboard has filters.
 */
import type { NativeFilter } from '@panorama/core/filters/filter-types';
import type { DashboardMetadata } from '../../model/dashboardMetadata';

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

export const CROSS_FILTERS_FLAG = 'DASHBOARD_CROSS_FILTERS';
export const NATIVE_FILTERS_FLAG = 'DASHBOARD_NATIVE_FILTERS';
export const FILTER_SETS_FLAG = 'DASHBOARD_NATIVE_FILTERS_SET';

export function filterBarOrientation(metadata: DashboardMetadata): FilterBarOrientation {
  return metadata.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
}

/**
 * Cross filters apply when the feature flag is on and the dashboard does not switch them off;
 * dashboards saved before the setting existed have it on, as in Superset.
 */
export function crossFiltersEnabled(metadata: DashboardMetadata, flagOn: boolean): boolean {
  return flagOn && metadata.cross_filters_enabled !== false;
}

/** Data mask keys of cross filters are chart ids. */
export function isCrossFilterKey(key: string): boolean {
  return /^\d+$/.test(key);
}

/** The target column of a filter, when it has one. */
export function filterColumn(filter: NativeFilter): string | null {
  const name = filter.targets[0]?.column?.name;
  return typeof name === 'string' && name !== '' ? name : null;
}

export function filterDatasetId(filter: NativeFilter): number | null {
  const id = filter.targets[0]?.datasetId;
  return typeof id === 'number' ? id : null;
}
