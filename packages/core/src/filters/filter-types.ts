/**
 * The native filter model shared by the dashboard (web) and the server (reports, saved query
 * contexts): configuration items as stored in json_metadata.native_filter_configuration, data
 * masks, extraFormData, cross-filter scoping and filter sets.
 * Field names are Superset's so dashboards move between the two products unchanged.
 */
import type { AdhocFilter } from '../adhoc/adhoc-types';
import type { FilterScope } from '../layout/layout-types';

/** One appended simple filter: `{col, op, val}`. */
export interface ExtraFormDataFilter {
  col: string;
  op: string;
  val?: unknown;
  /** Time grain of a cross filter on `__timestamp`. */
  grain?: string;
  isExtra?: boolean;
}

/** Keys whose lists are concatenated when two masks merge. */
export interface ExtraFormDataAppend {
  adhoc_filters?: AdhocFilter[];
  filters?: ExtraFormDataFilter[];
  interactive_groupby?: unknown[];
  interactive_highlight?: unknown[];
  interactive_drilldown?: unknown[];
  custom_form_data?: unknown[];
}

/** Keys where the later mask wins when two masks merge. */
export interface ExtraFormDataOverride {
  granularity?: string;
  granularity_sqla?: string;
  time_column?: string;
  time_grain?: string;
  time_range?: string;
  time_grain_sqla?: string;
  druid_time_origin?: string;
  relative_start?: string;
  relative_end?: string;
}

export type ExtraFormData = ExtraFormDataAppend & ExtraFormDataOverride;

export interface FilterState {
  value?: unknown;
  label?: string | null;
  /** Cross filters: `{column: [values]}`. */
  filters?: Record<string, unknown[]> | null;
  validateStatus?: 'error' | 'warning' | 'info' | null;
  validateMessage?: string | null;
  [key: string]: unknown;
}

export interface DataMask {
  id?: string;
  extraFormData?: ExtraFormData;
  filterState?: FilterState;
  ownState?: Record<string, unknown>;
}

/** Keyed by native filter id, or by chart id for cross filters and own state. */
export type DataMaskMap = Record<string, DataMask>;

/** `{rootPath, excluded}`; the same shape the layout rules use. */
export type NativeFilterScope = FilterScope;

export interface NativeFilterTarget {
  datasetId?: number;
  /** Set on export instead of datasetId. */
  datasetUuid?: string;
  column?: { name: string; displayName?: string };
}

export type FilterType =
  | 'filter_select'
  | 'filter_range'
  | 'filter_time'
  | 'filter_timecolumn'
  | 'filter_timegrain'
  /** Experimental: offered only with DASHBOARD_FILTERS_EXPERIMENTAL on. */
  | 'filter_groupby';

export interface NativeFilter {
  id: string;
  type: 'NATIVE_FILTER';
  name: string;
  /** A FilterType; kept as string so configurations with other plugin keys load unchanged. */
  filterType: FilterType | (string & {});
  description: string;
  targets: NativeFilterTarget[];
  scope: NativeFilterScope;
  chartsInScope?: number[];
  tabsInScope?: string[];
  controlValues: Record<string, unknown>;
  defaultDataMask: DataMask;
  cascadeParentIds: string[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  time_grains?: string[];
  sortMetric?: string | null;
  requiredFirst?: boolean;
}

export interface FilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description: string;
  scope: NativeFilterScope;
}

export type FilterConfigItem = NativeFilter | FilterDivider;

/** `"global"`: use the dashboard-wide cross-filter scope (GLOBAL_SCOPE_POINTER). */
export type CrossFilterScope = 'global' | NativeFilterScope;

/** json_metadata.chart_configuration: per-chart cross-filter scoping. */
export type ChartConfiguration = Record<
  string,
  { id: number; crossFilters: { scope: CrossFilterScope; chartsInScope: number[] } }
>;

/** json_metadata.global_chart_configuration. */
export interface GlobalChartConfiguration {
  scope: NativeFilterScope;
  chartsInScope: number[];
}

export interface FilterSet {
  id: number;
  name: string;
  nativeFilters: Record<string, FilterConfigItem>;
  dataMask: DataMaskMap;
}

/** A filter with a value, and the charts it reaches. */
export interface ActiveFilter {
  scope: number[];
  values: ExtraFormData;
  filterType?: string;
  targets?: NativeFilterTarget[] | number[];
}

export function isNativeFilter(item: FilterConfigItem | undefined): item is NativeFilter {
  return item?.type === 'NATIVE_FILTER';
}

export function isFilterDivider(item: FilterConfigItem | undefined): item is FilterDivider {
  return item?.type === 'DIVIDER';
}
