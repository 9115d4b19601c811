/**
 * The legacy filter box (viz_type `filter_box`): a chart whose selections filter the other charts
 * of its dashboard. On load each filter box becomes a dashboard filter keyed by
 * its chart id, with one entry per filtered column, and each column has its own scope: component
 * ids it reaches (`scope`) and chart ids left out (`immune`), from json_metadata.filter_scopes.
 */
import { isRecord } from '../json/is-record';
import { ValidationError } from '../errors/app-error';
import { DASHBOARD_ROOT_ID } from '../layout/layout-constants';
import { ancestorIds } from '../layout/layout-tree';
import type { DashboardLayout } from '../layout/layout-types';
import { NO_TIME_RANGE } from '../time/no-time-range';

export const FILTER_BOX_VIZ_TYPE = 'filter_box';

/** Form-data time fields and the reserved column names a filter box filters them under. */
export const TIME_FILTER_MAP = {
  time_range: '__time_range',
  granularity_sqla: '__time_col',
  time_grain_sqla: '__time_grain',
  druid_time_origin: '__time_origin',
  granularity: '__granularity',
} as const;

export const TIME_FILTER_LABELS: Record<keyof typeof TIME_FILTER_MAP, string> = {
  time_range: 'Time range',
  granularity_sqla: 'Time column',
  time_grain_sqla: 'Time grain',
  druid_time_origin: 'Origin',
  granularity: 'Time granularity',
};

/** The time filter's column key; a filter box holding it is a date filter. */
export const TIME_RANGE = TIME_FILTER_MAP.time_range;

/** Default filter scope: the whole dashboard, nothing immune (Superset's default). */
export const DASHBOARD_FILTER_SCOPE_GLOBAL = {
  scope: [DASHBOARD_ROOT_ID],
  immune: [] as number[],
} as const;

/**
 * A filter box loads at most this many choices at first; a longer option list needs the
 * search-all-options variant, which queries as the user types.
 */
export const FILTER_BOX_CHOICES_LIMIT = 1000;
/** Above this many options the menu is virtualised. */
export const FILTER_BOX_VIRTUALIZE_THRESHOLD = 100;
/** Menu option height and menu height bounds, in px. */
export const FILTER_BOX_OPTION_HEIGHT = 30;
export const FILTER_BOX_MENU_MAX_HEIGHT = 220;
export const FILTER_BOX_MENU_MIN_HEIGHT = 100;
export const FILTER_BOX_DEFAULT_TIME_RANGE = NO_TIME_RANGE;

export const INVALID_FILTER_KEY_MESSAGE = 'Cannot parse invalid filter key';

/** One filtered column of a filter box's form data (a `filter_configs` item). */
export interface FilterBoxItem {
  column: string;
  label?: string;
  defaultValue?: string | number | boolean | null;
  metric?: string;
  asc?: boolean;
  clearable?: boolean;
  multiple?: boolean;
  searchAllOptions?: boolean;
  /** Values chosen in the chart editor (older form data). */
  vals?: unknown[];
}

export interface FilterBoxColumnScope {
  /** Layout component ids whose charts the column filters. */
  scope: string[];
  /** Chart ids left out although they sit under `scope`. */
  immune: number[];
}

/** json_metadata.filter_scopes: `{[filterBoxChartId]: {[column]: {scope, immune}}}`. */
export type FilterScopesMetadata = Record<string, Record<string, Partial<FilterBoxColumnScope>>>;

export interface DashboardFilter {
  chartId: number;
  componentId: string;
  datasourceId: string;
  filterName: string;
  /** Ancestor component ids of the filter box, then its own component id. */
  directPathToFilter: string[];
  /** Column → current value(s). */
  columns: Record<string, unknown>;
  labels: Record<string, string>;
  scopes: Record<string, FilterBoxColumnScope>;
  isDateFilter: boolean;
  isInstantFilter: boolean;
}

export interface FilterBoxChart {
  slice_id: number;
  slice_name: string;
  form_data: Record<string, unknown>;
}

/** `{columns, labels}` of a filter box: its configured columns, then its time fields. */
export function filterConfigsFromFormData(formData: Record<string, unknown>): {
  columns: Record<string, unknown>;
  labels: Record<string, string>;
} {
  const columns: Record<string, unknown> = {};
  const labels: Record<string, string> = {};
  const configs = Array.isArray(formData.filter_configs) ? formData.filter_configs : [];
  for (const raw of configs) {
    if (!isRecord(raw) || typeof raw.column !== 'string') continue;
    const config = raw as unknown as FilterBoxItem;
    let defaults: unknown = config.defaultValue;
    // A multiple-choice default is stored as one text with ';' between values.
    if (typeof defaults === 'string' && defaults !== '' && config.multiple) {
      defaults = defaults.split(';');
    }
    columns[config.column] =
      Array.isArray(config.vals) && config.vals.length ? config.vals : defaults;
    labels[config.column] = config.label || config.column;
  }
  if (formData.date_filter) {
    columns[TIME_FILTER_MAP.time_range] = formData.time_range;
    for (const [key, column] of Object.entries(TIME_FILTER_MAP)) {
      labels[column] = TIME_FILTER_LABELS[key as keyof typeof TIME_FILTER_MAP];
    }
    const optional: [string, keyof typeof TIME_FILTER_MAP][] = [
      ['show_sqla_time_granularity', 'time_grain_sqla'],
      ['show_sqla_time_column', 'granularity_sqla'],
      ['show_druid_time_granularity', 'granularity'],
      ['show_druid_time_origin', 'druid_time_origin'],
    ];
    for (const [flag, field] of optional) {
      if (formData[flag]) columns[TIME_FILTER_MAP[field]] = formData[field];
    }
  }
  return { columns, labels };
}

function layoutIdOfChart(layout: DashboardLayout, chartId: number): string | undefined {
  return Object.values(layout).find(
    (item) => item.type === 'CHART' && item.meta.chartId === chartId,
  )?.id;
}

export interface DeriveDashboardFilterArgs {
  chart: FilterBoxChart;
  layout: DashboardLayout;
  filterScopes?: FilterScopesMetadata;
  /** Values from the URL (`preselect_filters`): `{[chartId]: {[column]: value}}`. */
  preselectFilters?: Record<string, Record<string, unknown>>;
}

/** The dashboard filter of one filter box chart. */
export function deriveDashboardFilter({
  chart,
  layout,
  filterScopes = {},
  preselectFilters = {},
}: DeriveDashboardFilterArgs): DashboardFilter {
  const key = String(chart.slice_id);
  const { columns: configured, labels } = filterConfigsFromFormData(chart.form_data);
  const preselected = Object.hasOwn(preselectFilters, key) ? preselectFilters[key] : undefined;
  const columns: Record<string, unknown> = { ...configured };
  for (const column of Object.keys(columns)) {
    if (preselected && Object.hasOwn(preselected, column) && preselected[column] != null) {
      columns[column] = preselected[column];
    }
  }
  const chartScopes = Object.hasOwn(filterScopes, key) ? filterScopes[key] : undefined;
  const scopes: Record<string, FilterBoxColumnScope> = {};
  for (const column of Object.keys(columns)) {
    const saved = chartScopes && Object.hasOwn(chartScopes, column) ? chartScopes[column] : {};
    scopes[column] = {
      scope: saved?.scope ?? [...DASHBOARD_FILTER_SCOPE_GLOBAL.scope],
      immune: saved?.immune ?? [...DASHBOARD_FILTER_SCOPE_GLOBAL.immune],
    };
  }
  const componentId = layoutIdOfChart(layout, chart.slice_id) ?? '';
  return {
    chartId: chart.slice_id,
    componentId,
    datasourceId: typeof chart.form_data.datasource === 'string' ? chart.form_data.datasource : '',
    filterName: chart.slice_name,
    directPathToFilter: componentId ? [...ancestorIds(layout, componentId), componentId] : [],
    columns,
    labels,
    scopes,
    isDateFilter: Object.hasOwn(columns, TIME_RANGE),
    isInstantFilter: Boolean(chart.form_data.instant_filtering),
  };
}

/** `chartId_column`: the key of one filter-box column in URLs and scope settings. */
export function dashboardFilterKey(chartId: number, column: string): string {
  return `${chartId}_${column}`;
}

/** `"12_country_code"` → `{chartId: 12, column: "country_code"}` (columns may hold '_'). */
export function parseDashboardFilterKey(key: string): { chartId: number; column: string } {
  const match = /^(\d+)_(.+)$/.exec(key);
  if (!match?.[1] || !match[2]) throw new ValidationError(INVALID_FILTER_KEY_MESSAGE);
  return { chartId: Number(match[1]), column: match[2] };
}

/** Charts a filter-box column reaches: under one of its scope components, not immune. */
export function filterBoxChartsInScope(
  layout: DashboardLayout,
  { scope, immune }: FilterBoxColumnScope,
  filterBoxChartIds: readonly number[] = [],
): number[] {
  const roots = new Set(scope);
  const left = new Set([...immune, ...filterBoxChartIds]);
  const found = new Set<number>();
  const seen = new Set<string>();
  const visit = (id: string, under: boolean) => {
    if (seen.has(id)) return;
    seen.add(id);
    const item = Object.hasOwn(layout, id) ? layout[id] : undefined;
    if (!item) return;
    const inside = under || roots.has(id);
    const chartId = item.type === 'CHART' ? item.meta.chartId : undefined;
    if (inside && typeof chartId === 'number' && !left.has(chartId)) found.add(chartId);
    for (const childId of item.children) visit(childId, inside);
  };
  visit(DASHBOARD_ROOT_ID, false);
  return [...found];
}

/** A filter box's values as legacy `extra_filters`: lists → `in`, single values → `==`. */
export function filterBoxExtraFilters(
  columns: Record<string, unknown>,
): { col: string; op: 'in' | '=='; val: unknown }[] {
  const filters: { col: string; op: 'in' | '=='; val: unknown }[] = [];
  for (const [col, val] of Object.entries(columns)) {
    const empty = Array.isArray(val)
      ? val.length === 0
      : val === undefined || val === null || val === '';
    if (!empty) filters.push({ col, op: Array.isArray(val) ? 'in' : '==', val });
  }
  return filters;
}
